import * as React from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { IslandBoundary } from '#src/components/ui/island-boundary.tsx';
import { sitePath } from '#src/lib/outside-input.ts';
import {
  filterPlaybooks,
  type LibraryIslandLabels,
  PLAYBOOK_FILTERS,
  PLAYBOOKS_LIST_ID,
  type PlaybookFilter,
  type PlaybookSummary,
  playbookAnchor,
  playbookIdFromHash,
  queryFromSearch,
  strategyFor,
} from './playbook-logic';
import { restoreStaticDetails, revealDeferred, takeStaticDetails } from './static-details';

/*
 * The playbook library island (client:idle). The cards are static HTML that the page passes in as named
 * slots (`card-<id>`); the details are static HTML the page renders after the island (playbook-details.tsx),
 * so this island ships only the state and the behaviour:
 *
 * - Before hydration (and without JavaScript) it renders every card; every detail is below the list, so
 *   each card's `#playbook-…` link jumps to its detail.
 * - When it hydrates it takes the details off the page (static-details.ts), so the hydrated page holds
 *   the list and at most one detail, and hydration never reads, serialises or compares their 2,400
 *   elements (issue 30).
 * - Once hydrated it shows either the list (filtered by category and by `?q=` in the address) or the one
 *   detail the address hash names, moving that detail's own section in. Opening a card pushes its hash
 *   onto the history, so the path never changes, the address can be shared, and browser Back (popstate)
 *   returns to the list.
 * - A filter pressed before hydration is handled by the base layout's first-touch script (it hides the
 *   other cards, sets `aria-pressed` and hides the result count until hydration, since the count is text
 *   this island renders); on hydration the island adopts the pressed filter, so the tap is neither lost
 *   nor applied twice (decision 0011).
 * - Everything it reads from the address goes through src/lib/outside-input.ts (by way of
 *   ./playbook-logic): a malformed hash is the list, a malformed or repeated `?q=` is no search. Should it
 *   throw all the same, its error boundary shows what a visitor without JavaScript gets: every card, and
 *   every detail below the list, put back (decision 0020).
 */

type SlotName = `card-${number}`;
type Slots = Partial<Record<SlotName, React.ReactNode>>;

export type PlaybookLibraryProps = {
  playbooks: readonly PlaybookSummary[];
  labels: LibraryIslandLabels;
} & Slots;

const LIST_ID = PLAYBOOKS_LIST_ID;

/** What to focus after the next render: the open detail's heading, or the card of a closed detail. */
type FocusRequest = { to: 'detail' } | { to: 'card'; id: number } | null;

export function PlaybookLibrary(props: PlaybookLibraryProps) {
  return (
    <IslandBoundary fallback={<StaticLibrary {...props} />}>
      <InteractiveLibrary {...props} />
    </IslandBoundary>
  );
}

const ROOT_CLASS = 'container-page pt-10 pb-8 md:pt-12';

/**
 * The library without JavaScript: every card, with every detail below the list (put back on the page if
 * the island took them off before it threw).
 */
function StaticLibrary({ playbooks, labels, ...slots }: PlaybookLibraryProps) {
  React.useLayoutEffect(restoreStaticDetails, []);
  return (
    <div data-playbook-library="" data-island-fallback="" className={ROOT_CLASS}>
      <section id={LIST_ID} aria-labelledby={`${LIST_ID}-heading`}>
        <h2 id={`${LIST_ID}-heading`} className="sr-only">
          {labels.listHeading}
        </h2>
        <CardGrid playbooks={playbooks} slots={slots} />
      </section>
    </div>
  );
}

/** From 768 px each item passes the grid's rows on to its card (a subgrid: playbook-card.tsx). */
function CardGrid({ playbooks, slots }: { playbooks: readonly PlaybookSummary[]; slots: Slots }) {
  return (
    <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
      {playbooks.map((playbook) => (
        <li
          key={playbook.id}
          data-playbook-strategy={strategyFor(playbook.category)}
          className="md:row-span-6 md:grid md:grid-rows-subgrid md:gap-y-0"
        >
          {slots[`card-${playbook.id}`]}
        </li>
      ))}
    </ul>
  );
}

/**
 * Shows one detail the page rendered by moving its section in (static HTML, taken off the page when the
 * island hydrated); React keeps the host, never the section's content.
 */
function PageDetail({ section }: { section: HTMLElement | undefined }) {
  const hostRef = React.useRef<HTMLDivElement>(null);
  React.useLayoutEffect(() => {
    if (!section) return;
    revealDeferred(section);
    hostRef.current?.append(section);
  }, [section]);
  return <div ref={hostRef} />;
}

function InteractiveLibrary({ playbooks, labels, ...slots }: PlaybookLibraryProps) {
  const [interactive, setInteractive] = React.useState(false);
  const [filter, setFilter] = React.useState<PlaybookFilter>('all');
  const [query, setQuery] = React.useState('');
  const [selected, setSelected] = React.useState<number | null>(null);
  const selectedRef = React.useRef<number | null>(null);
  const openedFromList = React.useRef(false);
  const focusRequest = React.useRef<FocusRequest>(null);
  const listRef = React.useRef<HTMLElement>(null);
  const detailRef = React.useRef<HTMLDivElement>(null);
  const countRef = React.useRef<HTMLParagraphElement>(null);
  const detailsRef = React.useRef<ReadonlyMap<number, HTMLElement>>(new Map());

  /** Reads the selection and the search from the address. */
  const syncFromLocation = React.useCallback(
    (navigated: boolean) => {
      const next = playbookIdFromHash(window.location.hash, playbooks);
      const previous = selectedRef.current;
      if (next !== previous) {
        openedFromList.current = navigated && previous === null;
        focusRequest.current =
          next !== null ? { to: 'detail' } : previous !== null ? { to: 'card', id: previous } : null;
        selectedRef.current = next;
        setSelected(next);
      }
      setQuery(queryFromSearch(window.location.search));
    },
    [playbooks],
  );

  // Take the details off the page in the hydrating commit, before its first paint.
  React.useLayoutEffect(() => {
    detailsRef.current = takeStaticDetails();
  }, []);

  // Adopt a filter pressed before hydration (the first-touch script marked it with aria-pressed), before
  // the first paint of the hydrated list.
  React.useLayoutEffect(() => {
    const pressed = listRef.current?.querySelector<HTMLElement>(
      '[data-playbook-filter][aria-pressed="true"]',
    );
    const value = pressed?.dataset.playbookFilter;
    const adopted = PLAYBOOK_FILTERS.find((option) => option === value);
    if (adopted) setFilter(adopted);
    // The script hid the count it could not update (this island's text); it is right from now on.
    if (countRef.current) countRef.current.hidden = false;
  }, []);

  React.useEffect(() => {
    syncFromLocation(false);
    setInteractive(true);
    const onNavigate = () => syncFromLocation(true);
    window.addEventListener('hashchange', onNavigate);
    window.addEventListener('popstate', onNavigate);
    return () => {
      window.removeEventListener('hashchange', onNavigate);
      window.removeEventListener('popstate', onNavigate);
    };
  }, [syncFromLocation]);

  // After each render: carry out a pending focus move once its target is on the page.
  React.useEffect(() => {
    const request = focusRequest.current;
    if (request?.to === 'detail') {
      const detail = detailRef.current;
      if (!detail) return;
      focusRequest.current = null;
      detail.scrollIntoView({ block: 'start' });
      detail.querySelector<HTMLElement>('h2[tabindex]')?.focus({ preventScroll: true });
    } else if (request?.to === 'card') {
      const list = listRef.current;
      if (!list || list.hidden) return;
      focusRequest.current = null;
      const summary = playbooks.find((playbook) => playbook.id === request.id);
      const card = summary
        ? list.querySelector<HTMLElement>(`a[href="#${playbookAnchor(summary.slug)}"]`)
        : null;
      (card ?? list.querySelector<HTMLElement>('[aria-pressed="true"]'))?.focus();
    }
  });

  // A card's link is a plain hash link. Handle it here rather than letting the browser navigate to the
  // fragment: that navigation would move focus to the (unfocusable) section after we focus its heading.
  function openFromCard(event: React.MouseEvent<HTMLElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a[href^="#playbook-"]');
    if (!link) return;
    event.preventDefault();
    window.history.pushState(null, '', link.getAttribute('href'));
    syncFromLocation(true);
  }

  function backToLibrary() {
    if (openedFromList.current) {
      // The entry before this one is the list: going back keeps the history tidy.
      window.history.back();
      return;
    }
    // Opened from a shared link: add the list as a new entry (pushState fires no event, so sync by hand).
    window.history.pushState(null, '', sitePath(window.location.pathname) + window.location.search);
    syncFromLocation(true);
  }

  const visible = interactive ? filterPlaybooks(playbooks, filter, query) : playbooks;
  const detailOpen = interactive && selected !== null;
  const { resultCount, detail } = labels;

  return (
    <div data-playbook-library="" className={ROOT_CLASS}>
      <section
        ref={listRef}
        id={LIST_ID}
        aria-labelledby={`${LIST_ID}-heading`}
        hidden={detailOpen}
        onClick={interactive ? openFromCard : undefined}
      >
        <h2 id={`${LIST_ID}-heading`} className="sr-only">
          {labels.listHeading}
        </h2>
        <div className="flex flex-col gap-4 noscript:hidden sm:flex-row sm:items-center sm:justify-between">
          <div
            role="group"
            aria-label={labels.filterGroup}
            className="inline-flex w-fit rounded-lg border border-border bg-ink-50 p-1"
          >
            {PLAYBOOK_FILTERS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={filter === option}
                data-playbook-filter={option}
                onClick={() => setFilter(option)}
                className="min-h-11 rounded-md px-4 py-2 text-sm font-semibold text-ink-600 md:min-h-0 transition-colors hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-white aria-pressed:text-ink-950 aria-pressed:shadow-card"
              >
                {labels.filters[option]}
              </button>
            ))}
          </div>
          <p ref={countRef} aria-live="polite" data-playbook-count="" className="text-sm text-ink-600">
            {resultCount.before} {visible.length} {visible.length === 1 ? resultCount.one : resultCount.other}
            {query ? (
              <>
                {' '}
                {labels.searchResults}{' '}
                <strong className="font-semibold text-ink-950 wrap-anywhere">“{query}”</strong>
                {/* A no-break space before the dot: a long query's last line keeps it, no line starts with it. */}
                <span aria-hidden="true">{'\u00a0·'}</span>{' '}
                <a
                  href={sitePath(window.location.pathname)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {labels.clearSearch}
                </a>
              </>
            ) : null}
          </p>
        </div>
        {visible.length > 0 ? (
          <CardGrid playbooks={visible} slots={slots} />
        ) : (
          <div className="mt-8 rounded-2xl border border-dashed border-ink-300 px-6 py-16 text-center">
            <p className="text-lg font-semibold text-ink-950">{labels.empty.title}</p>
            <p className="mt-2 text-ink-600">{labels.empty.description}</p>
          </div>
        )}
      </section>

      {detailOpen ? (
        // Keyed by the playbook: going from one open detail straight to another (a new hash) mounts a new
        // host for the other section.
        <div key={selected} ref={detailRef}>
          <Button variant="ghost" size="sm" className="-ml-3 mb-6" onClick={backToLibrary}>
            {detail.back}
          </Button>
          <PageDetail section={detailsRef.current.get(selected)} />
        </div>
      ) : null}
    </div>
  );
}
