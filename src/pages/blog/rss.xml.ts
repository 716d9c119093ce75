/** /blog/rss.xml: RSS 2.0 feed of the published posts, newest first (@astrojs/rss). */

import { getCollection } from 'astro:content';
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { BLOG_PATH, blogAuthors, FEED_PATH, isListed, newestFirst, postPath } from '#src/lib/blog.ts';
import { getSingleton } from '#src/lib/content.ts';
import { absoluteUrl, siteConfig } from '#src/site.config.ts';

/** Text as XML character data, for the elements @astrojs/rss takes as raw XML (`customData`). */
const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const GET: APIRoute = async () => {
  const posts = newestFirst(await getCollection('blog', (post) => isListed(post, import.meta.env.DEV)));
  const newest = posts[0]?.data.published;
  const { feed } = await getSingleton('blogIndex');
  return rss({
    title: feed.title,
    description: feed.description,
    site: absoluteUrl(BLOG_PATH),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom', dc: 'http://purl.org/dc/elements/1.1/' },
    customData: [
      `<language>${siteConfig.locale.replace('_', '-').toLowerCase()}</language>`,
      `<atom:link href="${xmlText(absoluteUrl(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
      ...(newest ? [`<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ].join(''),
    items: posts.map((post) => ({
      title: post.data.title,
      link: absoluteUrl(postPath(post)),
      description: post.data.description,
      pubDate: post.data.published,
      categories: post.data.keywords,
      customData: `<dc:creator>${xmlText(blogAuthors[post.data.author].name)}</dc:creator>`,
    })),
  });
};
