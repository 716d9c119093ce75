import type { Page } from '@playwright/test';
import { expect, siteRoutes, test } from './fixtures';

/*
 * Target sizes on a phone (issue 29, WCAG 2.5.5 and 2.5.8): at 390 px every control (button, tab, FAQ
 * question, button-styled link, form field) is at least 44 × 44 px, and every other link outside running
 * text is at least 24 px tall, header, footer and mobile menu included. A link inside a sentence is exempt
 * (WCAG's inline exception): one whose nearest block holds words besides its own.
 */

const CONTROL_MIN = 44;
const LINK_MIN_HEIGHT = 24;

type Undersized = { target: string; width: number; height: number };

/** Every visible target under size on the page as it is now. */
async function undersizedTargets(page: Page): Promise<{ controls: Undersized[]; links: Undersized[] }> {
  return page.evaluate(
    ({ controlMin, linkMin }) => {
      const visible = (element: Element) => {
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // Screen-reader-only text (1 × 1 px and clipped) is no target until it shows on focus.
        return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
      };
      const nameOf = (element: Element) => {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
        const label = element.getAttribute('aria-label') ?? text;
        return `<${element.tagName.toLowerCase()}> ${label}`;
      };
      const measure = (element: Element): Undersized => {
        const rect = element.getBoundingClientRect();
        return {
          target: nameOf(element),
          width: Math.round(rect.width * 10) / 10,
          height: Math.round(rect.height * 10) / 10,
        };
      };
      const isBlock = (element: Element) => {
        const display = getComputedStyle(element).display;
        return !display.startsWith('inline') && display !== 'contents';
      };
      /** True when the link sits in a sentence: its nearest block holds other words. */
      const inRunningText = (link: Element) => {
        let block = link.parentElement;
        while (block && !isBlock(block)) block = block.parentElement;
        if (!block) return false;
        const own = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
        const all = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
        return all !== own;
      };

      const controlSelector = [
        'button',
        '[role="tab"]',
        'summary',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'a[data-slot="button"]',
      ].join(', ');
      const controls = Array.from(document.querySelectorAll(controlSelector))
        .filter(visible)
        .map(measure)
        .filter(({ width, height }) => width < controlMin || height < controlMin);
      const links = Array.from(document.querySelectorAll('a[href]'))
        .filter((link) => !link.matches(controlSelector) && visible(link) && !inRunningText(link))
        .map(measure)
        .filter(({ height }) => height < linkMin);
      return { controls, links };
    },
    { controlMin: CONTROL_MIN, linkMin: LINK_MIN_HEIGHT },
  );
}

test.describe('target sizes at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [...siteRoutes.map((route) => route.path as string), '/no-such-page']) {
    test(`${path}: controls at least ${CONTROL_MIN} × ${CONTROL_MIN} px, other links at least ${LINK_MIN_HEIGHT} px tall`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const closed = await undersizedTargets(page);
      // The mobile menu's links count too: open it and measure again.
      await page.locator('[data-mobile-menu-button]').click();
      await expect(page.locator('[data-mobile-menu]')).toBeVisible();
      const menu = await undersizedTargets(page);
      expect(closed.controls, 'controls under 44 × 44 px').toEqual([]);
      expect(closed.links, 'links under 24 px tall').toEqual([]);
      expect(menu.controls, 'controls under 44 × 44 px with the menu open').toEqual([]);
      expect(menu.links, 'links under 24 px tall with the menu open').toEqual([]);
    });
  }
});
