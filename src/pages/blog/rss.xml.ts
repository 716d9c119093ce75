/** /blog/rss.xml: RSS 2.0 feed of the published posts, newest first. */

import { getCollection } from 'astro:content';
import type { APIRoute } from 'astro';
import { BLOG_PATH, blogAuthors, blogFeed, isListed, newestFirst, postPath } from '#src/content/blog.ts';
import { buildRssFeed } from '#src/lib/rss.ts';
import { absoluteUrl, siteConfig } from '#src/site.config.ts';

export const GET: APIRoute = async () => {
  const posts = newestFirst(await getCollection('blog', (post) => isListed(post, import.meta.env.DEV)));
  const xml = buildRssFeed({
    title: blogFeed.title,
    description: blogFeed.description,
    link: absoluteUrl(BLOG_PATH),
    feedUrl: absoluteUrl(blogFeed.path),
    language: siteConfig.locale.replace('_', '-').toLowerCase(),
    items: posts.map((post) => ({
      title: post.data.title,
      link: absoluteUrl(postPath(post)),
      description: post.data.description,
      published: post.data.published,
      author: blogAuthors[post.data.author].name,
      categories: post.data.keywords,
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
