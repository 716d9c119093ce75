import { groupOfUseCase, listUseCases, useCases } from '#src/content/use-cases/index.ts';
import { routeFor } from '#src/site-map.ts';
import { expect, test } from './fixtures';

/** The six use cases as the site map lists them. */
const allUseCasePaths = listUseCases().map((link) => link.path);

test.describe('use-case pages', () => {
  for (const content of useCases) {
    const path = content.path;
    const roles = content.roles.sections;

    test.describe(path, () => {
      // One page load; each step names what it checks. Role tabs and the FAQ (click, keys, the stacked
      // list below 768 px, one answer at a time) are the same static widgets on every page:
      // first-touch.spec.ts checks them once, before any script has loaded. axe with a second tab and
      // the answers open, and overflow down to 320 px: routes.spec.ts.
      test('hero, section order, role tabs, FAQ, other use cases and calls to action', async ({ page }) => {
        await page.goto(path);
        await test.step('the hero names the page and shows a sample alert of its strategy', async () => {
          const hero = page.locator('[data-section="hero"]');
          await expect(hero.getByRole('heading', { level: 1 })).toHaveText(content.hero.headline);
          await expect(hero.getByText(routeFor(path).label, { exact: true })).toBeVisible();
          const card = hero.locator('[data-slot="alert-card"]');
          await expect(card).toBeVisible();
          await expect(card).toHaveAttribute('data-strategy', groupOfUseCase(path));
          await expect(card.locator('[data-slot="alert-tag"]')).toHaveText(content.hero.alertCard.tag);
        });
        await test.step('sections come in the spec’s order', async () => {
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
        await test.step('role tabs and FAQ questions in the spec’s numbers', async () => {
          await expect(page.locator('#roles').getByRole('tab')).toHaveText(roles.map((role) => role.title));
          await expect(page.locator('#roles [role="tabpanel"]')).toHaveCount(roles.length);
          await expect(page.locator('#faq summary')).toHaveText(
            content.faq.items.map((item) => item.question),
          );
        });
        await test.step('explores the other five use cases with their strategy, never this page', async () => {
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
        await test.step('every call to action leads to /book-time', async () => {
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
      });
    });
  }
});
