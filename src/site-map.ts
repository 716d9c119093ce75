/**
 * Every public route of the site, once: where it sits (header menu, footer column) and whether crawlers
 * may list it. The header, the footer, the sitemap, robots.txt and the route tests all derive from this
 * list; nothing else hard-codes the set of routes. What a page is called comes from the content: the
 * use-case, persona and customer-story pages name themselves (their files), every other page is named in
 * src/content/site/site.yaml (`navigation.pages`).
 *
 * Order matters: it is the order links appear in within a menu group or footer column.
 */
import { readRawCollection } from '#src/content/loaders/files.ts';
import { readSingleton } from '#src/content/loaders/read.ts';
import { COLLECTIONS } from '#src/content/registry.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';

export type UseCaseGroup = 'offensive' | 'defensive';

/** Where a route appears in the header. */
export type HeaderPlacement =
  | { menu: 'use-cases'; group: UseCaseGroup }
  | { menu: 'solutions' }
  | { menu: 'resources' }
  | { menu: 'customers' };

export type FooterColumnId = 'use-cases' | 'solutions' | 'company' | 'support';

/** Where a page sits: its address and its places in the header and the footer. */
export type RoutePlace = {
  path: `/${string}`;
  header?: HeaderPlacement;
  footer?: FooterColumnId;
  /** Listed in sitemap.xml and open to crawlers. Defaults to true. */
  indexable?: boolean;
};

export type SiteRoute = RoutePlace & {
  /** Link text in menus and lists (from the content). */
  label: string;
  /** One line shown under the label in the header menus. */
  blurb?: string;
  /** Label used in the footer when it differs from `label`. */
  footerLabel?: string;
  /** The line above the title on the page's social image (from the content). */
  socialLabel?: string;
};

export const routes = [
  { path: '/' },

  // Use cases, then solutions by role: one route per file of src/content/use-cases/ and
  // src/content/personas/ (see siteRoutes).

  // Customers (each customer story follows, from src/content/case-studies/: see siteRoutes)
  { path: '/customers', header: { menu: 'customers' }, footer: 'company' },

  // Resources
  { path: '/playbooks', header: { menu: 'resources' }, footer: 'company' },
  { path: '/blog/competitive-blind-spot', header: { menu: 'resources' }, footer: 'company' },
  { path: '/blog', footer: 'company' },

  // Company
  { path: '/about', footer: 'company' },
  { path: '/pricing', footer: 'company' },
  { path: '/security', footer: 'support' },

  // Conversion and legal
  { path: '/book-time', footer: 'company' },
  { path: '/terms-of-service', footer: 'support' },
  { path: '/privacy-policy', footer: 'support' },
] as const satisfies readonly RoutePlace[];

/** The routes written in the list above (the content collections add theirs: see siteRoutes). */
export type RoutePath = (typeof routes)[number]['path'];

/** Any page's path: a route of the list above or of a content collection. */
export type SitePath = `/${string}`;

/** The names of the pages that are not entries of a page collection (src/content/site/site.yaml). */
const names = readSingleton('site').navigation;

/** A route of the list above with its name from the content. */
function named(place: RoutePlace): SiteRoute {
  const name = names.pages.find((page) => page.path === place.path);
  if (!name)
    throw new Error(
      `src/content/site/site.yaml → navigation.pages: no name for ${place.path} (every route of src/site-map.ts needs one)`,
    );
  const { path: _path, ...words } = name;
  return { ...place, ...words };
}

/**
 * One route per customer story: a file in src/content/case-studies/ is a page, in list order (the
 * story's `order`, then its file name), named after its company.
 */
function caseStudyRoutes(): SiteRoute[] {
  return readRawCollection('caseStudies')
    .map(({ id, data }) => ({ id, company: String(data.company), order: Number(data.order) }))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .map(({ id, company }) => ({
      path: COLLECTIONS.caseStudies.route(id),
      label: fillSlots(names.caseStudy, { company }),
    }));
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
export const siteRoutes: readonly SiteRoute[] = routes.flatMap((place): SiteRoute[] => {
  const route = named(place);
  if (place.path === '/') return [route, ...routesOfUseCases(), ...routesOfPersonas()];
  if (place.path === '/customers') return [route, ...caseStudyRoutes()];
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
