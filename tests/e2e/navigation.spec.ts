import { readSingleton } from '#src/content/loaders/read.ts';
import { findRoute } from '#src/site-map.ts';
import { expect, test } from './fixtures';

const site = readSingleton('site');
const privacyPolicy = findRoute('/privacy-policy')?.label ?? '/privacy-policy';

test.describe('scroll position on page change', () => {
  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/terms-of-service');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator('footer').getByRole('link', { name: privacyPolicy }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an address with a hash lands on that element, below the sticky header', async ({ page }) => {
    await page.goto('/terms-of-service#5-term-and-termination');
    const heading = page.locator('[id="5-term-and-termination"]');
    await expect(heading).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // Where it settles, once the web font has replaced the fallback (on a loaded machine a read taken
    // while the page was still laying out once found the heading 128 px above the viewport).
    await page.evaluate(() => document.fonts.ready);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const header = document.querySelector('header[data-site-header]')?.getBoundingClientRect().bottom;
          const top = document.getElementById('5-term-and-termination')?.getBoundingClientRect().top;
          return header === undefined || top === undefined ? Number.NaN : top - header;
        }),
      )
      .toBeGreaterThanOrEqual(0);
    const headerBottom = await page
      .locator('header[data-site-header]')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    expect(top).toBeLessThan(headerBottom + 48);
  });

  test('a table-of-contents link lands below the header too', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('navigation', { name: site.legal.contents }).getByRole('link').nth(3).click();
    const hash = new URL(page.url()).hash;
    expect(hash.length).toBeGreaterThan(1);
    const headerBottom = await page
      .locator('header[data-site-header]')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const top = await page
      .locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});
