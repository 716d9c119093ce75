/**
 * The rules of the text-mode check (scripts/text-mode.ts), as pure functions over a page's HTML and the
 * text a text browser made of it (`lynx -dump`), so they can be tested without lynx.
 *
 * Glued words: where the markup puts two pieces of text side by side with nothing between them but an
 * element boundary (`<span>Label</span><span>Description</span>`), only CSS keeps them apart. A text
 * browser, reader view, a screen reader's text or a copy and paste run them together. The check lists
 * each such boundary whose two words meet letter to letter (or digit) and then looks for the joined
 * word in the text browser's output: only a pair the text browser really ran together is reported, so a
 * boundary the browser separates by itself (block elements, list items, table cells) is never flagged.
 */
import { JSDOM } from 'jsdom';

/** Elements whose text no text browser shows. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'svg']);

/** A letter or a digit: two of these meeting across an element boundary make one word out of two. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

export type GluedPair = {
  /** The last word before the boundary and the first word after it, run together. */
  joined: string;
  /** The text on each side of the boundary (up to 40 characters), as the text browser would join it. */
  before: string;
  after: string;
  /** Where in the page: the closest element with an id, or the landmark, and the element's tag. */
  where: string;
};

function skipped(node: Node): boolean {
  for (let current: Node | null = node.parentNode; current; current = current.parentNode) {
    if (current.nodeType === 1 && SKIPPED.has((current as Element).tagName)) return true;
  }
  return false;
}

/** Up to this many characters of each side are looked for, so one pair is not mistaken for another. */
const CONTEXT = 40;

/**
 * A joined word the markup names as one word: an ancestor's accessible name holds it (a wordmark drawn
 * from two differently weighted spans inside an element labelled with the brand's name).
 */
function namedAsOneWord(node: Node, joined: string): boolean {
  const word = joined.toLowerCase();
  for (let current = node.parentElement; current; current = current.parentElement) {
    if (current.getAttribute('aria-label')?.toLowerCase().includes(word)) return true;
  }
  return false;
}

function placeOf(node: Node): string {
  const element = node.parentElement;
  if (!element) return '?';
  const anchor = element.closest('[id]');
  const landmark = element.closest('header, nav, main, footer');
  const place = anchor ? `#${anchor.id}` : landmark ? landmark.tagName.toLowerCase() : 'body';
  return `${place} ${element.tagName.toLowerCase()}`;
}

/**
 * Every pair of neighbouring text nodes with no white space between them and an element boundary
 * between them, whose touching characters are both letters or digits: the candidates for glued words.
 */
export function adjacentWordBoundaries(page: string | Document): GluedPair[] {
  const document = typeof page === 'string' ? new JSDOM(page).window.document : page;
  // 4 = NodeFilter.SHOW_TEXT
  const walker = document.createTreeWalker(document.body, 4);
  const pairs: GluedPair[] = [];
  let previous: Text | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const value = text.data;
    if (value === '' || skipped(text)) continue;
    if (previous && previous.parentNode !== text.parentNode) {
      const before = previous.data.at(-1) ?? '';
      const after = value[0] ?? '';
      if (WORD_CHARACTER.test(before) && WORD_CHARACTER.test(after)) {
        const lastWord = previous.data.match(/\S+$/)?.[0] ?? '';
        const firstWord = value.match(/^\S+/)?.[0] ?? '';
        const joined = lastWord + firstWord;
        if (!namedAsOneWord(text, joined)) {
          pairs.push({
            joined,
            before: normalize(previous.data).slice(-CONTEXT).trimStart(),
            after: normalize(value).slice(0, CONTEXT).trimEnd(),
            where: placeOf(text),
          });
        }
      }
    }
    previous = value.trim() === '' && /\s/.test(value) ? null : text;
  }
  return pairs;
}

/**
 * The pairs the text browser ran together: both sides' text, joined with nothing between, stands in its
 * output. (The sides' text, not only the two touching words, so a pair the browser kept apart is not
 * reported because the same two words run together somewhere else on the page.)
 */
export function gluedPairs(page: string | Document, textModeOutput: string): GluedPair[] {
  const text = normalize(textModeOutput);
  return adjacentWordBoundaries(page).filter((pair) => text.includes(pair.before + pair.after));
}

/** Collapses white space, for comparing text across line breaks. */
export function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
