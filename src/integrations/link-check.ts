/**
 * The build's link check: every link on every built page that points into the site must reach a page or
 * file the build wrote, and its `#anchor` an element with that id on the target page. The schemas already
 * refuse a link to a route that does not exist (content/schemas/fields.ts); anchors can only be checked
 * once pages are rendered, so this runs last and fails the build, naming the content file that holds the
 * link when one does (or the page that shows it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { listFiles } from '../../shared/dist-files.ts';
import { contentDir, displayPath } from '../content/loaders/files.ts';

const HREF = /<a\b[^>]*?\shref="([^"]*)"/g;
const ID = /\sid="([^"]+)"/g;

/** `&amp;` and friends, as they appear in attributes. */
function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** The URL path of a built HTML file: `index.html` → `/`, `blog/a.html` → `/blog/a`. */
function pathOfHtml(file: string): string {
  return file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
}

export type BrokenLink = { page: string; href: string; problem: string };

/** Every internal link of the built pages in `dist` that leads nowhere, or to a missing anchor. */
export async function brokenLinks(dist: string): Promise<BrokenLink[]> {
  const files = await listFiles(dist);
  const present = new Set(files.map((file) => `/${file}`));
  const pages = new Map<string, { html: string; ids: Set<string> }>();
  for (const file of files.filter((name) => name.endsWith('.html') && !name.startsWith('.'))) {
    const html = readFileSync(join(dist, file), 'utf8');
    pages.set(pathOfHtml(file), {
      html,
      ids: new Set([...html.matchAll(ID)].map((match) => match[1] ?? '')),
    });
  }
  const broken: BrokenLink[] = [];
  for (const [page, { html }] of pages) {
    for (const match of html.matchAll(HREF)) {
      const href = decodeEntities(match[1] ?? '');
      if (!(href.startsWith('/') || href.startsWith('#')) || href.startsWith('//')) continue;
      const [target = '', anchor] = href.split('#', 2) as [string, string | undefined];
      const path = target === '' ? page : target.split('?')[0] || '/';
      const targetPage = pages.get(path);
      if (!targetPage && !present.has(path)) {
        broken.push({ page, href, problem: `${path} is not a page or file of the site` });
        continue;
      }
      if (anchor && targetPage && !targetPage.ids.has(decodeURIComponent(anchor)))
        broken.push({ page, href, problem: `${path} has no element with id "${anchor}"` });
      if (anchor && !targetPage)
        broken.push({ page, href, problem: `${path} is a file, not a page with anchors` });
    }
  }
  return broken;
}

/** Content files (YAML, Markdown) that contain a link's text: where a marketer fixes it. */
export function contentFilesWith(href: string, root = contentDir()): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ya?ml|md)$/.test(entry.name) && readFileSync(path, 'utf8').includes(href))
        found.push(displayPath(path));
    }
  };
  walk(root);
  return found;
}

/** One line per broken link: the content file(s) holding it, else the page showing it. */
export function describeBroken(links: readonly BrokenLink[]): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const { page, href, problem } of links) {
    const key = `${href}\n${problem}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const files = contentFilesWith(href);
    const where = files.length > 0 ? files.join(', ') : `the page ${page} (not from a content file)`;
    lines.push(`${where}: the link ${href} is broken: ${problem}`);
  }
  return lines;
}

export function linkCheckIntegration(): AstroIntegration {
  return {
    name: 'countermove:link-check',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const lines = describeBroken(await brokenLinks(fileURLToPath(dir)));
        if (lines.length > 0) throw new Error(`Broken links in the built site:\n${lines.join('\n')}`);
        logger.info('every internal link and anchor resolves');
      },
    },
  };
}
