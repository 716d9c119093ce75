import type { Page } from '@playwright/test';
import { groupOfUseCase, listUseCases, useCases } from '#src/content/use-cases/index.ts';
import { routeFor } from '#src/site-map.ts';
import { axeViolations, expect, test } from './fixtures';

/** The six use cases as the site map lists them. */
const allUseCasePaths = listUseCases().map((link) => link.path);

/** Scrolls a section into view and waits until Astro has hydrated its island (inside it or around it). */
async function hydrated(page: Page, sectionId: string) {
  const section = page.locator(`#${sectionId}`);
  await section.scrollIntoViewIfNeeded();
  const island = page.locator(`astro-island:has(#${sectionId}), #${sectionId} astro-island`);
  await expect(island).toHaveCount(1);
  await expect(island).not.toHaveAttribute('ssr');
  return section;
}

test.describe('use-case pages', () => {
  for (const content of useCases) {
    const path = content.path;
    const roles = content.roles.sections;

    test.describe(path, () => {
      test('hero names the page and shows a sample alert of its strategy', async ({ page }) => {
        await page.goto(path);
        const hero = page.locator('[data-section="hero"]');
        await expect(hero.getByRole('heading', { level: 1 })).toHaveText(content.hero.headline);
        await expect(hero.getByText(routeFor(path).label, { exact: true })).toBeVisible();
        const card = hero.locator('[data-slot="alert-card"]');
        await expect(card).toBeVisible();
        await expect(card).toHaveAttribute('data-strategy', groupOfUseCase(path));
        await expect(card.locator('[data-slot="alert-tag"]')).toHaveText(content.hero.alertCard.tag);
      });

      test('sections come in the spec’s order', async ({ page }) => {
        await page.goto(path);
        const headings = await page.locator('main section > div h2, main section h1').allTextContents();
        const order = [
          content.hero.headline,
          content.roles.intro.headline,
          content.cta.headline,
          'Explore other use cases',
          content.faq.intro.headline,
          content.closingCta.headline,
        ];
        expect(headings.filter((text) => order.includes(text))).toEqual(order);
      });

      test('role tabs switch with the mouse and the keyboard', async ({ page }) => {
        await page.goto(path);
        const section = await hydrated(page, 'roles');
        const tabs = section.getByRole('tab');
        await expect(tabs).toHaveText(roles.map((role) => role.title));
        await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

        const visiblePanel = section.locator('[role="tabpanel"]:visible');
        await expect(visiblePanel).toHaveCount(1);
        await expect(visiblePanel.getByRole('heading', { level: 3 })).toHaveText(roles[0].headline);
        await expect(visiblePanel.getByRole('listitem')).toHaveCount(3);

        // Mouse.
        await tabs.nth(2).click();
        await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
        await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
        await expect(visiblePanel.getByRole('heading', { level: 3 })).toHaveText(roles[2].headline);
        await expect(visiblePanel.getByRole('listitem')).toHaveText([...roles[2].bulletPoints]);

        // Keyboard: arrows move and select, Home and End jump, and the list wraps.
        await page.keyboard.press('ArrowRight');
        await expect(tabs.nth(3)).toBeFocused();
        await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
        await expect(visiblePanel.getByRole('heading', { level: 3 })).toHaveText(roles[3].headline);
        await page.keyboard.press('ArrowRight');
        await expect(tabs.first()).toBeFocused();
        await page.keyboard.press('End');
        await expect(tabs.nth(3)).toBeFocused();
        await page.keyboard.press('Home');
        await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
        // Tab leaves the tab list for the active panel.
        await page.keyboard.press('Tab');
        await expect(section.locator('[role="tabpanel"][data-state="active"]')).toBeFocused();
      });

      test('role tabs stack vertically below 768 px', async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 812 });
        await page.goto(path);
        const section = await hydrated(page, 'roles');
        await expect(section.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
        const boxes = await section
          .getByRole('tab')
          .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().toJSON() as DOMRect));
        for (let index = 1; index < boxes.length; index++) {
          expect(boxes[index]?.x).toBeCloseTo(boxes[0]?.x ?? 0, 0);
          expect(boxes[index]?.y ?? 0).toBeGreaterThan(boxes[index - 1]?.y ?? 0);
        }
        await section.getByRole('tab').first().focus();
        await page.keyboard.press('ArrowDown');
        await expect(section.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
      });

      test('FAQ opens one answer at a time and closes it again', async ({ page }) => {
        await page.goto(path);
        const section = await hydrated(page, 'faq');
        const triggers = section.getByRole('button');
        await expect(triggers).toHaveCount(6);
        await expect(triggers).toHaveText(content.faq.items.map((item) => item.question));
        await expect(section.getByRole('region')).toHaveCount(0);

        await triggers.first().click();
        await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true');
        await expect(section.getByText(content.faq.items[0].answer)).toBeVisible();
        await triggers.nth(1).click();
        await expect(triggers.first()).toHaveAttribute('aria-expanded', 'false');
        await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
        await expect(section.getByText(content.faq.items[0].answer)).toBeHidden();
        await triggers.nth(1).click();
        await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');

        await triggers.first().focus();
        await page.keyboard.press('ArrowDown');
        await expect(triggers.nth(1)).toBeFocused();
        await page.keyboard.press('End');
        await expect(triggers.last()).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(triggers.last()).toHaveAttribute('aria-expanded', 'true');
      });

      test('explores the other five use cases with their strategy, never this page', async ({ page }) => {
        await page.goto(path);
        const section = page.getByRole('region', { name: 'Explore other use cases' });
        const cards = section.locator('[data-use-case-link]');
        await expect(cards).toHaveCount(5);
        const expected = allUseCasePaths.filter((other) => other !== path);
        expect(
          await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-use-case-link'))),
        ).toEqual(expected);
        for (const other of expected) {
          const card = section.locator(`[data-use-case-link="${other}"]`);
          await expect(card.getByRole('link', { name: routeFor(other).label })).toHaveAttribute(
            'href',
            other,
          );
          await expect(
            card.getByText(groupOfUseCase(other) === 'offensive' ? 'Offensive' : 'Defensive'),
          ).toBeVisible();
        }
        await expect(section.locator(`a[href="${path}"]`)).toHaveCount(0);
      });

      test('every call to action leads to /book-time', async ({ page }) => {
        await page.goto(path);
        const ctas = page
          .locator('main')
          .getByRole('link', { name: /^(Book a demo|Talk to an expert|Let's chat here)$/ });
        expect(await ctas.count()).toBeGreaterThanOrEqual(6);
        for (const href of await ctas.evaluateAll((links) =>
          links.map((link) => link.getAttribute('href')),
        )) {
          expect(href).toBe('/book-time');
        }
      });

      test('has no horizontal scroll at 320 px and no axe violations with a tab and an answer open', async ({
        page,
      }) => {
        await page.setViewportSize({ width: 320, height: 720 });
        await page.goto(path);
        const roles = await hydrated(page, 'roles');
        await roles.getByRole('tab').nth(1).click();
        const faq = await hydrated(page, 'faq');
        await faq.getByRole('button').first().click();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal overflow at 320 px').toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
        await page.setViewportSize({ width: 1440, height: 900 });
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
});
