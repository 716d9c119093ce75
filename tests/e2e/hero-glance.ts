import type { Page } from '@playwright/test';

/*
 * A hero's composition as a glance at a thumbnail reads it (issue 29, eighth round), shared by
 * persona-hero.spec.ts and hero-glance.spec.ts. The eighth review found heroes repeated across page groups
 * that each group's own tests could not see: /sales and /flag-expansion-opportunities, /customer-success
 * and /win-open-deals, /revenue-operations and /defend-customer-base. These measures read any page's first
 * section with an h1 from its boxes and colours, not from its attributes, so the home page, the persona
 * pages and the use-case pages can be compared with one another.
 *
 * The ground is the fill behind the headline: the first one that is not transparent from the h1 up (a
 * tinted panel the headline sits on counts), over white; dark under 0.2 luminance, tinted when its
 * channels differ by 10 or more (a wash of colour, not a grey), light otherwise. The main sample is the
 * Sample frame that holds the page's sample alert card, or the largest frame on show when none does.
 */

/**
 * The ground behind a headline, read in the browser (a plain function, sent to the page): the first fill
 * that is not transparent from the h1 up (a tinted panel the headline sits on counts), over white; `dark`
 * under 0.2 luminance, `tinted` when its channels differ by 10 or more (a wash of colour, not a grey),
 * `light` otherwise.
 */
export function groundOf(h1: Element): 'dark' | 'tinted' | 'light' {
  let fill = [255, 255, 255, 0];
  for (let element: Element | null = h1; element; element = element.parentElement) {
    const [r = 255, g = 255, b = 255, a = 1] = (
      getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? []
    ).map(Number);
    fill = [r, g, b, a];
    if (a > 0) break;
  }
  const [red, green, blue] = fill.slice(0, 3).map((channel) => 255 - (fill[3] ?? 1) * (255 - channel));
  const linear = (channel = 255) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  const channels = [red ?? 255, green ?? 255, blue ?? 255];
  if (luminance < 0.2) return 'dark';
  return Math.max(...channels) - Math.min(...channels) >= 10 ? 'tinted' : 'light';
}

/**
 * How a headline's lines are aligned, read in the browser from its text's boxes (a plain function, sent to
 * the page): all starting at its left edge (`left`), all centred on it (`centred`) or neither (`ragged`).
 */
export function alignmentOf(h1: Element): 'left' | 'centred' | 'ragged' {
  const head = h1.getBoundingClientRect();
  const lines: { left: number; right: number; top: number }[] = [];
  const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width === 0) continue;
      const line = lines.find((candidate) => Math.abs(candidate.top - rect.top) < 4);
      if (line) {
        line.left = Math.min(line.left, rect.left);
        line.right = Math.max(line.right, rect.right);
      } else lines.push({ left: rect.left, right: rect.right, top: rect.top });
    }
  }
  const centre = head.left + head.width / 2;
  if (lines.every((line) => Math.abs(line.left - head.left) < 2)) return 'left';
  if (lines.every((line) => Math.abs((line.left + line.right) / 2 - centre) < 3)) return 'centred';
  return 'ragged';
}

/**
 * Reads the hero in the browser (a plain function: Playwright sends its source to the page, so it uses
 * nothing from outside it). `wide`, at 1024 px and wider: the ground, how the headline's lines are aligned,
 * where the buttons are against the headline (under it or beside it), where the main sample is against
 * the headline (left, right, under it across at least half the screen, or under it and narrower) and
 * whether it runs to the screen's edge. `phone` (375 px), where every hero is one column and the buttons
 * always follow the paragraph: the ground, the headline's alignment, where the first sample on show stands
 * (above the headline, between it and the buttons, or after the buttons) and whether it runs from edge to
 * edge of the screen or stays in the page's column. The headline's alignment and ground come in measured (`alignmentOf`, `groundOf`).
 */
function read(
  hero: Element,
  { mode, aligned, ground }: { mode: 'wide' | 'phone'; aligned: string; ground: string },
): string {
  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const h1 = hero.querySelector('h1');
  if (!h1) return 'no headline';
  const head = h1.getBoundingClientRect();
  const screen = document.documentElement.clientWidth;

  // The buttons: the first call to action's row.
  const buttons = hero.querySelector('a[href="/book-time"]')?.parentElement?.getBoundingClientRect();
  const frames = [...hero.querySelectorAll('[data-sample-frame]')].filter(shown);

  if (mode === 'phone') {
    const first = frames.map((element) => element.getBoundingClientRect()).sort((a, b) => a.top - b.top)[0];
    if (!first || !buttons) return 'no sample or no buttons';
    let place = 'other';
    if (first.bottom <= head.top + 1) place = 'above the headline';
    else if (first.top >= head.bottom - 1 && first.bottom <= buttons.top + 1)
      place = 'between the headline and the buttons';
    else if (first.top >= buttons.bottom - 1) place = 'after the buttons';
    return [
      `${ground} ground`,
      `headline ${aligned}`,
      `first sample ${place}`,
      first.left <= 1 && first.right >= screen - 1 ? 'edge to edge' : 'in the column',
    ].join(', ');
  }

  const text = [...h1.querySelectorAll('*'), h1].reduce(
    (right, element) => Math.max(right, ...[...element.getClientRects()].map((rect) => rect.right)),
    head.left,
  );
  const buttonsAt = !buttons ? 'none' : buttons.left >= text - 1 ? 'beside the headline' : 'under it';
  // The main sample: the frame with the sample alert card, or the largest one.
  const area = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width * rect.height;
  };
  const frame =
    frames.find((element) => element.querySelector('[data-slot="alert-card"]')) ??
    frames.sort((a, b) => area(b) - area(a))[0];
  if (!frame) return 'no sample';
  const sample = frame.getBoundingClientRect();
  let place = 'other';
  if (sample.top >= head.bottom - 1)
    place = sample.width >= screen * 0.5 ? 'across under it' : 'under it, narrower';
  else if (sample.left >= head.right - 1) place = 'right';
  else if (sample.right <= head.left + 1) place = 'left';
  const reach = Math.max(
    ...[frame, ...frame.querySelectorAll('*')]
      .filter(shown)
      .map((element) => element.getBoundingClientRect().right),
  );
  return [
    `${ground} ground`,
    `headline ${aligned}`,
    `buttons ${buttonsAt}`,
    `sample ${place}`,
    reach >= screen - 1 ? 'to the edge' : 'inside the page',
  ].join(', ');
}

/** The page's hero at a glance, at 1024 px and wider (see `read`). */
export function glance(page: Page) {
  return readHero(page, 'wide');
}

/** The page's hero at a glance on a phone (see `read`). */
export function phoneGlance(page: Page) {
  return readHero(page, 'phone');
}

async function readHero(page: Page, mode: 'wide' | 'phone') {
  const hero = page.locator('section:has(h1)').first();
  const h1 = hero.locator('h1');
  const aligned = await h1.evaluate(alignmentOf);
  const ground = await h1.evaluate(groundOf);
  return hero.evaluate(read, { mode, aligned, ground });
}
