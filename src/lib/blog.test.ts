import { company } from '#src/content/company.ts';
import { routeFor } from '#src/site-map.ts';
import {
  articleMeta,
  BLOG_PATH,
  FEED_PATH,
  isListed,
  newestFirst,
  type PostEntry,
  postPath,
  postSummary,
} from './blog';

function post(id: string, published: string, extra: Partial<PostEntry['data']> = {}): PostEntry {
  return {
    id,
    body: Array.from({ length: 476 }, () => 'word').join(' '),
    data: {
      title: `Post ${id}`,
      description: `Summary of ${id}`,
      eyebrow: `Eyebrow of ${id}`,
      keywords: [],
      author: 'founder',
      published: new Date(published),
      lead: 'A standfirst of a few words.',
      draft: false,
      ...extra,
    },
  };
}

describe('the blog', () => {
  it('is a site-map route, linked from the footer', () => {
    expect(routeFor(BLOG_PATH).footer).toBe('company');
  });

  it('builds drafts in dev only', () => {
    const draft = post('draft', '2025-11-01', { draft: true });
    expect(isListed(draft, true)).toBe(true);
    expect(isListed(draft, false)).toBe(false);
    expect(isListed(post('live', '2025-11-01'), false)).toBe(true);
  });

  it('lists posts newest first, same-day posts by title', () => {
    const posts = [post('b', '2025-10-14'), post('c', '2025-11-02'), post('a', '2025-10-14')];
    expect(newestFirst(posts).map(({ id }) => id)).toEqual(['c', 'a', 'b']);
    expect(posts.map(({ id }) => id)).toEqual(['b', 'c', 'a']);
  });

  it('summarises a post with its title, label, date, computed reading time, summary and takeaways', () => {
    expect(postSummary(post('x', '2025-10-14'))).toEqual({
      href: '/blog/x',
      title: 'Post x',
      eyebrow: 'Eyebrow of x',
      lead: 'A standfirst of a few words.',
      published: '2025-10-14',
      readingTime: '2 min read',
      summary: 'Summary of x',
      takeaways: [],
      author: company.founder.name,
      draft: false,
    });
    expect(postPath({ id: 'x' })).toBe('/blog/x');
    const tldr = ['The first point, in one sentence.', 'The second point, in one sentence.'];
    expect(postSummary(post('y', '2025-10-14', { tldr })).takeaways).toEqual(tldr);
  });

  it('advertises the feed on every article, and names the blog as its breadcrumb parent', () => {
    const feed = { title: 'Feed', path: FEED_PATH };
    const meta = articleMeta(post('x', '2025-10-14').data, '/blog/x', {
      feed,
      blog: { name: 'Journal', path: BLOG_PATH },
      ownImage: false,
    });
    expect(meta.feed).toEqual(feed);
    const [, breadcrumb] = [meta.structuredData].flat() as unknown as {
      itemListElement: { name: string }[];
    }[];
    expect(breadcrumb?.itemListElement.map((item) => item.name)).toEqual(['Journal', 'Post x']);
  });
});
