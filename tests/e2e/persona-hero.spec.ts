import type { Page } from '@playwright/test';
import { readCollection } from '#src/content/loaders/read.ts';
import { expect, test } from './fixtures';
import { alignmentOf, glance } from './hero-glance';

/*
 * The persona heroes (issue 29, seventh round): the four pages shared one hero, words left, picture right,
 * the three figures in a row under both, at every width from 1024 px, and one stack below. Each now has a
 * composition of its own (its YAML's `hero.layout`, persona-hero.tsx); this file measures it from the
 * boxes, not the attribute: where the picture stands against the words, how the figures are set and where,
 * and how the headline's lines are aligned. And the renewals chart on /customer-success, which left about
 * 100 px blank in its window at 1440 px with its month labels 55 px under the axis.
 */

const pages = readCollection('personas');

type Box = { x: number; y: number; right: number; bottom: number; width: number; height: number };

/** The hero's composition, measured. */
function composition(page: Page) {
  return page.locator('[data-section="hero"]').evaluate((hero) => {
    const box = (element: Element | null | undefined): Box => {
      const { x, y, right, bottom, width, height } = element?.getBoundingClientRect() ?? new DOMRect();
      return { x, y, right, bottom, width, height };
    };
    const h1 = hero.querySelector('h1');
    const words = box(h1?.parentElement);
    const picture = box(hero.querySelector('[data-sample-frame]'));
    const figures = box(hero.querySelector('dl'));
    const values = [...hero.querySelectorAll('dl dd')].map(box);

    // Where the picture stands against the words.
    let side = 'below';
    if (picture.x >= words.right - 1) side = 'right';
    else if (picture.right <= words.x + 1) side = 'left';
    else if (picture.bottom <= words.y + 1) side = 'above';

    // The figures: one row (each value right of the one before), one column (each under it) or neither.
    const after = (test: (value: Box, previous: Box) => boolean) =>
      values.every((value, index) => {
        const previous = values[index - 1];
        return previous === undefined || test(value, previous);
      });
    const form = after((value, previous) => value.x >= previous.right - 1)
      ? 'row'
      : after((value, previous) => value.y >= previous.bottom - 1)
        ? 'column'
        : 'other';
    // A row's values on one level, however many lines their labels take (they were not, round 7).
    const level = values.every((value) => Math.abs(value.y - (values[0]?.y ?? 0)) < 2);

    // Where the figures stand: joined to the picture's foot (within its width, at most 16 px under it),
    // after it, beside it (level with it, clear of it sideways), between the words and the picture, or
    // beside the words (level with them, clear of them sideways; /revenue-operations from 1024 px).
    const within = figures.x >= picture.x - 1 && figures.right <= picture.right + 1;
    const under = figures.y - picture.bottom;
    let place = 'other';
    if (within && under >= 0 && under <= 16) place = 'in-picture';
    else if (under >= 0) place = 'after-picture';
    else if (
      figures.y < picture.bottom &&
      figures.bottom > picture.y &&
      (figures.x >= picture.right - 1 || figures.right <= picture.x + 1)
    )
      place = 'beside-picture';
    else if (figures.y >= words.bottom - 1 && figures.bottom <= picture.y + 1) place = 'between';
    else if (
      figures.y < words.bottom &&
      figures.bottom > words.y &&
      (figures.x >= words.right - 1 || figures.right <= words.x + 1)
    )
      place = 'beside-words';

    return { composition: { side, form, place }, level };
  });
}

/** The hero's composition, measured, with how its headline's lines are aligned (`hero-glance.ts`). */
async function measure(page: Page) {
  const { composition: parts, level } = await composition(page);
  const aligned = await page.locator('[data-section="hero"] h1').evaluate(alignmentOf);
  return { composition: { ...parts, headline: aligned === 'ragged' ? 'other' : aligned }, level };
}

test.describe('persona heroes', () => {
  for (const width of [1440, 1024, 768, 375]) {
    test(`at ${width} px no two persona heroes share a composition (measured)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const measured = new Map<string, Awaited<ReturnType<typeof measure>>>();
      for (const { id } of pages) {
        await page.goto(`/${id}`);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        measured.set(id, await measure(page));
      }
      const seen = new Map<string, string>();
      for (const [id, { composition: parts }] of measured) {
        const key = JSON.stringify(parts);
        expect(
          seen.get(key),
          `/${id}'s hero is composed like /${seen.get(key)}'s at ${width} px: ${key}`,
        ).toBe(undefined);
        seen.set(key, id);
      }
      for (const [id, { composition: parts, level }] of measured) {
        for (const [part, value] of Object.entries(parts))
          expect(value, `/${id}: ${part} at ${width} px`).not.toBe('other');
        if (parts.form === 'row')
          expect(level, `/${id}: the figures' values level at ${width} px`).toBe(true);
      }
    });
  }

  // Round 8's review: at 1024 and 1440 px the home hero, /sales and /revenue-operations read as one (a light
  // ground, the headline left with its buttons under it, a framed sample on the right). No two of the
  // home page, the persona pages and /hunt-new-opportunities (its field of tiles) share that glance
  // (`hero-glance.ts`; hero-glance.spec.ts compares them with every use-case page too).
  for (const width of [1440, 1024]) {
    test(`at ${width} px the home hero and the persona heroes differ at a glance (ground, headline, buttons, sample)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const routes = ['/', ...pages.map(({ id }) => `/${id}`), '/hunt-new-opportunities'];
      const seen = new Map<string, string>();
      for (const route of routes) {
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const key = await glance(page);
        expect(key, `${route} at ${width} px`).not.toMatch(/^no |other|ragged|buttons none/);
        expect(seen.get(key), `${route} reads like ${seen.get(key)} at ${width} px: ${key}`).toBe(undefined);
        seen.set(key, route);
      }
    });
  }

  // A hero on the ink ground (/revenue-operations): the header over it stays opaque and light, the h1 is
  // the page's first heading, and the picture's Sample mark is on show, light on the dark ground.
  const dark = pages.filter(({ data }) => data.hero.layout === 'band');
  for (const { id } of dark) {
    test(`/${id}: its dark hero keeps an opaque header, the h1 first and the Sample mark on show`, async ({
      page,
    }) => {
      for (const width of [1440, 1024, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${id}`);
        const measured = await page.evaluate(() => {
          const hero = document.querySelector('[data-section="hero"]');
          const header = document.querySelector('header');
          const mark = hero?.querySelector('[data-sample-mark]');
          const alpha = (colour: string) => Number(colour.match(/rgba?\(([^)]*)\)/)?.[1]?.split(',')[3] ?? 1);
          const rect = mark?.getBoundingClientRect();
          return {
            hero: hero ? getComputedStyle(hero).backgroundColor : '',
            header: header ? getComputedStyle(header).backgroundColor : '',
            headerAlpha: header ? alpha(getComputedStyle(header).backgroundColor) : 0,
            firstHeading: document.querySelector('h1, h2, h3, h4, h5, h6')?.tagName,
            h1s: document.querySelectorAll('h1').length,
            mark: mark ? getComputedStyle(mark).backgroundColor : '',
            markShown: rect ? rect.width > 0 && rect.height > 0 : false,
          };
        });
        expect(measured.hero, `the hero's ground at ${width} px`).toBe('rgb(11, 18, 34)');
        expect(measured.headerAlpha, `the header is opaque at ${width} px`).toBe(1);
        expect(measured.header, `the header is white at ${width} px`).toBe('rgb(255, 255, 255)');
        expect(measured.firstHeading).toBe('H1');
        expect(measured.h1s).toBe(1);
        expect(measured.markShown, `the Sample mark at ${width} px`).toBe(true);
        expect(measured.mark, `the Sample mark's pill at ${width} px`).toBe('rgb(255, 255, 255)');
      }
    });
  }

  const renewals = pages.filter(({ data }) => data.hero.visual.kind === 'renewal-timeline');
  for (const { id } of renewals) {
    for (const width of [1440, 1024, 375]) {
      test(`/${id} at ${width} px: the renewals chart fills its window, the months right under its axis`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${id}`);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const measured = await page
          .locator('[data-section="hero"] [data-composition="hero-renewal-timeline"]')
          .evaluate((surface) => {
            // The chart: the drawing outside the title bar (whose icon is an svg too).
            const chart = surface.querySelector('svg:not(p *)');
            const months = chart?.parentElement?.querySelector(':scope > svg + p');
            const window = surface.firstElementChild;
            const body = window?.lastElementChild;
            if (!chart || !months || !window || !body) return null;
            // The axis: the lowest line drawn across (nearly) the chart's whole width.
            const across = chart.getBoundingClientRect().width * 0.9;
            const axis = Math.max(
              ...[...chart.querySelectorAll('rect, line, path')]
                .map((mark) => mark.getBoundingClientRect())
                .filter((rect) => rect.width >= across)
                .map((rect) => rect.bottom),
            );
            // Blank bands across the window's body: heights no drawn part covers, its padding included.
            const top = body.getBoundingClientRect().top;
            const foot = window.getBoundingClientRect().bottom;
            // Drawn: the chart, every line of text, and every box with a border or a fill (the renewal's card).
            const boxed = (element: Element) => {
              const style = getComputedStyle(element);
              return style.borderTopWidth !== '0px' || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
            };
            const drawn = [...body.querySelectorAll('*')]
              .filter((element) => element.matches('svg:not(svg *), p, span') || boxed(element))
              .map((element) => element.getBoundingClientRect())
              .filter((rect) => rect.width > 0 && rect.height > 0)
              .sort((a, b) => a.top - b.top);
            let reached = top;
            let blank = 0;
            for (const rect of drawn) {
              blank = Math.max(blank, rect.top - reached);
              reached = Math.max(reached, rect.bottom);
            }
            blank = Math.max(blank, foot - reached);
            return { gap: months.getBoundingClientRect().top - axis, blank };
          });
        expect(measured, 'the chart, its month labels and its window').not.toBeNull();
        expect(measured?.gap, 'from the axis to the month labels').toBeGreaterThanOrEqual(0);
        expect(measured?.gap, 'from the axis to the month labels').toBeLessThanOrEqual(12);
        expect(measured?.blank, 'the tallest blank band in the window').toBeLessThanOrEqual(24);
      });
    }
  }
});
