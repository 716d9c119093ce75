/**
 * What every built page is called and says about itself: the title and meta description its shell passes
 * to the base layout, read from the same content (never scraped from the built HTML). llms.txt and the
 * social images (`pages/llms.txt.ts`, `pages/og/[image].png.ts`) are built from it.
 *
 * Reads the Markdown collections through `astro:content`, so only Astro's build can run it.
 */
import { getCollection } from 'astro:content';
import { about } from '#src/content/about.ts';
import { blogIndex, isListed, newestFirst, postPath } from '#src/content/blog.ts';
import { bookTime } from '#src/content/book-time.ts';
import { caseStudies, customersPage } from '#src/content/case-studies.ts';
import { home } from '#src/content/home.ts';
import { personas } from '#src/content/personas/index.ts';
import { playbooks } from '#src/content/playbooks.ts';
import { pricing } from '#src/content/pricing.ts';
import { security } from '#src/content/security.ts';
import { useCases } from '#src/content/use-cases/index.ts';
import { siteRoutes } from '#src/site-map.ts';

export type PageSummary = {
  path: string;
  /** The page's title before the brand suffix (the layout adds it to <title>). */
  title: string;
  description: string;
};

type Meta = { title: string; description: string };

/**
 * Every page of the build that has a summary: the site-map routes, in site-map order, then the published
 * blog posts the site map does not name, newest first. Throws when a site-map route has none, so a new
 * route cannot leave llms.txt or its social image behind.
 */
export async function pageSummaries(): Promise<PageSummary[]> {
  const posts = newestFirst(await getCollection('blog', (post) => isListed(post, import.meta.env.DEV)));
  const legal = await getCollection('legal');
  const known = new Map<string, Meta>([
    ['/', home.meta],
    ...useCases.map((useCase): [string, Meta] => [useCase.path, useCase.meta]),
    ...personas.map((persona): [string, Meta] => [persona.path, persona.meta]),
    ['/customers', customersPage.meta],
    ...caseStudies.map((study): [string, Meta] => [`/customers-${study.slug}`, study.meta]),
    ['/playbooks', playbooks.meta],
    ['/blog', blogIndex.meta],
    ...posts.map((post): [string, Meta] => [postPath(post), post.data]),
    ['/about', about.meta],
    ['/pricing', pricing.meta],
    ['/security', security.meta],
    ['/book-time', bookTime.meta],
    ...legal.map((document): [string, Meta] => [`/${document.id}`, document.data]),
  ]);
  const summary = (path: string): PageSummary => {
    const meta = known.get(path);
    if (!meta)
      throw new Error(`No title and description for ${path}: add its content to lib/page-summaries.ts`);
    return { path, title: meta.title, description: meta.description };
  };
  const mapped = new Set<string>(siteRoutes.map((route) => route.path));
  const newer = posts.map(postPath).filter((path) => !mapped.has(path));
  return [...siteRoutes.map((route) => summary(route.path)), ...newer.map(summary)];
}
