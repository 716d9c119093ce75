import type { Page } from '@playwright/test';

/**
 * The separators (the middle dot "·" between a byline's date, reading time and author, or a mock-up's
 * "Salesforce · Opportunity") that a reader sees at the start or the end of a line (issue 29's eighth
 * review: "· By Maya Okafor" started the second line of /blog's featured byline at 375 px). Measured on
 * what is drawn: a dot that is hidden, clipped away or scrolled out of its box does not count, and a dot
 * drawn by CSS (`content` of a ::before or ::after) is measured as well, set for the measure as a real span
 * with the pseudo-element's computed style. A dot starts a line when no visible character stands just
 * before it on its line, and ends one when none follows it there. Returns one line per such dot: where,
 * and the words around it.
 */
export function separatorsAtLineEdges(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const DOT = '·';
    const scope = document.querySelector(rootSelector) ?? document.body;

    // Drawn dots become real spans for the measure (the pseudo-element itself is switched off meanwhile).
    const probes: HTMLElement[] = [];
    const probed: Element[] = [];
    const off = document.createElement('style');
    off.textContent =
      '[data-dot-probe~="before"]::before,[data-dot-probe~="after"]::after{content:none!important}';
    const drawn: { element: Element; pseudo: 'before' | 'after'; style: [string, string][] }[] = [];
    for (const element of scope.querySelectorAll('*')) {
      for (const pseudo of ['before', 'after'] as const) {
        const style = getComputedStyle(element, `::${pseudo}`);
        if (!style.content.includes(DOT) || style.display === 'none') continue;
        drawn.push({
          element,
          pseudo,
          // Its text is set as the span's own below.
          style: Array.from(style)
            .filter((name) => name !== 'content')
            .map((name) => [name, style.getPropertyValue(name)]),
        });
      }
    }
    document.head.append(off);
    for (const { element, pseudo, style } of drawn) {
      const probe = document.createElement('span');
      for (const [name, value] of style) probe.style.setProperty(name, value);
      probe.textContent = DOT;
      if (pseudo === 'before') element.prepend(probe);
      else element.append(probe);
      element.setAttribute('data-dot-probe', `${element.getAttribute('data-dot-probe') ?? ''} ${pseudo}`);
      probes.push(probe);
      probed.push(element);
    }

    const hides = (style: CSSStyleDeclaration) =>
      style.overflowX !== 'visible' || style.overflowY !== 'visible';
    /** Whether a character's box is drawn: not hidden, and its centre inside every box that clips it. */
    const shown = (node: Text, rect: DOMRect) => {
      const parent = node.parentElement;
      if (!parent || getComputedStyle(parent).visibility === 'hidden') return false;
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      for (
        let box: Element | null = parent;
        box && box !== document.documentElement;
        box = box.parentElement
      ) {
        if (!hides(getComputedStyle(box))) continue;
        const clip = box.getBoundingClientRect();
        if (x < clip.left || x > clip.right || y < clip.top || y > clip.bottom) return false;
      }
      return true;
    };
    const charBox = (node: Text, index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rect = [...range.getClientRects()].find((box) => box.width > 0 && box.height > 0);
      return rect && shown(node, rect) ? rect : undefined;
    };
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    const laidOut = new Map<Text, boolean>();
    const isLaidOut = (node: Text) => {
      let known = laidOut.get(node);
      if (known === undefined) {
        const range = document.createRange();
        range.selectNodeContents(node);
        known = range.getClientRects().length > 0;
        laidOut.set(node, known);
      }
      return known;
    };
    /** The box of the nearest drawn character (not a space) before or after a position, in text order. */
    const neighbour = (at: number, index: number, step: 1 | -1) => {
      for (let t = at, i = index + step, seen = 0; t >= 0 && t < texts.length && seen < 400; t += step) {
        const node = texts[t] as Text;
        const text = node.data;
        if (t !== at) i = step === 1 ? 0 : text.length - 1;
        if (!isLaidOut(node)) continue;
        for (; i >= 0 && i < text.length && seen < 400; i += step, seen += 1) {
          if (/\s/.test(text[i] ?? ' ')) continue;
          const box = charBox(node, i);
          if (box) return box;
        }
      }
      return undefined;
    };
    /** Whether `after` follows `before` on the same line: level with it, just right of it. */
    const sameLine = (before: DOMRect, after: DOMRect) =>
      Math.min(before.bottom, after.bottom) - Math.max(before.top, after.top) >
        Math.min(before.height, after.height) / 2 &&
      after.left >= before.right - 2 &&
      after.left - before.right < 48;

    const problems: string[] = [];
    for (const [at, node] of texts.entries()) {
      if (!node.data.includes(DOT) || !isLaidOut(node)) continue;
      for (let index = node.data.indexOf(DOT); index >= 0; index = node.data.indexOf(DOT, index + 1)) {
        const dot = charBox(node, index);
        if (!dot) continue;
        const before = neighbour(at, index, -1);
        const after = neighbour(at, index, 1);
        const row = node.parentElement?.closest('p, li, div, span, dd, td') ?? node.parentElement;
        const words = (row?.parentElement?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        const place = `at ${Math.round(dot.left)}, ${Math.round(dot.top + window.scrollY)}`;
        if (!before || !sameLine(before, dot))
          problems.push(`a line starts with the dot ${place}: "${words}"`);
        if (!after || !sameLine(dot, after)) problems.push(`a line ends with the dot ${place}: "${words}"`);
      }
    }

    for (const probe of probes) probe.remove();
    for (const element of probed) element.removeAttribute('data-dot-probe');
    off.remove();
    return problems;
  }, root);
}
