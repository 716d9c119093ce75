import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { keepCompounds, type LayoutClasses, layoutClasses, NO_LAYOUT_CLASSES } from './keep-compounds.ts';

/**
 * Astro writes `<style>astro-island,…{display:contents}</style>` into <body> before the first island, which
 * is not valid HTML (<style> belongs in <head>). global.css carries the same rule, so the inline copy is
 * removed from every built page.
 */
export const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

/**
 * A built page as it ships: without the island rule above, and with its short hyphenated words kept on one
 * line (keep-compounds.ts; `classes` is what the site's stylesheet says about its classes).
 */
export function postprocessHtml(html: string, classes: LayoutClasses = NO_LAYOUT_CLASSES): string {
  return keepCompounds(html.replace(ISLAND_STYLE, ''), classes);
}

export function htmlPostprocessIntegration(): AstroIntegration {
  return {
    name: 'countermove:html-postprocess',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { recursive: true });
        const files = entries.filter((file) => file.endsWith('.html'));
        // The site's stylesheet, before page-css cuts it per page and renames its classes.
        const stylesheets = entries.filter((file) => file.startsWith('_astro') && file.endsWith('.css'));
        const css = (await Promise.all(stylesheets.map((file) => readFile(join(root, file), 'utf8')))).join(
          '\n',
        );
        const classes = layoutClasses(css);
        await Promise.all(
          files.map(async (file) => {
            const path = join(root, file);
            const html = await readFile(path, 'utf8');
            const next = postprocessHtml(html, classes);
            if (next !== html) await writeFile(path, next);
          }),
        );
      },
    },
  };
}
