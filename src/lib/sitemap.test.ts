import type { SiteRoute } from '~/site-map';
import { buildRobotsTxt, buildSitemapXml, sitemapPaths, toSitePath } from './sitemap';

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
