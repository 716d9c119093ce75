import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Astro writes `<style>astro-island,…{display:contents}</style>` into <body> before the first island, which
 * is not valid HTML (<style> belongs in <head>). global.css carries the same rule, so the inline copy is
 * removed from every built page.
 */
export const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

export function postprocessHtml(html: string): string {
  return html.replace(ISLAND_STYLE, '');
}

export function htmlPostprocessIntegration(): AstroIntegration {
  return {
    name: 'countermove:html-postprocess',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
        await Promise.all(
          files.map(async (file) => {
            const path = join(root, file);
            const html = await readFile(path, 'utf8');
            const next = postprocessHtml(html);
            if (next !== html) await writeFile(path, next);
          }),
        );
      },
    },
  };
}
