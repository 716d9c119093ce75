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

/** Routes to list: indexable site-map routes whose page was built, in site-map order. */
export function sitemapPaths(routes: readonly SiteRoute[], builtPaths: ReadonlySet<string>): string[] {
  return routes
    .filter((route) => route.indexable !== false && builtPaths.has(route.path))
    .map((route) => route.path);
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

/** Which llms.txt section a route belongs to. */
export function llmsSection(route: SiteRoute): string {
  if (route.header?.menu === 'use-cases') return 'Use cases';
  if (route.header?.menu === 'solutions') return 'Solutions by team';
  if (route.path.startsWith('/customers')) return 'Customers';
  if (route.header?.menu === 'resources') return 'Resources';
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

function metaDescription(html: string): string {
  const raw = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
  return raw
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"');
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
}): AstroIntegration {
  return {
    name: 'site-map-files',
    hooks: {
      'astro:build:done': async ({ dir, pages, logger }) => {
        const built = new Set(pages.map((page) => toSitePath(page.pathname)));
        const paths = sitemapPaths(options.routes, built);
        await writeFile(new URL('sitemap.xml', dir), buildSitemapXml(paths, options.origin));
        await writeFile(new URL('robots.txt', dir), buildRobotsTxt(options.origin));
        const entries = await Promise.all(
          paths.map(async (path) => {
            const route = options.routes.find((candidate) => candidate.path === path) as SiteRoute;
            const file = new URL(path === '/' ? 'index.html' : `${path.slice(1)}.html`, dir);
            const description = metaDescription(await readFile(file, 'utf8'));
            return { path, label: route.label, description, section: llmsSection(route) };
          }),
        );
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
