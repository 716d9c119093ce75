/** /robots.txt: every page open to crawlers but the analytics relay, and where the sitemap is. */
import type { APIRoute } from 'astro';
import { SITEMAP_PATH } from '#src/lib/seo.ts';
import { siteConfig } from '#src/site.config.ts';

export const GET: APIRoute = () =>
  new Response(
    `User-agent: *\nAllow: /\nDisallow: ${siteConfig.analytics.relayPath}/\n\nSitemap: ${siteConfig.url}${SITEMAP_PATH}\n`,
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
