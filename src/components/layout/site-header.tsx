import { ChevronDown, Menu, X } from 'lucide-react';
import * as React from 'react';
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
import { MOBILE_QUERY, useMediaQuery } from '#src/lib/use-media-query.ts';
import { Logo } from './logo';

/*
 * Sticky site header (hydrated with client:load). Desktop menus follow the WAI-ARIA disclosure
 * navigation pattern: a button toggles a panel of links (Enter or Space; ArrowDown also opens it and moves
 * focus to its first link). One panel at a time; it closes on an outside click, on scroll, on Escape (focus
 * returns to its button) and when focus leaves the navigation.
 * Below 768 px a hamburger shows the same links as one flat list, closed again by any selection.
 */

export type SiteHeaderProps = {
  nav: HeaderNav;
  currentPath: string;
  brandName: string;
};

export function SiteHeader({ nav, currentPath, brandName }: SiteHeaderProps) {
  const path = normalizePath(currentPath);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [mobileOpen, setMobileOpen] = React.useState(false);

  // Leaving the mobile layout (rotating a tablet, resizing) closes the mobile menu.
  React.useEffect(() => {
    if (!isMobile) setMobileOpen(false);
  }, [isMobile]);

  return (
    <header
      data-site-header=""
      className="sticky top-0 z-40 h-[var(--header-height)] border-b border-ink-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80"
    >
      <div className="container-page relative flex h-full items-center justify-between gap-4">
        <a href="/" className="-m-1 shrink-0 rounded-md p-1" aria-current={path === '/' ? 'page' : undefined}>
          <Logo brandName={brandName} />
        </a>

        <DesktopNav nav={nav} path={path} />

        <div className="flex items-center gap-2">
          <Button asChild size="sm" className="hidden md:inline-flex">
            <a href={nav.cta.href} data-cta-location="navigation">
              {nav.cta.label}
            </a>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </Button>
        </div>
      </div>

      <MobileNav nav={nav} path={path} open={mobileOpen} onClose={() => setMobileOpen(false)} />
    </header>
  );
}

function DesktopNav({ nav, path }: { nav: HeaderNav; path: string }) {
  const [openId, setOpenId] = React.useState<NavMenuId | null>(null);
  const navRef = React.useRef<HTMLElement>(null);
  const triggerRefs = React.useRef(new Map<NavMenuId, HTMLButtonElement>());
  // Set by ArrowDown on a trigger: focus the panel's first link once it is shown.
  const focusFirstLink = React.useRef(false);

  React.useEffect(() => {
    if (!openId || !focusFirstLink.current) return;
    focusFirstLink.current = false;
    document.getElementById(`nav-menu-${openId}`)?.querySelector('a')?.focus();
  }, [openId]);

  React.useEffect(() => {
    if (!openId) return;
    const close = () => setOpenId(null);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && navRef.current?.contains(target)) return;
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      triggerRefs.current.get(openId)?.focus();
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', close, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', close);
    };
  }, [openId]);

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="hidden flex-1 justify-center md:flex"
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) setOpenId(null);
      }}
    >
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
          const open = openId === item.id;
          return (
            <li key={item.id}>
              <button
                type="button"
                ref={(node) => {
                  if (node) triggerRefs.current.set(item.id, node);
                  else triggerRefs.current.delete(item.id);
                }}
                aria-expanded={open}
                aria-controls={`nav-menu-${item.id}`}
                data-active={active ? '' : undefined}
                data-menu-trigger={item.id}
                className={navItemClass}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowDown') return;
                  event.preventDefault();
                  if (open) {
                    document.getElementById(`nav-menu-${item.id}`)?.querySelector('a')?.focus();
                    return;
                  }
                  focusFirstLink.current = true;
                  setOpenId(item.id);
                }}
              >
                {item.label}
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-4 text-ink-400 transition-transform duration-150',
                    open && 'rotate-180',
                  )}
                />
              </button>
              <MenuPanel menu={item} open={open} path={path} onNavigate={() => setOpenId(null)} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const navItemClass =
  'relative inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-md px-2 text-sm font-medium text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-950 aria-expanded:bg-ink-100 aria-expanded:text-ink-950 data-[active]:text-brand-700 data-[active]:after:absolute data-[active]:after:inset-x-2 data-[active]:after:-bottom-[13px] data-[active]:after:h-0.5 data-[active]:after:rounded-full data-[active]:after:bg-brand-600 lg:px-3';

/**
 * A menu's panel, positioned under its trigger and kept inside the viewport. Always rendered, so the
 * links are in the prerendered HTML; `hidden` while closed.
 */
function MenuPanel({
  menu,
  open,
  path,
  onNavigate,
}: {
  menu: NavMenu;
  open: boolean;
  path: string;
  onNavigate: () => void;
}) {
  const panelRef = React.useRef<HTMLDivElement>(null);

  React.useLayoutEffect(() => {
    const panel = panelRef.current;
    const container = panel?.offsetParent;
    const trigger = panel?.previousElementSibling;
    if (!open || !panel || !(container instanceof HTMLElement) || !(trigger instanceof HTMLElement)) return;
    const box = container.getBoundingClientRect();
    const anchor = trigger.getBoundingClientRect();
    const margin = 16;
    const width = Math.min(menu.width, window.innerWidth - margin * 2);
    const centred = anchor.left + anchor.width / 2 - width / 2;
    const left = Math.max(margin, Math.min(centred, window.innerWidth - margin - width));
    panel.style.left = `${left - box.left}px`;
  }, [open, menu.width]);

  const columns = menu.groups.length > 1;
  return (
    <div
      ref={panelRef}
      id={`nav-menu-${menu.id}`}
      hidden={!open}
      data-menu-panel={menu.id}
      style={{ width: menu.width, maxWidth: 'calc(100vw - 32px)' }}
      className="absolute top-[calc(100%-4px)] rounded-xl border border-ink-200 bg-white p-3 shadow-menu motion-safe:animate-fade-in"
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
                  <MenuLink link={link} current={link.href === path} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

function MenuLink({
  link,
  current,
  onNavigate,
}: {
  link: NavLink;
  current: boolean;
  onNavigate: () => void;
}) {
  return (
    <a
      href={link.href}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      className="block rounded-lg px-3 py-2.5 transition-colors hover:bg-ink-50 aria-[current=page]:bg-brand-50"
    >
      <span className="block text-sm font-semibold text-ink-950 [a[aria-current=page]_&]:text-brand-700">
        {link.label}
      </span>
      {link.blurb ? <span className="mt-0.5 block text-sm text-ink-600">{link.blurb}</span> : null}
    </a>
  );
}

function MobileNav({
  nav,
  path,
  open,
  onClose,
}: {
  nav: HeaderNav;
  path: string;
  open: boolean;
  onClose: () => void;
}) {
  React.useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      document.querySelector<HTMLButtonElement>('[aria-controls="mobile-menu"]')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  const sections = nav.items.map((item) =>
    item.kind === 'menu'
      ? { key: item.id, title: item.label, links: item.groups.flatMap((group) => group.links) }
      : { key: item.href, title: undefined, links: [{ href: item.href, label: item.label }] },
  );

  return (
    <nav
      id="mobile-menu"
      aria-label="Mobile"
      hidden={!open}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-b border-ink-200 bg-white shadow-menu md:hidden"
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
                    onClick={onClose}
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
          <a href={nav.cta.href} data-cta-location="mobile_navigation" onClick={onClose}>
            {nav.cta.label}
          </a>
        </Button>
      </div>
    </nav>
  );
}
