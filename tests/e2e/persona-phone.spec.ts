import { readCollection } from '#src/content/loaders/read.ts';
import { expect, test } from './fixtures';

/*
 * The persona pages on a phone (issue 29, fifth round): each was 9,760-10,150 px tall at 390 × 844 (about
 * twelve screens). Like the home page (design.spec.ts), each keeps to ten screens, with every spec'd
 * section, objective and question still on it (personas.spec.ts checks those).
 */

const PHONE = { width: 390, height: 844 } as const;
/** Ten screens of 844 px: the home page's budget. */
const MAX_HEIGHT = 10 * PHONE.height;

test.describe('persona pages on a phone', () => {
  test.use({ viewport: PHONE });

  for (const { id, data: content } of readCollection('personas')) {
    test(`/${id} is at most ${MAX_HEIGHT} px tall at ${PHONE.width} × ${PHONE.height}, every objective kept`, async ({
      page,
    }) => {
      await page.goto(`/${id}`);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect(page.locator('[data-objective]')).toHaveCount(content.objectives.items.length);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `/${id}'s document height at ${PHONE.width} px`).toBeLessThanOrEqual(MAX_HEIGHT);
    });
  }
});

/*
 * The hero's figures on a phone: the value and its label side by side never touch (round 6 of the design
 * review: "30-90 days" ran over its label on /customer-success when the value column had a fixed width).
 */
test.describe('persona hero figures on a phone', () => {
  for (const width of [320, 375]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });
      for (const { id } of readCollection('personas')) {
        test(`/${id}: each figure's value ends at least 8 px before its label`, async ({ page }) => {
          await page.goto(`/${id}`);
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const gaps = await page.locator('[data-section="hero"] dl > div').evaluateAll((rows) =>
            rows.map((row) => {
              const dd = row.querySelector('dd');
              const dt = row.querySelector('dt');
              if (!dd || !dt) return null;
              // Where the value's text ends, not its box: a value wider than a fixed column overflows it.
              const range = document.createRange();
              range.selectNodeContents(dd);
              const valueRight = Math.max(
                range.getBoundingClientRect().right,
                dd.getBoundingClientRect().right,
              );
              return { text: row.textContent, gap: dt.getBoundingClientRect().left - valueRight };
            }),
          );
          expect(gaps.length).toBe(3);
          for (const gap of gaps) expect(gap?.gap, JSON.stringify(gap)).toBeGreaterThanOrEqual(8);
        });
      }
    });
  }
});
