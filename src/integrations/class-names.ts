/**
 * Short class names in the built pages (decision 0032). Tailwind's utility names are long
 * (`aria-[current=page]:bg-brand-50`) and a page's `class` attributes were 30 to 35 % of its compressed
 * HTML: on a simulated phone, a page response over about 14.6 KB needs a second round trip before the
 * first paint. After the build, each class that only the built HTML and CSS use gets a short name
 * (`a`, `b`, … `aa`, by how often the pages use it), the same in every page and stylesheet.
 *
 * Conservative by construction: a class keeps its name if it appears anywhere a script can reach it (any
 * client script of the site, an island's props, an inline script or style), since an island renders its
 * classes from its bundle when it hydrates. A short name is never one of the tokens found anywhere in the
 * site. Development builds (`astro dev`) keep every name; the map of a build (short → original) is written
 * beside the output for the tests and for reading a built page (`.astro/<outDir>-class-names.json`).
 */
import { transform } from 'lightningcss';
import { decodeEntities } from './html-entities.ts';

/** Calls `visit` on every class component of a selector, nested ones (`:not(.a)`, `:has(.b)`) included. */
function eachClass(node: unknown, visit: (component: { type: 'class'; name: string }) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) eachClass(item, visit);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const component = node as { type?: unknown; name?: unknown };
  if (component.type === 'class' && typeof component.name === 'string') {
    visit(component as { type: 'class'; name: string });
    return;
  }
  for (const value of Object.values(node)) eachClass(value, visit);
}

/** Every class name the selectors of `css` mention, inside functional pseudo-classes too. */
export function mentionedClasses(css: string): Set<string> {
  const names = new Set<string>();
  transform({
    filename: 'site.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style(rule) {
          eachClass(rule.value.selectors, (component) => names.add(component.name));
          return undefined;
        },
      },
    },
  });
  return names;
}

/** `css` with every class in its selectors renamed by `names` (a class not in it keeps its name). */
export function renameInCss(css: string, names: ReadonlyMap<string, string>): string {
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Selector(selector) {
        let changed = false;
        eachClass(selector, (component) => {
          const short = names.get(component.name);
          if (short === undefined) return;
          component.name = short;
          changed = true;
        });
        return changed ? selector : undefined;
      },
    },
  });
  return code.toString();
}

const CLASS_ATTRIBUTE = /(\sclass=")([^"]*)"/g;
const SCRIPT_OR_STYLE = /(<(script|style)\b[^>]*>[\s\S]*?<\/\2>)/gi;
const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** Calls `visit` on the text of the page outside its inline scripts and styles. */
function outsideScripts(html: string, visit: (markup: string) => string): string {
  return html
    .split(SCRIPT_OR_STYLE)
    .map((part, index) => (index % 3 === 0 ? visit(part) : index % 3 === 1 ? part : ''))
    .join('');
}

/** The classes of each `class` attribute of the page, in order (entities decoded). */
export function classAttributes(html: string): string[][] {
  const lists: string[][] = [];
  outsideScripts(html, (markup) => {
    for (const match of markup.matchAll(CLASS_ATTRIBUTE)) {
      lists.push(
        decodeEntities(match[2] ?? '')
          .split(/\s+/)
          .filter(Boolean),
      );
    }
    return markup;
  });
  return lists;
}

/** `html` with the classes of its `class` attributes renamed by `names`. */
export function renameInHtml(html: string, names: ReadonlyMap<string, string>): string {
  return outsideScripts(html, (markup) =>
    markup.replace(CLASS_ATTRIBUTE, (_whole, start: string, value: string) => {
      const classes = decodeEntities(value)
        .split(/\s+/)
        .filter(Boolean)
        .map((name) => names.get(name) ?? name);
      return `${start}${escapeAttribute(classes.join(' '))}"`;
    }),
  );
}

/** What a script in the page can reach: its inline scripts and styles, and its islands' props. */
export function scriptReachableText(html: string): string {
  const parts: string[] = [];
  for (const match of html.matchAll(SCRIPT_OR_STYLE)) parts.push(match[1] ?? '');
  for (const match of html.matchAll(/\s(?:props|opts)="([^"]*)"/g)) parts.push(match[1] ?? '');
  return parts.join('\n');
}

/** Short CSS identifiers in order: a…z, then aa…az, a0…a9, ba… z9, then three characters, and so on. */
function* identifiers(): Generator<string> {
  const first = 'abcdefghijklmnopqrstuvwxyz';
  const rest = `${first}0123456789`;
  for (let length = 1; ; length += 1) {
    const counters = new Array<number>(length).fill(0);
    for (;;) {
      yield counters.map((value, index) => (index === 0 ? first : rest)[value]).join('');
      let position = length - 1;
      while (position >= 0) {
        const limit = (position === 0 ? first : rest).length;
        counters[position] = (counters[position] ?? 0) + 1;
        if ((counters[position] ?? 0) < limit) break;
        counters[position] = 0;
        position -= 1;
      }
      if (position < 0) break;
    }
  }
}

/**
 * The short name of every renamable class: the most used first. `uses` counts each class over the
 * pages' class attributes; `reserved` holds every token that must not become a short name.
 */
export function shortNames(
  uses: ReadonlyMap<string, number>,
  reserved: ReadonlySet<string>,
): Map<string, string> {
  const names = new Map<string, string>();
  const order = [...uses].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1));
  const next = identifiers();
  for (const [name] of order) {
    let short = next.next().value as string;
    while (reserved.has(short)) short = next.next().value as string;
    // A name that is no shorter is left as it is.
    if (short.length < name.length) names.set(name, short);
  }
  return names;
}
