/**
 * Search and sharing on every built route (issue 8): titles and descriptions within limits and unique,
 * canonical = production URL + path, a 1200×630 PNG social image per route, JSON-LD that parses with
 * the properties its type needs, and a sitemap listing exactly the indexable routes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { blogFeed } from '#src/content/blog-feed.ts';
import { metadataIssues, renderedHeadSchema } from '#src/lib/page-metadata.ts';
import { SITEMAP_PATH } from '#src/lib/seo.ts';
import { siteConfig } from '#src/site.config.ts';
import { expect, siteRoutes, noPageTest as test } from './fixtures';

const DIST = join(import.meta.dirname, '..', '..', 'dist');
const fileOf = (path: string) => join(DIST, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const parsed = new Map<string, Document>();
/** The built page's document, parsed once. */
function head(path: string): Document {
  const document = parsed.get(path) ?? new JSDOM(readFileSync(fileOf(path), 'utf8')).window.document;
  parsed.set(path, document);
  return document;
}
const meta = (document: Document, selector: string) =>
  document.querySelector(selector)?.getAttribute('content') ?? '';

/** Properties each JSON-LD type must carry to be eligible for its rich result or knowledge panel. */
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url', 'logo'],
  WebSite: ['name', 'url'],
  SoftwareApplication: ['name', 'offers', 'applicationCategory'],
  Product: ['name', 'offers'],
  BlogPosting: ['headline', 'author', 'datePublished', 'image'],
  BreadcrumbList: ['itemListElement'],
};

test.describe('search and sharing', () => {
  for (const route of siteRoutes) {
    test(`${route.path}: title, description, canonical and structured data`, () => {
      const document = head(route.path);
      const title = document.title;
      const description = meta(document, 'meta[name="description"]');
      // The one metadata rule (lengths and brand suffix), as the content and its tests check it.
      expect(metadataIssues({ title, description }, renderedHeadSchema)).toEqual([]);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${siteConfig.url}${route.path === '/' ? '/' : route.path}`,
      );
      expect(document.documentElement.lang).toBe('en');
      expect(meta(document, 'meta[name="theme-color"]')).not.toBe('');
      expect(meta(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(meta(document, 'meta[property="og:image:width"]')).toBe('1200');
      expect(meta(document, 'meta[property="og:image:height"]')).toBe('630');
      expect(meta(document, 'meta[property="og:image:alt"]')).not.toBe('');

      const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? ''),
      );
      const types = blocks.map((block) => block['@type']);
      expect(types).toContain('Organization');
      expect(types).toContain('WebSite');
      expect(types, 'no FAQPage markup').not.toContain('FAQPage');
      for (const block of blocks) {
        expect(block['@context']).toBe('https://schema.org');
        for (const property of REQUIRED[block['@type']] ?? []) {
          expect(block[property], `${block['@type']}.${property}`).toBeDefined();
        }
        if (block['@type'] === 'Organization') expect(block.aggregateRating).toBeUndefined();
      }
    });

    test(`${route.path}: its social image is a 1200×630 PNG`, async ({ request }) => {
      const image = new URL(meta(head(route.path), 'meta[property="og:image"]'));
      expect(image.origin).toBe(new URL(siteConfig.url).origin);
      const response = await request.get(image.pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }

  test('titles and descriptions are unique', () => {
    const titles = siteRoutes.map((route) => head(route.path).title);
    const descriptions = siteRoutes.map((route) => meta(head(route.path), 'meta[name="description"]'));
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  test('the sitemap lists exactly the indexable built pages, and no feed or file; robots.txt points to it', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${siteConfig.url}${SITEMAP_PATH}`);
    expect(robots).toContain(`Disallow: ${siteConfig.analytics.relayPath}/`);
    const index = await (await request.get(SITEMAP_PATH)).text();
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    expect(parts.length).toBeGreaterThan(0);
    const listed: string[] = [];
    for (const part of parts) {
      const sitemap = await (await request.get(part)).text();
      listed.push(...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''));
    }
    const expected = siteRoutes
      .filter((route) => route.indexable !== false)
      .map((route) => `${siteConfig.url}${route.path === '/' ? '/' : route.path}`);
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed).not.toContain(`${siteConfig.url}${blogFeed.path}`);
  });

  test('the sitemap lists only pages: every URL answers 200 with an HTML page, never the feed', async ({
    request,
  }) => {
    const index = await (await request.get(SITEMAP_PATH)).text();
    const paths: string[] = [];
    for (const [, part = ''] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const sitemap = await (await request.get(new URL(part).pathname)).text();
      paths.push(
        ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname),
      );
    }
    expect(paths.length).toBeGreaterThan(0);
    expect(paths).not.toContain(blogFeed.path);
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    }
  });

  test('llms.txt summarises the site with a link to every indexable route', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text.startsWith(`# ${siteConfig.name}`)).toBe(true);
    for (const route of siteRoutes.filter((entry) => entry.indexable !== false)) {
      expect(text).toContain(`(${siteConfig.url}${route.path === '/' ? '/' : route.path})`);
    }
  });
});
