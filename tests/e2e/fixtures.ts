import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { findRoute, siteRoutes } from '#src/site-map.ts';

/**
 * Every site-map route, built or not: a page that stops building fails its own tests (and the build's
 * route-coverage gate) instead of silently dropping out of the suite.
 */
export { siteRoutes };

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe with the WCAG 2.2 AA rule set and returns the violations, formatted for a readable failure. */
export async function axeViolations(page: Page) {
  // Colours read mid-transition (a tab just selected fading to its dark fill) are no state a visitor
  // rests on: wait for the transitions and finite animations running now to end (looping ones never do).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

type Problems = { consoleErrors: string[]; failedRequests: string[] };

/**
 * `test` with a page that records console errors and warnings, uncaught exceptions and failed
 * same-origin requests; every test fails if any were seen, unless it clears `problems` itself.
 */
export const test = base.extend<{ problems: Problems }>({
  // `auto`: every test gets the check, whether or not it names the fixture.
  problems: [
    async ({ page, baseURL }, use) => {
      const problems: Problems = { consoleErrors: [], failedRequests: [] };
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      // A page that answers 404 on purpose (the not-found tests) makes Chromium log the document's status.
      const failedDocuments = new Set<string>();
      page.on('console', (message) => {
        const expectedDocumentStatus =
          message.text().startsWith('Failed to load resource') && failedDocuments.has(message.location().url);
        if ((message.type() === 'error' || message.type() === 'warning') && !expectedDocumentStatus) {
          problems.consoleErrors.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.consoleErrors.push(`pageerror: ${error.message}`));
      page.on('requestfailed', (request) => {
        // ERR_ABORTED: the test navigated on before the page finished loading; not a failure of the site.
        if (new URL(request.url()).origin === origin && request.failure()?.errorText !== 'net::ERR_ABORTED') {
          problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
        }
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        const isDocument = response.request().resourceType() === 'document';
        if (isDocument && response.status() >= 400) failedDocuments.add(response.url());
        if (url.origin === origin && response.status() >= 400 && !isDocument) {
          problems.failedRequests.push(`${response.url()} → ${response.status()}`);
        }
      });
      await use(problems);
      expect(problems.consoleErrors, 'console errors').toEqual([]);
      expect(problems.failedRequests, 'failed same-origin requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * `test` for checks on the built files in dist/ and for plain HTTP requests: no browser page is opened, so
 * such a test costs milliseconds, not a page's set-up.
 */
export const noPageTest = base;

/** The page's JSON-LD blocks, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block));
}

/** Every internal link in <main> points at a site-map route that answers 200. */
export async function expectInternalLinksResolve(page: Page) {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const path = href.split('#')[0] ?? '';
    expect(findRoute(path), `${href} is a site-map route`).toBeDefined();
    expect((await page.request.get(path)).status(), href).toBe(200);
  }
}
