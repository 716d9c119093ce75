import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';

const PATH = '/playbooks';

const cards = (page: Page) => page.locator('main [data-playbook-card]');
const details = (page: Page) => page.locator('main [data-playbook-detail]');
const filter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter playbooks by strategy' }).getByRole('button', { name });

/** The library island answers clicks only once hydrated. */
async function openLibrary(page: Page, url = PATH) {
  await page.goto(url);
  await page.waitForSelector('astro-island[component-url*="playbook-library"]:not([ssr])', {
    state: 'attached',
  });
}

const cardLink = (page: Page, title: string) =>
  page.locator('main').getByRole('link', { name: title, exact: true });

async function openCard(page: Page, title: string) {
  await cardLink(page, title).click();
}

test.describe('playbook library: list', () => {
  test('has the hero and one h1', async ({ page }) => {
    await openLibrary(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Competitive playbook library');
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('filters give 6, 3 and 3 cards, with All pressed by default', async ({ page }) => {
    await openLibrary(page);
    await expect(filter(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(6);

    await filter(page, 'Offensive').click();
    await expect(filter(page, 'Offensive')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).locator('[data-slot="badge"]')).toHaveText(Array(3).fill('Offensive Play'));
    await expect(page.getByText('Showing 3 playbooks')).toBeVisible();

    await filter(page, 'Defensive').click();
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).locator('[data-slot="badge"]')).toHaveText(Array(3).fill('Defensive Play'));

    await filter(page, 'All').click();
    await expect(cards(page)).toHaveCount(6);
  });

  test('cards sit in two columns on desktop and one below 768 px', async ({ page }) => {
    await openLibrary(page);
    const [first, second] = await Promise.all([
      cards(page).nth(0).boundingBox(),
      cards(page).nth(1).boundingBox(),
    ]);
    expect(first?.y).toBe(second?.y);
    await page.setViewportSize({ width: 767, height: 900 });
    const [a, b] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
    expect(b?.y ?? 0).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0));
  });

  test('each card shows its badge, title, description, first trigger and a tagged sample alert', async ({
    page,
  }) => {
    await openLibrary(page);
    const card = cards(page).filter({ hasText: 'Revive Closed Lost' });
    await expect(card.locator('[data-slot="badge"]')).toHaveText('Offensive Play');
    await expect(card).toContainText('Know when an account you lost starts looking again');
    await expect(card).toContainText('Trigger');
    await expect(card.locator('[data-slot="alert-tag"]')).toHaveText('Closed Lost Revival');
    const tags = await cards(page).locator('[data-slot="alert-tag"]').allTextContents();
    expect(tags).toEqual([
      'New Business',
      'Closed Lost Revival',
      'Upsell Opportunity',
      'Renewal Risk',
      'Renewal Risk',
      'Renewal Risk',
    ]);
  });

  test('?q=churn narrows the list and ?q=zzz shows the empty state', async ({ page }) => {
    await openLibrary(page, `${PATH}?q=churn`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Prevent Churn');
    await expect(page.getByText(/Showing 1 playbook matching/)).toBeVisible();

    await openLibrary(page, `${PATH}?q=zzz`);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No playbooks found')).toBeVisible();
    await expect(page.getByText('Try selecting a different category')).toBeVisible();
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/playbooks$/);
    await expect(cards(page)).toHaveCount(6);
  });
});

test.describe('playbook library: detail', () => {
  test('opening a card keeps the path, sets the hash and focuses the detail heading', async ({ page }) => {
    await openLibrary(page);
    await openCard(page, 'Protect Renewal');
    await expect(page).toHaveURL(/\/playbooks#playbook-protect-renewal$/);
    expect(new URL(page.url()).pathname).toBe(PATH);
    const heading = page.getByRole('heading', { level: 2, name: 'Protect Renewal Playbook' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(cards(page).first()).toBeHidden();
    await expect(details(page)).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('shows the facts, four numbered steps with illustrations, and the rest of the playbook', async ({
    page,
  }) => {
    await openLibrary(page);
    await openCard(page, 'Defend Open Opportunity');
    const detail = details(page);
    await expect(detail.locator('[data-slot="badge"]').first()).toHaveText('Defensive Play');
    for (const fact of ['Stage', 'Mid-to-Late Funnel', 'Time to value', '1 week', 'Difficulty', 'Advanced']) {
      await expect(detail.locator('dl').first()).toContainText(fact);
    }
    await expect(detail).toContainText('Objective');
    await expect(detail.locator('[data-slot="alert-card"]')).toHaveAttribute('data-size', 'full');
    await expect(detail.getByRole('heading', { level: 3, name: 'How It Works' })).toBeVisible();
    const steps = detail.locator('[data-step]');
    await expect(steps).toHaveCount(4);
    await expect(steps.locator('[role="img"]')).toHaveCount(4);
    expect(
      await steps.locator('[data-graphic]').evaluateAll((nodes) => nodes.map((node) => node.dataset.graphic)),
    ).toEqual(['alert', 'discovery', 'outreach', 'campaign']);
    await expect(steps.first()).toContainText('Set the opportunity status to At-Risk');
    for (const heading of ['Metrics to track', 'Intelligence pillars', 'Tools']) {
      await expect(detail.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    // The proof point comes from a case study that describes deal protection, and links to it.
    await expect(detail).toContainText('Gainsight runs this play');
    await expect(detail.getByRole('link', { name: 'Read the Gainsight story' })).toHaveAttribute(
      'href',
      '/customers-gainsight',
    );
    const cta = page.locator('section[aria-labelledby="playbooks-cta"]');
    await expect(cta.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/book-time');
    await expect(cta.getByRole('link', { name: 'Talk to an expert' })).toHaveAttribute('href', '/book-time');
  });

  test("'← Back to Library' returns to the list and to the card that opened it", async ({ page }) => {
    await openLibrary(page);
    await filter(page, 'Defensive').click();
    await openCard(page, 'Prevent Churn');
    await expect(details(page)).toHaveCount(1);
    await page.getByRole('button', { name: '← Back to Library' }).click();
    await expect(page).toHaveURL(/\/playbooks$/);
    await expect(details(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(3);
    await expect(cardLink(page, 'Prevent Churn')).toBeFocused();
  });

  test('browser Back returns to the list, Forward reopens the detail', async ({ page }) => {
    await openLibrary(page);
    await openCard(page, 'Capture New Business');
    await expect(details(page)).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/playbooks$/);
    await expect(details(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(6);
    await page.goForward();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Capture New Business Playbook' }),
    ).toBeVisible();
  });

  test('loading an address with the hash opens that detail', async ({ page }) => {
    await openLibrary(page, `${PATH}#playbook-revive-closed-lost`);
    const heading = page.getByRole('heading', { level: 2, name: 'Revive Closed Lost Playbook' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(details(page)).toHaveCount(1);
    await expect(cards(page).first()).toBeHidden();
    // The back button leads to the list even though the list was never shown.
    await page.getByRole('button', { name: '← Back to Library' }).click();
    await expect(page).toHaveURL(/\/playbooks$/);
    await expect(cards(page)).toHaveCount(6);
    await expect(cardLink(page, 'Revive Closed Lost')).toBeFocused();
  });

  test('keyboard: Enter on a card opens it', async ({ page }) => {
    await openLibrary(page);
    await cardLink(page, 'Protect Renewal').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Protect Renewal Playbook' })).toBeFocused();
  });
});

for (const width of [375, 1440]) {
  test.describe(`playbook library at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // The list itself: routes.spec.ts (axe at 1440 and 375 px, overflow down to 320 px).
    test('has no axe violations or overflow in the detail and empty states', async ({ page }) => {
      await openLibrary(page);
      await openCard(page, 'Capture Expansion Opportunity');
      await expect(details(page)).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in the detail').toBeLessThanOrEqual(0);

      await openLibrary(page, `${PATH}?q=zzz`);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('playbook library without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('has every card and every detail in the HTML, and card links jump to the details', async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(cards(page)).toHaveCount(6);
    await expect(details(page)).toHaveCount(6);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('group', { name: 'Filter playbooks by strategy' })).toBeHidden();
    await cardLink(page, 'Prevent Churn').click();
    await expect(page).toHaveURL(/#playbook-prevent-churn$/);
    await expect(page.locator('#playbook-prevent-churn h2')).toBeInViewport();
    await expect(page.locator('#playbook-prevent-churn [data-step]')).toHaveCount(4);
  });
});
