/**
 * What every built page is called and says about itself: the title and meta description its shell passes
 * to the base layout, read from the content (never scraped from the built HTML). llms.txt and the social
 * images (`pages/llms.txt.ts`, `pages/og/[image].png.ts`) are built from it.
 *
 * Every singleton and collection the registry gives a route is read through `astro:content`: its entry's
 * `meta`, or a Markdown entry's own title and description. Only Astro's build can run it.
 */
import { type CollectionKey, getCollection } from 'astro:content';
import { COLLECTIONS, SINGLETONS } from '#src/content/registry.ts';
import { siteRoutes } from '#src/site-map.ts';
import { isListed, newestFirst, postPath } from './blog.ts';

export type PageSummary = {
  path: string;
  /** The page's title before the brand suffix (the layout adds it to <title>). */
  title: string;
  description: string;
};

type Meta = { title: string; description: string };

/** An entry's title and description: its `meta`, or (Markdown) its own; `metaTitle` when the page uses it. */
function metaOf(data: unknown): Meta | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as { meta?: Meta; title?: string; metaTitle?: string; description?: string };
  if (record.meta) return record.meta;
  if (record.title && record.description)
    return { title: record.metaTitle ?? record.title, description: record.description };
  return undefined;
}

async function contentMeta(): Promise<Map<string, Meta>> {
  const known = new Map<string, Meta>();
  for (const [name, def] of Object.entries(SINGLETONS)) {
    if (!('route' in def) || !def.route) continue;
    const entries = await getCollection(name as CollectionKey);
    const meta = metaOf(entries[0]?.data);
    if (meta) known.set(def.route, meta);
  }
  for (const [name, def] of Object.entries(COLLECTIONS)) {
    const route = (def as { route?: (id: string) => string }).route;
    if (!route || name === 'blog') continue;
    for (const entry of await getCollection(name as CollectionKey)) {
      const meta = metaOf(entry.data);
      if (meta) known.set(route(entry.id), meta);
    }
  }
  return known;
}

/**
 * Every page of the build that has a summary: the site-map routes, in site-map order, then the published
 * blog posts the site map does not name, newest first. Throws when a site-map route has none, so a new
 * route cannot leave llms.txt or its social image behind.
 */
export async function pageSummaries(): Promise<PageSummary[]> {
  const posts = newestFirst(await getCollection('blog', (post) => isListed(post, import.meta.env.DEV)));
  const known = await contentMeta();
  for (const post of posts) {
    const meta = metaOf(post.data);
    if (meta) known.set(postPath(post), meta);
  }
  const summary = (path: string): PageSummary => {
    const meta = known.get(path);
    if (!meta) throw new Error(`No title and description for ${path}: its content entry has no meta`);
    return { path, title: meta.title, description: meta.description };
  };
  const mapped = new Set<string>(siteRoutes.map((route) => route.path));
  const newer = posts.map(postPath).filter((path) => !mapped.has(path));
  return [...siteRoutes.map((route) => summary(route.path)), ...newer.map(summary)];
}
