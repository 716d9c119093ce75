import { readSingleton } from '#src/content/loaders/read.ts';
import { expect, test } from './fixtures';

/*
 * /pricing on a phone (issue 29, fifth round): a buyer who opens the page sees a plan within the first
 * screen and a half, not three screens down. The spec's own sections keep the spec's order (hero, how
 * pricing works with its what-you-get list, the three reasons, the FAQ, the individual-contributor box,
 * the closing call to action); the plans, which the spec does not place, come right after the hero.
 */

const PHONE = { width: 390, height: 844 } as const;
/** About one and a half screens of 844 px. */
const FIRST_PLAN_MAX_TOP = 1270;

const pricing = readSingleton('pricing');

test.describe('/pricing on a phone', () => {
  test.use({ viewport: PHONE });

  test(`the first plan's name and price start within ${FIRST_PLAN_MAX_TOP} px at ${PHONE.width} × ${PHONE.height}`, async ({
    page,
  }) => {
    await page.goto('/pricing');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const first = page.locator('[data-tier]').first();
    await expect(first.locator('h3')).toHaveText(pricing.tiers.items[0]?.name ?? '');
    const top = (selector: string) =>
      first
        .locator(selector)
        .evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
    const nameTop = await top('h3');
    const priceTop = await top('[data-slot="price"]');
    expect(nameTop, 'the first plan’s name, px from the top of the page').toBeLessThanOrEqual(
      FIRST_PLAN_MAX_TOP,
    );
    expect(priceTop, 'the first plan’s price, px from the top of the page').toBeLessThanOrEqual(
      FIRST_PLAN_MAX_TOP,
    );
  });

  test('the spec’s sections keep the spec’s order', async ({ page }) => {
    await page.goto('/pricing');
    const order = await page.evaluate(() => {
      const kinds: [string, string][] = [
        ['#page-heading', 'hero'],
        ['#how-pricing-works', 'how pricing works'],
        ['#why-outcome-based', 'why outcome-based'],
        ['#pricing-faq details', 'faq'],
        ['#business-case', 'individual contributor'],
        ['[data-cta="band"]', 'closing call to action'],
      ];
      const found = kinds.flatMap(([selector, kind]) =>
        [...document.querySelectorAll(selector)].map((element) => ({ element, kind })),
      );
      found.sort((a, b) =>
        a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      );
      return found.map(({ kind }) => kind).filter((kind, index, all) => kind !== all[index - 1]);
    });
    expect(order).toEqual([
      'hero',
      'how pricing works',
      'why outcome-based',
      'faq',
      'individual contributor',
      'closing call to action',
    ]);
    // The what-you-get list stays in the how-pricing-works section.
    await expect(
      page.locator('#how-pricing-works').getByRole('heading', { name: pricing.howItWorks.included.headline }),
    ).toBeVisible();
  });
});
