import { expect, test } from './fixtures';

/*
 * /pricing on a tablet (issue 29, fifth round): from 768 to 1023 px the three plans stack, and a card
 * across the whole width left its right half empty. Each card now sets its features beside its name, price
 * and button, with no text running out of the card.
 */

for (const width of [768, 900]) {
  test.describe(`/pricing at ${width} px`, () => {
    test.use({ viewport: { width, height: 1024 } });

    test('each plan sets its features beside its price, inside the card', async ({ page }) => {
      await page.goto('/pricing');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const cards = await page.locator('[data-tier]').evaluateAll((tiers) =>
        tiers.map((tier) => {
          const rect = (selector: string) => tier.querySelector(selector)?.getBoundingClientRect();
          const card = tier.getBoundingClientRect();
          const price = rect('[data-slot="price"]');
          const features = rect('[data-slot="features"]');
          const button = rect('a');
          // Any text wider than its box, or any part of the card outside it.
          const overflowing = [...tier.querySelectorAll('*:not(.sr-only)')].filter((element) => {
            const box = element.getBoundingClientRect();
            return (
              element.scrollWidth > element.clientWidth + 1 ||
              box.right > card.right + 0.5 ||
              box.left < card.left - 0.5
            );
          }).length;
          return {
            id: tier.getAttribute('data-tier'),
            priceRight: price?.right ?? 0,
            buttonRight: button?.right ?? 0,
            featuresLeft: features?.left ?? 0,
            overflowing,
          };
        }),
      );
      expect(cards).toHaveLength(3);
      for (const card of cards) {
        expect(card.featuresLeft, `${card.id}: features right of the price`).toBeGreaterThan(card.priceRight);
        expect(card.featuresLeft, `${card.id}: features right of the button`).toBeGreaterThan(
          card.buttonRight,
        );
        expect(card.overflowing, `${card.id}: elements overflowing the card`).toBe(0);
      }
    });
  });
}
