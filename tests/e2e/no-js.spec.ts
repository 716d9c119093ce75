import { builtClass } from './class-names';
import { expect, siteRoutes, test } from './fixtures';

/*
 * The no-JavaScript gate (issue 9): with scripts off every built route shows its h1 and its copy, every tab
 * panel is shown, every FAQ answer is in the HTML and opens (native <details>), every link in main has a
 * destination, and a sample of the internal links answers 200.
 */

test.use({ javaScriptEnabled: false });

/** Copy-bearing elements: each one in main with text must be rendered (sr-only text counts as rendered). */
const COPY = 'h1, h2, h3, h4, p, li, dt, dd, blockquote, figcaption, td, th';

/**
 * Elements hidden on purpose when scripting is off, and FAQ answers, which are collapsed <details> the
 * visitor opens (checked below).
 */
const NO_SCRIPT_HIDDEN = [
  ...['noscript:hidden', '[@media(scripting:none)]:hidden'].map((name) => `[class~="${builtClass(name)}"]`),
  'details:not([open]) > [data-accordion-panel]',
].join(', ');

/** How many internal links per page are requested. */
const SAMPLE = 5;

for (const route of siteRoutes) {
  test.describe(route.path, () => {
    test('shows its h1, its copy, every FAQ answer and tab panel, and working links', async ({
      page,
      request,
    }) => {
      await page.goto(route.path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();

      const main = page.locator('main');
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered, visible text is what is measured
      expect((await main.innerText()).trim().length).toBeGreaterThan(200);
      const hiddenCopy = await main.locator(COPY).evaluateAll((elements, noScriptHidden) => {
        const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
        // A picture drawn in one place below 1024 px and in another from it (the use-case heroes) is
        // hidden where its twin shows: copy whose very words are rendered elsewhere in main is not lost.
        const shown = new Set(
          elements.filter(visible).map((element) => element.textContent?.replace(/\s+/g, ' ').trim()),
        );
        return (
          elements
            .filter((element) => element.textContent?.trim())
            // Script-only UI (the playbook filter bar, the scheduler's loading state) is hidden on purpose
            // with a `@media (scripting: none)` variant: Tailwind's `noscript:hidden` or its arbitrary form.
            .filter((element) => !element.closest(noScriptHidden))
            // A use-case hero's phone-only picture (its `lead`, a sample in its own frame): /predict's
            // compact table of the two ways of finding out is drawn below 768 px only, its words as one
            // row per account; from 768 px the two sides and their caption tell the same (round 7).
            .filter((element) => !element.closest('[data-hero-part="lead"]'))
            // A persona sample's "+ 3 more" row stands for the rows a phone leaves out (below 640 px only):
            // from 640 px those rows themselves are shown (persona-narrow.spec.ts checks both widths).
            .filter((element) => !element.closest('[data-phone-more]'))
            .filter((element) => !visible(element))
            .filter((element) => !shown.has(element.textContent?.replace(/\s+/g, ' ').trim()))
            .map(
              (element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.trim().slice(0, 80)}`,
            )
        );
      }, NO_SCRIPT_HIDDEN);
      expect(hiddenCopy, 'copy in main that is not rendered').toEqual([]);

      // Native <details>: the first answer opens by a click, as a visitor opens it; the others are the same
      // markup, so they are opened at once and checked for visible text in one pass.
      const faqs = main.locator('details:has(> [data-accordion-panel])');
      if ((await faqs.count()) > 0) {
        await faqs.first().locator('summary').click();
        await expect(faqs.first().locator('[data-accordion-panel]')).toBeVisible();
        const unreadable = await faqs.evaluateAll((items) =>
          (items as HTMLDetailsElement[])
            .map((item) => {
              item.removeAttribute('name');
              item.open = true;
              const answer = item.querySelector<HTMLElement>('[data-accordion-panel]');
              // biome-ignore lint/performance/useDomNodeTextContent: the rendered, visible text is what is measured
              const readable = answer?.checkVisibility() && answer.innerText.trim() !== '';
              return readable ? '' : (item.querySelector('summary')?.textContent ?? '?');
            })
            .filter(Boolean),
        );
        expect(unreadable, 'FAQ answers that do not open to visible text').toEqual([]);
      }
      const hiddenPanels = await main
        .locator('[data-tabs-panel]')
        .evaluateAll((panels) => panels.filter((panel) => !panel.checkVisibility()).map((panel) => panel.id));
      expect(hiddenPanels, 'tab panels hidden without JavaScript').toEqual([]);
      // Shown together, the panels follow one another, even where the arrangement puts the selected one in
      // a cell of a grid (the use-case role tabs' rail and index, issue 29).
      const overlapping = await main.locator('[data-tabs-panel]').evaluateAll((panels) => {
        const boxes = panels.map((panel) => panel.getBoundingClientRect());
        return panels
          .filter((_, index) =>
            boxes.some((other, at) => {
              const box = boxes[index] as DOMRect;
              return (
                at !== index &&
                box.top < other.bottom - 1 &&
                other.top < box.bottom - 1 &&
                box.left < other.right - 1 &&
                other.left < box.right - 1
              );
            }),
          )
          .map((panel) => panel.id);
      });
      expect(overlapping, 'tab panels drawn over one another without JavaScript').toEqual([]);

      // Header menu links are in the HTML, and the footer lists them visibly.
      await expect(page.locator('footer a[href="/pricing"]')).toBeVisible();
      await expect(page.locator('header a[href="/win-open-deals"]').first()).toBeAttached();

      // Working links in main (every internal link and anchor of every page also resolves on the built
      // HTML: build-output.spec.ts).
      const hrefs = await page
        .locator('main a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.trim() ?? ''));
      expect(hrefs.length, 'links in main').toBeGreaterThan(0);
      expect(
        hrefs.filter((href) => href === '' || href === '#'),
        'links without a destination',
      ).toEqual([]);

      // In-page anchors land on an element of this page.
      for (const href of new Set(hrefs.filter((href) => href.startsWith('#')))) {
        await expect(page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`), href).toBeAttached();
      }

      const internal = [
        ...new Set(
          hrefs
            .filter((href) => href.startsWith('/') && !href.startsWith('//'))
            .map((href) => href.split('#')[0] ?? href),
        ),
      ].slice(0, SAMPLE);
      for (const href of internal) {
        const response = await request.get(href, { maxRedirects: 0 });
        expect(response.status(), href).toBe(200);
      }
    });
  });
}
