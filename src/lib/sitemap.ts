/**
 * sitemap.xml and robots.txt, derived from the site map. The sitemap lists the indexable routes that the
 * build actually produced, on the production origin; never the 404 page or a noindex page.
 */

import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { SiteRoute } from '~/site-map';

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

/** Astro pathnames ('' for the index, 'blog/x' for nested pages) as site paths. */
export function toSitePath(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '');
  return trimmed === '' || trimmed === 'index' ? '/' : `/${trimmed}`;
}

/** Writes sitemap.xml and robots.txt into the build output once every page is built. */
export function sitemapIntegration(options: {
  routes: readonly SiteRoute[];
  origin: string;
}): AstroIntegration {
  return {
    name: 'site-map-files',
    hooks: {
      'astro:build:done': async ({ dir, pages, logger }) => {
        const built = new Set(pages.map((page) => toSitePath(page.pathname)));
        const paths = sitemapPaths(options.routes, built);
        await writeFile(new URL('sitemap.xml', dir), buildSitemapXml(paths, options.origin));
        await writeFile(new URL('robots.txt', dir), buildRobotsTxt(options.origin));
        logger.info(`sitemap.xml: ${paths.length} URLs (${fileURLToPath(dir)})`);
      },
    },
  };
}
