/**
 * /llms.txt: the site for AI assistants (llmstxt.org): the pages the sitemap lists, with their own titles and
 * descriptions (lib/page-summaries.ts), and the feed.
 */
import type { APIRoute } from 'astro';
import { FEED_PATH } from '#src/lib/blog.ts';
import { getSingleton } from '#src/lib/content.ts';
import { buildLlmsTxt, llmsSection } from '#src/lib/llms-txt.ts';
import { pageSummaries } from '#src/lib/page-summaries.ts';
import { siteConfig } from '#src/site.config.ts';
import { findRoute } from '#src/site-map.ts';

export const GET: APIRoute = async () => {
  const { llms } = await getSingleton('site');
  const { feed } = await getSingleton('blogIndex');
  const pages = await pageSummaries();
  const entries = pages.flatMap(({ path, title, description }) => {
    const route = findRoute(path);
    // The pages the sitemap lists: not one the site map keeps from crawlers.
    if (route?.indexable === false) return [];
    return [{ path, label: route?.label ?? title, description, section: llmsSection(route ?? { path }) }];
  });
  entries.push({
    path: FEED_PATH,
    label: llms.feed,
    description: feed.description,
    section: 'resources',
  });
  const text = buildLlmsTxt({
    name: siteConfig.name,
    summary: llms.summary,
    details: llms.details,
    sections: llms.sections,
    origin: siteConfig.url,
    entries,
  });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
