/**
 * sitemap-index.xml and its part (@astrojs/sitemap; `SITEMAP_PATH` in lib/seo.ts names the index for
 * robots.txt and the <head>): the built pages, never a feed, text file or image the build also writes, nor
 * a page the site map marks not indexable. The 404 page the library leaves out itself. No lastmod: the
 * pages carry no trustworthy date of change.
 */
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { type SiteRoute, siteRoutes } from '#src/site-map.ts';

/** Whether a built URL belongs in the sitemap: an indexable site-map route, or a blog post page. */
export function inSitemap(url: string, routes: readonly SiteRoute[] = siteRoutes): boolean {
  const path = new URL(url).pathname.replace(/(?<=.)\/$/, '');
  const route = routes.find((candidate) => candidate.path === path);
  if (route) return route.indexable !== false;
  // A newer post than the site map names: one Markdown file is one page (a file has an extension).
  return /^\/blog\/[^/.]+$/.test(path);
}

export function sitemapIntegration(): AstroIntegration {
  return sitemap({
    filter: (url) => inSitemap(url),
    // Plain URLs: no news, alternate-language, image or video entries to declare.
    namespaces: { news: false, xhtml: false, image: false, video: false },
  });
}
