import type { Page } from '@playwright/test';
import { readCollection } from '#src/content/loaders/read.ts';
import { brokenWords } from './clipping';
import { expect, test } from './fixtures';
import { measureObjectives, placementOf, sampleCuts } from './persona-measure';

/*
 * The persona pages' objectives below 1024 px (issue 29, seventh round). Each page lays out its objectives its
 * own way from 1024 px (persona-wide.spec.ts); below, all four collapsed into one stacked column and read as
 * copies on phones and tablets. Each arrangement now has a phone and a tablet form of its own. This file
 * measures them at 375 and 768 px from the boxes and the drawn lines, not from the attribute: where each
 * objective's box stands against the page's column, what is tinted and bordered, a rail with the numbers
 * on it, a line between cards, where the sample stands against the words. It also checks the samples on a
 * phone: drawn at 100 % with no text under 11 px, each ending on a clean edge (whole trailing parts left
 * out, nothing cut: persona-measure.ts).
 */

const pages = readCollection('personas');

type Shape = {
  /** The objective's box against the page's column: 'bleed' (wider than it), 'inset' or 'column'. */
  box: string;
  /** Where the sample stands against the words. */
  placement: string;
  /** A tinted background behind the objective. */
  tinted: boolean;
  /** A border on all four sides. */
  bordered: boolean;
  /** A line drawn in the gap from the objective above (a routing line). */
  routed: boolean;
  /** A number drawn left of the words, on a rail down the list. */
  onRail: boolean;
  /** Objectives in the same row as this one. */
  perRow: number;
};

async function shapes(
  page: Page,
): Promise<{ shapes: Shape[]; listTinted: boolean; tail: { rule: number; under: number } }> {
  const { objectives, listTinted, listRail, column, list, listRuleBelow } = await measureObjectives(page);
  const shapesOf = objectives.map((objective, index) => {
    const { row, copy, node, line } = objective;
    const above = objectives[index - 1]?.row.bottom ?? row.y;
    return {
      box:
        row.x < column.left - 1
          ? 'bleed'
          : row.x > column.left + 1 || row.right < column.right - 1
            ? 'inset'
            : 'column',
      placement: placementOf(objective),
      tinted: objective.tinted,
      bordered: objective.bordered,
      routed: line?.absolute === true && line.height > 0 && Math.abs(line.height - (row.y - above)) < 2,
      onRail: node !== null && node.right <= copy.x + 1 && listRail,
      perRow: objectives.filter((other) => Math.abs(other.row.y - row.y) < 2).length,
    };
  });
  // What the list draws under its last sample before the next section: a rule, and the space to it.
  const last = objectives.at(-1)?.frame.bottom ?? list.bottom;
  return {
    shapes: shapesOf,
    listTinted,
    tail: { rule: listRuleBelow, under: Math.round(list.bottom - last) },
  };
}

for (const width of [375, 768]) {
  test.describe(`persona objectives at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('no two persona pages lay out their objectives alike (measured)', async ({ page }) => {
      const seen = new Map<string, string>();
      for (const { id, data } of pages) {
        await page.goto(`/${id}`);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const measured = await shapes(page);
        expect(measured.shapes).toHaveLength(data.objectives.items.length);
        const layout = JSON.stringify(measured);
        expect(seen.get(layout), `/${id} lays out its objectives like /${seen.get(layout)}: ${layout}`).toBe(
          undefined,
        );
        seen.set(layout, id);
      }
      expect(seen.size).toBe(pages.length);
    });

    for (const { id, data } of pages) {
      const { arrangement } = data.objectives;
      test(`/${id} (${arrangement}): the arrangement as drawn`, async ({ page }) => {
        await page.goto(`/${id}`);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const { shapes: rows, listTinted, tail } = await shapes(page);
        const [first, ...rest] = rows;
        for (const row of rows) expect(row.perRow).toBe(1);
        switch (arrangement) {
          case 'featured':
            // The first objective in a tinted panel across the screen, the rest plain rows; from 768 px
            // their words and sample side by side, the sample alternating sides.
            expect(first).toMatchObject({ box: 'bleed', tinted: true, placement: 'below' });
            for (const row of rest)
              expect(row).toMatchObject({ box: 'column', tinted: false, onRail: false });
            if (width === 768)
              expect(rest.map((row) => row.placement)).toEqual(
                rest.map((_, index) => (index % 2 === 0 ? 'left' : 'right')),
              );
            else {
              for (const row of rest) expect(row.placement).toBe('below');
              // On a phone the list ends with its last sample: no rule and no padding under it, so the
              // section's padding is the one gap to the next section (round 8: 24 px, a rule, then 96 px).
              expect(tail, 'under the last sample').toEqual({ rule: 0, under: 0 });
            }
            break;
          case 'grid':
            // White bordered cards inside a tinted well across the screen; from 768 px the sample above
            // its words.
            expect(listTinted).toBe(true);
            for (const row of rows)
              expect(row).toMatchObject({
                box: 'column',
                tinted: false,
                bordered: true,
                routed: false,
                placement: width === 768 ? 'above' : 'below',
              });
            break;
          case 'ledger':
            // Bordered cards on the page's ground, each routed from the one above by a line across the gap.
            expect(listTinted).toBe(false);
            for (const [index, row] of rows.entries())
              expect(row, `objective ${index + 1}`).toMatchObject({
                bordered: true,
                tinted: false,
                routed: index > 0,
                placement: 'below',
              });
            break;
          case 'timeline':
            // Each number on a rail down the left edge, the words and the sample beside it.
            for (const row of rows)
              expect(row).toMatchObject({ onRail: true, bordered: false, tinted: false, placement: 'below' });
            break;
        }
      });
    }
  });
}

test.describe('persona samples on a phone', () => {
  test.use({ viewport: { width: 375, height: 844 } });

  test('no text in a sample is under 11 px at 375 px (drawn at 100 %, not shrunk)', async ({ page }) => {
    for (const { id } of pages) {
      await page.goto(`/${id}`);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const smallest = await page.locator('[data-objective-visual]').evaluateAll((frames) => {
        let found = { size: Number.POSITIVE_INFINITY, text: '' };
        const range = document.createRange();
        for (const frame of frames) {
          const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent || !node.textContent?.trim() || parent.closest('.sr-only')) continue;
            range.selectNodeContents(node);
            const rect = range.getBoundingClientRect();
            if (rect.width === 0 || rect.height === 0) continue;
            // The rendered size: the computed size times every `zoom` on the way up.
            let zoom = 1;
            for (let element: Element | null = parent; element; element = element.parentElement)
              zoom *= Number.parseFloat(getComputedStyle(element).zoom) || 1;
            const size = Number.parseFloat(getComputedStyle(parent).fontSize) * zoom;
            if (size < found.size) found = { size, text: node.textContent.trim().slice(0, 30) };
          }
        }
        return found;
      });
      expect(smallest.size, `/${id}: "${smallest.text}"`).toBeGreaterThanOrEqual(11);
    }
  });

  for (const width of [320, 375, 390]) {
    test(`at ${width} px every sample ends on a clean edge: nothing cut, no fade, no arrow at nothing`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const { id } of pages) {
        await page.goto(`/${id}`);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        // Every visible word and connector inside the sample's visible box and its nearest clipping box.
        expect(await sampleCuts(page), `/${id} at ${width} px`).toEqual([]);
        const samples = await page.locator('[data-objective-visual] > [data-sample]').evaluateAll((found) =>
          found.map((sample) => {
            const shown = (element: Element) => element.getBoundingClientRect().height > 0;
            return {
              kind: sample.querySelector('[data-composition]')?.getAttribute('data-composition'),
              alert: [...sample.querySelectorAll('[data-slot="alert-card"]')].filter(shown).length,
              dropped: [...sample.querySelectorAll('[data-phone-drop]')].filter(shown).length,
            };
          }),
        );
        expect(samples.length).toBeGreaterThan(0);
        // The alert shown (whole: sampleCuts), and every part a phone leaves out gone.
        for (const sample of samples)
          expect(sample, `/${id} at ${width} px`).toMatchObject({ alert: 1, dropped: 0 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `/${id} at ${width} px: horizontal overflow`).toBeLessThanOrEqual(0);
        expect(await brokenWords(page), `/${id} at ${width} px: words broken`).toEqual([]);
      }
    });
  }

  test('from 640 px the samples show the parts a phone leaves out, and no “+ 3 more” row', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 640, height: 900 });
    for (const { id } of pages) {
      await page.goto(`/${id}`);
      const parts = await page.locator('[data-objective-visual] > [data-sample]').evaluateAll((found) => {
        const shown = (element: Element) => element.getBoundingClientRect().height > 0;
        return {
          dropped: found.flatMap((sample) => [...sample.querySelectorAll('[data-phone-drop]')]).length,
          hidden: found.flatMap((sample) =>
            [...sample.querySelectorAll('[data-phone-drop]')].filter((part) => !shown(part)),
          ).length,
          more: found.flatMap((sample) => [...sample.querySelectorAll('[data-phone-more]')].filter(shown))
            .length,
        };
      });
      expect(parts.dropped, `/${id}: parts a phone leaves out`).toBeGreaterThan(0);
      expect(parts, `/${id} at 640 px`).toMatchObject({ hidden: 0, more: 0 });
    }
  });
});
