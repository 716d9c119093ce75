import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { MAX_COMPOUND } from '#src/integrations/keep-compounds.ts';
import { siteRoutes } from '#src/site-map.ts';
import { brokenWords, clippedText, splitCompounds } from './clipping';
import { axeViolations, expect, test } from './fixtures';

/**
 * Waits for what changes the page after load: web fonts (they change line breaks, so overflow and
 * clipping) and the islands that hydrate on load or idle (book-time's scheduler, the playbook library,
 * the security toaster). Cheaper than waiting for network idle, which costs half a second on every page.
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.locator('astro-island[ssr]:is([client="load"], [client="idle"])')).toHaveCount(0);
}

/**
 * Opens every FAQ answer (an exclusive accordion keeps one open, so the group name is dropped first) and
 * selects the second tab of every tab list by clicking it, as a visitor would.
 */
async function openEveryState(page: Page) {
  await page.locator('main details').evaluateAll((items) => {
    for (const item of items as HTMLDetailsElement[]) {
      item.removeAttribute('name');
      item.open = true;
    }
  });
  for (const tabList of await page.locator('main [role="tablist"]').all()) {
    const second = tabList.getByRole('tab').nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
  }
  // An answer fades in as it opens: axe reads colours, so it waits for every finite animation to end (a
  // loaded machine once let it read the answers mid-fade, at a lower contrast than they settle at).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

test('the build contains no page outside the site map', () => {
  const dist = join(import.meta.dirname, '..', '..', 'dist');
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`));
  const known = new Set<string>(siteRoutes.map((route) => route.path));
  expect(pages.filter((page) => !known.has(page))).toEqual([]);
  expect(siteRoutes.map((route) => route.path).filter((path) => !pages.includes(path))).toEqual([]);
});

test.describe('every site-map route', () => {
  test('exists in the build (the site map is not empty)', () => {
    expect(siteRoutes.length).toBeGreaterThan(0);
  });

  for (const route of siteRoutes) {
    // One page load per route: the 1440 px checks, then the same page resized to 375 and 320 px. Before
    // axe runs, every FAQ answer is opened and every tab list shows its second tab, so answers and a
    // non-default panel are checked too (the page specs leave those states to this test).
    test(`${route.path} returns 200 with one h1, a title, no axe violations at 1440 and 375 px with the answers and a second tab open, no horizontal scroll down to 320 px`, async ({
      page,
      problems,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `https://www.countermove.io${route.path === '/' ? '/' : route.path}`,
      );
      await expect(page.locator('main#main')).toHaveCount(1);
      await expect(page.locator('header[data-site-header]')).toBeVisible();
      await expect(page.locator('footer[data-site-footer]')).toBeVisible();
      await settle(page);
      await openEveryState(page);
      expect(await axeViolations(page), 'axe at 1440 px').toEqual([]);
      expect(await splitCompounds(page, MAX_COMPOUND), 'short compounds split at 1440 px').toEqual([]);

      await page.setViewportSize({ width: 375, height: 812 });
      await expect(page.locator('header[data-site-header]')).toBeVisible();
      expect(await axeViolations(page), 'axe at 375 px').toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow at 375 px').toBeLessThanOrEqual(0);
      expect(await clippedText(page), 'text cut off at 375 px').toEqual([]);
      expect(await brokenWords(page), 'words broken across lines at 375 px').toEqual([]);
      expect(await splitCompounds(page, MAX_COMPOUND), 'short compounds split at 375 px').toEqual([]);
      // The narrowest phone the site supports.
      await page.setViewportSize({ width: 320, height: 700 });
      const narrowOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(narrowOverflow, 'horizontal overflow at 320 px').toBeLessThanOrEqual(0);
      expect(await clippedText(page), 'text cut off at 320 px').toEqual([]);
      expect(await brokenWords(page), 'words broken across lines at 320 px').toEqual([]);
      expect(await splitCompounds(page, MAX_COMPOUND), 'short compounds split at 320 px').toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }
  // Unique titles and descriptions are checked on the built HTML (seo.spec.ts), without a page load each.
});

test.describe('not-found screen', () => {
  for (const path of [
    '/no-such-page',
    '/blog/no-such-post',
    '/pricing/extra/segments',
    '/_astro/',
    '/.env',
  ]) {
    test(`${path} returns 404 with the not-found card`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const card = page.locator('[data-slot="card"]').filter({ has: page.locator('h1') });
      await expect(card.locator('svg').first()).toBeVisible();
      // Centred: the card's centre is within a few pixels of the viewport's centre line.
      const box = await card.boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - width / 2)).toBeLessThan(4);
    });
  }

  test('has no axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    expect(await axeViolations(page)).toEqual([]);
  });
});

// Reading without JavaScript, route by route: no-js.spec.ts.
