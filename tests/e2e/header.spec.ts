import { buildHeaderNav, type NavMenu } from '#src/lib/navigation.ts';
import { expect, siteRoutes, test } from './fixtures';

const PAGE = '/terms-of-service';
const nav = buildHeaderNav();
/** How many links a menu holds: the spec's pages (six use cases, four roles, two resources) and any added. */
const linksIn = (id: NavMenu['id']) =>
  nav.items
    .flatMap((item) => (item.kind === 'menu' && item.id === id ? item.groups : []))
    .flatMap((group) => group.links).length;
const MENUS = [
  { trigger: 'Use Cases', id: 'use-cases', width: 600, links: linksIn('use-cases') },
  { trigger: 'Solutions', id: 'solutions', width: 400, links: linksIn('solutions') },
  { trigger: 'Resources', id: 'resources', width: 450, links: linksIn('resources') },
] as const;
/** Every link of the header, flat, in order: the menus' links, the other links, then the button. */
const flatLinks = [
  ...nav.items.flatMap((item) =>
    item.kind === 'menu' ? item.groups.flatMap((group) => group.links) : [item],
  ),
  nav.cta,
].map((link) => link.href);

test.describe('desktop header', () => {
  // Opening, closing (outside click, scroll, Escape, focus leaving) and placement before any island script
  // has loaded: first-touch.spec.ts. One page load; each step names what it checks.
  test('highlights nothing outside its menus, links the demo, opens each menu at the spec width, and sticks', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await test.step('highlights no menu on a page outside them', async () => {
      await expect(page.locator('header nav[aria-label="Main"] [data-active]')).toHaveCount(0);
    });
    await test.step("has the 'Book a demo' button to /book-time", async () => {
      const nav = page.locator('header[data-site-header]');
      await expect(nav.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/book-time');
      await expect(nav.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/customers');
    });
    await test.step('each menu opens a panel of the spec width with its links', async () => {
      for (const menu of MENUS) {
        const trigger = page.getByRole('button', { name: menu.trigger });
        const panel = page.locator(`#nav-menu-${menu.id}`);
        await expect(panel).toBeHidden();
        await trigger.click();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect(panel).toBeVisible();
        expect((await panel.boundingBox())?.width).toBe(menu.width);
        await expect(panel.getByRole('link')).toHaveCount(menu.links);
        const box = await panel.boundingBox();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);
        await trigger.click();
        await expect(panel).toBeHidden();
      }
    });
    await test.step('groups the use cases into offensive and defensive strategies', async () => {
      await page.getByRole('button', { name: 'Use Cases' }).click();
      const panel = page.locator('#nav-menu-use-cases');
      await expect(panel.getByText('Offensive strategies')).toBeVisible();
      await expect(panel.getByText('Defensive strategies')).toBeVisible();
      await expect(panel.getByRole('link', { name: /Protect Your Open Deals/ })).toHaveAttribute(
        'href',
        '/win-open-deals',
      );
    });
    await test.step('is sticky, with the logo linking home', async () => {
      const header = page.locator('header[data-site-header]');
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      expect((await header.boundingBox())?.y).toBe(0);
      await expect(header.getByRole('link', { name: 'Countermove' }).first()).toHaveAttribute('href', '/');
    });
  });
});

test.describe('active highlighting', () => {
  const menuRoutes = siteRoutes.filter((route) => route.header);

  test('covers the pages in the header menus', () => {
    expect(menuRoutes.length).toBeGreaterThan(0);
  });

  // One test per page, so a slow page load never adds up across the whole menu.
  for (const route of menuRoutes) {
    test(`${route.path} highlights its menu and marks its link as the current page`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.locator('header nav[aria-label="Main"] [data-active]')).toHaveCount(1);
      await expect(page.locator(`header nav[aria-label="Main"] a[href="${route.path}"]`)).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  }
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // The 44 px button, Escape, closing on selection and the compact 'Book a demo': first-touch.spec.ts.
  test('lists the same links flat, and the CTA, and navigates to the selected page', async ({ page }) => {
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    const hrefs = await menu
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // The same links as the desktop header (their spec order: src/site-map.test.ts).
    expect(hrefs).toEqual(flatLinks);
    await expect(menu.locator('button')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await menu.getByRole('link', { name: 'Book a demo' }).click();
    await expect(page).toHaveURL(/\/book-time$/);
  });
});
