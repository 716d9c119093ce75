import type { Page } from '@playwright/test';

/**
 * Text in `main` that a reader cannot see whole: an element whose own text overflows a box that hides
 * overflow (`overflow: hidden | clip`, which is also how `text-overflow: ellipsis` cuts), or that sticks
 * out of such an ancestor. Visually hidden text (sr-only) and collapsed panels are skipped: they are
 * hidden on purpose. Scrolling containers do not count: their text can be scrolled into view. One cut is
 * allowed: a breadcrumb's current page ended with an ellipsis when its words are the page's h1, which
 * shows them whole just below (a long article title on a phone: page-breadcrumb.tsx).
 * Returns one line per clipped element: its tag, its text and the box that cuts it.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hides = (style: CSSStyleDeclaration) =>
      ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.getAttribute('data-slot') ? `[data-slot=${element.getAttribute('data-slot')}]` : ''
      }`;
    const problems: string[] = [];
    const h1 = document.querySelector('main h1')?.textContent?.trim();
    const shownWholeAsH1 = (element: HTMLElement, style: CSSStyleDeclaration) =>
      element.matches('nav [aria-current="page"]') &&
      style.textOverflow === 'ellipsis' &&
      element.textContent?.trim() === h1;
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const textNodes = [...element.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const ownText = textNodes.map((node) => node.textContent?.trim()).join(' ');
      if (!ownText) continue;
      // The box of the element's own text (child elements, such as an sr-only suffix, are left out).
      const text = { left: Infinity, right: -Infinity, bottom: -Infinity };
      for (const node of textNodes) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        text.left = Math.min(text.left, rect.left);
        text.right = Math.max(text.right, rect.right);
        text.bottom = Math.max(text.bottom, rect.bottom);
      }
      if (text.right === -Infinity) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      if (hides(style) && element.getBoundingClientRect().width <= 1) continue; // sr-only
      if (hides(style) && element.scrollWidth > element.clientWidth + 1) {
        if (shownWholeAsH1(element, style)) continue;
        problems.push(`${nameOf(element)} "${ownText.slice(0, 40)}" overflows itself`);
        continue;
      }
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (!hides(getComputedStyle(box))) continue;
        const rect = box.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) break; // sr-only wrapper or collapsed panel
        if (text.right > rect.right + 1 || text.left < rect.left - 1 || text.bottom > rect.bottom + 1) {
          problems.push(`${nameOf(element)} "${ownText.slice(0, 40)}" is cut by ${nameOf(box)}`);
        }
        break;
      }
    }
    return problems;
  });
}

/**
 * Words in `main` that wrap inside themselves ("Negotia / te"): a word whose letters land on two lines
 * because its box is narrower than the word (`overflow-wrap: anywhere`, `break-words`, a squeezed flex
 * item). Breaks after a hyphen, a dash or a slash are line breaks, not broken words. An identifier set as
 * code (a cookie's name, `ph_…_posthog`) is one word whatever it holds: it may not break at all (issue 29's
 * eighth review: "ph_…" over "_posthog" on /privacy-policy at 375 px). Returns one line per broken word:
 * the word and the element that holds it.
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(
      document.querySelector('main') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim() || parent.closest('[hidden], .sr-only, details:not([open])')) continue;
      if (parent.closest('code')) {
        range.selectNodeContents(node);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) problems.push(`the code "${text.trim()}" breaks across lines`);
        continue;
      }
      for (const match of text.matchAll(/[^\s\-–—/]{2,}/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1)
          problems.push(`"${match[0]}" in ${parent.tagName.toLowerCase()} breaks across lines`);
      }
    }
    return problems;
  });
}

/**
 * Short hyphenated words that break at a hyphen ("closed- / lost"): every word of letters or digits joined
 * by hyphens, with a letter, at most 16 characters (`MAX_COMPOUND`, src/integrations/keep-compounds.ts), whose letters land
 * on two lines. The build keeps them on one line everywhere but inside islands, which hydrate against their
 * own markup and are left out here too. Returns one line per split word: the word and its element.
 */
export function splitCompounds(page: Page, longest: number): Promise<string[]> {
  return page.evaluate((longest) => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.includes('-')) continue;
      // As the build: code and drawings are not prose; hidden text has no lines.
      const skipped =
        'astro-island, code, pre, kbd, samp, svg, textarea, [hidden], .sr-only, details:not([open])';
      if (parent.closest(skipped)) continue;
      // A word may run over several text nodes (a link inside it); a kept word is one text node.
      for (const match of text.matchAll(
        /(?<![\p{L}\p{N}\p{M}-])[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+(?![\p{L}\p{N}\p{M}-])/gu,
      )) {
        // Figure ranges ("40-60") are not words: the build leaves them be.
        if (match[0].length > longest || !/\p{L}/u.test(match[0])) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1)
          problems.push(`"${match[0]}" in ${parent.tagName.toLowerCase()} breaks at its hyphen`);
      }
    }
    return problems;
  }, longest);
}
