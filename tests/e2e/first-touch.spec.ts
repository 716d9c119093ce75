import type { Page, Route } from '@playwright/test';
import { strategyFor } from '#src/components/playbooks/playbook-logic.ts';
import { readSingleton } from '#src/content/loaders/read.ts';
import { readPlaybooks } from '#src/content/playbooks.ts';
import { buildHeaderNav } from '#src/lib/navigation.ts';
import { expect, test } from './fixtures';

/** Every link of the header, flat, as the mobile menu lists them: the menus' links, the others and the button. */
const { items, cta } = buildHeaderNav();
const mobileMenuLinks = [
  ...items.flatMap((item) => (item.kind === 'menu' ? item.groups.flatMap((group) => group.links) : [item])),
  cta,
];

/*
 * First touch (issue 17, decision 0011): one test per widget. Each holds back every island script
 * (`/_astro/*.js`) the way a slow phone would, uses the widget at once and checks it responds; then lets
 * the scripts through, waits until every island has hydrated, and checks the state is still the one the
 * visitor chose (nothing lost, nothing toggled twice). These replace the per-page copies of the tab and FAQ
 * tests on the six use-case pages and the unit tests of the old React tabs, accordion and header.
 */

/** Holds back island scripts until `release()`; requests after the release pass straight through. */
async function holdIslandScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_astro/*.js', async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    },
  };
}

test('tabs switch at once by click and keys, and stay switched', async ({ page }) => {
  const scripts = await holdIslandScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const { showcase } = readSingleton('home');
  const list = page.getByRole('tablist', { name: showcase.tabsLabel });
  const tabs = list.getByRole('tab');
  const activePanel = page.locator('#features [role="tabpanel"]:visible');
  const count = await tabs.count();
  expect(count).toBe(showcase.items.length);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(list).toHaveAttribute('aria-orientation', 'horizontal');

  // Click.
  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
  await expect(activePanel).toHaveCount(1);
  await expect(activePanel).toHaveAttribute('aria-labelledby', (await tabs.nth(2).getAttribute('id')) ?? '');

  // Keys: arrows select (automatic activation) and wrap, Home and End jump; one tab stop (roving tabindex).
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(3)).toBeFocused();
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(list.locator('[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(activePanel).toBeFocused();

  await scripts.release();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(activePanel).toHaveCount(1);
  await expect(activePanel).toHaveAttribute('aria-labelledby', (await tabs.nth(1).getAttribute('id')) ?? '');
});

test.describe('below 768 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('role tabs are a stacked vertical list that arrows move through', async ({ page }) => {
    const scripts = await holdIslandScripts(page);
    // /predict's stepper: its steps run down a line on a phone (/win's are a 2 x 2 there since round 5).
    await page.goto('/predict-prevent-churn', { waitUntil: 'commit' });
    const section = page.locator('#roles');
    const list = section.getByRole('tablist');
    const tabs = list.getByRole('tab');
    await expect(list).toHaveAttribute('aria-orientation', 'vertical');
    // Stacked: one column, top to bottom (polled: the page is measured while its stylesheet may still be
    // arriving).
    await expect
      .poll(() =>
        tabs.evaluateAll((items) =>
          items.every((tab, index) => {
            if (index === 0) return true;
            const box = tab.getBoundingClientRect();
            const previous = (items[index - 1] as Element).getBoundingClientRect();
            const first = (items[0] as Element).getBoundingClientRect();
            return Math.abs(box.x - first.x) < 1 && box.y > previous.y;
          }),
        ),
      )
      .toBe(true);
    const headline = section.locator('[role="tabpanel"]:visible h3');
    const first = (await headline.textContent()) ?? '';

    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    const third = (await headline.textContent()) ?? '';
    expect(third).not.toBe(first);
    await page.keyboard.press('ArrowDown');
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(section.locator('[role="tabpanel"]:visible')).toHaveCount(1);

    await scripts.release();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(headline).toHaveText(third);
  });

  test('the mobile menu opens at once from a 44 px button, closes on Escape and on selection', async ({
    page,
  }) => {
    const scripts = await holdIslandScripts(page);
    await page.goto('/terms-of-service', { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    // A layout read this early may run before the stylesheet arrives (nothing is painted yet, so no
    // visitor sees that state): wait for the styled button, which must then be 44 × 44 px at least.
    const size = async () => {
      const box = await button.boundingBox();
      return Math.min(box?.width ?? 0, box?.height ?? 0);
    };
    await expect.poll(size).toBeGreaterThanOrEqual(44);
    await expect(page.locator('nav[aria-label="Main"]')).toBeHidden();
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.locator('a')).toHaveCount(mobileMenuLinks.length);
    await page.keyboard.press('Tab');
    await expect(menu.locator('a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Selecting a link closes the menu (the navigation is stopped here so the state can be read).
    await button.click();
    await page.evaluate(() =>
      document.addEventListener('click', (event) => event.preventDefault(), { once: true }),
    );
    await menu.getByRole('link', { name: 'For Sales Leaders' }).click();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await button.click();
    await scripts.release();
    await expect(menu).toBeVisible();
    await button.click();
    await expect(menu).toBeHidden();
  });

  test('the header keeps a compact Book a demo that leads to /book-time', async ({ page }) => {
    await page.goto('/about');
    const cta = page.locator('header[data-site-header] a[data-header-cta="compact"]');
    await expect(cta).toBeVisible();
    await expect(cta).toHaveText('Book a demo');
    await expect(cta).toHaveAttribute('data-cta-location', 'mobile_navigation');
    const box = await cta.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await cta.click();
    await expect(page).toHaveURL(/\/book-time$/);
  });
});

test('a header menu opens at once, one at a time, and closes on an outside click, scroll and Escape', async ({
  page,
}) => {
  const scripts = await holdIslandScripts(page);
  await page.goto('/terms-of-service', { waitUntil: 'commit' });
  const useCases = page.getByRole('button', { name: 'Use Cases' });
  const solutions = page.getByRole('button', { name: 'Solutions' });
  const useCasesPanel = page.locator('#nav-menu-use-cases');
  const solutionsPanel = page.locator('#nav-menu-solutions');

  await useCases.click();
  await expect(useCasesPanel).toBeVisible();
  await expect(useCases).toHaveAttribute('aria-expanded', 'true');
  const box = await useCasesPanel.boundingBox();
  expect(box?.width).toBe(600);
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(16);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1440 - 16);
  // Placed under its button, not behind the sticky header.
  const trigger = await useCases.boundingBox();
  expect(box?.y ?? 0).toBeGreaterThanOrEqual((trigger?.y ?? 0) + (trigger?.height ?? 0));

  // One at a time.
  await solutions.click();
  await expect(useCasesPanel).toBeHidden();
  await expect(useCases).toHaveAttribute('aria-expanded', 'false');
  await expect(solutionsPanel).toBeVisible();
  expect((await solutionsPanel.boundingBox())?.width).toBe(400);

  // Outside click.
  await page.locator('main h1').click();
  await expect(solutionsPanel).toBeHidden();

  // Scroll.
  await solutions.click();
  await expect(solutionsPanel).toBeVisible();
  await page.mouse.wheel(0, 400);
  await expect(solutionsPanel).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));

  // Keyboard: ArrowDown opens and moves to the first link, arrows move between links, Escape closes and
  // returns focus to the button.
  const resources = page.getByRole('button', { name: 'Resources' });
  const resourcesPanel = page.locator('#nav-menu-resources');
  await resources.focus();
  await page.keyboard.press('ArrowDown');
  await expect(resourcesPanel).toBeVisible();
  await expect(resourcesPanel.locator('a').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(resourcesPanel.locator('a').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(resourcesPanel).toBeHidden();
  await expect(resources).toBeFocused();
  await expect(resources).toHaveAttribute('aria-expanded', 'false');

  // Focus leaving the navigation closes the menu.
  await page.keyboard.press('Enter');
  await expect(resourcesPanel).toBeVisible();
  await page.locator('header a[data-cta-location="navigation"]').focus();
  await expect(resourcesPanel).toBeHidden();

  await useCases.click();
  await scripts.release();
  await expect(useCasesPanel).toBeVisible();
  await expect(page.locator('header astro-island')).toHaveCount(0);
  await useCases.click();
  await expect(useCasesPanel).toBeHidden();
});

test('FAQ answers open at once, one at a time, collapsible, with arrows between questions', async ({
  page,
}) => {
  const scripts = await holdIslandScripts(page);
  await page.goto('/pricing', { waitUntil: 'commit' });
  const faq = page.locator('#pricing-faq');
  const questions = faq.locator('summary');
  const details = faq.locator('details');
  await expect(questions).toHaveCount(8);
  await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(8);
  await expect(faq.locator('details[open]')).toHaveCount(0);
  const answer = (index: number) => details.nth(index).locator('[data-accordion-panel]');

  await questions.first().click();
  await expect(answer(0)).toBeVisible();
  await questions.nth(1).click();
  await expect(answer(1)).toBeVisible();
  await expect(answer(0)).toBeHidden();
  await questions.nth(1).click();
  await expect(faq.locator('details[open]')).toHaveCount(0);

  await questions.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(questions.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(questions.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(answer(0)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(answer(1)).toBeVisible();
  await expect(answer(0)).toBeHidden();

  await scripts.release();
  await expect(faq.locator('details[open]')).toHaveCount(1);
  await expect(answer(1)).toBeVisible();
});

test('playbook filters respond before the library hydrates, and the library adopts the choice', async ({
  page,
}) => {
  const { labels } = readSingleton('playbookLibrary');
  const playbooks = readPlaybooks();
  const offensive = playbooks.filter((playbook) => strategyFor(playbook.category) === 'offensive');
  const defensive = playbooks.filter((playbook) => strategyFor(playbook.category) === 'defensive');
  const shown = (count: number) =>
    `${count} ${count === 1 ? labels.resultCount.one : labels.resultCount.other}`;
  const scripts = await holdIslandScripts(page);
  await page.goto('/playbooks', { waitUntil: 'commit' });
  const group = page.getByRole('group', { name: labels.filterGroup });
  const button = (name: string) => group.getByRole('button', { name, exact: true });
  const cards = page.locator('#playbooks-list [data-playbook-card]:visible');
  const count = page.locator('#playbooks-list p[aria-live]');
  // Not hydrated: its scripts are held back (or not yet asked for: it hydrates when the page is idle).
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);

  await button(labels.filters.offensive).click();
  await expect(button(labels.filters.offensive)).toHaveAttribute('aria-pressed', 'true');
  await expect(button(labels.filters.all)).toHaveAttribute('aria-pressed', 'false');
  await expect(cards).toHaveCount(offensive.length);
  await expect(cards.locator('[data-slot="alert-card"][data-strategy="defensive"]')).toHaveCount(0);

  await scripts.release();
  await expect(button(labels.filters.offensive)).toHaveAttribute('aria-pressed', 'true');
  await expect(button(labels.filters.all)).toHaveAttribute('aria-pressed', 'false');
  await expect(cards).toHaveCount(offensive.length);
  await expect(count).toBeVisible();
  await expect(count).toContainText(shown(offensive.length));
  // The hydrated island now owns the list: the static details below it are gone, the filter still works.
  await expect(page.locator('main [data-playbook-detail]:visible')).toHaveCount(0);
  await button(labels.filters.defensive).click();
  await expect(cards).toHaveCount(defensive.length);
  await expect(cards.locator('[data-slot="alert-card"][data-strategy="offensive"]')).toHaveCount(0);
  await button(labels.filters.all).click();
  await expect(cards).toHaveCount(playbooks.length);
  await expect(count).toContainText(shown(playbooks.length));
});

test('"Show the scheduler" pressed before the scheduler hydrates loads it once the island is live', async ({
  page,
}) => {
  const schedulerRequests: string[] = [];
  await page.context().route(/calendly\.com/, (route) => {
    schedulerRequests.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  const scripts = await holdIslandScripts(page);
  await page.goto('/book-time', { waitUntil: 'commit' });
  const box = page.locator('[data-scheduler]');
  const show = box.getByRole('button', { name: 'Show the scheduler' });
  await expect(page.locator('astro-island[ssr] [data-scheduler]')).toHaveCount(1);

  await show.click();
  await expect(show).toHaveAttribute('aria-busy', 'true');
  // Nothing is asked of the scheduler's hosts before the island runs.
  expect(schedulerRequests).toEqual([]);

  await scripts.release();
  // The island took the tap: it asked for the widget (blocked here, so it settles on the fallback card).
  await expect(box).toHaveAttribute('data-status', 'failed');
  expect(schedulerRequests.length).toBeGreaterThan(0);
  await expect(box.getByRole('button', { name: 'Show the scheduler' })).toHaveCount(0);
});

test('a Request link tapped before any island script has loaded shows its toast once they arrive; F8 reaches the region before', async ({
  page,
}) => {
  // Headless Chromium has no mail client: keep the click, drop the mailto: navigation.
  await page.addInitScript(() =>
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
    }),
  );
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/.+\.js$/.test(request.url())) requested.push(request.url());
  });
  const scripts = await holdIslandScripts(page);
  await page.goto('/security', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-first-touch', '');
  const region = page.locator('[data-toast-region]');
  await page.keyboard.press('F8');
  await expect(region).toBeFocused();
  // Nothing asked for a script file yet: the region waits for a request (client:toast).
  expect(requested).toEqual([]);

  await page.getByRole('link', { name: 'Request Data Processing Agreement' }).click();
  await expect(page.locator('astro-island[ssr] [data-toast-region]')).toHaveCount(1);
  await scripts.release();
  const toasts = page.locator('[data-toast]');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText('Data Processing Agreement');
  await page.getByRole('link', { name: 'Request Subprocessors List' }).click();
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText('Subprocessors List');
});
