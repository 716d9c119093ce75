import type { Page } from '@playwright/test';
import { readCollection } from '#src/content/loaders/read.ts';
import { brokenWords } from './clipping';
import { expect, test } from './fixtures';
import { blankSideParts, type MeasuredObjective, measureObjectives, placementOf } from './persona-measure';

/*
 * The persona pages' objectives from 1024 px (issue 29, fifth round): the four pages shared one template,
 * six alternating 50/50 rows each. Each page now lays them out its own way (its YAML's
 * `objectives.arrangement`); this file measures the layout, not the attribute: how many objectives share a
 * row, where each sample stands against its words, the column widths, what stands between the two, and
 * whether the samples touch one another down the page. Below 1024 px each arrangement has a form of its
 * own too (persona-narrow.spec.ts).
 */

const pages = readCollection('personas');

type Measured = MeasuredObjective;

/** Each objective's box, its words' box, its sample's frame and, if it has one, the mark between them. */
async function measure(page: Page): Promise<Measured[]> {
  return (await measureObjectives(page)).objectives;
}

/** The layout of a page's objectives, from their boxes alone. */
function signature(boxes: Measured[]) {
  // Objectives whose boxes start at the same height share a row.
  const perRow: number[] = [];
  let top = Number.NaN;
  for (const { row } of boxes) {
    if (Math.abs(row.y - top) < 2) perRow[perRow.length - 1] = (perRow.at(-1) ?? 0) + 1;
    else perRow.push(1);
    top = row.y;
  }
  const widest = Math.max(...boxes.map(({ row }) => row.width));
  return {
    perRow,
    placements: boxes.map(placementOf),
    // The sample's width against its words', to a tenth (1 for the old 50/50 rows).
    ratios: boxes.map(({ copy, frame }) => Math.round((frame.width / copy.width) * 10) / 10),
    // A mark between the words and the sample (a line's node), per objective.
    between: boxes.map(
      ({ copy, frame, node }) =>
        node !== null &&
        node.x >= Math.min(copy.right, frame.right) - 1 &&
        node.right <= Math.max(copy.x, frame.x) + 1,
    ),
    // The samples touch one another down the page: one column of pictures.
    oneColumn: boxes.every(
      ({ frame }, index) => index === 0 || Math.abs(frame.y - (boxes[index - 1]?.frame.bottom ?? 0)) < 2,
    ),
    // Objectives narrower than the widest (a grid's cards; a featured row's panel against the rest).
    widths: boxes.map(({ row }) => Math.round((row.width / widest) * 10) / 10),
  };
}

test.describe('persona pages from 1024 px', () => {
  test('at 1440 px no two persona pages lay out their objectives alike (measured)', async ({ page }) => {
    const seen = new Map<string, string>();
    for (const { id, data } of pages) {
      await page.goto(`/${id}`);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const boxes = await measure(page);
      expect(boxes).toHaveLength(data.objectives.items.length);
      const layout = JSON.stringify(signature(boxes));
      expect(seen.get(layout), `/${id} lays out its objectives like /${seen.get(layout)}: ${layout}`).toBe(
        undefined,
      );
      seen.set(layout, id);
    }
    expect(seen.size).toBe(pages.length);
  });

  for (const { id, data } of pages) {
    const { arrangement } = data.objectives;

    test(`/${id} (${arrangement}) at 1440 px: the arrangement as drawn, no blank column over 300 px`, async ({
      page,
    }) => {
      await page.goto(`/${id}`);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const boxes = await measure(page);
      const layout = signature(boxes);
      const alternating = boxes.map((_, index) => (index % 2 === 0 ? 'right' : 'left'));
      switch (arrangement) {
        case 'featured':
          // The first objective alone in a wider panel, its sample wider than its words; then rows whose
          // sample alternates sides.
          expect(layout.perRow.every((count) => count === 1)).toBe(true);
          expect(layout.placements).toEqual(alternating);
          expect(layout.ratios[0]).toBeGreaterThan(1.2);
          for (const ratio of layout.ratios.slice(1)) expect(ratio).toBeLessThan(1.2);
          expect(layout.between.some(Boolean)).toBe(false);
          break;
        case 'grid':
          // Two cards a row, the sample above its words; the cards alternate left and right column.
          expect(layout.perRow.every((count) => count === 2)).toBe(true);
          expect(new Set(layout.placements)).toEqual(new Set(['above']));
          boxes.forEach(({ row }, index) => {
            if (index % 2 === 1) expect(row.x).toBeGreaterThan(boxes[index - 1]?.row.right ?? 0);
          });
          // In a row, the samples' frames are level and as tall, and so are the cards.
          for (let index = 0; index < boxes.length; index += 2) {
            const [a, b] = [boxes[index], boxes[index + 1]];
            expect(Math.abs((a?.frame.height ?? 0) - (b?.frame.height ?? 0))).toBeLessThan(2);
            expect(Math.abs((a?.row.bottom ?? 0) - (b?.row.bottom ?? 0))).toBeLessThan(2);
          }
          break;
        case 'ledger': {
          // Bordered cards one under another, the sample about 3:2 wider than its words and alternating
          // sides, nothing between the two; a thin line routes each card to the next across the gap.
          expect(layout.perRow.every((count) => count === 1)).toBe(true);
          expect(layout.placements).toEqual(alternating);
          for (const ratio of layout.ratios) expect(ratio).toBeGreaterThanOrEqual(1.3);
          expect(layout.between.some(Boolean)).toBe(false);
          expect(layout.oneColumn).toBe(false);
          const routes = boxes.map(({ line, bordered }) => ({
            line: line !== null && line.width === 1 ? line.height : 0,
            bordered,
          }));
          routes.forEach(({ line, bordered }, index) => {
            expect(bordered, `objective ${index + 1}: a bordered card`).toBe(true);
            // The line spans the gap above every card but the first.
            if (index === 0) expect(line).toBe(0);
            else
              expect(line, `objective ${index + 1}: routed from the one above`).toBeCloseTo(
                (boxes[index]?.row.y ?? 0) - (boxes[index - 1]?.row.bottom ?? 0),
                0,
              );
          });
          break;
        }
        case 'timeline':
          // Rows along a line: the number between the words and the sample, which alternates sides.
          expect(layout.perRow.every((count) => count === 1)).toBe(true);
          expect(layout.placements).toEqual(alternating);
          expect(layout.between.every(Boolean)).toBe(true);
          break;
      }
      // No dead area: beside the taller of the two, the other leaves at most 300 px blank above or below it
      // (a grid card's words sit under its sample).
      for (const [index, { copy, frame }] of boxes.entries()) {
        if (layout.placements[index] === 'above') continue;
        const [top, bottom] = [Math.min(copy.y, frame.y), Math.max(copy.bottom, frame.bottom)];
        const shorter = copy.height < frame.height ? copy : frame;
        const blank = Math.max(shorter.y - top, bottom - shorter.bottom);
        expect(blank, `objective ${index + 1}: blank beside the taller`).toBeLessThanOrEqual(300);
      }
    });
  }

  test('at 1440 px no side part of a sample stands blank (over 160 px under its words)', async ({ page }) => {
    for (const { id } of pages) {
      await page.goto(`/${id}`);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await blankSideParts(page, 160), `/${id}`).toEqual([]);
    }
  });

  test('no horizontal overflow and no broken word from 1024 to 1920 px', async ({ page }) => {
    for (const width of [1024, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { id } of pages) {
        await page.goto(`/${id}`);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `/${id} at ${width} px: horizontal overflow`).toBeLessThanOrEqual(0);
        expect(await brokenWords(page), `/${id} at ${width} px: words broken`).toEqual([]);
      }
    }
  });
});
