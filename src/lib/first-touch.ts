/**
 * First touch: the behaviour of the widgets that need no React at run time, as one small script that the
 * base layout inlines into every page (docs/decisions/0011-first-touch.md; `head-scripts/first-touch.ts`
 * runs it, and the build turns that into the inline script). It only listens on the document, so it works
 * on markup that is still arriving and needs nothing from `/_astro/`.
 *
 * - Tabs (`ui/tabs.tsx`, static markup): a click or automatic activation by keyboard selects a tab; arrow
 *   keys follow the orientation (horizontal, or vertical below 768 px, kept in `aria-orientation`; a list
 *   marked `data-tabs-scroll` stays a horizontal row that scrolls, and brings the selected tab into view),
 *   wrap, Home and End. A sideways row's scroller is marked with the ends that hold more tabs
 *   (`data-more`: its chevrons and fades), and a tap on a chevron scrolls the row a step.
 * - FAQ accordions (`ui/accordion.tsx`) are `<details name>`: the browser opens one answer at a time. Here:
 *   ArrowUp/ArrowDown/Home/End move between the questions.
 * - Header menus and the mobile menu are popovers: the browser opens them, closes them on an outside click
 *   or Escape and returns focus. Here: `aria-expanded` on the button, a menu panel placed under its button
 *   inside the viewport, close on scroll and when focus leaves the navigation, ArrowDown from a menu button
 *   to its first link, arrows between the links, close on selection, and the mobile menu closes when the
 *   viewport grows past the breakpoint.
 * - Playbook filters pressed before the library island has hydrated filter the static cards at once (the
 *   result count waits for the island); the island adopts the pressed filter when it hydrates
 *   (`playbook-library.tsx`).
 * - "Show the scheduler" on /book-time pressed before the scheduler island has hydrated: the island is
 *   marked `data-scheduler-requested` and the button `aria-busy`; the island loads the scheduler as soon as
 *   it hydrates (`scheduler-embed.tsx`), so the tap is not lost.
 * - A link that carries a toast (`data-toast-title`, the Request links on /security) queues it
 *   (`toast-queue.ts`); the notification region hydrates on that request and shows it. F8 focuses the
 *   region while its island has not hydrated (it handles F8 itself afterwards).
 */
import { MOBILE_QUERY, WIDE_QUERY } from './breakpoints';
import { requestToast, TOAST_DESCRIPTION_ATTRIBUTE, TOAST_TITLE_ATTRIBUTE } from './toast-queue';

export type Orientation = 'horizontal' | 'vertical';

const NEXT: Record<Orientation, string> = { horizontal: 'ArrowRight', vertical: 'ArrowDown' };
const PREVIOUS: Record<Orientation, string> = { horizontal: 'ArrowLeft', vertical: 'ArrowUp' };

/** Where a key moves in a list of `count` items (wrapping), or undefined for a key that does not move. */
export function moveIndex(key: string, index: number, count: number, orientation: Orientation) {
  const last = count - 1;
  if (key === NEXT[orientation]) return index === last ? 0 : index + 1;
  if (key === PREVIOUS[orientation]) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/** The left edge (px) that centres a panel under its button and keeps it 16 px inside the viewport. */
export function panelLeft(anchorLeft: number, anchorWidth: number, panelWidth: number, viewport: number) {
  const margin = 16;
  const width = Math.min(panelWidth, viewport - margin * 2);
  const centred = anchorLeft + anchorWidth / 2 - width / 2;
  return Math.max(margin, Math.min(centred, viewport - margin - width));
}

export function startFirstTouch(doc: Document = document): void {
  const view = doc.defaultView;
  if (!view) return;
  const win = view;
  // Marks the page as enhanced (the browser tests wait for it).
  doc.documentElement.dataset.firstTouch = '';
  const mobile = win.matchMedia(MOBILE_QUERY);
  const wide = win.matchMedia(WIDE_QUERY);
  const orientation = (): Orientation => (mobile.matches ? 'vertical' : 'horizontal');
  /**
   * A list's orientation: a sideways-scrolling list is horizontal at every width, a list drawn as a column
   * at every width (`data-tabs-vertical`) vertical, and one drawn as a column from 1024 px only
   * (`data-tabs-vertical="lg"`: the rail's role cards and the index's ruled list, each a 2 × 2 below)
   * vertical there and horizontal below.
   */
  const orientationOf = (list: Element | null): Orientation =>
    list?.hasAttribute('data-tabs-scroll')
      ? 'horizontal'
      : list?.getAttribute('data-tabs-vertical') === 'lg'
        ? wide.matches
          ? 'vertical'
          : 'horizontal'
        : list?.hasAttribute('data-tabs-vertical')
          ? 'vertical'
          : orientation();
  const byId = (id: string | null) => (id ? doc.getElementById(id) : null);
  const all = <T extends Element = HTMLElement>(root: ParentNode, selector: string) =>
    Array.from(root.querySelectorAll<T & Element>(selector)) as T[];
  const isOpen = (popover: Element) => popover.matches(':popover-open');
  const openMenus = () => all(doc, '[data-menu-panel]').filter(isOpen);

  // Tabs.
  function selectTab(tab: HTMLElement) {
    const list = tab.closest('[role="tablist"]');
    if (!list) return;
    for (const other of all(list, '[role="tab"]')) {
      const active = other === tab;
      const state = active ? 'active' : 'inactive';
      other.setAttribute('aria-selected', String(active));
      other.tabIndex = active ? 0 : -1;
      other.dataset.state = state;
      const panel = byId(other.getAttribute('aria-controls'));
      if (panel) panel.dataset.state = state;
    }
    if (list.hasAttribute('data-tabs-scroll') && list.scrollWidth > list.clientWidth) {
      // Only the row scrolls, never the page: the tab's offset inside the list.
      const target = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
      const still = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
      list.scrollTo({ left: Math.max(0, target), behavior: still ? 'auto' : 'smooth' });
    }
  }

  /** Sets each list's orientation, touching only what changes (a rewritten attribute restyles the page). */
  function orientTabLists() {
    for (const list of all(doc, '[data-tabs-list]')) {
      const value = orientationOf(list);
      if (list.getAttribute('aria-orientation') !== value) list.setAttribute('aria-orientation', value);
      if (list.dataset.orientation !== value) list.dataset.orientation = value;
    }
  }

  /**
   * Which ends of a sideways row hold more tabs (`data-more` on its scroller: its chevrons and fades,
   * `ui/tabs.tsx`): an end does while its outermost tab is not wholly in view. The browser reports it after
   * each layout and scroll, so nothing here asks for a layout (issue 30: reading the row's sizes on load
   * forced a style and layout pass of the whole page; `tests/e2e/forced-layout.spec.ts`).
   */
  function watchRow(list: Element) {
    const scroller = list.parentElement;
    const tabs = all(list, '[role="tab"]');
    const first = tabs[0];
    const last = tabs.at(-1);
    if (!scroller?.hasAttribute('data-tabs-scroller') || !first || !last || !win.IntersectionObserver) return;
    const hidden = new Map<Element, boolean>();
    const ends = new win.IntersectionObserver(
      (entries) => {
        for (const entry of entries) hidden.set(entry.target, entry.intersectionRatio < 1);
        const more = [hidden.get(first) ? 'start' : '', hidden.get(last) ? 'end' : ''].join(' ').trim();
        if (scroller.dataset.more !== more) scroller.dataset.more = more;
      },
      // Wholly in view across; up and down the row's own edges may clip a tab's underline (`rootMargin`).
      { root: list, rootMargin: '8px 1px', threshold: 1 },
    );
    ends.observe(first);
    ends.observe(last);
  }

  // Playbook filters, before the library island has hydrated.
  function prefilter(button: HTMLElement) {
    const library = button.closest('[data-playbook-library]');
    const filter = button.dataset.playbookFilter; // all, offensive or defensive (playbook-logic.ts)
    if (!library || !filter) return;
    for (const other of all(library, '[data-playbook-filter]')) {
      other.setAttribute('aria-pressed', String(other === button));
    }
    for (const item of all(library, '[data-playbook-strategy]')) {
      item.hidden = filter !== 'all' && item.dataset.playbookStrategy !== filter;
    }
    // The result count is text the island renders: changing it would break hydration, so it is hidden
    // until the island shows the right one.
    const count = library.querySelector<HTMLElement>('[data-playbook-count]');
    if (count) count.hidden = true;
  }

  function closeMenus() {
    for (const panel of openMenus()) panel.hidePopover();
  }

  // Where the page was when a menu opened: a scroll event that arrives late for a scroll that happened
  // before the menu opened (or a jitter of a few pixels) does not close it.
  let scrollWhenOpened = 0;

  doc.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof win.Element)) return;
    const tab = target.closest<HTMLElement>('[role="tab"]');
    if (tab) selectTab(tab);
    const filter = target.closest<HTMLElement>('[data-playbook-filter]');
    if (filter?.closest('astro-island[ssr]')) prefilter(filter);
    const more = target.closest<HTMLElement>('[data-tabs-more]');
    const row = more?.parentElement?.querySelector('[data-tabs-scroll]');
    if (more && row) {
      // The first tab the fade or the edge cuts on that side comes whole to the other side, clear of the
      // chevron and the fade there (84 px, `scroll-fade`); a tab wider than the row's clear middle that is
      // already there gives way to the next one, and past the last the row goes to its end.
      const fade = 84;
      const back = more.dataset.tabsMore === 'start';
      const tabs = all(row, '[role="tab"]');
      const { scrollLeft: from, clientWidth: width } = row;
      const ahead = tabs.find(
        (tab) => tab.offsetLeft + tab.offsetWidth > from + width - fade && tab.offsetLeft - fade > from + 1,
      );
      const behind = tabs
        .reverse()
        .find(
          (tab) => tab.offsetLeft < from + fade && tab.offsetLeft + tab.offsetWidth - width + fade < from - 1,
        );
      const still = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
      row.scrollTo({
        left: back
          ? behind
            ? behind.offsetLeft + behind.offsetWidth - width + fade
            : 0
          : ahead
            ? ahead.offsetLeft - fade
            : row.scrollWidth,
        behavior: still ? 'auto' : 'smooth',
      });
    }
    const showScheduler = target.closest<HTMLElement>('[data-scheduler-show]');
    const schedulerIsland = showScheduler?.closest('astro-island[ssr]');
    if (showScheduler && schedulerIsland) {
      schedulerIsland.setAttribute('data-scheduler-requested', '');
      showScheduler.setAttribute('aria-busy', 'true');
    }
    const toastLink = target.closest(`[${TOAST_TITLE_ATTRIBUTE}]`);
    if (toastLink) {
      requestToast(win, {
        title: toastLink.getAttribute(TOAST_TITLE_ATTRIBUTE) ?? undefined,
        description: toastLink.getAttribute(TOAST_DESCRIPTION_ATTRIBUTE) ?? undefined,
      });
    }
    // A selected link closes the menu it sits in (the page may not navigate: same page, new tab…).
    const popover = target.closest('a')?.closest('[popover]');
    if (popover && isOpen(popover)) (popover as HTMLElement).hidePopover();
  });

  doc.addEventListener('keydown', (event) => {
    const target = event.target;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'F8') {
      const region = doc.querySelector<HTMLElement>('astro-island[ssr] [data-toast-region]');
      if (region) {
        event.preventDefault();
        region.focus();
      }
      return;
    }
    if (!(target instanceof win.HTMLElement)) return;

    const focusMove = (items: HTMLElement[], direction: Orientation) => {
      const next = moveIndex(event.key, items.indexOf(target), items.length, direction);
      if (next === undefined || items.indexOf(target) === -1) return undefined;
      event.preventDefault();
      items[next]?.focus();
      return items[next];
    };

    if (target.matches('[role="tab"]')) {
      const list = target.closest('[role="tablist"]');
      const moved = list && focusMove(all(list, '[role="tab"]'), orientationOf(list));
      if (moved) selectTab(moved);
    } else if (target.matches('[data-accordion-trigger]')) {
      const root = target.closest('[data-accordion-root]');
      if (root) focusMove(all(root, '[data-accordion-trigger]'), 'vertical');
    } else if (target.matches('[data-menu-trigger]') && event.key === 'ArrowDown') {
      const panel = byId(target.getAttribute('popovertarget'));
      if (!panel) return;
      event.preventDefault();
      if (!isOpen(panel)) panel.showPopover();
      panel.querySelector('a')?.focus();
    } else if (target.closest('[data-menu-panel]')) {
      const panel = target.closest('[data-menu-panel]');
      if (panel) focusMove(all(panel, 'a'), 'vertical');
    }
  });

  // Popovers: the button's aria-expanded, and a menu panel placed under its button before it shows.
  doc.addEventListener(
    'beforetoggle',
    (event) => {
      const popover = event.target;
      if (!(popover instanceof win.HTMLElement) || !popover.id) return;
      const open = (event as ToggleEvent).newState === 'open';
      const buttons = all(doc, `[popovertarget="${popover.id}"]`);
      for (const button of buttons) button.setAttribute('aria-expanded', String(open));
      const button = buttons[0];
      if (!open || !button || !popover.matches('[data-menu-panel]')) return;
      scrollWhenOpened = win.scrollY;
      const anchor = button.getBoundingClientRect();
      const width = Number(popover.dataset.width) || popover.offsetWidth;
      popover.style.left = `${panelLeft(anchor.left, anchor.width, width, doc.documentElement.clientWidth)}px`;
      popover.style.translate = 'none';
    },
    true,
  );

  // Spec: each dropdown closes on scroll.
  win.addEventListener(
    'scroll',
    () => {
      if (Math.abs(win.scrollY - scrollWhenOpened) > 4) closeMenus();
    },
    { passive: true },
  );

  // A menu closes once focus leaves the navigation it belongs to.
  doc.addEventListener('focusout', (event) => {
    const from = event.target;
    const nav = from instanceof win.Element ? from.closest('[data-menu-nav]') : null;
    const to = event.relatedTarget;
    if (!nav || (to instanceof win.Node && nav.contains(to))) return;
    for (const panel of all(nav, '[data-menu-panel]')) if (isOpen(panel)) panel.hidePopover();
  });

  wide.addEventListener('change', orientTabLists);
  mobile.addEventListener('change', () => {
    orientTabLists();
    closeMenus();
    for (const menu of all(doc, '[data-mobile-menu]')) if (isOpen(menu)) menu.hidePopover();
  });

  function enhanceTabLists() {
    orientTabLists();
    for (const list of all(doc, '[data-tabs-scroll]')) watchRow(list);
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', enhanceTabLists);
  else enhanceTabLists();
}
