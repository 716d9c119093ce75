import type { Page } from '@playwright/test';
import { readCollection } from '#src/content/loaders/read.ts';
import { expect, test } from './fixtures';

/*
 * The persona pages' objectives below 1024 px (issue 29, seventh round). Each page lays out its objectives its
 * own way from 1024 px (persona-wide.spec.ts); below, all four collapsed into one stacked column and read as
 * copies on phones and tablets. Each arrangement now has a phone and a tablet form of its own. This file
 * measures them at 375 and 768 px from the boxes and the drawn lines, not from the attribute: where each
 * objective's box stands against the page's column, what is tinted and bordered, a rail with the numbers
 * on it, a line between cards, where the sample stands against the words. It also checks the samples on a
 * phone: drawn at 100 % with no text under 11 px, cropped under a whole alert.
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

async function shapes(page: Page): Promise<{ shapes: Shape[]; listTinted: boolean }> {
  return page.locator('[data-arrangement]').evaluate((list) => {
    // The page's column: the list's parent, the section's container (its padding is the gutter).
    const container = list.parentElement;
    if (!container) throw new Error('no container');
    const column = container.getBoundingClientRect();
    const padding = Number.parseFloat(getComputedStyle(container).paddingLeft);
    const [left, right] = [column.left + padding, column.right - padding];
    const tinted = (element: Element) => {
      const colour = getComputedStyle(element).backgroundColor;
      return colour !== 'rgba(0, 0, 0, 0)' && colour !== 'rgb(255, 255, 255)';
    };
    const rows = [...list.querySelectorAll<HTMLElement>(':scope > [data-objective]')];
    const boxes = rows.map((row) => row.getBoundingClientRect());
    const listRail = getComputedStyle(list, '::before');
    const shapesOf = rows.map((row, index) => {
      const box = boxes[index] as DOMRect;
      const copy = (row.querySelector('[data-objective-copy]') as Element).getBoundingClientRect();
      const frame = (row.querySelector('[data-objective-visual]') as Element).getBoundingClientRect();
      const style = getComputedStyle(row);
      const before = getComputedStyle(row, '::before');
      const node = row.querySelector('[data-objective-node]');
      const nodeBox = node?.getBoundingClientRect();
      const placement =
        frame.left >= copy.right - 1
          ? 'right'
          : frame.right <= copy.left + 1
            ? 'left'
            : frame.bottom <= copy.top + 1
              ? 'above'
              : 'below';
      return {
        box:
          box.left < left - 1 ? 'bleed' : box.left > left + 1 || box.right < right - 1 ? 'inset' : 'column',
        placement,
        tinted: tinted(row),
        bordered: ['Top', 'Right', 'Bottom', 'Left'].every(
          (side) => style.getPropertyValue(`border-${side.toLowerCase()}-width`) !== '0px',
        ),
        routed:
          before.content !== 'none' &&
          before.position === 'absolute' &&
          Number.parseFloat(before.height) > 0 &&
          Math.abs(Number.parseFloat(before.height) - (box.top - (boxes[index - 1]?.bottom ?? box.top))) < 2,
        onRail:
          nodeBox !== undefined &&
          nodeBox.width > 0 &&
          nodeBox.right <= copy.left + 1 &&
          listRail.content !== 'none' &&
          Number.parseFloat(listRail.width) > 0,
        perRow: boxes.filter((other) => Math.abs(other.top - box.top) < 2).length,
      };
    });
    return { shapes: shapesOf, listTinted: tinted(list) };
  });
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
        const { shapes: rows, listTinted } = await shapes(page);
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
            else for (const row of rest) expect(row.placement).toBe('below');
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
    test(`at ${width} px every sample's alert is whole, above the fade of a cropped sample`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const { id } of pages) {
        await page.goto(`/${id}`);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const alerts = await page.locator('[data-objective-visual] > [data-sample]').evaluateAll((samples) =>
          samples.map((sample) => {
            const box = sample.getBoundingClientRect();
            const alert = sample.querySelector('[data-slot="alert-card"]')?.getBoundingClientRect();
            const cropped = sample.scrollHeight > sample.clientHeight + 1;
            // The fade runs over the last 2.5 rem of a cropped sample.
            const visibleTo = cropped ? box.bottom - 40 : box.bottom;
            return {
              kind: sample.querySelector('[data-composition]')?.getAttribute('data-composition'),
              cropped,
              room: alert ? Math.round(visibleTo - alert.bottom) : -1,
            };
          }),
        );
        expect(alerts.length).toBeGreaterThan(0);
        for (const alert of alerts)
          expect(alert.room, `/${id}: ${JSON.stringify(alert)}`).toBeGreaterThanOrEqual(0);
        // The crop is what keeps the pages inside ten screens: some samples must be cropped.
        expect(
          alerts.some((alert) => alert.cropped),
          `/${id}: a cropped sample`,
        ).toBe(true);
      }
    });
  }
});
