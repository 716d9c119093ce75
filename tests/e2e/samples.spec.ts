/**
 * Product mock-ups on the built pages (issue 28): every one sits in a sample frame that shows the samples'
 * mark, the same way on every page, and none shows a real product or company of the field unless the
 * trademark list says why that is fine (`nominative`, src/content/claims/trademarks.yaml). The names of
 * the sample cast are checked against the list in tests/spec-fidelity/samples.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { readSingleton } from '#src/content/loaders/read.ts';
import { trademarks } from '../trademarks.ts';
import { builtClass } from './class-names';
import { expect, siteRoutes, test } from './fixtures';

const DIST = join(import.meta.dirname, '..', '..', 'dist');
const fileOf = (path: string) => join(DIST, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const { mark } = readSingleton('samples');

/** Names a mock-up may not show: the list's, but those it explains and those that are ordinary words. */
const refused = trademarks.filter((entry) => !entry.nominative && !entry.word);
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a frame says, to eyes and to screen readers. */
function spoken(frame: Element): string {
  const labels = [frame, ...frame.querySelectorAll('[aria-label]')].map(
    (element) => element.getAttribute('aria-label') ?? '',
  );
  return [frame.textContent ?? '', ...labels].join(' ');
}

const pages = siteRoutes.map((route) => ({
  path: route.path,
  document: new JSDOM(readFileSync(fileOf(route.path), 'utf8')).window.document,
}));

test.describe('sample mock-ups', () => {
  test('the site draws mock-ups, each inside a frame with the visible sample mark', () => {
    const framed = pages.filter(({ document }) => document.querySelector('[data-sample]'));
    expect(framed.map(({ path }) => path)).toContain('/');
    expect(framed.map(({ path }) => path)).toContain('/playbooks');
    for (const { path, document } of framed) {
      for (const mockUp of document.querySelectorAll('[data-sample]')) {
        const frame = mockUp.closest('[data-sample-frame]');
        expect(frame, `${path}: a mock-up outside a sample frame`).not.toBeNull();
        const shown = frame?.querySelector('[data-sample-mark]');
        expect(shown?.textContent, `${path}: the frame's mark`).toBe(mark);
        for (let element = shown ?? null; element; element = element.parentElement) {
          expect(element.classList.contains(builtClass('sr-only')), `${path}: the mark is hidden`).toBe(
            false,
          );
          expect(element.hasAttribute('aria-hidden'), `${path}: the mark is hidden`).toBe(false);
        }
      }
    }
  });

  test('no mock-up shows a real product or company the trademark list does not explain', () => {
    for (const { path, document } of pages)
      for (const frame of document.querySelectorAll('[data-sample-frame]')) {
        const text = spoken(frame);
        const shown = refused.filter(({ name }) => new RegExp(`\\b${literally(name)}\\b`).test(text));
        expect(
          shown.map(({ name }) => name),
          `${path}: ${text.slice(0, 120)}`,
        ).toEqual([]);
      }
  });

  test('the home hero shows its mark on screen', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('#hero [data-sample-mark]');
    await expect(hero).toBeVisible();
    await expect(hero).toHaveText(mark);
  });
});
