import * as React from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { IslandBoundary } from '#src/components/ui/island-boundary.tsx';
import type { PlaybookLibraryLabels } from '#src/content/playbooks.ts';
import { sitePath } from '#src/lib/outside-input.ts';
import {
  filterPlaybooks,
  PLAYBOOK_FILTERS,
  type PlaybookFilter,
  type PlaybookSummary,
  playbookAnchor,
  playbookIdFromHash,
  queryFromSearch,
  strategyFor,
} from './playbook-logic';

/*
 * The playbook library island (client:idle). The cards and details are static HTML that the page passes
 * in as named slots (`card-<id>`, `detail-<id>`), so this island ships only the state and the behaviour:
 *
 * - Before hydration (and without JavaScript) it renders every card and, below the list, every detail,
 *   so each card's `#playbook-…` link jumps to its detail.
 * - Once hydrated it shows either the list (filtered by category and by `?q=` in the address) or the one
 *   detail the address hash names. Opening a card pushes its hash onto the history, so the path never
 *   changes, the address can be shared, and browser Back (popstate) returns to the list.
 * - A filter pressed before hydration is handled by the base layout's first-touch script (it hides the
 *   other cards, sets `aria-pressed` and hides the result count until hydration, since the count is text
 *   this island renders); on hydration the island adopts the pressed filter, so the tap is neither lost
 *   nor applied twice (decision 0011).
 * - Everything it reads from the address goes through src/lib/outside-input.ts (by way of
 *   ./playbook-logic): a malformed hash is the list, a malformed or repeated `?q=` is no search. Should it
 *   throw all the same, its error boundary shows what a visitor without JavaScript gets: every card, and
 *   every detail below the list (decision 0020).
 */

type SlotName = `card-${number}` | `detail-${number}`;
type Slots = Partial<Record<SlotName, React.ReactNode>>;

export type PlaybookLibraryProps = {
  playbooks: readonly PlaybookSummary[];
  labels: PlaybookLibraryLabels;
} & Slots;

const LIST_ID = 'playbooks-list';

/** What to focus after the next render: the open detail's heading, or the card of a closed detail. */
type FocusRequest = { to: 'detail' } | { to: 'card'; id: number } | null;

export function PlaybookLibrary(props: PlaybookLibraryProps) {
  return (
    <IslandBoundary fallback={<StaticLibrary {...props} />}>
      <InteractiveLibrary {...props} />
    </IslandBoundary>
  );
}

const ROOT_CLASS = 'container-page pt-10 pb-4 md:pt-12 md:pb-8';

/** The library without JavaScript: every card, then every detail with a link back to the list. */
function StaticLibrary({ playbooks, labels, ...slots }: PlaybookLibraryProps) {
  return (
    <div data-playbook-library="" data-island-fallback="" className={ROOT_CLASS}>
      <section id={LIST_ID} aria-labelledby={`${LIST_ID}-heading`}>
        <h2 id={`${LIST_ID}-heading`} className="sr-only">
          {labels.listHeading}
        </h2>
        <CardGrid playbooks={playbooks} slots={slots} />
      </section>
      <AllDetails playbooks={playbooks} backLabel={labels.detail.back} slots={slots} />
    </div>
  );
}

function CardGrid({ playbooks, slots }: { playbooks: readonly PlaybookSummary[]; slots: Slots }) {
  return (
    <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
      {playbooks.map((playbook) => (
        <li key={playbook.id} data-playbook-strategy={strategyFor(playbook.category)}>
          {slots[`card-${playbook.id}`]}
        </li>
      ))}
    </ul>
  );
}

/** Every detail below the list, each with a link back to it: the view before hydration. */
function AllDetails({
  playbooks,
  backLabel,
  slots,
}: {
  playbooks: readonly PlaybookSummary[];
  backLabel: string;
  slots: Slots;
}) {
  return playbooks.map((playbook) => (
    <div key={playbook.id} className="mt-16 border-t border-border pt-12">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6">
        <a href={`#${LIST_ID}`}>{backLabel}</a>
      </Button>
      {slots[`detail-${playbook.id}`]}
    </div>
  ));
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
        ? list.querySelector<HTMLElement>(`a[href="#${playbookAnchor(summary.title)}"]`)
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
                <span aria-hidden="true"> · </span>
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
        // Keyed by the playbook: Astro hands each slot over as an element that never re-renders with new
        // props, so going from one open detail straight to another (a new hash) must mount a new element,
        // or the first detail stays on screen.
        <div key={selected} ref={detailRef}>
          <Button variant="ghost" size="sm" className="-ml-3 mb-6" onClick={backToLibrary}>
            {detail.back}
          </Button>
          {slots[`detail-${selected}`]}
        </div>
      ) : null}

      {interactive ? null : <AllDetails playbooks={playbooks} backLabel={detail.back} slots={slots} />}
    </div>
  );
}
