import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionIds } from '#src/content/loaders/files.ts';
import { COLLECTIONS } from '#src/content/registry.ts';
import { buildFooterColumns, buildHeaderNav, type NavMenu } from '#src/lib/navigation.ts';
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

/** Routes the site adds to the spec's table: the blog index (issue 15), and stories beyond the spec's four. */
const ADDED_ROUTES = ['/blog', ...STORY_ROUTES.filter((path) => !SPEC_ROUTES.includes(path))];

const nav = buildHeaderNav();
const menu = (id: NavMenu['id']) => {
  const found = nav.items.find((item): item is NavMenu => item.kind === 'menu' && item.id === id);
  if (!found) throw new Error(`menu ${id} missing`);
  return found;
};
const pairs = (links: { href: string; label: string }[]) => links.map((link) => [link.href, link.label]);

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

describe('header navigation (spec §2 "Shared header")', () => {
  it('orders the items Use Cases, Solutions, Customers, Resources', () => {
    expect(nav.items.map((item) => item.label)).toEqual(['Use Cases', 'Solutions', 'Customers', 'Resources']);
  });

  it('gives the dropdowns widths of 600, 400 and 450 px', () => {
    expect([menu('use-cases').width, menu('solutions').width, menu('resources').width]).toEqual([
      600, 400, 450,
    ]);
  });

  it('groups the use cases into offensive and defensive strategies', () => {
    const [offensive, defensive] = menu('use-cases').groups;
    expect(offensive?.label).toBe('Offensive strategies');
    expect(pairs(offensive?.links ?? [])).toEqual([
      ['/hunt-new-opportunities', 'Hunt New Opportunities'],
      ['/revive-closed-lost', 'Revive Closed Lost'],
      ['/flag-expansion-opportunities', 'Flag Expansion Opportunities'],
    ]);
    expect(defensive?.label).toBe('Defensive strategies');
    expect(pairs(defensive?.links ?? [])).toEqual([
      ['/win-open-deals', 'Protect Your Open Deals'],
      ['/defend-customer-base', 'Proactively Protect Renewals'],
      ['/predict-prevent-churn', 'Predict and Prevent Churn'],
    ]);
  });

  it('lists the solutions by role', () => {
    expect(pairs(menu('solutions').groups.flatMap((group) => group.links))).toEqual([
      ['/sales', 'For Sales Leaders'],
      ['/marketing', 'For Marketing Leaders'],
      ['/revenue-operations', 'For Revenue Operations Leaders'],
      ['/customer-success', 'For Customer Success Leaders'],
    ]);
  });

  it('lists the resources, the article labelled with the product name', () => {
    expect(pairs(menu('resources').groups.flatMap((group) => group.links))).toEqual([
      ['/playbooks', 'GTM playbooks for competitive opportunities'],
      ['/blog/competitive-blind-spot', 'The Business Case for Countermove'],
    ]);
  });

  it("links Customers and the 'Book a demo' button", () => {
    expect(nav.items[2]).toMatchObject({ kind: 'link', href: '/customers', label: 'Customers' });
    expect(nav.cta).toEqual({ href: '/book-time', label: 'Book a demo' });
  });
});

describe('footer (spec §2 "Shared footer")', () => {
  const columns = buildFooterColumns();

  it('has the columns Use Cases, Solutions, Company, Support', () => {
    expect(columns.map((column) => column.title)).toEqual(['Use Cases', 'Solutions', 'Company', 'Support']);
  });

  it('links /about, /pricing, /security, /terms-of-service and /privacy-policy', () => {
    const hrefs = columns.flatMap((column) => column.links.map((link) => link.href));
    for (const path of ['/about', '/pricing', '/security', '/terms-of-service', '/privacy-policy']) {
      expect(hrefs).toContain(path);
    }
  });

  it('lists the six use cases and four roles', () => {
    expect(columns[0]?.links).toHaveLength(6);
    expect(columns[1]?.links).toHaveLength(4);
  });
});
