import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionIds } from '#src/content/loaders/files.ts';
import { readSingleton } from '#src/content/loaders/read.ts';
import { COLLECTIONS } from '#src/content/registry.ts';
import { buildFooterColumns } from '#src/lib/navigation.ts';
import { siteRoutes } from './site-map';

/** The route table of the spec (§2), in its order. */
const SPEC_ROUTES = [
  '/',
  '/customers',
  '/customers-gainsight',
  '/customers-navattic',
  '/customers-athenian',
  '/customers-vendr',
  '/book-time',
  '/hunt-new-opportunities',
  '/win-open-deals',
  '/revive-closed-lost',
  '/flag-expansion-opportunities',
  '/defend-customer-base',
  '/predict-prevent-churn',
  '/sales',
  '/marketing',
  '/revenue-operations',
  '/customer-success',
  '/about',
  '/pricing',
  '/security',
  '/playbooks',
  '/terms-of-service',
  '/privacy-policy',
  '/blog/competitive-blind-spot',
];

/** Every customer story's page: one per file in src/content/case-studies/. */
const STORY_ROUTES: string[] = collectionIds('caseStudies').map((id) => COLLECTIONS.caseStudies.route(id));

/** Every use-case and persona page: one per file in src/content/use-cases/ and src/content/personas/. */
const PAGE_ROUTES: string[] = (['useCases', 'personas'] as const).flatMap((name) =>
  collectionIds(name).map((id) => COLLECTIONS[name].route(id)),
);

/**
 * Routes the site adds to the spec's table: the blog index (issue 15), and stories, use cases and persona
 * pages beyond the spec's.
 */
const ADDED_ROUTES = [
  '/blog',
  ...[...STORY_ROUTES, ...PAGE_ROUTES].filter((path) => !SPEC_ROUTES.includes(path)),
];

describe('site map', () => {
  it('lists every spec route exactly once, and nothing else but the blog index and added stories', () => {
    const paths = siteRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES, ...ADDED_ROUTES].sort());
  });

  it('has a page shell for every site-map route', () => {
    const pagesDir = join(import.meta.dirname, 'pages');
    const shells = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.astro') && file !== '404.astro')
      .map((file) => file.replace(/\.astro$/, '').replace(/(^|\/)index$/, ''));
    // What each dynamic shell's getStaticPaths generates, from the same data it reads. A new dynamic
    // shell must be declared here; the build's route-coverage gate checks the real output as well.
    const legalDir = join(import.meta.dirname, 'content', 'legal');
    const blogDir = join(import.meta.dirname, 'content', 'blog');
    const dynamicShells: Record<string, string[]> = {
      'customers-[company]': STORY_ROUTES,
      '[useCase]': collectionIds('useCases').map((id) => `/${id}`),
      '[persona]': collectionIds('personas').map((id) => `/${id}`),
      '[legal]': readdirSync(legalDir)
        .filter((file) => file.endsWith('.md'))
        .map((file) => `/${file.replace(/\.md$/, '')}`),
      // Every published post (drafts are built in dev only).
      'blog/[slug]': readdirSync(blogDir)
        .filter((file) => file.endsWith('.md'))
        .filter((file) => !/^draft:\s*true\s*$/m.test(readFileSync(join(blogDir, file), 'utf8')))
        .map((file) => `/blog/${file.replace(/\.md$/, '')}`),
    };
    const covered = new Set<string>();
    for (const shell of shells) {
      if (!shell.includes('[')) covered.add(`/${shell}`.replace(/^\/$/, '/'));
      else {
        expect(Object.keys(dynamicShells), `declare what ${shell}.astro generates`).toContain(shell);
        for (const path of dynamicShells[shell] ?? []) covered.add(path);
      }
    }
    const withoutShell = siteRoutes.map((route) => route.path).filter((path) => !covered.has(path));
    expect(withoutShell).toEqual([]);
  });

  it('has a route for every page shell', () => {
    const pagesDir = join(import.meta.dirname, 'pages');
    const files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.astro'),
    );
    const known = new Set<string>(siteRoutes.map((route) => route.path));
    for (const file of files) {
      if (file === '404.astro' || file.includes('[')) continue;
      const path = `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`;
      expect(known, `${file} has no site-map entry`).toContain(path);
    }
  });

  it('uses only lowercase, slash-led paths without trailing slashes', () => {
    for (const route of siteRoutes) expect(route.path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
  });
});

describe('names of the pages (src/content/site/site.yaml, the page collections)', () => {
  const site = readSingleton('site');

  it('names every route', () => {
    for (const route of siteRoutes) expect(route.label.trim(), route.path).not.toBe('');
  });

  it('names no page the site map does not have', () => {
    const paths = new Set(siteRoutes.map((route) => route.path));
    for (const page of site.navigation.pages) expect(paths, page.path).toContain(page.path);
  });

  it('names a use-case, persona or story page by its own file, and every other page by site.yaml', () => {
    for (const route of siteRoutes) {
      const named = site.navigation.pages.find((page) => page.path === route.path);
      if (named) expect(route).toMatchObject(named);
      else expect([...STORY_ROUTES, ...PAGE_ROUTES]).toContain(route.path);
    }
  });

  it('gives each page in a header menu a one-line blurb', () => {
    for (const route of siteRoutes.filter((route) => route.header && route.header.menu !== 'customers'))
      expect(route.blurb?.trim(), route.path).toBeTruthy();
  });
});

describe('footer columns', () => {
  const columns = buildFooterColumns();

  it('list the use cases and the roles in menu order, each column under its content title', () => {
    const listed = (menuId: 'use-cases' | 'solutions') =>
      siteRoutes.filter((route) => route.header?.menu === menuId).map((route) => route.path);
    expect(columns[0]?.links.map((link) => link.href)).toEqual(listed('use-cases'));
    expect(columns[1]?.links.map((link) => link.href)).toEqual(listed('solutions'));
    const { footer } = readSingleton('site');
    expect(columns.map((column) => column.title)).toEqual(Object.values(footer.columns));
  });

  it('use a page’s footer name where it has one', () => {
    const links = columns.flatMap((column) => column.links);
    for (const route of siteRoutes.filter((route) => route.footer))
      expect(links.find((link) => link.href === route.path)?.label).toBe(route.footerLabel ?? route.label);
  });
});
