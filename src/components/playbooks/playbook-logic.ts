import type {
  Playbook,
  PlaybookCategory,
  PlaybookLibraryLabels,
  PlaybookTask,
} from '#src/content/playbooks.ts';
import type { TaskTimeline } from '#src/content/samples.ts';
import { hashFragment, queryParameter } from '#src/lib/outside-input.ts';

/*
 * Pure rules of the playbook library (spec §2 "Playbook library", §3 "Playbook", §4 states). No DOM, no
 * React: the island and the static components both use them, and the unit tests pin them down.
 */

export type PlaybookStrategy = 'offensive' | 'defensive';
export type PlaybookFilter = 'all' | PlaybookStrategy;
export const PLAYBOOK_FILTERS = [
  'all',
  'offensive',
  'defensive',
] as const satisfies readonly PlaybookFilter[];

/** Offensive covers acquisition, expansion and revival; defensive covers defense (spec §4). */
const STRATEGY: Record<PlaybookCategory, PlaybookStrategy> = {
  acquisition: 'offensive',
  revival: 'offensive',
  expansion: 'offensive',
  defense: 'defensive',
};

export function strategyFor(category: PlaybookCategory): PlaybookStrategy {
  return STRATEGY[category];
}

/** The fields filtering, search and the address hash need; the island receives only these. */
export type PlaybookSummary = Pick<Playbook, 'id' | 'slug' | 'title' | 'description' | 'category'>;

export function matchesFilter(playbook: Pick<Playbook, 'category'>, filter: PlaybookFilter): boolean {
  return filter === 'all' || strategyFor(playbook.category) === filter;
}

/** Case-insensitive match on title or description; an empty query matches everything. */
export function matchesQuery(playbook: Pick<Playbook, 'title' | 'description'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return playbook.title.toLowerCase().includes(needle) || playbook.description.toLowerCase().includes(needle);
}

export function filterPlaybooks<T extends PlaybookSummary>(
  playbooks: readonly T[],
  filter: PlaybookFilter,
  query = '',
): T[] {
  return playbooks.filter((playbook) => matchesFilter(playbook, filter) && matchesQuery(playbook, query));
}

/** The longest search the library takes from the address; a longer `?q=` is no search. */
export const MAX_QUERY_LENGTH = 100;

/**
 * The search state lives in the address: `?q=churn`. No search (the empty string) when `q` is missing,
 * given twice, malformed or not usable text (src/lib/outside-input.ts).
 */
export function queryFromSearch(search: string): string {
  return queryParameter(search, 'q', MAX_QUERY_LENGTH) ?? '';
}

/** The id of the library's list: the details' links back to it are `#playbooks-list`. */
export const PLAYBOOKS_LIST_ID = 'playbooks-list';

/** `capture-new-business` (the file name) → `playbook-capture-new-business`: the detail's id and its hash. */
export function playbookAnchor(slug: string): string {
  return `playbook-${slug}`;
}

/**
 * The playbook a location hash selects, or null for the list view: a hash that names no playbook exactly
 * (once percent-decoded), or that is malformed, is the list.
 */
export function playbookIdFromHash<T extends Pick<Playbook, 'id' | 'slug'>>(
  hash: string,
  playbooks: readonly T[],
): T['id'] | null {
  const anchor = hashFragment(hash);
  if (anchor === undefined) return null;
  return playbooks.find((playbook) => playbookAnchor(playbook.slug) === anchor)?.id ?? null;
}

/**
 * A playbook run for the task timeline: the playbook's play on its sample account, each task named by
 * the step action it carries out, so the run says what "How It Works" says. `app` owns what the service
 * does by itself.
 */
export function timelineFor(
  playbook: Pick<Playbook, 'steps' | 'sampleAlert'>,
  tasks: readonly PlaybookTask[],
  app: string,
): TaskTimeline {
  return {
    name: playbook.sampleAlert.play,
    account: playbook.sampleAlert.account,
    tasks: tasks.map(({ step, action, owner, ...task }) => {
      const label = playbook.steps[step - 1]?.actions[action - 1];
      if (label === undefined) throw new Error(`The playbook has no action ${action} in step ${step}`);
      return owner === undefined
        ? { ...task, label, owner: app, automated: true }
        : { ...task, label, owner };
    }),
  };
}

export type StepGraphic = 'alert' | 'outreach' | 'campaign' | 'discovery';

/**
 * Keyword groups for the step illustrations, checked in this order (spec §2): the first group with a word
 * of the step title starting with one of its keywords wins ("Flagged" and "alerts" count, "routine" does
 * not); a title with none gets the discovery graphic.
 */
export const STEP_GRAPHIC_KEYWORDS: readonly (readonly [StepGraphic, readonly string[]])[] = [
  ['alert', ['alert', 'route', 'routing', 'create', 'flag']],
  ['outreach', ['outreach', 'engagement', 'check']],
  ['campaign', ['marketing', 'campaign', 'content', 'messaging']],
];

export function graphicForStep(title: string): StepGraphic {
  const words = title.toLowerCase().split(/[^a-z]+/);
  for (const [graphic, keywords] of STEP_GRAPHIC_KEYWORDS) {
    if (words.some((word) => keywords.some((keyword) => word.startsWith(keyword)))) return graphic;
  }
  return 'discovery';
}

/** The words the island renders itself: the list's controls and the back button (cards and details are slots). */
export type LibraryIslandLabels = Pick<
  PlaybookLibraryLabels,
  'listHeading' | 'filterGroup' | 'filters' | 'resultCount' | 'searchResults' | 'clearSearch' | 'empty'
> & { detail: Pick<PlaybookLibraryLabels['detail'], 'back'> };

/** Of the library's labels, those the island needs: the page passes only these as its props. */
export function islandLabels(labels: PlaybookLibraryLabels): LibraryIslandLabels {
  const { listHeading, filterGroup, filters, resultCount, searchResults, clearSearch, empty, detail } =
    labels;
  return {
    listHeading,
    filterGroup,
    filters,
    resultCount,
    searchResults,
    clearSearch,
    empty,
    detail: { back: detail.back },
  };
}

/** The part of a playbook the island needs for filtering, search and the address hash. */
export function summarize({ id, slug, title, description, category }: PlaybookSummary): PlaybookSummary {
  return { id, slug, title, description, category };
}
