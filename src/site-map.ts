/**
 * Every public route of the site, once. The header, the footer, the sitemap, robots.txt and the route
 * tests all derive from this list; nothing else hard-codes the set of routes.
 *
 * Order matters: it is the order links appear in within a menu group or footer column.
 */
import { readRawCollection } from '#src/content/loaders/files.ts';
import { COLLECTIONS } from '#src/content/registry.ts';
import { siteConfig } from './site.config.ts';

export type UseCaseGroup = 'offensive' | 'defensive';

/** Where a route appears in the header. */
export type HeaderPlacement =
  | { menu: 'use-cases'; group: UseCaseGroup }
  | { menu: 'solutions' }
  | { menu: 'resources' }
  | { menu: 'customers' };

export type FooterColumnId = 'use-cases' | 'solutions' | 'company' | 'support';

export type SiteRoute = {
  path: `/${string}`;
  /** Link text in menus and lists. */
  label: string;
  /** One line shown under the label in the header menus. */
  blurb?: string;
  header?: HeaderPlacement;
  footer?: FooterColumnId;
  /** Label used in the footer when it differs from `label`. */
  footerLabel?: string;
  /** Listed in sitemap.xml and open to crawlers. Defaults to true. */
  indexable?: boolean;
};

export const routes = [
  { path: '/', label: 'Home' },

  // Use cases, then solutions by role: one route per file of src/content/use-cases/ and
  // src/content/personas/ (see siteRoutes).

  // Customers (each customer story follows, from src/content/case-studies/: see siteRoutes)
  { path: '/customers', label: 'Customers', header: { menu: 'customers' }, footer: 'company' },

  // Resources
  {
    path: '/playbooks',
    label: 'GTM playbooks for competitive opportunities',
    blurb: 'Six plays, from first signal to CRM action',
    header: { menu: 'resources' },
    footer: 'company',
    footerLabel: 'Playbook library',
  },
  {
    path: '/blog/competitive-blind-spot',
    label: `The Business Case for ${siteConfig.name}`,
    blurb: 'Why the GTM stack cannot see competitors',
    header: { menu: 'resources' },
    footer: 'company',
    footerLabel: 'The business case',
  },
  { path: '/blog', label: 'Blog', footer: 'company' },

  // Company
  { path: '/about', label: 'Our story', footer: 'company' },
  { path: '/pricing', label: 'Pricing', footer: 'company' },
  { path: '/security', label: 'Trust Center', footer: 'support' },

  // Conversion and legal
  { path: '/book-time', label: 'Book a demo', footer: 'company' },
  { path: '/terms-of-service', label: 'Terms of Service', footer: 'support' },
  { path: '/privacy-policy', label: 'Privacy Policy', footer: 'support' },
] as const satisfies readonly SiteRoute[];

/** The routes written in the list above (the content collections add theirs: see siteRoutes). */
export type RoutePath = (typeof routes)[number]['path'];

/** Any page's path: a route of the list above or of a content collection. */
export type SitePath = `/${string}`;

/**
 * One route per customer story: a file in src/content/case-studies/ is a page, in list order (the
 * story's `order`, then its file name).
 */
function caseStudyRoutes(): SiteRoute[] {
  return readRawCollection('caseStudies')
    .map(({ id, data }) => ({ id, company: String(data.company), order: Number(data.order) }))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .map(({ id, company }) => ({ path: COLLECTIONS.caseStudies.route(id), label: `${company} case study` }));
}

/**
 * One route per page of a page collection (a use case, a persona), in list order (the entry's `order`,
 * then its file name), with its name and one-line blurb as the menus show them.
 */
function pageRoutes(
  collection: 'useCases' | 'personas',
  place: (data: Record<string, unknown>) => Pick<SiteRoute, 'header' | 'footer'>,
): SiteRoute[] {
  return readRawCollection(collection)
    .sort((a, b) => Number(a.data.order) - Number(b.data.order) || a.id.localeCompare(b.id))
    .map(({ id, data }) => ({
      path: COLLECTIONS[collection].route(id),
      label: String(data.name),
      blurb: String(data.blurb),
      ...place(data),
    }));
}

const routesOfUseCases = () =>
  pageRoutes('useCases', (data) => ({
    header: { menu: 'use-cases', group: data.group === 'defensive' ? 'defensive' : 'offensive' },
    footer: 'use-cases',
  }));

const routesOfPersonas = () =>
  pageRoutes('personas', () => ({ header: { menu: 'solutions' }, footer: 'solutions' }));

/**
 * Every route as the wider `SiteRoute` type, for code that reads optional fields: the use cases and the
 * persona pages after the home page, the customer stories after /customers.
 */
export const siteRoutes: readonly SiteRoute[] = routes.flatMap((route): SiteRoute[] => {
  if (route.path === '/') return [route, ...routesOfUseCases(), ...routesOfPersonas()];
  if (route.path === '/customers') return [route, ...caseStudyRoutes()];
  return [route];
});

export function findRoute(path: string): SiteRoute | undefined {
  return siteRoutes.find((route) => route.path === path);
}

/** The route for a path, or a thrown error: for page shells that must exist in the site map. */
export function routeFor(path: SitePath): SiteRoute {
  const route = findRoute(path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}

export const BOOK_DEMO_PATH = '/book-time' satisfies RoutePath;
