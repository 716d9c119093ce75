import { company } from '#src/content/company.ts';
import { readSingleton } from '#src/content/loaders/read.ts';
import { expect, siteRoutes, test } from './fixtures';

const bookTime = readSingleton('bookTime');

/*
 * The design's measurable promises (issue 29, docs/design.md): the home page fits a phone in ten screens,
 * a page closes with one dark call-to-action band at most, the second call to action to /book-time has one
 * wording, /book-time says what the call is before any calendar loads, the story page's hero has a
 * picture of its own in its right half at 1440 px, the showcase tabs read as a scrolling row of pills on
 * phones, and a customer story's rail has something beside each part at 1440 px.
 */

const PHONE = { width: 390, height: 844 } as const;
const HOME_MAX_SCREENS = 10;
const SECONDARY_CTA = 'Talk to an expert';

test.describe('phones', () => {
  test.use({ viewport: PHONE });

  test(`the home page is at most ${HOME_MAX_SCREENS} screens tall at ${PHONE.width} px`, async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height / PHONE.height, `${height} px`).toBeLessThanOrEqual(HOME_MAX_SCREENS);
  });
});

test('every page has one closing call-to-action band at most, and one wording for the second call to action', async ({
  page,
}) => {
  for (const { path } of siteRoutes) {
    await page.goto(path);
    expect(await page.locator('[data-cta="band"]').count(), `${path}: dark CTA bands`).toBeLessThanOrEqual(1);
    const labels = await page.locator('a[data-cta-secondary][href="/book-time"]').allTextContents();
    for (const label of labels) expect(label.trim(), `${path}: second call to action`).toBe(SECONDARY_CTA);
  }
});

test('the closing band’s move fills its half at 1440 px and carries the page’s two lines; phones keep it compact', async ({
  page,
}) => {
  const site = readSingleton('site');
  const pages = {
    '/': readSingleton('home').cta.move,
    '/pricing': readSingleton('pricing').cta.move,
    '/about': readSingleton('about').cta.move,
    '/blog': readSingleton('blogIndex').cta.move,
  };
  for (const [path, move] of Object.entries(pages)) {
    // A page without lines of its own shows the site's.
    const lines = move ?? site.closingMove;
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const at = `${path} at ${width} px`;
      const figure = page.locator('[data-cta="band"] [data-band-move]');
      await expect(figure, at).toBeVisible();
      for (const words of [
        site.closingMove.theirsLabel,
        site.closingMove.yoursLabel,
        lines.theirs,
        lines.yours,
      ])
        await expect(figure.getByText(words, { exact: true }), `${at}: “${words}”`).toBeVisible();
      const share = await figure.evaluate((node) => {
        const band = (node.closest('[data-cta="band"]') as HTMLElement).firstElementChild as HTMLElement;
        return node.getBoundingClientRect().width / band.getBoundingClientRect().width;
      });
      if (width === 1440) {
        // Its half of the band, not a small board in a corner of it.
        expect(share, `${at}: the move's share of the band`).toBeGreaterThanOrEqual(0.4);
        await expect(figure.locator('svg[data-composition="move"]')).toBeVisible();
        await expect(figure.locator('svg[data-composition="move"]')).toHaveAttribute('aria-hidden', 'true');
      } else {
        // Compact: the two lines beside their squares, no board.
        await expect(figure.locator('svg[data-composition="move"]')).toBeHidden();
        expect(
          (await figure.boundingBox())?.height ?? 0,
          `${at}: the compact move's height`,
        ).toBeLessThanOrEqual(100);
      }
    }
  }
});

test('/book-time shows who hosts the call and who it is for before the scheduler loads, what it covers once', async ({
  page,
}) => {
  await page.goto('/book-time');
  const box = page.locator('[data-scheduler]');
  await expect(box).toHaveAttribute('data-status', 'consent');
  const card = box.locator('[data-call-card]');
  await expect(card).toBeVisible();
  await expect(card.getByText(company.founder.name, { exact: true })).toBeVisible();
  await expect(card.getByText(bookTime.host.note)).toBeVisible();
  await expect(card.getByText(bookTime.scheduler.audience)).toBeVisible();
  // Each thing is said once on the page: the topics in the page's own list, the host in the box.
  const main = page.locator('main');
  for (const item of bookTime.agenda)
    await expect(main.getByText(item.title, { exact: true })).toHaveCount(1);
  await expect(main.getByText(bookTime.host.note)).toHaveCount(1);
  await expect(main.getByText(company.founder.title, { exact: true })).toHaveCount(1);
});

test('the story page hero has its own picture in its right half at 1440 px, not the closing band’s', async ({
  page,
}) => {
  await page.goto('/about');
  const picture = page.locator('section[aria-labelledby="page-heading"] [data-hero-picture] svg');
  await expect(picture).toBeVisible();
  const box = await picture.boundingBox();
  expect(box?.x ?? 0).toBeGreaterThan(720);
  await expect(picture).toHaveAttribute('aria-hidden', 'true');
  // No other drawing on the page shares its composition (the closing band draws the move on its board).
  const composition = await picture.getAttribute('data-composition');
  expect(composition).toBeTruthy();
  const others = await page
    .locator('main [data-composition]')
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => !node.closest('[data-hero-picture]'))
        .map((node) => node.getAttribute('data-composition')),
    );
  expect(others.length).toBeGreaterThan(0);
  expect(others).not.toContain(composition);
});

test.describe('phones: the showcase tabs', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('read as a row of separate pills that scrolls: gaps between them, the row running to the screen’s edge, the next one cut by it', async ({
    page,
  }) => {
    await page.goto('/');
    const list = page.locator('#features [role="tablist"]');
    const layout = await list.evaluate((node) => {
      const row = node.getBoundingClientRect();
      const tabs = [...node.querySelectorAll('[role="tab"]')].map((tab) => tab.getBoundingClientRect());
      return {
        right: row.right,
        scrolls: node.scrollWidth > node.clientWidth,
        heights: tabs.map((tab) => tab.height),
        gaps: tabs.slice(1).map((tab, index) => tab.left - (tabs[index] as DOMRect).right),
        cut: tabs.some((tab) => tab.left < window.innerWidth && tab.right > window.innerWidth),
        track: getComputedStyle(node).backgroundColor,
      };
    });
    expect(layout.scrolls).toBe(true);
    for (const height of layout.heights) expect(height).toBeGreaterThanOrEqual(44);
    for (const gap of layout.gaps) expect(gap).toBeGreaterThanOrEqual(6);
    expect(layout.right).toBe(375);
    expect(layout.cut).toBe(true);
    // No shared track behind the pills (a track cut by its own fade read as clipped text).
    expect(layout.track).toBe('rgba(0, 0, 0, 0)');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

test('a customer story’s rail is never an empty column at 1440 px: something beside each part, down to the results', async ({
  page,
}) => {
  await page.goto('/customers-gainsight');
  const { parts, rail } = await page.evaluate(() => {
    const box = (node: Element) => {
      const { top, bottom } = node.getBoundingClientRect();
      return { top: top + window.scrollY, bottom: bottom + window.scrollY };
    };
    return {
      parts: [...document.querySelectorAll('[data-story-part]')].map(box),
      rail: [...document.querySelectorAll('[data-rail]')].map(box).sort((a, b) => a.top - b.top),
    };
  });
  expect(parts).toHaveLength(3);
  const [top, bottom] = [parts[0]?.top ?? 0, parts.at(-1)?.bottom ?? 0];
  // The largest stretch of the rail with nothing in it, from the story's top to its end.
  let cursor = top;
  let emptiest = 0;
  for (const item of rail) {
    emptiest = Math.max(emptiest, item.top - cursor);
    cursor = Math.max(cursor, item.bottom);
  }
  emptiest = Math.max(emptiest, bottom - cursor);
  expect(emptiest, 'px of empty rail').toBeLessThanOrEqual(240);
});
