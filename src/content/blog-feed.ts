import { siteConfig } from '#src/site.config.ts';
import type { RoutePath } from '#src/site-map.ts';

/*
 * Where the blog lives and what its feed is called. Kept apart from blog.ts, with relative imports only, so
 * astro.config.ts can list the feed in sitemap.xml and llms.txt.
 */

export const BLOG_PATH = '/blog' satisfies RoutePath;

/** The RSS 2.0 feed of the published posts, advertised with <link rel="alternate"> on every blog page. */
export const blogFeed = {
  title: `${siteConfig.name} blog`,
  description:
    'Articles for revenue leaders on competitive intelligence: seeing when accounts engage competitors, and the plays that win those deals.',
  path: '/blog/rss.xml',
} as const;
