import type { Page } from '@playwright/test';

/*
 * What the persona specs measure on the objectives (persona-narrow.spec.ts below 1024 px, persona-wide.spec.ts
 * from 1024 px), from the boxes and the drawn lines, not from classes (the build renames them: decision
 * 0032): each objective's box, its words', its sample's frame and the mark between them, what is tinted and
 * bordered, the line drawn in the gap above it; and, on phones, whether any part of a sample is cut.
 */

export type Rect = { x: number; y: number; right: number; bottom: number; width: number; height: number };

/** One objective as drawn; boxes in page coordinates (scroll included). */
export type MeasuredObjective = {
  row: Rect;
  copy: Rect;
  frame: Rect;
  /** Anything drawn beside the words and the sample (the timeline's number on its line), if shown. */
  node: Rect | null;
  /** A background other than white or none behind the objective. */
  tinted: boolean;
  /** A border on all four sides. */
  bordered: boolean;
  /** The line drawn by the objective's `::before` (a routing line from the card above), if any. */
  line: { width: number; height: number; absolute: boolean } | null;
};

export type MeasuredList = {
  objectives: MeasuredObjective[];
  /** The list's own background is tinted (a well behind the cards). */
  listTinted: boolean;
  /** The list draws a line down its side (`::before`, the timeline's rail). */
  listRail: boolean;
  /** The page's column: the section container's box inside its padding (the gutter). */
  column: { left: number; right: number };
  /** The list's own box, and the width of the rule under it. */
  list: Rect;
  listRuleBelow: number;
};

/** Each objective of the page's list, measured. */
export function measureObjectives(page: Page): Promise<MeasuredList> {
  return page.locator('[data-arrangement]').evaluate((list) => {
    const rect = (element: Element | null): Rect | null => {
      if (!element) return null;
      const { x, y, right, bottom, width, height } = element.getBoundingClientRect();
      if (width === 0 || height === 0) return null;
      return { x, y: y + window.scrollY, right, bottom: bottom + window.scrollY, width, height };
    };
    const empty = { x: 0, y: 0, right: 0, bottom: 0, width: 0, height: 0 };
    const tinted = (element: Element) => {
      const colour = getComputedStyle(element).backgroundColor;
      return colour !== 'rgba(0, 0, 0, 0)' && colour !== 'rgb(255, 255, 255)';
    };
    const container = list.parentElement;
    if (!container) throw new Error('no container');
    const box = container.getBoundingClientRect();
    const padding = Number.parseFloat(getComputedStyle(container).paddingLeft);
    const rail = getComputedStyle(list, '::before');
    const objectives = [...list.querySelectorAll(':scope > [data-objective]')].map((row) => {
      const style = getComputedStyle(row);
      const before = getComputedStyle(row, '::before');
      return {
        row: rect(row) ?? empty,
        copy: rect(row.querySelector('[data-objective-copy]')) ?? empty,
        frame: rect(row.querySelector('[data-objective-visual]')) ?? empty,
        node:
          [...row.children]
            .filter((child) => !child.matches('[data-objective-copy], [data-objective-visual]'))
            .map(rect)
            .find((found) => found !== null) ?? null,
        tinted: tinted(row),
        bordered: ['top', 'right', 'bottom', 'left'].every(
          (side) => style.getPropertyValue(`border-${side}-width`) !== '0px',
        ),
        line:
          before.content === 'none'
            ? null
            : {
                width: Number.parseFloat(before.width) || 0,
                height: Number.parseFloat(before.height) || 0,
                absolute: before.position === 'absolute',
              },
      };
    });
    return {
      objectives,
      listTinted: tinted(list),
      listRail: rail.content !== 'none' && Number.parseFloat(rail.width) > 0,
      column: { left: box.left + padding, right: box.right - padding },
      list: rect(list) ?? empty,
      listRuleBelow: Number.parseFloat(getComputedStyle(list).borderBottomWidth) || 0,
    };
  });
}

/** Where the sample stands against its words. */
export function placementOf({ copy, frame }: Pick<MeasuredObjective, 'copy' | 'frame'>): string {
  if (frame.x >= copy.right - 1) return 'right';
  if (frame.right <= copy.x + 1) return 'left';
  if (frame.bottom <= copy.y + 1) return 'above';
  return 'below';
}

/**
 * What a reader cannot see whole in the persona samples (each objective's `[data-sample]`), one line per
 * problem: a visible text node whose box leaves the sample's visible box (its own box cut by every clipping
 * ancestor's) or its nearest clipping ancestor's; a connector (`data-connector`: an arrow or a line from one
 * part to the next) cut the same way, or pointing at nothing shown (the next part hidden or out of view);
 * a mask over the sample (a fade). Visually hidden text (a clipping box of 1 px) is skipped.
 */
export function sampleCuts(page: Page): Promise<string[]> {
  return page.locator('[data-objective-visual] > [data-sample]').evaluateAll((samples) => {
    const problems: string[] = [];
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
    };
    type Box = { left: number; top: number; right: number; bottom: number };
    const inside = (inner: Box, outer: Box) =>
      inner.left >= outer.left - 1 &&
      inner.right <= outer.right + 1 &&
      inner.top >= outer.top - 1 &&
      inner.bottom <= outer.bottom + 1;
    const round = (box: Box) =>
      [box.left, box.top, box.right, box.bottom].map((value) => Math.round(value)).join(',');
    /** The nearest ancestor (or the element itself) that clips what overflows it. */
    const clipOf = (element: Element | null) => {
      for (let box = element; box && box !== document.body; box = box.parentElement)
        if (clips(box)) return box;
      return null;
    };
    const range = document.createRange();
    for (const sample of samples) {
      const name = sample.querySelector('[data-composition]')?.getAttribute('data-composition') ?? '?';
      // The sample's visible box: its own, cut by every clipping box it sits in.
      const own = sample.getBoundingClientRect();
      const visible = { left: own.left, top: own.top, right: own.right, bottom: own.bottom };
      for (let box: Element | null = sample; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.maskImage !== 'none' && style.maskImage !== '')
          problems.push(`${name}: a mask over the sample (${box.tagName.toLowerCase()})`);
        if (!clips(box)) continue;
        const rect = box.getBoundingClientRect();
        visible.left = Math.max(visible.left, rect.left);
        visible.top = Math.max(visible.top, rect.top);
        visible.right = Math.min(visible.right, rect.right);
        visible.bottom = Math.min(visible.bottom, rect.bottom);
      }
      const cut = (what: string, rect: Box, element: Element | null) => {
        const clip = clipOf(element);
        const clipBox = clip?.getBoundingClientRect();
        // A visually hidden box (sr-only) is 1 px: its text is for screen readers.
        if (clipBox && (clipBox.width <= 1 || clipBox.height <= 1)) return;
        if (!inside(rect, visible))
          problems.push(
            `${name}: ${what} [${round(rect)}] leaves the sample's visible box [${round(visible)}]`,
          );
        else if (clip && clipBox && !inside(rect, clipBox))
          problems.push(`${name}: ${what} [${round(rect)}] is cut by a ${clip.tagName.toLowerCase()}`);
      };
      const walker = document.createTreeWalker(sample, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim();
        if (!parent || !text || getComputedStyle(parent).visibility === 'hidden') continue;
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        cut(`"${text.slice(0, 30)}"`, rect, parent);
      }
      for (const connector of sample.querySelectorAll('[data-connector]')) {
        const rect = connector.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        cut('a connector', rect, connector.parentElement);
        const target = connector.nextElementSibling?.getBoundingClientRect();
        if (!target || target.width === 0 || target.height === 0 || !inside(target, visible))
          problems.push(`${name}: a connector points at nothing shown`);
      }
    }
    return problems;
  });
}

/**
 * Side parts of the persona samples that stand mostly blank: a part beside others in a flex or grid row (at
 * most 60 % of the row's width, at least 100 px tall) holding words, with more than `limit` px blank under its
 * last line (the battlecard's contents column at 1440: four names over about 300 px). One line per part.
 */
export function blankSideParts(page: Page, limit: number): Promise<string[]> {
  return page.locator('[data-objective-visual] > [data-sample]').evaluateAll((samples, limit) => {
    const problems: string[] = [];
    const range = document.createRange();
    for (const sample of samples) {
      const name = sample.querySelector('[data-composition]')?.getAttribute('data-composition') ?? '?';
      for (const part of sample.querySelectorAll('*')) {
        const row = part.parentElement;
        if (!row || !['flex', 'grid'].includes(getComputedStyle(row).display)) continue;
        const box = part.getBoundingClientRect();
        if (box.height < 100 || box.width > row.getBoundingClientRect().width * 0.6) continue;
        let last = Number.NEGATIVE_INFINITY;
        const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          range.selectNodeContents(node);
          const rect = range.getBoundingClientRect();
          if (rect.height > 0) last = Math.max(last, rect.bottom);
        }
        if (last === Number.NEGATIVE_INFINITY) continue;
        const blank = Math.round(box.bottom - last);
        if (blank > limit)
          problems.push(
            `${name}: a ${part.tagName.toLowerCase()} ${Math.round(box.width)} px wide, ${blank} px blank under its words`,
          );
      }
    }
    return problems;
  }, limit);
}
