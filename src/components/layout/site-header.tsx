import { ChevronDown, Menu, X } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import { cn } from '#src/lib/cn.ts';
import {
  type HeaderNav,
  isActive,
  type NavLink,
  type NavMenu,
  type NavMenuId,
  normalizePath,
} from '#src/lib/navigation.ts';
import { Logo } from './logo';

/*
 * Sticky site header: static HTML, no island (docs/decisions/0011-first-touch.md). Each desktop menu and
 * the mobile menu is a popover that its button opens from first paint, with or without JavaScript: the
 * browser shows one menu at a time, closes it on an outside click or Escape and returns focus to the
 * button. The base layout's first-touch script adds the rest of the spec: `aria-expanded`, the panel
 * placed under its button, close on scroll and when focus leaves the navigation, ArrowDown from a menu
 * button to its first link and arrows between links, close on selection.
 * Below 768 px a 44 px menu button shows the same links as one flat list, and a compact 'Book a demo'
 * stays in the bar.
 */

export type SiteHeaderProps = {
  nav: HeaderNav;
  currentPath: string;
  brandName: string;
};

export const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader({ nav, currentPath, brandName }: SiteHeaderProps) {
  const path = normalizePath(currentPath);
  return (
    <header
      data-site-header=""
      className="group/header sticky top-0 z-40 h-[var(--header-height)] border-b border-ink-200 bg-white"
    >
      <div className="container-page relative flex h-full items-center justify-between gap-3 md:gap-4">
        <a href="/" className="-m-1 shrink-0 rounded-md p-1" aria-current={path === '/' ? 'page' : undefined}>
          <Logo brandName={brandName} wordmarkClassName="max-[359px]:sr-only" />
        </a>

        <DesktopNav nav={nav} path={path} />

        <div className="flex items-center gap-2">
          <Button asChild size="sm" className="max-md:hidden">
            <a href={nav.cta.href} data-cta-location="navigation">
              {nav.cta.label}
            </a>
          </Button>{' '}
          <Button asChild size="sm" className="md:hidden">
            <a href={nav.cta.href} data-cta-location="mobile_navigation" data-header-cta="compact">
              {nav.cta.label}
            </a>
          </Button>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            aria-controls={MOBILE_MENU_ID}
            aria-label={nav.labels.menuButton}
            data-mobile-menu-button=""
            className="-mr-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-900 transition-colors hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:hidden"
          >
            <Menu
              aria-hidden="true"
              strokeWidth={2.25}
              className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden"
            />
            <X
              aria-hidden="true"
              strokeWidth={2.25}
              className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block"
            />
          </button>
        </div>
      </div>

      <MobileNav nav={nav} path={path} />
    </header>
  );
}

function DesktopNav({ nav, path }: { nav: HeaderNav; path: string }) {
  return (
    <nav aria-label={nav.labels.main} data-menu-nav="" className="hidden flex-1 justify-center md:flex">
      <ul className="flex items-center lg:gap-1">
        {nav.items.map((item) => {
          const active = isActive(item, path);
          if (item.kind === 'link') {
            return (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={item.href === path ? 'page' : undefined}
                  data-active={active ? '' : undefined}
                  className={navItemClass}
                >
                  {item.label}
                </a>
              </li>
            );
          }
          return (
            <li key={item.id}>
              <button
                type="button"
                popoverTarget={menuPanelId(item.id)}
                aria-controls={menuPanelId(item.id)}
                data-active={active ? '' : undefined}
                data-menu-trigger={item.id}
                className={cn(navItemClass, 'group')}
              >
                {item.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 text-ink-400 transition-transform duration-150 group-aria-expanded:rotate-180"
                />
              </button>
              <MenuPanel menu={item} path={path} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const menuPanelId = (id: NavMenuId) => `nav-menu-${id}`;

const navItemClass =
  'relative inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-md px-2 text-sm font-medium text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-950 aria-expanded:bg-ink-100 aria-expanded:text-ink-950 data-[active]:text-brand-700 data-[active]:after:absolute data-[active]:after:inset-x-2 data-[active]:after:-bottom-[13px] data-[active]:after:h-0.5 data-[active]:after:rounded-full data-[active]:after:bg-brand-600 lg:px-3';

/**
 * A menu's panel: a popover under its trigger, kept inside the viewport (the first-touch script sets its
 * left edge as it opens; without JavaScript it is centred). The links are in the prerendered HTML.
 */
function MenuPanel({ menu, path }: { menu: NavMenu; path: string }) {
  const columns = menu.groups.length > 1;
  return (
    <div
      id={menuPanelId(menu.id)}
      popover="auto"
      data-menu-panel={menu.id}
      data-width={menu.width}
      style={{ width: menu.width, maxWidth: 'calc(100vw - 32px)' }}
      className="fixed inset-auto top-[calc(var(--header-height)-4px)] left-1/2 m-0 -translate-x-1/2 rounded-xl border border-ink-200 bg-white p-3 text-ink-950 shadow-menu motion-safe:animate-fade-in"
    >
      <div className={cn('grid gap-2', columns && 'grid-cols-2')}>
        {menu.groups.map((group) => (
          <div key={group.label ?? menu.id}>
            {group.label ? (
              <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">
                {group.label}
              </p>
            ) : null}
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <MenuLink link={link} current={link.href === path} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

function MenuLink({ link, current }: { link: NavLink; current: boolean }) {
  return (
    <a
      href={link.href}
      aria-current={current ? 'page' : undefined}
      className="block rounded-lg px-3 py-2.5 transition-colors hover:bg-ink-50 aria-[current=page]:bg-brand-50"
    >
      <span className="block text-sm font-semibold text-ink-950 [a[aria-current=page]_&]:text-brand-700">
        {link.label}
      </span>
      {link.blurb ? (
        <>
          {' '}
          <span className="mt-0.5 block text-sm text-ink-600">{link.blurb}</span>
        </>
      ) : null}
    </a>
  );
}

function MobileNav({ nav, path }: { nav: HeaderNav; path: string }) {
  const sections = nav.items.map((item) =>
    item.kind === 'menu'
      ? { key: item.id, title: item.label, links: item.groups.flatMap((group) => group.links) }
      : { key: item.href, title: undefined, links: [{ href: item.href, label: item.label }] },
  );

  return (
    <nav
      id={MOBILE_MENU_ID}
      popover="auto"
      aria-label={nav.labels.mobile}
      data-mobile-menu=""
      className="fixed inset-x-0 top-[var(--header-height)] bottom-auto m-0 max-h-[calc(100dvh-var(--header-height))] w-full max-w-none overflow-y-auto border-0 border-b border-ink-200 bg-white p-0 text-ink-950 shadow-menu md:hidden"
    >
      <div className="container-page py-4">
        {sections.map((section) => (
          <div key={section.key} className="border-b border-ink-100 py-3 last:border-b-0">
            {section.title ? (
              <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">
                {section.title}
              </p>
            ) : null}
            <ul>
              {section.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={link.href === path ? 'page' : undefined}
                    className="flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-ink-900 hover:bg-ink-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <Button asChild size="lg" className="mt-4 w-full">
          <a href={nav.cta.href} data-cta-location="mobile_navigation">
            {nav.cta.label}
          </a>
        </Button>
      </div>
    </nav>
  );
}
