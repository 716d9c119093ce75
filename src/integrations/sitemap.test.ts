import type { SiteRoute } from '#src/site-map.ts';
import { inSitemap } from './sitemap';

const routes: SiteRoute[] = [
  { path: '/', label: 'Home' },
  { path: '/pricing', label: 'Pricing' },
  { path: '/blog', label: 'Blog' },
  { path: '/hidden', label: 'Hidden', indexable: false },
];
const listed = (path: string) => inSitemap(`https://www.example.com${path}`, routes);

describe('the sitemap', () => {
  it('lists the indexable site-map routes', () => {
    expect(['/', '/pricing', '/blog'].filter(listed)).toEqual(['/', '/pricing', '/blog']);
  });

  it('leaves out a route the site map marks not indexable, and pages it does not know', () => {
    expect(listed('/hidden')).toBe(false);
    expect(listed('/other')).toBe(false);
  });

  it('lists a blog post the site map does not name yet', () => {
    expect(listed('/blog/a-new-post')).toBe(true);
  });

  it('lists pages only: never the feed, a text file or a social image (issue 24)', () => {
    for (const file of ['/blog/rss.xml', '/robots.txt', '/llms.txt', '/og/home.png', '/blog/og.png']) {
      expect(listed(file), file).toBe(false);
    }
  });
});
