import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildFooterColumns, buildHeaderNav, type NavMenu } from '~/lib/navigation';
import { routes, siteRoutes } from '~/site-map';

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

/** Routes the site adds to the spec's table: the blog index (issue 15). */
const ADDED_ROUTES = ['/blog'];

const nav = buildHeaderNav();
const menu = (id: NavMenu['id']) => {
  const found = nav.items.find((item): item is NavMenu => item.kind === 'menu' && item.id === id);
  if (!found) throw new Error(`menu ${id} missing`);
  return found;
};
const pairs = (links: { href: string; label: string }[]) => links.map((link) => [link.href, link.label]);

describe('site map', () => {
  it('lists every spec route exactly once, and nothing else but the blog index', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES, ...ADDED_ROUTES].sort());
  });

  it('has a page shell for every built route and a route for every page shell', () => {
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
