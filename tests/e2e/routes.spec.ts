import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { siteRoutes } from '../../src/site-map.ts';
import { clippedText } from './clipping';
import { axeViolations, builtRoutes, expect, test } from './fixtures';

test('the build contains no page outside the site map', () => {
  const dist = join(import.meta.dirname, '..', '..', 'dist');
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`));
  const known = new Set<string>(siteRoutes.map((route) => route.path));
  expect(pages.filter((page) => !known.has(page))).toEqual([]);
});

test.describe('every built route', () => {
  test('exists in the build (the site map is not empty)', () => {
    expect(builtRoutes.length).toBeGreaterThan(0);
  });

  for (const route of builtRoutes) {
    test(`${route.path} returns 200 with one h1, a title, and no axe violations`, async ({
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
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });

    test(`${route.path} has no axe violations at 375 px, and no horizontal scroll or clipped text at 375 and 320 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow at 375 px').toBeLessThanOrEqual(0);
      expect(await clippedText(page), 'text cut off at 375 px').toEqual([]);
      // The narrowest phone the site supports.
      await page.setViewportSize({ width: 320, height: 700 });
      const narrowOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(narrowOverflow, 'horizontal overflow at 320 px').toBeLessThanOrEqual(0);
      expect(await clippedText(page), 'text cut off at 320 px').toEqual([]);
    });
  }

  test('titles are unique across routes', async ({ page }) => {
    const titles = new Map<string, string>();
    for (const route of builtRoutes) {
      await page.goto(route.path);
      const title = await page.title();
      expect(titles.get(title), `${route.path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, route.path);
    }
  });
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

test.describe('reading without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of builtRoutes) {
    test(`${route.path} shows its h1, copy and links`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.locator('h1')).toBeVisible();
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered, visible text is what is measured
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);
      // Header menu links are in the HTML, and the footer lists them visibly.
      await expect(page.locator('footer a[href="/pricing"]')).toBeVisible();
      await expect(page.locator('header a[href="/win-open-deals"]').first()).toBeAttached();
    });
  }
});
