import { company } from '#src/content/company.ts';
import { readSingleton } from '#src/content/loaders/read.ts';
import { CALENDLY_WIDGET_SCRIPT } from '#src/lib/calendly.ts';
import { test as base, expect } from './fixtures';

// The shared fixture's console and same-origin request checks run only for tests that ask for
// `problems`; here every test gets them.
const test = base.extend<{ guard: undefined }>({
  guard: [
    async ({ problems: _problems }, use) => {
      await use(undefined);
    },
    { auto: true },
  ],
});

const PAGE = '/book-time';
const CALENDLY_ASSETS = 'https://assets.calendly.com/**';
const bookTime = readSingleton('bookTime');
const { scheduler } = bookTime;

/**
 * A stand-in for Calendly's widget.js with the same auto-init contract: every
 * `.calendly-inline-widget[data-url]` that is not yet processed gets one iframe and is marked processed.
 */
const FAKE_WIDGET = `
  for (const element of document.querySelectorAll('.calendly-inline-widget[data-url]')) {
    if (element.getAttribute('data-processed')) continue;
    element.setAttribute('data-processed', 'true');
    const frame = document.createElement('iframe');
    frame.title = 'Select a Date & Time - Calendly';
    frame.src = 'about:blank';
    frame.style.cssText = 'width:100%;height:100%;border:0';
    element.append(frame);
  }
  window.Calendly = { initInlineWidget() { throw new Error('the page must rely on data-url auto-init'); } };
`;

const box = (page: import('@playwright/test').Page) => page.locator('[data-scheduler]');

/** The one click that loads the scheduler before any consent (decision 0009), once the island is live. */
async function showScheduler(page: import('@playwright/test').Page): Promise<void> {
  await page.locator('astro-island:not([ssr]) [data-scheduler]').waitFor();
  await box(page).getByRole('button', { name: scheduler.showLabel }).click();
}

test.describe('/book-time scheduler', () => {
  // Below 640 px the box is as tall as what it shows until a calendar is asked for (issue 29, eighth review:
  // the 700 px left ~165 px blank under the call's card); the tap that asks for one gives it its 700 px,
  // the box's top and width unchanged. From 640 px the 700 px are reserved from the start.
  for (const width of [375, 1440]) {
    test(`reserves a 700 px high box at least 320 px wide at ${width} px${width < 640 ? ' once a calendar is asked for' : ''}, with one widget container`, async ({
      page,
    }) => {
      await page.context().route(CALENDLY_ASSETS, (route) => route.abort());
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PAGE);
      const before = await box(page).evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return { x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
      });
      if (width < 640) {
        // As tall as its offer and the call's card, with nothing blank under the card.
        const under = await box(page).evaluate(
          (element) =>
            element.getBoundingClientRect().bottom -
            (element.querySelector('[data-call-card]')?.getBoundingClientRect().bottom ?? 0),
        );
        expect(before.height).toBeLessThan(700);
        expect(under, 'px under the call card, in the box').toBeLessThanOrEqual(24);
      } else expect(before?.height).toBe(700);
      expect(before?.width ?? 0).toBeGreaterThanOrEqual(320);
      await expect(page.locator('.calendly-inline-widget')).toHaveCount(1);
      await expect(page.locator('.calendly-inline-widget')).toHaveAttribute(
        'data-url',
        /^https:\/\/calendly\.com\/.+\?(?=.*hide_event_type_details=1)(?=.*hide_gdpr_banner=1)/,
      );
      // Nothing shifts when the widget's fate is known.
      await expect(box(page)).toHaveAttribute('data-status', 'consent');
      await showScheduler(page);
      await expect(box(page)).toHaveAttribute('data-status', 'failed');
      // The click may scroll the page: compare positions in the document, not the viewport.
      const inDocument = () =>
        box(page).evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return { x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
        });
      expect(await inDocument()).toEqual({ ...before, height: 700 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('still fits without horizontal scrolling at 320 px', async ({ page }) => {
    await page.context().route(CALENDLY_ASSETS, (route) => route.abort());
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(PAGE);
    expect((await box(page).boundingBox())?.width).toBe(320);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('puts "Show the scheduler" on the first screen of a phone, the call\'s card still in the box', async ({
    page,
  }) => {
    await page.context().route(CALENDLY_ASSETS, (route) => route.abort());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PAGE);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const show = box(page).getByRole('button', { name: scheduler.showLabel });
    const top = await show.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(top, '"Show the scheduler", px from the top of the page at 390 × 844').toBeLessThanOrEqual(800);
    // What the box says before the scheduler loads is still there: the host and who the call is for.
    const card = box(page).locator('[data-call-card]');
    await expect(card).toBeVisible();
    await expect(card).toContainText(company.founder.name);
    await expect(card).toContainText(scheduler.audience);
  });

  // Issue 29, seventh review: at 375 px "Pick a time" stood over a full-width rule (the box's frame, edge
  // to edge) and ~90 px of blank before the offer, so the heading read as the end of the hero.
  test('keeps "Pick a time" with its offer on a phone: no rule between them, at most 48 px apart', async ({
    page,
  }) => {
    await page.context().route(CALENDLY_ASSETS, (route) => route.abort());
    await page.setViewportSize({ width: 375, height: 844 });
    await page.goto(PAGE);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const { gap, rules } = await page.evaluate(() => {
      const heading = document.querySelector('#scheduler-heading') as HTMLElement;
      // The heading's block: the heading and its line under it.
      const above = Math.max(
        heading.getBoundingClientRect().bottom,
        heading.nextElementSibling?.getBoundingClientRect().bottom ?? 0,
      );
      // The first words drawn in the box.
      const box = document.querySelector('[data-scheduler]') as HTMLElement;
      let below = Number.POSITIVE_INFINITY;
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!(node as Text).data.trim() || !node.parentElement?.checkVisibility({ visibilityProperty: true }))
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.height > 0) below = Math.min(below, rect.top);
      }
      // A rule: a horizontal edge (border or shadow) across more than half the screen, between the two.
      const visible = (colour: string) => colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour);
      const found: string[] = [];
      for (const element of document.body.querySelectorAll('*')) {
        const rect = element.getBoundingClientRect();
        if (rect.width < window.innerWidth / 2) continue;
        const style = getComputedStyle(element);
        const edges: number[] = [];
        if (Number.parseFloat(style.borderTopWidth) > 0 && visible(style.borderTopColor))
          edges.push(rect.top);
        if (Number.parseFloat(style.borderBottomWidth) > 0 && visible(style.borderBottomColor))
          edges.push(rect.bottom);
        if (style.boxShadow !== 'none') edges.push(rect.top, rect.bottom);
        for (const edge of edges)
          if (edge > above - 1 && edge < below + 1)
            found.push(`${element.tagName.toLowerCase()}.${element.className} at ${Math.round(edge)}`);
      }
      return { gap: Math.round(below - above), rules: found };
    });
    expect(rules, 'rules between "Pick a time" and its offer').toEqual([]);
    expect(gap, 'px between "Pick a time" and the first words of its offer').toBeLessThanOrEqual(48);
  });

  test('has the heading, what the call covers and its host', async ({ page }) => {
    await page.context().route(CALENDLY_ASSETS, (route) => route.abort());
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookTime.headline);
    await expect(page.getByRole('heading', { level: 2, name: bookTime.agendaHeading })).toBeVisible();
    for (const item of bookTime.agenda) {
      await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
    }
    await expect(page.getByText(company.founder.name).first()).toBeVisible();
  });

  test('shows a calm fallback with the booking link and email when the script is blocked, without console errors', async ({
    page,
  }) => {
    const blocked: string[] = [];
    await page.context().route(CALENDLY_ASSETS, (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    await page.goto(PAGE);
    await showScheduler(page);
    await expect(box(page)).toHaveAttribute('data-status', 'failed');
    await expect(page.getByRole('heading', { name: scheduler.failedTitle })).toBeVisible();
    const link = page.getByRole('link', { name: scheduler.bookingLinkLabel });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /^https:\/\/calendly\.com\//);
    await expect(page.getByRole('link', { name: scheduler.emailLinkLabel })).toHaveAttribute(
      'href',
      /^mailto:support@countermove\.io\?subject=/,
    );
    expect(blocked.length).toBeGreaterThan(0);
    // The blocked script was never added as a <script>, so the browser had nothing to log.
    await expect(page.locator(`script[src="${CALENDLY_WIDGET_SCRIPT}"]`)).toHaveCount(0);
  });

  test('contacts no scheduler host until the visitor asks, and offers the links meanwhile', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(PAGE);
    await page.locator('astro-island:not([ssr]) [data-scheduler]').waitFor();
    await page.waitForTimeout(1000);
    await expect(box(page)).toHaveAttribute('data-status', 'consent');
    await expect(page.getByRole('heading', { name: scheduler.consentTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: scheduler.bookingLinkLabel })).toBeVisible();
    await expect(page.getByRole('link', { name: scheduler.emailLinkLabel })).toBeVisible();
    expect(requests.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
  });

  test('shows the fallback offline too (no route: this machine cannot reach Calendly)', async ({ page }) => {
    await page.goto(PAGE);
    await showScheduler(page);
    await expect(box(page)).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });
    await expect(page.getByRole('link', { name: scheduler.bookingLinkLabel })).toBeVisible();
  });

  test('keeps the booking link visible while the widget is still loading', async ({ page }) => {
    await page.context().route(CALENDLY_ASSETS, () => {
      // Never answers: a very slow network.
    });
    await page.goto(PAGE);
    await showScheduler(page);
    await expect(page.getByRole('status')).toContainText(scheduler.loading);
    await expect(page.getByRole('link', { name: scheduler.bookingLinkLabel })).toBeVisible();
  });

  test('embeds the widget exactly once when the script loads', async ({ page }) => {
    await page
      .context()
      .route(CALENDLY_ASSETS, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_WIDGET }),
      );
    await page.goto(PAGE);
    await showScheduler(page);
    await expect(box(page)).toHaveAttribute('data-status', 'ready');
    await expect(page.locator('.calendly-inline-widget iframe')).toHaveCount(1);
    await expect(page.locator(`script[src="${CALENDLY_WIDGET_SCRIPT}"]`)).toHaveCount(1);
    await expect(page.locator('script[src*="widget.js"]')).toHaveAttribute('async', '');
    await expect(page.getByRole('link', { name: scheduler.bookingLinkLabel })).toHaveCount(0);
    // The widget itself gets the full 700 px (the frame around the box is drawn outside it).
    expect((await page.locator('.calendly-inline-widget').boundingBox())?.height).toBe(700);
    expect((await page.locator('.calendly-inline-widget iframe').boundingBox())?.height).toBe(700);
  });
});

test.describe('/book-time without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the booking link and email in the reserved box', async ({ page }) => {
    await page.goto(PAGE);
    expect((await box(page).boundingBox())?.height).toBe(700);
    await expect(page.getByRole('heading', { name: scheduler.noScriptTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: scheduler.bookingLinkLabel })).toBeVisible();
    await expect(page.getByRole('link', { name: scheduler.emailLinkLabel })).toBeVisible();
    await expect(page.getByText(scheduler.loading)).toBeHidden();
    await expect(page.getByRole('button', { name: scheduler.showLabel })).toBeHidden();
  });
});

test.describe('calls to action', () => {
  test.use({ javaScriptEnabled: false });

  // That every call to action on every page links to /book-time is checked on the built HTML of each
  // page (build-output.spec.ts); here, that following one really lands on the scheduling page.
  test("the header's CTA lands on /book-time", async ({ page }) => {
    await page.goto('/terms-of-service');
    await page.locator('header[data-site-header] a[data-cta-location="navigation"]').click();
    await expect(page).toHaveURL(/\/book-time$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookTime.headline);
  });
});
