/**
 * Spec fidelity for what every page shares (spec §1, §2 "Shared header", "Shared footer"): the header's
 * menus, their widths, groups, items and labels, the Customers link and the 'Book a demo' button; the
 * footer's four columns and the pages it links. Read from the site map and site/site.yaml as the pages
 * build them; a use case or persona page added as a file keeps this green (the spec's pages are checked
 * by address).
 */
import { readSingleton } from '#src/content/loaders/read.ts';
import { BOOK_DEMO_PATH, CTA_LABELS } from '#src/content/schemas/fields.ts';
import { buildFooterColumns, buildHeaderNav, type NavMenu } from '#src/lib/navigation.ts';
import { siteConfig } from '#src/site.config.ts';
import { siteRoutes } from '#src/site-map.ts';

const site = readSingleton('site');
const nav = buildHeaderNav(site.header);
const menu = (id: NavMenu['id']) => {
  const found = nav.items.find((item): item is NavMenu => item.kind === 'menu' && item.id === id);
  if (!found) throw new Error(`menu ${id} missing`);
  return found;
};

/** A menu's links to the spec's pages, in their order, as [address, label] (added pages may follow). */
const SPEC_PAGES = [
  '/hunt-new-opportunities',
  '/revive-closed-lost',
  '/flag-expansion-opportunities',
  '/win-open-deals',
  '/defend-customer-base',
  '/predict-prevent-churn',
  '/sales',
  '/marketing',
  '/revenue-operations',
  '/customer-success',
  '/playbooks',
  '/blog/competitive-blind-spot',
];
const specPairs = (links: { href: string; label: string }[]) =>
  links.filter((link) => SPEC_PAGES.includes(link.href)).map((link) => [link.href, link.label]);

describe('shared header (spec §2)', () => {
  it('has the items Use Cases, Solutions, Customers and Resources, in that order', () => {
    expect(nav.items.map((item) => item.label)).toEqual(['Use Cases', 'Solutions', 'Customers', 'Resources']);
  });

  it('opens its dropdowns at 600, 400 and 450 px', () => {
    expect([menu('use-cases').width, menu('solutions').width, menu('resources').width]).toEqual([
      600, 400, 450,
    ]);
  });

  it('groups the use cases into offensive and defensive strategies, with the spec’s labels', () => {
    const [offensive, defensive] = menu('use-cases').groups;
    expect(offensive?.label).toBe('Offensive strategies');
    expect(specPairs(offensive?.links ?? [])).toEqual([
      ['/hunt-new-opportunities', 'Hunt New Opportunities'],
      ['/revive-closed-lost', 'Revive Closed Lost'],
      ['/flag-expansion-opportunities', 'Flag Expansion Opportunities'],
    ]);
    expect(defensive?.label).toBe('Defensive strategies');
    expect(specPairs(defensive?.links ?? [])).toEqual([
      ['/win-open-deals', 'Protect Your Open Deals'],
      ['/defend-customer-base', 'Proactively Protect Renewals'],
      ['/predict-prevent-churn', 'Predict and Prevent Churn'],
    ]);
  });

  it('lists the solutions by role', () => {
    expect(specPairs(menu('solutions').groups.flatMap((group) => group.links))).toEqual([
      ['/sales', 'For Sales Leaders'],
      ['/marketing', 'For Marketing Leaders'],
      ['/revenue-operations', 'For Revenue Operations Leaders'],
      ['/customer-success', 'For Customer Success Leaders'],
    ]);
  });

  it('lists the resources, the article named after the product ({product})', () => {
    expect(specPairs(menu('resources').groups.flatMap((group) => group.links))).toEqual([
      ['/playbooks', 'GTM playbooks for competitive opportunities'],
      ['/blog/competitive-blind-spot', `The Business Case for ${siteConfig.name}`],
    ]);
  });

  it("links Customers to /customers, and its 'Book a demo' button to /book-time", () => {
    expect(nav.items[2]).toMatchObject({ kind: 'link', href: '/customers', label: 'Customers' });
    expect(nav.cta).toEqual({ href: BOOK_DEMO_PATH, label: 'Book a demo' });
  });
});

describe('shared footer (spec §2)', () => {
  const columns = buildFooterColumns(site.footer);

  it('has the columns Use Cases, Solutions, Company and Support', () => {
    expect(columns.map((column) => column.title)).toEqual(['Use Cases', 'Solutions', 'Company', 'Support']);
  });

  it('links /about, /pricing, /security, /terms-of-service and /privacy-policy', () => {
    const hrefs = columns.flatMap((column) => column.links.map((link) => link.href));
    for (const path of ['/about', '/pricing', '/security', '/terms-of-service', '/privacy-policy'])
      expect(hrefs).toContain(path);
  });

  it('lists the spec’s six use cases and four roles (and any page added beside them)', () => {
    const inColumn = (index: number) => columns[index]?.links.map((link) => link.href) ?? [];
    expect(inColumn(0).filter((href) => SPEC_PAGES.slice(0, 6).includes(href))).toHaveLength(6);
    expect(inColumn(1).filter((href) => SPEC_PAGES.slice(6, 10).includes(href))).toHaveLength(4);
  });
});

describe('calls to action (spec §1)', () => {
  it('every spec call to action in the site-wide words leads to /book-time', () => {
    const links = [site.header.cta, site.consent.policy, ...siteRoutes.map((r) => ({ ...r, href: r.path }))];
    const ctas = links.filter((link) => (CTA_LABELS as readonly string[]).includes(link.label));
    expect(ctas.length).toBeGreaterThan(0);
    for (const cta of ctas) expect(cta.href, cta.label).toBe(BOOK_DEMO_PATH);
  });
});
