/**
 * Header and footer navigation: the site map's places (src/site-map.ts) under the titles of the site's
 * words (src/content/site/site.yaml). Plain serialisable data, passed to the header and footer as props.
 * The base layout passes the words it read through Astro; tests and scripts leave them out and the Node
 * reader reads the same file.
 */
import { readSingleton } from '#src/content/loaders/read.ts';
import type { SiteContent } from '#src/content/schemas/site.ts';
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

export type HeaderNav = {
  items: NavItem[];
  cta: NavLink;
  /** What screen readers call the menu bar, the phone menu and its button. */
  labels: { main: string; mobile: string; menuButton: string };
};

export type FooterColumn = { id: FooterColumnId; title: string; links: NavLink[] };

/** Each menu's panel width in px (spec §2: 600, 400 and 450) and its title in the content. */
const MENUS: Record<NavMenuId, { title: keyof SiteContent['header']['menus']; width: number }> = {
  'use-cases': { title: 'useCases', width: 600 },
  solutions: { title: 'solutions', width: 400 },
  resources: { title: 'resources', width: 450 },
};

const USE_CASE_GROUPS: readonly UseCaseGroup[] = ['offensive', 'defensive'];

/** The footer's columns, in order, and each one's title in the content. */
const FOOTER_COLUMNS: Record<FooterColumnId, keyof SiteContent['footer']['columns']> = {
  'use-cases': 'useCases',
  solutions: 'solutions',
  company: 'company',
  support: 'support',
};

/** The site's words as the Node reader reads them (tests, scripts). */
const siteWords = () => readSingleton('site');

function toLink(route: SiteRoute): NavLink {
  return route.blurb
    ? { href: route.path, label: route.label, blurb: route.blurb }
    : { href: route.path, label: route.label };
}

function inMenu(routes: readonly SiteRoute[], menu: NavMenuId | 'customers'): SiteRoute[] {
  return routes.filter((route) => route.header?.menu === menu);
}

export function buildHeaderNav(
  words: SiteContent['header'] = siteWords().header,
  routes: readonly SiteRoute[] = siteRoutes,
): HeaderNav {
  const useCases = inMenu(routes, 'use-cases');
  const groupOf = (route: SiteRoute) => (route.header?.menu === 'use-cases' ? route.header.group : undefined);
  const menu = (id: NavMenuId, groups: NavGroup[]): NavMenu => ({
    kind: 'menu',
    id,
    label: words.menus[MENUS[id].title],
    width: MENUS[id].width,
    groups,
  });
  const customers = inMenu(routes, 'customers').map((route) => ({ kind: 'link' as const, ...toLink(route) }));
  if (!routes.some((route) => route.path === BOOK_DEMO_PATH))
    throw new Error(`${BOOK_DEMO_PATH} is missing from the site map`);

  return {
    items: [
      menu(
        'use-cases',
        USE_CASE_GROUPS.map((group) => ({
          label: words.useCaseGroups[group],
          links: useCases.filter((route) => groupOf(route) === group).map(toLink),
        })),
      ),
      menu('solutions', [{ links: inMenu(routes, 'solutions').map(toLink) }]),
      ...customers,
      menu('resources', [{ links: inMenu(routes, 'resources').map(toLink) }]),
    ],
    cta: { href: words.cta.href, label: words.cta.label },
    labels: { main: words.navLabel, mobile: words.mobileNavLabel, menuButton: words.menuButton },
  };
}

export function buildFooterColumns(
  words: SiteContent['footer'] = siteWords().footer,
  routes: readonly SiteRoute[] = siteRoutes,
): FooterColumn[] {
  return (Object.keys(FOOTER_COLUMNS) as FooterColumnId[]).map((id) => ({
    id,
    title: words.columns[FOOTER_COLUMNS[id]],
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
  // The case studies (/customers-gainsight, …) belong to the Customers section, and the blog (its index and
  // every article) to the menu that links an article.
  return hrefsOf(item).some(
    (href) =>
      href === path ||
      (href === '/customers' && path.startsWith('/customers-')) ||
      (href.startsWith('/blog/') && (path === '/blog' || path.startsWith('/blog/'))),
  );
}

/** `/pricing/` and `/pricing.html` are the same page as `/pricing`. */
export function normalizePath(path: string): string {
  const withoutHtml = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  return withoutHtml.length > 1 ? withoutHtml.replace(/\/+$/, '') || '/' : withoutHtml || '/';
}
