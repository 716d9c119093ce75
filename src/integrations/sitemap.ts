/**
 * sitemap.xml, robots.txt and llms.txt, derived from the site map. The sitemap lists the indexable routes that the
 * build actually produced, on the production origin; never the 404 page or a noindex page.
 */

import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { SiteRoute } from '#src/site-map.ts';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Where blog posts are built: one page per Markdown file, so a new post needs no site-map entry. */
export const POST_PREFIX = '/blog/';

/**
 * Routes to list: indexable site-map routes whose page was built, in site-map order, then any other built
 * blog post (newer posts than the site map names), in path order.
 */
export function sitemapPaths(routes: readonly SiteRoute[], builtPaths: ReadonlySet<string>): string[] {
  const listed = routes
    .filter((route) => route.indexable !== false && builtPaths.has(route.path))
    .map((route) => route.path);
  const known = new Set<string>(routes.map((route) => route.path));
  // A post is a page: the feed (and any other file with an extension) is not one.
  const posts = [...builtPaths]
    .filter((path) => path.startsWith(POST_PREFIX) && !/\.[a-z]+$/.test(path) && !known.has(path))
    .sort();
  return [...listed, ...posts];
}

export function buildSitemapXml(paths: readonly string[], origin: string): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(path === '/' ? `${origin}/` : `${origin}${path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /ingest/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export type LlmsEntry = { path: string; label: string; description: string; section: string };

/** A feed to list in llms.txt (never in sitemap.xml, which lists pages only). */
export type FeedEntry = { path: string; label: string; description: string };

/** Which llms.txt section a route belongs to. */
export function llmsSection(route: { path: string; header?: SiteRoute['header'] }): string {
  if (route.header?.menu === 'use-cases') return 'Use cases';
  if (route.header?.menu === 'solutions') return 'Solutions by team';
  if (route.path.startsWith('/customers')) return 'Customers';
  if (route.header?.menu === 'resources' || route.path === '/blog' || route.path.startsWith(POST_PREFIX))
    return 'Resources';
  if (route.path === '/terms-of-service' || route.path === '/privacy-policy') return 'Optional';
  return 'Company';
}

const LLMS_SECTIONS = ['Company', 'Use cases', 'Solutions by team', 'Customers', 'Resources', 'Optional'];

/**
 * llms.txt (llmstxt.org): the site in a few lines for AI assistants: an H1, a one-line summary, a short
 * description, then linked sections, each link with the page's own meta description.
 */
export function buildLlmsTxt(options: {
  name: string;
  summary: string;
  details: string;
  origin: string;
  entries: readonly LlmsEntry[];
}): string {
  const url = (path: string) => (path === '/' ? `${options.origin}/` : `${options.origin}${path}`);
  const sections = LLMS_SECTIONS.map((section) => {
    const links = options.entries.filter((entry) => entry.section === section);
    if (links.length === 0) return '';
    const lines = links.map((entry) => `- [${entry.label}](${url(entry.path)}): ${entry.description}`);
    return `## ${section}\n\n${lines.join('\n')}\n`;
  }).filter(Boolean);
  return `# ${options.name}\n\n> ${options.summary}\n\n${options.details}\n\n${sections.join('\n')}`;
}

function unescapeHtml(raw: string): string {
  return raw
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

function metaDescription(html: string): string {
  return unescapeHtml(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
}

/** The page's h1 text: the label of a page the site map does not name (a newer blog post). */
function headingText(html: string): string {
  return unescapeHtml((html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '').replace(/<[^>]+>/g, '').trim());
}

/** Astro pathnames ('' for the index, 'blog/x' for nested pages) as site paths. */
export function toSitePath(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '');
  return trimmed === '' || trimmed === 'index' ? '/' : `/${trimmed}`;
}

/** Writes sitemap.xml, robots.txt and llms.txt into the build output once every page is built. */
export function sitemapIntegration(options: {
  routes: readonly SiteRoute[];
  origin: string;
  name: string;
  summary: string;
  details: string;
  /**
   * Feeds (the blog's RSS), listed under Resources in llms.txt. Not in sitemap.xml: a sitemap lists pages,
   * and a feed is found through the `<link rel="alternate">` on the blog's pages.
   */
  feeds?: readonly FeedEntry[];
}): AstroIntegration {
  return {
    name: 'site-map-files',
    hooks: {
      'astro:build:done': async ({ dir, pages, logger }) => {
        const built = new Set(pages.map((page) => toSitePath(page.pathname)));
        const paths = sitemapPaths(options.routes, built);
        const feeds = options.feeds ?? [];
        await writeFile(new URL('sitemap.xml', dir), buildSitemapXml(paths, options.origin));
        await writeFile(new URL('robots.txt', dir), buildRobotsTxt(options.origin));
        const entries = await Promise.all(
          paths.map(async (path) => {
            const route = options.routes.find((candidate) => candidate.path === path);
            const file = new URL(path === '/' ? 'index.html' : `${path.slice(1)}.html`, dir);
            const html = await readFile(file, 'utf8');
            const label = route?.label ?? headingText(html);
            return {
              path,
              label,
              description: metaDescription(html),
              section: llmsSection(route ?? { path }),
            };
          }),
        );
        for (const feed of feeds) entries.push({ ...feed, section: 'Resources' });
        await writeFile(
          new URL('llms.txt', dir),
          buildLlmsTxt({
            name: options.name,
            summary: options.summary,
            details: options.details,
            origin: options.origin,
            entries,
          }),
        );
        logger.info(`sitemap.xml: ${paths.length} URLs (${fileURLToPath(dir)})`);
      },
    },
  };
}
