/**
 * Every public route of the site, once. The header, the footer, the sitemap, robots.txt and the route
 * tests all derive from this list; nothing else hard-codes the set of routes.
 *
 * Order matters: it is the order links appear in within a menu group or footer column.
 */
import { readRawCollection } from '#src/content/loaders/files.ts';
import type { MetadataPreset } from '#src/content/metadata-presets.ts';
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
  preset?: MetadataPreset;
  /** Listed in sitemap.xml and open to crawlers. Defaults to true. */
  indexable?: boolean;
};

export const routes = [
  { path: '/', label: 'Home' },

  // Use cases: offensive
  {
    path: '/hunt-new-opportunities',
    label: 'Hunt New Opportunities',
    blurb: 'Spot target accounts evaluating a competitor',
    header: { menu: 'use-cases', group: 'offensive' },
    footer: 'use-cases',
  },
  {
    path: '/revive-closed-lost',
    label: 'Revive Closed Lost',
    blurb: 'Know when a lost deal is back in play',
    header: { menu: 'use-cases', group: 'offensive' },
    footer: 'use-cases',
  },
  {
    path: '/flag-expansion-opportunities',
    label: 'Flag Expansion Opportunities',
    blurb: 'Catch customers buying adjacent tools',
    header: { menu: 'use-cases', group: 'offensive' },
    footer: 'use-cases',
  },
  // Use cases: defensive
  {
    path: '/win-open-deals',
    label: 'Protect Your Open Deals',
    blurb: 'See competitors enter your live deals',
    header: { menu: 'use-cases', group: 'defensive' },
    footer: 'use-cases',
  },
  {
    path: '/defend-customer-base',
    label: 'Proactively Protect Renewals',
    blurb: 'Defend renewals before the RFP lands',
    header: { menu: 'use-cases', group: 'defensive' },
    footer: 'use-cases',
  },
  {
    path: '/predict-prevent-churn',
    label: 'Predict and Prevent Churn',
    blurb: 'Get warned while there is time to act',
    header: { menu: 'use-cases', group: 'defensive' },
    footer: 'use-cases',
  },

  // Solutions by role
  {
    path: '/sales',
    label: 'For Sales Leaders',
    blurb: 'Arm sellers to win competitive deals',
    header: { menu: 'solutions' },
    footer: 'solutions',
    preset: 'sales',
  },
  {
    path: '/marketing',
    label: 'For Marketing Leaders',
    blurb: 'Turn competitor activity into GTM strategy',
    header: { menu: 'solutions' },
    footer: 'solutions',
    preset: 'marketing',
  },
  {
    path: '/revenue-operations',
    label: 'For Revenue Operations Leaders',
    blurb: 'Automated competitive intelligence in the CRM',
    header: { menu: 'solutions' },
    footer: 'solutions',
    preset: 'revenueOps',
  },
  {
    path: '/customer-success',
    label: 'For Customer Success Leaders',
    blurb: 'Predict and prevent churn',
    header: { menu: 'solutions' },
    footer: 'solutions',
    preset: 'customerSuccess',
  },

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
  { path: '/pricing', label: 'Pricing', footer: 'company', preset: 'pricing' },
  { path: '/security', label: 'Trust Center', footer: 'support' },

  // Conversion and legal
  { path: '/book-time', label: 'Book a demo', footer: 'company' },
  { path: '/terms-of-service', label: 'Terms of Service', footer: 'support' },
  { path: '/privacy-policy', label: 'Privacy Policy', footer: 'support' },
] as const satisfies readonly SiteRoute[];

export type RoutePath = (typeof routes)[number]['path'];

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

/** Every route as the wider `SiteRoute` type, for code that reads optional fields: the customer stories after /customers. */
export const siteRoutes: readonly SiteRoute[] = routes.flatMap((route): SiteRoute[] =>
  route.path === '/customers' ? [route, ...caseStudyRoutes()] : [route],
);

export function findRoute(path: string): SiteRoute | undefined {
  return siteRoutes.find((route) => route.path === path);
}

/** The route for a path, or a thrown error: for page shells that must exist in the site map. */
export function routeFor(path: RoutePath): SiteRoute {
  const route = findRoute(path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}

export const BOOK_DEMO_PATH = '/book-time' satisfies RoutePath;
