import type { SiteRoute } from '#src/site-map.ts';
import {
  buildLlmsTxt,
  buildRobotsTxt,
  buildSitemapXml,
  llmsSection,
  sitemapPaths,
  toSitePath,
} from './sitemap';

const routes: SiteRoute[] = [
  { path: '/', label: 'Home' },
  { path: '/pricing', label: 'Pricing' },
  { path: '/hidden', label: 'Hidden', indexable: false },
  { path: '/unbuilt', label: 'Not built yet' },
];

describe('sitemap', () => {
  it('lists indexable, built routes in site-map order', () => {
    expect(sitemapPaths(routes, new Set(['/pricing', '/', '/hidden', '/404']))).toEqual(['/', '/pricing']);
  });

  it('adds built blog posts the site map does not name, after the site-map routes', () => {
    const built = new Set(['/', '/blog/b-post', '/blog/a-post', '/blog/rss.xml', '/other']);
    expect(sitemapPaths([...routes, { path: '/blog/b-post', label: 'B' }], built)).toEqual([
      '/',
      '/blog/b-post',
      '/blog/a-post',
    ]);
    expect(llmsSection({ path: '/blog/a-post' })).toBe('Resources');
    expect(llmsSection({ path: '/blog' })).toBe('Resources');
  });

  it('writes absolute URLs on the production origin', () => {
    const xml = buildSitemapXml(['/', '/pricing'], 'https://www.example.com');
    expect(xml).toContain('<loc>https://www.example.com/</loc>');
    expect(xml).toContain('<loc>https://www.example.com/pricing</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('maps Astro pathnames to site paths', () => {
    expect(toSitePath('')).toBe('/');
    expect(toSitePath('terms-of-service')).toBe('/terms-of-service');
    expect(toSitePath('/blog/competitive-blind-spot/')).toBe('/blog/competitive-blind-spot');
  });

  it('points robots.txt at the sitemap and keeps the analytics relay out', () => {
    const robots = buildRobotsTxt('https://www.example.com');
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(robots).toContain('Disallow: /ingest/');
  });
});

describe('buildLlmsTxt', () => {
  it('writes an H1, a summary quote and linked sections in a fixed order', () => {
    const text = buildLlmsTxt({
      name: 'Countermove',
      summary: 'Competitive intelligence for revenue teams.',
      details: 'Alerts when accounts engage competitors.',
      origin: 'https://www.example.com',
      entries: [
        { path: '/pricing', label: 'Pricing', description: 'Outcome-based pricing.', section: 'Company' },
        {
          path: '/win-open-deals',
          label: 'Protect Your Open Deals',
          description: 'Deals.',
          section: 'Use cases',
        },
        { path: '/', label: 'Home', description: 'Start here.', section: 'Company' },
      ],
    });
    expect(text.startsWith('# Countermove\n\n> Competitive intelligence for revenue teams.\n')).toBe(true);
    expect(text).toContain(
      '## Company\n\n- [Pricing](https://www.example.com/pricing): Outcome-based pricing.\n- [Home](https://www.example.com/): Start here.',
    );
    expect(text.indexOf('## Company')).toBeLessThan(text.indexOf('## Use cases'));
  });
});
