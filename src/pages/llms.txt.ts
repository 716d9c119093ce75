/**
 * /llms.txt: the site for AI assistants (llmstxt.org): the pages the sitemap lists, with their own titles and
 * descriptions (lib/page-summaries.ts), and the feed.
 */
import type { APIRoute } from 'astro';
import { blogFeed } from '#src/content/blog.ts';
import { company } from '#src/content/company.ts';
import { buildLlmsTxt, llmsSection } from '#src/lib/llms-txt.ts';
import { pageSummaries } from '#src/lib/page-summaries.ts';
import { siteConfig } from '#src/site.config.ts';
import { findRoute } from '#src/site-map.ts';

const { name, tagline } = siteConfig;
const { integrations } = company;

export const GET: APIRoute = async () => {
  const pages = await pageSummaries();
  const entries = pages.flatMap(({ path, title, description }) => {
    const route = findRoute(path);
    // The pages the sitemap lists: not one the site map keeps from crawlers.
    if (route?.indexable === false) return [];
    return [{ path, label: route?.label ?? title, description, section: llmsSection(route ?? { path }) }];
  });
  entries.push({
    path: blogFeed.path,
    label: 'Blog feed (RSS)',
    description: blogFeed.description,
    section: 'Resources',
  });
  const text = buildLlmsTxt({
    name,
    summary: `${tagline}: alerts when prospects or customers start engaging a competitor.`,
    details: [
      `${name} watches key stakeholders at prospects, open deals, closed-lost, renewal and customer accounts on public professional networks and social platforms.`,
      `When one of them engages a competitor, the account owner is alerted in ${integrations.teamChat}, by e-mail and in the CRM (${integrations.salesCrm}, ${integrations.marketingCrm}), records are enriched and a competitive playbook runs.`,
      'Pricing is outcome-based: a charge per qualified competitive opportunity that enters the CRM pipeline, with unlimited seats and alerts. Every demo is booked at /book-time.',
    ].join(' '),
    origin: siteConfig.url,
    entries,
  });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
