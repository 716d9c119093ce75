import type { ElementHandle, Locator, Page } from '@playwright/test';
import { readSingleton } from '#src/content/loaders/read.ts';
import { expect, test } from './fixtures';

/*
 * A keyboard-only journey (issue 9): skip link, header menus, tabs, accordions, the playbook detail and
 * back, and the mobile menu. Only `page.keyboard` moves focus or activates anything; at every focus stop
 * the focused control must show a visible focus indicator and must not sit hidden behind the sticky header.
 */

type FocusReport = { ok: boolean; element: string; reason: string };

/**
 * Fails unless the focused element shows a visible focus indicator: a non-`none` outline at least 2 px wide
 * in a non-transparent colour, or a box-shadow ring (no offset, no blur, spread ≥ 2 px). Stretched-link
 * cards draw the ring on the card around the link (`has-[a:focus-visible]`) or on the link's stretched
 * `::after` box, so those pseudo-elements and the nearest few ancestors count too. The element must also match `:focus-visible`, have a box, sit in the viewport and not be
 * entirely covered by the sticky header (WCAG 2.4.7 and 2.4.11).
 */
async function expectVisibleFocus(page: Page, target?: ElementHandle): Promise<boolean> {
  const report: FocusReport & { onTarget: boolean } = await page.evaluate((targetElement) => {
    const active = document.activeElement;
    const onTarget = targetElement !== null && active === targetElement;
    if (!(active instanceof HTMLElement) || active === document.body) {
      return { ok: false, onTarget, element: String(active?.tagName), reason: 'nothing is focused' };
    }
    const label = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 60);
    const element = `<${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}> "${label}"`;
    const fail = (reason: string) => ({ ok: false, onTarget, element, reason });

    if (!active.matches(':focus-visible')) return fail('does not match :focus-visible');
    const own = active.getBoundingClientRect();
    if (own.width < 4 || own.height < 4) return fail('too small to see (clipped or visually hidden)');
    const ownStyle = getComputedStyle(active);
    if (ownStyle.clipPath !== 'none' || (ownStyle.clip && ownStyle.clip !== 'auto')) {
      return fail('clipped (visually hidden)');
    }
    if (Number(ownStyle.opacity) < 0.5) return fail('transparent');

    const opaque = (colour: string) => {
      const alpha = /rgba?\([^)]*[,/]\s*([\d.]+)\s*\)/.exec(colour)?.[1];
      return colour !== 'transparent' && (alpha === undefined || Number(alpha) > 0);
    };
    const hasOutline = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) >= 2 &&
      opaque(style.outlineColor);
    const hasRing = (style: CSSStyleDeclaration) =>
      style.boxShadow !== 'none' &&
      style.boxShadow.split(/,(?![^(]*\))/).some((shadow) => {
        const colour = /rgba?\([^)]*\)/.exec(shadow)?.[0] ?? 'transparent';
        const lengths = shadow
          .replace(/rgba?\([^)]*\)/, '')
          .replace('inset', '')
          .trim()
          .split(/\s+/)
          .map(Number.parseFloat);
        const [x = 1, y = 1, blur = 1, spread = 0] = lengths;
        return x === 0 && y === 0 && blur === 0 && spread >= 2 && opaque(colour);
      });

    let indicator: Element | null = null;
    for (
      let node: Element | null = active, depth = 0;
      node && depth <= 3;
      node = node.parentElement, depth++
    ) {
      // A stretched link may draw its ring on its ::after box, which covers the card.
      const styles = [null, '::after', '::before'].map((pseudo) => getComputedStyle(node as Element, pseudo));
      if (styles.some((style) => hasOutline(style) || hasRing(style))) {
        indicator = node;
        break;
      }
    }
    if (!indicator) return fail('no outline ≥ 2px and no box-shadow ring');

    const box = indicator.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return fail('the focus indicator has no box');
    if (box.bottom <= 0 || box.top >= window.innerHeight)
      return fail('focused element is out of the viewport');
    const header = document.querySelector('header[data-site-header]');
    if (header && !header.contains(active) && getComputedStyle(active).position !== 'fixed') {
      if (box.bottom <= header.getBoundingClientRect().bottom) return fail('hidden behind the sticky header');
    }
    return { ok: true, onTarget, element, reason: '' };
  }, target ?? null);
  expect(report.ok, `focus on ${report.element}: ${report.reason}`).toBe(true);
  return report.onTarget;
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator at every stop. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  // One round trip per press: the focus check also says whether the target is reached.
  const element = await target.elementHandle();
  if (!element) throw new Error(`${String(target)} is not on the page`);
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await expectVisibleFocus(page, element)) return;
  }
  throw new Error(`${String(target)} not reached within ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Waits until the island that renders `component` (a part of its module URL) has hydrated. */
async function hydrated(page: Page, component: string) {
  await page.waitForSelector(`astro-island[component-url*="${component}"]:not([ssr])`, { state: 'attached' });
}

async function pressAndCheck(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectVisibleFocus(page);
}

test.describe('keyboard: skip link and header menus (1440 px)', () => {
  test('the first Tab shows the skip link and Enter moves focus to main', async ({ page }) => {
    await page.goto('/');
    await pressAndCheck(page, 'Tab');
    const skip = page.locator('[data-skip-link]');
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveText('Skip to content');

    await page.keyboard.press('Enter');
    // main is a programmatic focus target (tabindex -1), not a control: no ring of its own.
    await expect(page.locator('main#main')).toBeFocused();
    // The next Tab continues inside main, not back in the header.
    await pressAndCheck(page, 'Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  const menus = [
    { id: 'use-cases', label: 'Use Cases', key: 'Enter' },
    { id: 'solutions', label: 'Solutions', key: 'Space' },
    { id: 'resources', label: 'Resources', key: 'ArrowDown' },
  ] as const;

  for (const menu of menus) {
    test(`the ${menu.label} menu opens with ${menu.key}, its links are reachable, Escape closes it`, async ({
      page,
    }) => {
      await page.goto('/');
      const trigger = page.locator(`[data-menu-trigger="${menu.id}"]`);
      const panel = page.locator(`#nav-menu-${menu.id}`);
      const links = panel.locator('a');

      await tabTo(page, trigger);
      await expect(panel).toBeHidden();
      await pressAndCheck(page, menu.key);
      await expect(panel).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      // Enter and Space keep focus on the trigger; ArrowDown moves it to the first link.
      if (menu.key !== 'ArrowDown') await pressAndCheck(page, 'Tab');
      await expect(links.first()).toBeFocused();

      // Every link in the panel is reachable in order, each with a visible focus ring.
      const count = await links.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 1; index < count; index++) {
        await pressAndCheck(page, 'Tab');
        await expect(links.nth(index)).toBeFocused();
      }
      await pressAndCheck(page, 'Shift+Tab');
      await expect(links.nth(count - 2)).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expectVisibleFocus(page);

      // Tabbing on past the panel's links closes it once focus leaves the navigation.
      await pressAndCheck(page, 'Enter');
      await expect(panel).toBeVisible();
      await tabTo(page, page.locator('header a[data-cta-location="navigation"]'));
      await expect(panel).toBeHidden();
    });
  }
});

test.describe('keyboard: tabs and FAQ accordions', () => {
  const pages = [
    { path: '/', tabList: 'main [role="tablist"]' },
    { path: '/win-open-deals', tabList: 'main [role="tablist"]' },
  ];

  for (const { path, tabList } of pages) {
    test(`${path}: arrow keys switch tabs, Enter/Space toggle FAQ answers, arrows move between questions`, async ({
      page,
    }) => {
      await page.goto(path);
      const list = page.locator(tabList).first();
      const tabs = list.getByRole('tab');
      const selectedPanel = page.locator('main [role="tabpanel"]:visible');

      // Tab from the top of the page to the selected tab: one stop for the whole tab list.
      await tabTo(page, list.locator('[role="tab"][aria-selected="true"]'));
      await expect(tabs.first()).toBeFocused();
      const count = await tabs.count();
      expect(count).toBeGreaterThan(2);
      const firstPanel = await selectedPanel.getAttribute('id');

      // The arrows follow the list's orientation (the role tabs of /win-open-deals are a column).
      const vertical = (await list.getAttribute('aria-orientation')) === 'vertical';
      const [next, previous] = vertical ? ['ArrowDown', 'ArrowUp'] : ['ArrowRight', 'ArrowLeft'];
      await pressAndCheck(page, next);
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(selectedPanel).toHaveCount(1);
      await expect(selectedPanel).toHaveAttribute(
        'aria-labelledby',
        (await tabs.nth(1).getAttribute('id')) ?? '',
      );
      expect(await selectedPanel.getAttribute('id')).not.toBe(firstPanel);

      await pressAndCheck(page, 'End');
      await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
      await pressAndCheck(page, next);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await pressAndCheck(page, previous);
      await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
      await pressAndCheck(page, 'Home');
      await expect(tabs.first()).toBeFocused();
      await expect(selectedPanel).toHaveAttribute('id', firstPanel ?? '');

      // Tab leaves the tab list for the selected panel.
      await pressAndCheck(page, 'Tab');
      await expect(selectedPanel).toBeFocused();

      // On to the FAQ.
      const faq = page.locator('main [data-accordion-root]').last();
      const triggers = faq.locator('[data-accordion-trigger]');
      await tabTo(page, triggers.first());
      const questions = await triggers.count();
      expect(questions).toBeGreaterThan(2);
      const panelOf = async (index: number) =>
        faq.locator('details').nth(index).locator('[data-accordion-panel]');

      const first = await panelOf(0);
      await expect(first).toBeHidden();
      await pressAndCheck(page, 'Enter');
      await expect(faq.locator('details').first()).toHaveAttribute('open');
      await expect(first).toBeVisible();
      await pressAndCheck(page, 'Enter');
      await expect(first).toBeHidden();
      await pressAndCheck(page, 'Space');
      await expect(first).toBeVisible();
      await pressAndCheck(page, 'Space');
      await expect(first).toBeHidden();

      await pressAndCheck(page, 'ArrowDown');
      await expect(triggers.nth(1)).toBeFocused();
      await pressAndCheck(page, 'Space');
      await expect(await panelOf(1)).toBeVisible();
      await pressAndCheck(page, 'End');
      await expect(triggers.last()).toBeFocused();
      await pressAndCheck(page, 'Enter');
      // Single-open: opening the last answer closes the second.
      await expect(await panelOf(questions - 1)).toBeVisible();
      await expect(await panelOf(1)).toBeHidden();
      await pressAndCheck(page, 'ArrowDown');
      await expect(triggers.first()).toBeFocused();
      await pressAndCheck(page, 'ArrowUp');
      await expect(triggers.last()).toBeFocused();
      await pressAndCheck(page, 'Home');
      await expect(triggers.first()).toBeFocused();
      // Tab from a question moves into its open answer's links or on to the next question, never lost.
      await pressAndCheck(page, 'Tab');
    });
  }
});

test.describe('keyboard: playbook detail', () => {
  test('Enter on a card opens its detail, Back to Library returns focus to the card', async ({ page }) => {
    await page.goto('/playbooks');
    await hydrated(page, 'playbook-library');
    const list = page.locator('#playbooks-list');
    const card = page.locator('main [data-playbook-card]').nth(1);
    const cardLink = card.locator('h3 a');
    const href = (await cardLink.getAttribute('href')) ?? '';
    expect(href).toMatch(/^#playbook-/);

    await tabTo(page, cardLink);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(href);
    expect(new URL(page.url()).pathname).toBe('/playbooks');
    await expect(list).toBeHidden();
    const detail = page.locator(`main ${href}`);
    await expect(detail).toBeVisible();
    // The detail heading is a programmatic focus target (tabindex -1), like main after the skip link.
    await expect(detail.locator('h2').first()).toBeFocused();

    const back = page.getByRole('button', { name: readSingleton('playbookLibrary').labels.detail.back });
    await tabTo(page, back, { back: true, max: 3 });
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await expect(detail).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
    await expect(cardLink).toBeFocused();
    await expectVisibleFocus(page);

    // Enter opens the detail again from the restored focus.
    await page.keyboard.press('Enter');
    await expect(detail).toBeVisible();
  });
});

test.describe('keyboard: mobile menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens and closes from the keyboard, its links are reachable', async ({ page }) => {
    await page.goto('/');
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    const menu = page.locator('#mobile-menu');

    await tabTo(page, toggle, { max: 5 });
    await expect(toggle).toHaveAccessibleName('Menu');
    await pressAndCheck(page, 'Enter');
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await pressAndCheck(page, 'Tab');
    await expect(menu.locator('a').first()).toBeFocused();
    await pressAndCheck(page, 'Tab');
    await expect(menu.locator('a').nth(1)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expectVisibleFocus(page);

    await pressAndCheck(page, 'Space');
    await expect(menu).toBeVisible();
    await pressAndCheck(page, 'Space');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
