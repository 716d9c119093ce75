import { readCollection } from '#src/content/loaders/read.ts';
import { expect, test } from './fixtures';
import { glance, phoneGlance } from './hero-glance';

/*
 * Issue 29, eighth round: each group of heroes was compared only within itself (persona-hero.spec.ts,
 * use-cases.spec.ts), so the review found pairs across the groups: /sales and
 * /flag-expansion-opportunities at 1440 px (the headline left, the paragraph and buttons right, a sample
 * across under both), /customer-success and /win-open-deals at 1440 and 375 px (all centred, a sample
 * across under the buttons), /revenue-operations and /defend-customer-base at 1440 and 375 px (a dark
 * ground, the headline top left, a column beside it, a panel across under both). Here the home page, the
 * four persona pages and the six use-case pages are read at a glance (`hero-glance.ts`) and no two may
 * read alike: at 1440 and 1024 px all eleven, at 375 px the ten persona and use-case pages.
 */

const personas = readCollection('personas').map(({ id }) => `/${id}`);
const useCases = readCollection('useCases').map(({ id }) => `/${id}`);

for (const width of [1440, 1024, 375]) {
  test(`at ${width} px no two heroes of the home, persona and use-case pages read alike at a glance`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const phone = width < 640;
    const routes = [...(phone ? [] : ['/']), ...personas, ...useCases];
    const read = new Map<string, string>();
    for (const route of routes) {
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      read.set(route, phone ? await phoneGlance(page) : await glance(page));
    }
    const listed = [...read].map(([route, key]) => `${route}: ${key}`).join('\n');
    const seen = new Map<string, string>();
    for (const [route, key] of read) {
      expect(key, `${route} at ${width} px`).not.toMatch(/^no |other|ragged|buttons none/);
      expect(seen.get(key), `${route} reads like ${seen.get(key)} at ${width} px:\n${listed}`).toBe(
        undefined,
      );
      seen.set(key, route);
    }
  });
}
