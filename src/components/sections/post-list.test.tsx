// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { readSingleton } from '#src/content/loaders/read.ts';
import type { PostSummary } from '#src/lib/blog.ts';
import { PostList } from './post-list';

/*
 * /blog's articles with one post and with several: the page's title block, then the newest as the
 * featured article with its key takeaways, and the heading over the others only when there are others.
 */
const { list: labels, hero: intro } = readSingleton('blogIndex');

function post(id: string, published: string, takeaways: readonly string[] = []): PostSummary {
  return {
    href: `/blog/${id}`,
    title: `Title ${id}`,
    eyebrow: `Label ${id}`,
    lead: `Standfirst ${id}`,
    published,
    readingTime: '3 min read',
    summary: `Summary ${id}`,
    takeaways,
    author: 'An author',
    draft: false,
  };
}

const points = ['A first point, in a sentence.', 'A second point, in a sentence.'];

describe('PostList', () => {
  it('with one post: the featured article with its takeaways, and no heading over a list of one', () => {
    render(<PostList intro={intro} posts={[post('only', '2025-10-14', points)]} labels={labels} />);
    const featured = screen.getByRole('region', { name: labels.featuredLabel });
    const article = within(featured).getByRole('article', { name: 'Title only' });
    expect(article).toHaveAttribute('data-featured', '');
    expect(article).toHaveTextContent('Label only');
    expect(article).toHaveTextContent('Standfirst only');
    expect(article).toHaveTextContent('Summary only');
    expect(within(article).getByRole('heading', { level: 4 })).toHaveTextContent(labels.takeawaysHeading);
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(points);
    expect(screen.queryByRole('heading', { level: 2, name: labels.heading })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('with several: the first featured, the others as rows under the heading, in the order given', () => {
    const posts = [post('c', '2025-12-01', points), post('b', '2025-11-01'), post('a', '2025-10-01')];
    render(<PostList intro={intro} posts={posts} labels={labels} />);
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'post-c',
      'post-b',
      'post-a',
    ]);
    expect(articles[0]).toHaveAttribute('data-featured', '');
    const more = screen.getByRole('region', { name: labels.heading });
    expect(within(more).getAllByRole('article')).toHaveLength(2);
    for (const article of within(more).getAllByRole('article'))
      expect(article).not.toHaveAttribute('data-featured');
  });

  it('a newest post without a TL;DR leads without the takeaways panel', () => {
    const { container } = render(
      <PostList intro={intro} posts={[post('bare', '2025-10-14')]} labels={labels} />,
    );
    expect(container.querySelector('[data-takeaways]')).toBeNull();
    expect(screen.queryByRole('heading', { level: 4 })).toBeNull();
  });

  it('opens the page: its h1 first, then the featured article in the same section', () => {
    render(<PostList intro={intro} posts={[post('only', '2025-10-14', points)]} labels={labels} />);
    const hero = screen.getByRole('region', { name: intro.headline });
    const h1 = within(hero).getByRole('heading', { level: 1 });
    const article = within(hero).getByRole('article', { name: 'Title only' });
    expect(h1.compareDocumentPosition(article) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('without posts: the title block alone, no featured region', () => {
    render(<PostList intro={intro} posts={[]} labels={labels} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(intro.headline);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('region', { name: labels.featuredLabel })).toBeNull();
  });
});
