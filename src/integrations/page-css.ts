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
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { transform } from 'lightningcss';
import {
  classAttributes,
  mentionedClasses,
  renameInCss,
  renameInHtml,
  scriptReachableText,
  shortNames,
} from './class-names.ts';
import { decodeEntities } from './html-entities.ts';

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

/**
 * The stylesheet without the style rules none of whose selectors can match with these class names.
 *
 * A rule that keeps some of its selectors goes back to lightningcss as a rewritten value, and its JavaScript
 * round trip cannot carry every declaration (a `var()` inside `backdrop-filter`, a length past 2^31 px, which
 * the minifier's merged rules such as `.backdrop-blur,.backdrop-blur-sm` hold): when it fails, such rules stay
 * whole instead. A selector that cannot match costs a few bytes; a lost declaration would change the page.
 */
export function cssForPage(css: string, tokens: ReadonlySet<string>): string {
  try {
    return trimmed(css, tokens, true);
  } catch {
    return trimmed(css, tokens, false);
  }
}

function trimmed(css: string, tokens: ReadonlySet<string>, rewriteSelectorLists: boolean): string {
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
          if (!rewriteSelectorLists) return undefined;
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

/**
 * Points every page at its own trimmed stylesheet, with short class names in the page and its stylesheet
 * (decision 0032, `class-names.ts`); returns the files written and the names given, for the build log.
 */
export async function writePageStylesheets(
  root: string,
): Promise<{ pages: number; files: string[]; names: Map<string, string> }> {
  const entries = await readdir(root, { recursive: true });
  const pages = entries.filter((file) => file.endsWith('.html'));
  const scripts = entries.filter((file) => file.startsWith('_astro') && file.endsWith('.js'));
  const scriptTokens = new Set<string>();
  for (const script of scripts) classTokens(await readFile(join(root, script), 'utf8'), scriptTokens);

  const htmlOf = new Map<string, string>();
  const sources = new Map<string, string>();
  for (const page of pages) {
    const html = await readFile(join(root, page), 'utf8');
    htmlOf.set(page, html);
    for (const [, href] of html.matchAll(STYLESHEET_LINK)) {
      if (href !== undefined && !sources.has(href))
        sources.set(href, await readFile(join(root, href), 'utf8'));
    }
  }

  // Short names for the classes only the built HTML and CSS use (never one a script can reach).
  const mentioned = new Set<string>();
  for (const css of sources.values()) for (const name of mentionedClasses(css)) mentioned.add(name);
  const reachable = new Set(scriptTokens);
  const reserved = new Set([...scriptTokens, ...mentioned]);
  for (const html of htmlOf.values()) {
    classTokens(scriptReachableText(html), reachable);
    classTokens(html, reserved);
  }
  const uses = new Map<string, number>();
  for (const html of htmlOf.values()) {
    for (const name of classAttributes(html).flat()) {
      if (mentioned.has(name) && !reachable.has(name)) uses.set(name, (uses.get(name) ?? 0) + 1);
    }
  }
  const names = shortNames(uses, reserved);

  const written = new Set<string>();
  for (const [page, html] of htmlOf) {
    const tokens = classTokens(html, new Set(scriptTokens));
    let next = html;
    for (const [link, href] of html.matchAll(STYLESHEET_LINK)) {
      const source = href === undefined ? undefined : sources.get(href);
      if (href === undefined || source === undefined) continue;
      const css = renameInCss(cssForPage(source, tokens), names);
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
      const name = `/_astro/${basename(href, '.css').replace(/\.[^.]+$/, '')}.page-${hash}.css`;
      if (!written.has(name)) {
        await writeFile(join(root, name), css);
        written.add(name);
      }
      next = next.replace(link, link.replace(href, name));
    }
    next = renameInHtml(next, names);
    if (next !== html) await writeFile(join(root, page), next);
  }
  // The site-wide stylesheet is no page's any more.
  await Promise.all([...sources.keys()].map((href) => rm(join(root, href), { force: true })));
  return { pages: pages.length, files: [...written], names };
}

/** Where a build's class names (short → original) are kept: beside the output, never in it. */
export const classNamesFile = (root: string) =>
  join(dirname(root), '.astro', `${basename(root)}-class-names.json`);

export function pageCssIntegration(): AstroIntegration {
  return {
    name: 'countermove:page-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir).replace(/\/$/, '');
        const { pages, files, names } = await writePageStylesheets(root);
        await mkdir(dirname(classNamesFile(root)), { recursive: true });
        const original = Object.fromEntries([...names].map(([long, short]) => [short, long]));
        await writeFile(classNamesFile(root), `${JSON.stringify(original, null, 1)}\n`);
        logger.info(
          `${pages} pages, ${files.length} stylesheets, each with only the rules its page can use; ${names.size} short class names`,
        );
      },
    },
  };
}
