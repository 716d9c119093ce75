/**
 * Header and footer navigation, derived from the site map. Plain serialisable data so it can be passed to
 * the header island as props.
 */
import {
  BOOK_DEMO_PATH,
  type FooterColumnId,
  type SiteRoute,
  siteRoutes,
  type UseCaseGroup,
} from '#src/site-map.ts';

export type NavLink = { href: string; label: string; blurb?: string };

export type NavGroup = { label?: string; links: NavLink[] };

export type NavMenuId = 'use-cases' | 'solutions' | 'resources';

export type NavMenu = {
  kind: 'menu';
  id: NavMenuId;
  label: string;
  /** Panel width in px (spec: 600, 400 and 450). */
  width: number;
  groups: NavGroup[];
};

export type NavItem = NavMenu | ({ kind: 'link' } & NavLink);

export type HeaderNav = { items: NavItem[]; cta: NavLink };

export type FooterColumn = { id: FooterColumnId; title: string; links: NavLink[] };

const MENUS: Record<NavMenuId, { label: string; width: number }> = {
  'use-cases': { label: 'Use Cases', width: 600 },
  solutions: { label: 'Solutions', width: 400 },
  resources: { label: 'Resources', width: 450 },
};

const USE_CASE_GROUPS: Record<UseCaseGroup, string> = {
  offensive: 'Offensive strategies',
  defensive: 'Defensive strategies',
};

const FOOTER_COLUMNS: Record<FooterColumnId, string> = {
  'use-cases': 'Use Cases',
  solutions: 'Solutions',
  company: 'Company',
  support: 'Support',
};

function toLink(route: SiteRoute): NavLink {
  return route.blurb
    ? { href: route.path, label: route.label, blurb: route.blurb }
    : { href: route.path, label: route.label };
}

function inMenu(routes: readonly SiteRoute[], menu: NavMenuId | 'customers'): SiteRoute[] {
  return routes.filter((route) => route.header?.menu === menu);
}

export function buildHeaderNav(routes: readonly SiteRoute[] = siteRoutes): HeaderNav {
  const useCases = inMenu(routes, 'use-cases');
  const groupOf = (route: SiteRoute) => (route.header?.menu === 'use-cases' ? route.header.group : undefined);
  const menu = (id: NavMenuId, groups: NavGroup[]): NavMenu => ({ kind: 'menu', id, ...MENUS[id], groups });
  const customers = inMenu(routes, 'customers').map((route) => ({ kind: 'link' as const, ...toLink(route) }));
  const cta = routes.find((route) => route.path === BOOK_DEMO_PATH);
  if (!cta) throw new Error(`${BOOK_DEMO_PATH} is missing from the site map`);

  return {
    items: [
      menu(
        'use-cases',
        (Object.keys(USE_CASE_GROUPS) as UseCaseGroup[]).map((group) => ({
          label: USE_CASE_GROUPS[group],
          links: useCases.filter((route) => groupOf(route) === group).map(toLink),
        })),
      ),
      menu('solutions', [{ links: inMenu(routes, 'solutions').map(toLink) }]),
      ...customers,
      menu('resources', [{ links: inMenu(routes, 'resources').map(toLink) }]),
    ],
    cta: { href: cta.path, label: cta.label },
  };
}

export function buildFooterColumns(routes: readonly SiteRoute[] = siteRoutes): FooterColumn[] {
  return (Object.keys(FOOTER_COLUMNS) as FooterColumnId[]).map((id) => ({
    id,
    title: FOOTER_COLUMNS[id],
    links: routes
      .filter((route) => route.footer === id)
      .map((route) => ({ href: route.path, label: route.footerLabel ?? route.label })),
  }));
}

/** All hrefs reachable from one nav item: a menu's links, or the link itself. */
export function hrefsOf(item: NavItem): string[] {
  return item.kind === 'menu'
    ? item.groups.flatMap((group) => group.links.map((link) => link.href))
    : [item.href];
}

/** Whether a nav item should be highlighted for the current path. */
export function isActive(item: NavItem, currentPath: string): boolean {
  const path = normalizePath(currentPath);
  // The case studies (/customers-gainsight, …) belong to the Customers section.
  return hrefsOf(item).some(
    (href) => href === path || (href === '/customers' && path.startsWith('/customers-')),
  );
}

/** `/pricing/` and `/pricing.html` are the same page as `/pricing`. */
export function normalizePath(path: string): string {
  const withoutHtml = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  return withoutHtml.length > 1 ? withoutHtml.replace(/\/+$/, '') || '/' : withoutHtml || '/';
}
