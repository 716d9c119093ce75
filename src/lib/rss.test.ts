import { buildRssFeed, escapeXml } from './rss';

const feed = buildRssFeed({
  title: 'Example blog',
  description: 'Articles & notes',
  link: 'https://www.example.com/blog',
  feedUrl: 'https://www.example.com/blog/rss.xml',
  language: 'en-us',
  items: [
    {
      title: 'Newer <post>',
      link: 'https://www.example.com/blog/newer',
      description: 'What "it" says',
      published: new Date('2025-11-02T00:00:00Z'),
      author: 'A. Writer',
      categories: ['one', 'two'],
    },
    {
      title: 'Older',
      link: 'https://www.example.com/blog/older',
      description: 'Before',
      published: new Date('2025-10-14T00:00:00Z'),
      author: 'A. Writer',
    },
  ],
});

describe('buildRssFeed', () => {
  it('writes an RSS 2.0 channel with its self link', () => {
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(feed).toContain('<title>Example blog</title>');
    expect(feed).toContain('<description>Articles &amp; notes</description>');
    expect(feed).toContain('<atom:link href="https://www.example.com/blog/rss.xml" rel="self"');
    expect(feed).toContain('<lastBuildDate>Sun, 02 Nov 2025 00:00:00 GMT</lastBuildDate>');
  });

  it('writes the items in the order given, escaped, with permalink guids and RFC 822 dates', () => {
    const items = feed.split('<item>').slice(1);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<title>Newer &lt;post&gt;</title>');
    expect(items[0]).toContain('<description>What &quot;it&quot; says</description>');
    expect(items[0]).toContain('<guid isPermaLink="true">https://www.example.com/blog/newer</guid>');
    expect(items[0]).toContain('<pubDate>Sun, 02 Nov 2025 00:00:00 GMT</pubDate>');
    expect(items[0]).toContain('<category>two</category>');
    expect(items[1]).toContain('<dc:creator>A. Writer</dc:creator>');
  });

  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });
});
