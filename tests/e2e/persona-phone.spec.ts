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
