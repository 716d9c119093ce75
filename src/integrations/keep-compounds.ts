/**
 * Short hyphenated words never break at their hyphen (issue 29, seventh review: "At- / Risk",
 * "closed- / lost", "AES- / 256", "in a 30- / minute call"). After the build, every word of at most
 * `MAX_COMPOUND` characters made of letters or digits joined by hyphens, with a letter ("go-to-market",
 * "AES-256", "30-minute", "deal-protection"), is wrapped in `<span class="keep-compound">`, which
 * global.css sets `white-space: nowrap` (an element whose whole text is the word gets the class itself).
 * No editor marks anything; the text itself is unchanged (no U+2011, no soft hyphen), so find-in-page,
 * copy and screen readers get the same words. Longer compounds ("relationship-based") may still break at
 * a hyphen: kept whole they could be wider than a phone's column in a hero heading.
 *
 * Left alone: the head, `<script>`, `<style>`, `<title>`, `<textarea>`, `<pre>`, `<code>`, `<kbd>`,
 * `<samp>`, `<svg>`, `<math>`, `<template>`, `<select>`, attribute values and comments, anything inside an
 * `<astro-island>` (an island hydrates against its own markup), text already in an element that does not
 * wrap, and text whose parent styles its children (`space-y-*`, `*:` variants). Text directly in a flex
 * or grid container is wrapped whole in a plain span, the item the browser would make of it anyway, so
 * the word's span does not become an item of its own. Which classes do what is read from the site's
 * stylesheet (`layoutClasses`), so a new utility needs no list here. Runs in html-postprocess, before
 * page-css reads the pages (which keeps the class's rule and gives it a short name).
 */
import { transform } from 'lightningcss';
import { decodeEntities } from './html-entities.ts';

/** The longest hyphenated word kept on one line, in characters. */
export const MAX_COMPOUND = 16;

/** The class the kept words get; global.css gives it `white-space: nowrap`. */
export const KEEP_CLASS = 'keep-compound';

/** Elements whose content is never touched. */
const SKIPPED = new Set([
  'head',
  'script',
  'style',
  'title',
  'textarea',
  'pre',
  'code',
  'kbd',
  'samp',
  'svg',
  'math',
  'template',
  'select',
  'option',
  'iframe',
  'object',
  'astro-island',
]);

/** Elements whose content is raw text to the HTML parser: skipped to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * What the site's stylesheet says about classes, for `keepCompounds`. `flex`: the element lays out its
 * children as flex or grid items (in some media query at least), so a span around one word of its text
 * would become an item of its own; there the whole text run is wrapped in a plain span too, the item the
 * browser would otherwise make of it. `children`: a rule styles the element's children (`.space-y-2 >
 * :not(:last-child)`, `*:` variants) or `descendants` with a selector a bare span matches; text there is
 * left alone. `nowrap`: the element's text never wraps (`whitespace-nowrap`, `sr-only`); nothing to do.
 */
export type LayoutClasses = {
  flex: ReadonlySet<string>;
  children: ReadonlySet<string>;
  descendants: ReadonlySet<string>;
  nowrap: ReadonlySet<string>;
};

export const NO_LAYOUT_CLASSES: LayoutClasses = {
  flex: new Set(),
  children: new Set(),
  descendants: new Set(),
  nowrap: new Set(),
};

type Component = {
  type: string;
  name?: string;
  kind?: string;
  value?: unknown;
  selectors?: Component[][];
};

/** `:is()` and `:where()` of one selector read as that selector (Tailwind wraps `space-y-*` in `:where`). */
function flatten(selector: Component[]): Component[] {
  const only = selector.length === 1 ? selector[0] : undefined;
  if (only?.type === 'pseudo-class' && (only.kind === 'is' || only.kind === 'where')) {
    const inner = only.selectors;
    if (inner?.length === 1 && inner[0]) return flatten(inner[0]);
  }
  return selector;
}

/** The compounds of a selector, left to right, each with the combinator that follows it. */
function compounds(selector: Component[]): { compound: Component[]; next?: string }[] {
  const parts: { compound: Component[]; next?: string }[] = [{ compound: [] }];
  for (const component of flatten(selector)) {
    const last = parts.at(-1);
    if (!last) continue;
    if (component.type === 'combinator') {
      last.next = String(component.value);
      parts.push({ compound: [] });
    } else last.compound.push(component);
  }
  return parts;
}

const classesOf = (compound: Component[]) =>
  compound.flatMap((component) =>
    component.type === 'class' && component.name !== undefined ? [component.name] : [],
  );

/** Whether a bare `<span>` could match this compound (`:where(h2)` cannot; `*`, `:not(…)` can). */
function matchesBareSpan(compound: Component[]): boolean {
  return compound.every((component) => {
    if (component.type === 'type') return component.name === 'span';
    if (component.type === 'pseudo-class' && (component.kind === 'is' || component.kind === 'where'))
      return (component.selectors ?? []).some((inner) => inner.length > 0 && matchesBareSpan(flatten(inner)));
    // Of the pseudo-elements only generated content changes a span (`::marker` needs a list item).
    if (component.type === 'pseudo-element') return component.kind === 'before' || component.kind === 'after';
    return ['universal', 'pseudo-class', 'nesting'].includes(component.type);
  });
}

const LAYOUT_DISPLAY = /^(?:flex|grid)$/;

/** The classes of the site's stylesheet `keepCompounds` must know about (see `LayoutClasses`). */
export function layoutClasses(css: string): LayoutClasses {
  const flex = new Set<string>();
  const children = new Set<string>();
  const descendants = new Set<string>();
  const nowrap = new Set<string>();
  // Rules inside a media, supports or container query apply only sometimes (`sm:whitespace-nowrap`).
  const conditional = new Set<string>();
  const markNested = (rules: unknown) => {
    for (const nested of (rules ?? []) as { type: string; value: { loc?: unknown; rules?: unknown } }[]) {
      if (nested.type === 'style') conditional.add(JSON.stringify(nested.value.loc));
      markNested(nested.value.rules);
    }
  };
  transform({
    filename: 'site.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        media(rule) {
          markNested(rule.value.rules);
          return undefined;
        },
        supports(rule) {
          markNested(rule.value.rules);
          return undefined;
        },
        container(rule) {
          markNested(rule.value.rules);
          return undefined;
        },
        style(rule) {
          const declarations = [
            ...(rule.value.declarations?.declarations ?? []),
            ...(rule.value.declarations?.importantDeclarations ?? []),
          ];
          const display = declarations.some(
            (declaration) =>
              declaration.property === 'display' &&
              LAYOUT_DISPLAY.test((declaration.value as { inside?: { type?: string } }).inside?.type ?? ''),
          );
          const always = !conditional.has(JSON.stringify(rule.value.loc));
          const noWrap = declarations.some(
            (declaration) => declaration.property === 'white-space' && declaration.value === 'nowrap',
          );
          for (const selector of rule.value.selectors as unknown as Component[][]) {
            const parts = compounds(selector);
            const subject = parts.at(-1)?.compound ?? [];
            if (display) for (const name of classesOf(subject)) flex.add(name);
            const only = subject.length === 1 ? subject[0] : undefined;
            if (noWrap && always && parts.length === 1 && only?.type === 'class' && only.name)
              nowrap.add(only.name);
            if (parts.length === 1 || !matchesBareSpan(subject)) continue;
            // The compound that holds the subject: its classes are the parent's (`>`) or an ancestor's.
            const holder = parts.at(-2);
            for (const name of classesOf(holder?.compound ?? []))
              (holder?.next === 'child' ? children : descendants).add(name);
          }
          return undefined;
        },
      },
    },
  });
  return { flex, children, descendants, nowrap };
}

const TOKEN =
  /<!--[\s\S]*?-->|<![^>]*>|<\/?([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const CLASS_VALUE = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** A character reference, or a hyphenated word (letters or digits, single hyphens between). */
const WORD =
  /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);|(?<![\p{L}\p{N}\p{M}-])[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+(?![\p{L}\p{N}\p{M}-])/giu;

/**
 * Whether a match of `WORD` is a word to keep: at most `MAX_COMPOUND` characters, with a letter. Figure
 * ranges ("40-60", "90-120") are left out: they are figures rather than words, the sections that lead
 * with them keep them already (`KeepRangesTogether`), and every span counts against a page's element
 * budget (/playbooks holds 14 in the details it renders before its island hydrates).
 */
function isKept(match: string): boolean {
  return !match.startsWith('&') && /\p{L}/u.test(match) && decodeEntities(match).length <= MAX_COMPOUND;
}

/** `text` (raw HTML text, entities as written) with each short hyphenated word wrapped. */
export function wrapCompounds(text: string, className: string = KEEP_CLASS): string {
  return text.replace(WORD, (match) =>
    isKept(match) ? `<span class="${className}">${match}</span>` : match,
  );
}

/** Whether `text` is one word to keep and nothing else (but white space). */
function isOneKeptWord(text: string): boolean {
  const word = text.trim();
  const match = word.match(WORD);
  return match?.length === 1 && match[0] === word && isKept(word);
}

/** A start tag with `className` added to its class attribute (`undefined` if its class is unquoted). */
function withClass(tag: string, className: string): string | undefined {
  const quoted = /(\sclass\s*=\s*)(["'])([^"']*)\2/i;
  if (quoted.test(tag))
    return tag.replace(
      quoted,
      (_all, start, quote, value) => `${start}${quote}${`${value} ${className}`.trim()}${quote}`,
    );
  if (CLASS_VALUE.test(tag)) return undefined;
  return tag.replace(/\s*\/?>$/, (end) => ` class="${className}"${end}`);
}

type Open = {
  name: string;
  skip: boolean;
  flex: boolean;
  children: boolean;
  /** Where the start tag is in the output. */
  tag: number;
  /** How many child nodes (elements, comments, text other than white space) it has so far. */
  nodes: number;
  /** Its text, when that is one word to keep: where it is in the output and as written. */
  word?: { index: number; text: string };
  /**
   * In a flex or grid container: where the current run of text (text and comments between two tags, one
   * item for the browser) starts in the output, and whether a word in it was wrapped.
   */
  run?: number;
  runWraps?: boolean;
};

/**
 * The built page with its short hyphenated words kept on one line (see the top of this file). The page's
 * markup is read as tokens and only the text between tags changes; everything else is copied as written,
 * but for an element whose whole content is one such word ("<dd>Mid-Contract</dd>"): it gets the class
 * itself, one element fewer on the page.
 */
export function keepCompounds(html: string, classes: LayoutClasses = NO_LAYOUT_CLASSES): string {
  const stack: Open[] = [];
  const out: string[] = [];
  let at = 0;
  const emitText = (text: string) => {
    const parent = stack.at(-1);
    if (parent && text.trim() !== '') parent.nodes += 1;
    const wrapped = !parent || parent.skip || parent.children ? text : wrapCompounds(text);
    if (parent && wrapped !== text && isOneKeptWord(text)) parent.word = { index: out.length, text };
    if (parent?.flex && text !== '') {
      parent.run ??= out.length;
      parent.runWraps ||= wrapped !== text;
    }
    out.push(wrapped);
  };
  // A run of text in a flex or grid container that had a word wrapped is wrapped whole in a plain span: the
  // one item the browser makes of it anyway ("“", "No per-seat fees", "”" stay one item, not three).
  const endRun = (open: Open | undefined, closing: boolean) => {
    if (!open || open.run === undefined) return;
    const start = open.run;
    const wraps = open.runWraps && !(closing && open.nodes === 1 && open.word);
    open.run = undefined;
    open.runWraps = false;
    if (!wraps) return;
    out[start] = `<span>${out[start] ?? ''}`;
    out[out.length - 1] = `${out.at(-1) ?? ''}</span>`;
  };
  const close = (open: Open) => {
    if (open.nodes !== 1 || !open.word) return;
    const tag = withClass(out[open.tag] ?? '', KEEP_CLASS);
    if (tag === undefined) return;
    out[open.tag] = tag;
    out[open.word.index] = open.word.text;
  };
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    emitText(html.slice(at, match.index));
    const parent = stack.at(-1);
    if (parent && !match[0].startsWith('</')) parent.nodes += 1;
    const name = match[1]?.toLowerCase();
    // A tag ends a run of text; a comment (React's between two pieces of text) does not.
    if (name !== undefined) endRun(parent, match[0].startsWith(`</${name}`) && parent?.name === name);
    out.push(match[0]);
    at = TOKEN.lastIndex;
    if (name === undefined) continue; // a comment or the doctype
    if (match[0].startsWith('</')) {
      const index = stack.map((open) => open.name).lastIndexOf(name);
      if (index < 0) continue;
      for (const open of stack.splice(index).reverse()) close(open);
      continue;
    }
    if (RAW_TEXT.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, at);
      const stop = end < 0 ? html.length : end;
      out.push(html.slice(at, stop));
      at = stop;
      TOKEN.lastIndex = stop;
      continue;
    }
    if (VOID.has(name) || match[3] === '/') continue;
    const value = CLASS_VALUE.exec(match[2] ?? '');
    const own = decodeEntities(value?.[1] ?? value?.[2] ?? value?.[3] ?? '')
      .split(/\s+/)
      .filter(Boolean);
    const has = (set: ReadonlySet<string>) => own.some((token) => set.has(token));
    stack.push({
      name,
      skip: (parent?.skip ?? false) || SKIPPED.has(name) || has(classes.nowrap) || has(classes.descendants),
      flex: has(classes.flex),
      children: has(classes.children),
      tag: out.length - 1,
      nodes: 0,
    });
  }
  emitText(html.slice(at));
  return out.join('');
}
