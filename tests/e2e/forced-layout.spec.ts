import { expect, siteRoutes, test } from './fixtures';

/*
 * Issue 30: a page's own scripts never make the browser style or lay it out on the spot while it loads. A
 * script that reads a size (`scrollWidth`, `offsetLeft`, `getBoundingClientRect`) after changing the page
 * forces a style and layout pass inside the script's task, on top of the one the browser runs for its next
 * frame; on a busy phone that is the long task that blocks the first tap. The tab rows' chevrons did that on
 * DOMContentLoaded, on load and when the font arrived; they now learn which ends hold more tabs from an
 * IntersectionObserver. Chromium's trace marks a forced pass with the script's stack (`beginData.stackTrace`).
 *
 * Every route is loaded at a phone's width and 1440 px; /playbooks and /book-time are loaded too, their
 * islands held back (they hydrate on idle, after the page is usable, and are measured by `npm run bench`).
 */

type TraceEvent = {
  name: string;
  ph: string;
  args?: { beginData?: { stackTrace?: Array<{ functionName: string; url: string; lineNumber: number }> } };
};

const STYLE_AND_LAYOUT = new Set(['Layout', 'UpdateLayoutTree']);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`no script forces a style or layout pass while a page loads, at ${viewport.width} px`, async ({
    page,
    browser,
    browserName,
    baseURL,
  }) => {
    test.skip(browserName !== 'chromium', 'reads Chromium’s trace');
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    // Held, never answered: the islands stay as the server drew them (leaving the page aborts the request).
    await page.route('**/_astro/*.js', () => undefined);
    const forced: string[] = [];
    for (const { path } of siteRoutes) {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'],
      });
      await page.goto(path, { waitUntil: 'load' });
      // The font's arrival and two frames after it: what the page did on load and on `fonts.ready`.
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      });
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      for (const event of traceEvents) {
        const stack = event.args?.beginData?.stackTrace;
        if (!STYLE_AND_LAYOUT.has(event.name) || !stack?.length) continue;
        const [top] = stack;
        // The page's own scripts (inline ones carry the page's URL); not the test's `page.evaluate`.
        if (!top?.url.startsWith(new URL(baseURL ?? '').origin)) continue;
        forced.push(
          `${path}: ${event.name} from ${top?.functionName || '(anonymous)'} (${top?.url}:${top?.lineNumber})`,
        );
      }
    }
    expect(forced).toEqual([]);
  });
}
