/**
 * Each page loads only the CSS its own markup and scripts can use (decision 0029). Tailwind writes one
 * stylesheet for the whole site (18 KB gzip), of which a page uses 16 to 35 % at load; on a phone that
 * stylesheet is what the first paint waits for. After the build, every page's stylesheet link is pointed at
 * a copy of the site's stylesheet without the rules whose selectors name a class that appears nowhere in the
 * page's HTML (noscript and island props included) nor in any of the site's client scripts; such a rule
 * cannot match anything the page can ever show. The copy is named by its content, so pages that need the
 * same rules share one file.
 *
 * Conservative by construction: a selector is dropped only for a class it requires outright. Classes
 * inside functional pseudo-classes (`:not()`, `:is()`, `:where()`, `:has()`) never drop anything, nor do
 * element, attribute or id selectors, at-rules (`@font-face`, `@keyframes`, `@property`) or custom
 * properties. The tokens are a superset of the class names: every run of characters between whitespace and
 * quotes in the decoded HTML and in the scripts, much as Tailwind itself finds candidate classes.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { transform } from 'lightningcss';

/** Entities React and Astro write in attributes and text, decoded before tokens are read. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Every candidate class name in `text`: runs between whitespace, double quotes and backticks, and the same
 * split at single quotes too (a class such as `after:content-['→']` holds single quotes; a script's string
 * may be delimited by them).
 */
export function classTokens(text: string, into: Set<string> = new Set()): Set<string> {
  const decoded = decodeEntities(text);
  for (const separators of [/[\s"`\\]+/, /[\s"'`\\]+/]) {
    for (const token of decoded.split(separators)) {
      if (token !== '') into.add(token);
    }
  }
  return into;
}

type SelectorComponent = { type: string; name?: string };

/** The class names a selector requires outright (not those inside a functional pseudo-class). */
export function requiredClasses(selector: readonly SelectorComponent[]): string[] {
  return selector.flatMap((component) =>
    component.type === 'class' && component.name !== undefined ? [component.name] : [],
  );
}

/** The stylesheet without the style rules none of whose selectors can match with these class names. */
export function cssForPage(css: string, tokens: ReadonlySet<string>): string {
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const selectors = rule.value.selectors.filter((selector) =>
            requiredClasses(selector as SelectorComponent[]).every((name) => tokens.has(name)),
          );
          if (selectors.length === rule.value.selectors.length) return undefined;
          if (selectors.length === 0) return [];
          return { ...rule, value: { ...rule.value, selectors } };
        },
      },
    },
  });
  return code.toString();
}

/** Every class name some selector of `css` requires outright (what a page's markup can be styled by). */
export function selectedClasses(css: string): Set<string> {
  const names = new Set<string>();
  transform({
    filename: 'page.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style(rule) {
          for (const selector of rule.value.selectors) {
            for (const name of requiredClasses(selector as SelectorComponent[])) names.add(name);
          }
          return undefined;
        },
      },
    },
  });
  return names;
}

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/g;

/** Points every page at its own trimmed stylesheet; returns the files written, for the build log. */
export async function writePageStylesheets(root: string): Promise<{ pages: number; files: string[] }> {
  const entries = await readdir(root, { recursive: true });
  const pages = entries.filter((file) => file.endsWith('.html'));
  const scripts = entries.filter((file) => file.startsWith('_astro') && file.endsWith('.js'));
  const scriptTokens = new Set<string>();
  for (const script of scripts) classTokens(await readFile(join(root, script), 'utf8'), scriptTokens);

  const sources = new Map<string, string>();
  const written = new Set<string>();
  const replaced = new Set<string>();
  for (const page of pages) {
    const path = join(root, page);
    const html = await readFile(path, 'utf8');
    const tokens = classTokens(html, new Set(scriptTokens));
    let next = html;
    for (const [link, href] of html.matchAll(STYLESHEET_LINK)) {
      if (href === undefined) continue;
      let source = sources.get(href);
      if (source === undefined) {
        source = await readFile(join(root, href), 'utf8');
        sources.set(href, source);
      }
      const css = cssForPage(source, tokens);
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
      const name = `/_astro/${basename(href, '.css').replace(/\.[^.]+$/, '')}.page-${hash}.css`;
      if (!written.has(name)) {
        await writeFile(join(root, name), css);
        written.add(name);
      }
      next = next.replace(link, link.replace(href, name));
      replaced.add(href);
    }
    if (next !== html) await writeFile(path, next);
  }
  // The site-wide stylesheet is no page's any more.
  await Promise.all([...replaced].map((href) => rm(join(root, href), { force: true })));
  return { pages: pages.length, files: [...written] };
}

export function pageCssIntegration(): AstroIntegration {
  return {
    name: 'countermove:page-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { pages, files } = await writePageStylesheets(fileURLToPath(dir));
        logger.info(`${pages} pages, ${files.length} stylesheets, each with only the rules its page can use`);
      },
    },
  };
}
