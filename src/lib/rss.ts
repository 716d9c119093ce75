/** An RSS 2.0 feed (with the Atom self link and Dublin Core creator feed readers expect), as a string. */

export type FeedItem = {
  title: string;
  /** Absolute URL of the post; also its guid. */
  link: string;
  description: string;
  published: Date;
  author: string;
  categories?: readonly string[];
};

export type FeedInput = {
  title: string;
  description: string;
  /** Absolute URL of the blog index. */
  link: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  /** BCP 47, lower case: `en-us`. */
  language: string;
  /** Newest first. */
  items: readonly FeedItem[];
};

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function buildRssFeed(feed: FeedInput): string {
  const element = (tag: string, value: string) => `<${tag}>${escapeXml(value)}</${tag}>`;
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      ${element('title', item.title)}`,
      `      ${element('link', item.link)}`,
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `      ${element('description', item.description)}`,
      `      ${element('pubDate', item.published.toUTCString())}`,
      `      ${element('dc:creator', item.author)}`,
      ...(item.categories ?? []).map((category) => `      ${element('category', category)}`),
      '    </item>',
    ].join('\n'),
  );
  const lastBuild = feed.items[0]?.published;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', feed.title)}`,
    `    ${element('link', feed.link)}`,
    `    ${element('description', feed.description)}`,
    `    ${element('language', feed.language)}`,
    `    <atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [`    ${element('lastBuildDate', lastBuild.toUTCString())}`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
