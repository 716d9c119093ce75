// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { readSingleton } from '#src/content/loaders/read.ts';
import { readPlaybooks } from '#src/content/playbooks.ts';
import { PlaybookLibrary, type PlaybookLibraryProps } from './playbook-library';
import { filterPlaybooks, islandLabels, playbookAnchor, summarize } from './playbook-logic';

/*
 * The library as the page renders it: every playbook of src/content/playbooks/ and the words of
 * src/content/pages/playbooks.yaml. The page passes the cards as named slots of static HTML; plain
 * elements stand in for them here, each wrapped the way Astro wraps a slot: in a memoised element that never re-renders with
 * new props (@astrojs/react's StaticHtml is `memo(StaticHtml, () => true)`). So a slot shown in place of
 * another has to be a new element, as it is on the page. The details are static HTML the page renders after
 * the island (playbook-details.tsx): `staticDetails` puts the same structure on the page before each case.
 */
const AstroSlot = React.memo(
  ({ children }: { children: React.ReactNode }) => <>{children}</>,
  () => true,
);

const playbooks = readPlaybooks();
const { labels } = readSingleton('playbookLibrary');
const summaries = playbooks.map(summarize);
const offensive = filterPlaybooks(summaries, 'offensive');
const defensive = filterPlaybooks(summaries, 'defensive');
const heading = (playbook: { title: string }) => `${playbook.title} ${labels.detail.titleSuffix}`;
const hash = (playbook: { slug: string }) => `#${playbookAnchor(playbook.slug)}`;
/** A playbook of the library by position (the tests pick by strategy and place, never by name). */
function nth<T>(list: readonly T[], index: number): T {
  const item = list.at(index);
  if (!item) throw new Error(`The library has no playbook at ${index}`);
  return item;
}

function slotsFor() {
  const slots: Record<string, React.ReactNode> = {};
  for (const playbook of playbooks) {
    slots[`card-${playbook.id}`] = (
      <AstroSlot>
        <article data-card={playbook.id}>
          <h3>
            <a href={hash(playbook)}>{playbook.title}</a>
          </h3>
        </article>
      </AstroSlot>
    );
  }
  return slots as Partial<PlaybookLibraryProps>;
}

/** The page's details after the island: per playbook, a link back to the list, then its section. */
function staticDetails(): HTMLElement {
  const container = document.createElement('div');
  container.dataset.playbookDetails = '';
  for (const playbook of playbooks) {
    const wrapper = document.createElement('div');
    const back = document.createElement('a');
    back.href = '#playbooks-list';
    back.textContent = labels.detail.back;
    const section = document.createElement('section');
    section.id = playbookAnchor(playbook.slug);
    section.dataset.detail = String(playbook.id);
    section.dataset.playbookDetail = String(playbook.id);
    const title = document.createElement('h2');
    title.tabIndex = -1;
    title.textContent = heading(playbook);
    section.append(title);
    wrapper.append(back, section);
    container.append(wrapper);
  }
  return document.body.appendChild(container);
}

function renderLibrary() {
  return render(<PlaybookLibrary playbooks={summaries} labels={islandLabels(labels)} {...slotsFor()} />);
}

const cards = (container: HTMLElement) => container.querySelectorAll('[data-card]');
/** Every detail on the page: the island's open one, or all of them below the list. */
const details = () => document.querySelectorAll('[data-detail]');
const count = (shown: number) =>
  `${labels.resultCount.before} ${shown} ${shown === 1 ? labels.resultCount.one : labels.resultCount.other}`;

function navigate(url: string) {
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

beforeAll(() => {
  // jsdom does not lay out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
});

let pageDetails: HTMLElement;

beforeEach(() => {
  window.history.replaceState(null, '', '/playbooks');
  pageDetails = staticDetails();
});

afterEach(() => {
  pageDetails.remove();
});

describe('PlaybookLibrary', () => {
  it('filters with a toggle group: every card, the offensive ones, the defensive ones', async () => {
    const user = userEvent.setup();
    const { container } = renderLibrary();
    const group = screen.getByRole('group', { name: labels.filterGroup });
    const [all, offensiveButton, defensiveButton] = within(group).getAllByRole('button');
    expect([all, offensiveButton, defensiveButton].map((button) => button?.textContent)).toEqual([
      labels.filters.all,
      labels.filters.offensive,
      labels.filters.defensive,
    ]);
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(cards(container)).toHaveLength(playbooks.length);

    await user.click(offensiveButton as HTMLElement);
    expect(offensiveButton).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(cards(container)).toHaveLength(offensive.length);
    expect(screen.getByText(count(offensive.length))).toBeInTheDocument();

    await user.click(defensiveButton as HTMLElement);
    expect([...cards(container)].map((card) => card.getAttribute('data-card'))).toEqual(
      defensive.map(({ id }) => String(id)),
    );

    await user.click(all as HTMLElement);
    expect(cards(container)).toHaveLength(playbooks.length);
  });

  it('shows only the list once hydrated (the details below it are taken off the page)', () => {
    expect(details()).toHaveLength(playbooks.length);
    renderLibrary();
    expect(details()).toHaveLength(0);
    expect(pageDetails.children).toHaveLength(0);
  });

  it('narrows the list with ?q= and shows the empty state when nothing matches', () => {
    const last = nth(playbooks, -1);
    const query = last.title.toUpperCase();
    window.history.replaceState(null, '', `/playbooks?q=${encodeURIComponent(query)}`);
    const { container, unmount } = renderLibrary();
    const matching = filterPlaybooks(summaries, 'all', query);
    expect(matching.map(({ id }) => id)).toContain(last.id);
    expect(cards(container)).toHaveLength(matching.length);
    expect(
      screen.getByText(new RegExp(`^${count(matching.length)} ${labels.searchResults}`)),
    ).toHaveTextContent(`“${query}”`);
    unmount();

    window.history.replaceState(null, '', '/playbooks?q=zzz');
    const empty = renderLibrary();
    expect(cards(empty.container)).toHaveLength(0);
    expect(screen.getByText(labels.empty.title)).toBeInTheDocument();
    expect(screen.getByText(labels.empty.description)).toBeInTheDocument();
  });

  it('opens the detail the hash names, focuses its heading, and goes back to the list', async () => {
    const user = userEvent.setup();
    const playbook = nth(defensive, 1);
    const { container } = renderLibrary();
    navigate(`/playbooks${hash(playbook)}`);

    expect(details()).toHaveLength(1);
    // The page's own section, moved into the island.
    expect(container.querySelector(`[data-detail="${playbook.id}"]`)).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: heading(playbook) })).toHaveFocus();
    expect(container.querySelector('#playbooks-list')).toHaveAttribute('hidden');

    // Opened from the list: the back button steps back through history.
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => navigate('/playbooks'));
    await user.click(screen.getByRole('button', { name: labels.detail.back }));
    expect(back).toHaveBeenCalledOnce();
    expect(details()).toHaveLength(0);
    expect(container.querySelector('#playbooks-list')).not.toHaveAttribute('hidden');
    expect(screen.getByRole('link', { name: playbook.title })).toHaveFocus();
  });

  it('follows the address from one open detail straight to another (no stale detail)', () => {
    const { container } = renderLibrary();
    const first = nth(playbooks, 0);
    const second = nth(playbooks, 1);
    navigate(`/playbooks${hash(first)}`);
    expect([...details()].map((detail) => detail.getAttribute('data-detail'))).toEqual([String(first.id)]);

    navigate(`/playbooks${hash(second)}`);
    expect([...details()].map((detail) => detail.getAttribute('data-detail'))).toEqual([String(second.id)]);
    expect(container.querySelector(`[data-detail="${second.id}"] h2`)).toHaveFocus();
  });

  it('opened from a shared link, the back button adds the list to history instead', async () => {
    const user = userEvent.setup();
    const playbook = nth(playbooks, -1);
    window.history.replaceState(null, '', `/playbooks${hash(playbook)}`);
    renderLibrary();
    expect(details()).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: heading(playbook) })).toHaveFocus();

    const back = vi.spyOn(window.history, 'back');
    await user.click(screen.getByRole('button', { name: labels.detail.back }));
    expect(back).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/playbooks');
    expect(details()).toHaveLength(0);
    expect(screen.getByRole('link', { name: playbook.title })).toHaveFocus();
  });

  it('opens a detail from its card link without leaving the page', async () => {
    const user = userEvent.setup();
    const playbook = nth(offensive, 1);
    renderLibrary();
    await user.click(screen.getByRole('link', { name: playbook.title }));
    expect(window.location.pathname).toBe('/playbooks');
    expect(window.location.hash).toBe(hash(playbook));
    expect(details()).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: heading(playbook) })).toHaveFocus();
  });

  it('keeps the category filter when returning from a detail', async () => {
    const user = userEvent.setup();
    const { container } = renderLibrary();
    await user.click(screen.getByRole('button', { name: labels.filters.defensive }));
    navigate(`/playbooks${hash(nth(defensive, 0))}`);
    navigate('/playbooks');
    expect(cards(container)).toHaveLength(defensive.length);
  });
});

describe('PlaybookLibrary with a hostile address (issue 25)', () => {
  it.each(['#%', '#playbook-%ZZ', '#%E0%A4%A', `${hash(nth(playbooks, -1))}%00`])(
    'shows the list for %s',
    (hash) => {
      window.history.replaceState(null, '', `/playbooks${hash}`);
      const { container } = renderLibrary();
      expect(cards(container)).toHaveLength(playbooks.length);
      expect(details()).toHaveLength(0);
    },
  );

  it('searches nothing for a malformed, repeated or huge ?q=, and keeps the clear link on this site', () => {
    const { container } = renderLibrary();
    for (const search of ['?q=%E0%A4%A', '?q=churn&q=risk', `?q=${'a'.repeat(5000)}`, '?q=a%00b']) {
      navigate(`/playbooks${search}`);
      expect(cards(container), search).toHaveLength(playbooks.length);
      expect(screen.queryByRole('link', { name: labels.clearSearch }), search).toBeNull();
    }
    navigate('/playbooks?q=100%');
    expect(screen.getByText('“100%”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: labels.clearSearch })).toHaveAttribute('href', '/playbooks');
  });

  it('keeps the dot before "Clear search" on the query’s line: no line of the summary starts with it', () => {
    renderLibrary();
    navigate(`/playbooks?q=${'renewal '.repeat(12)}`);
    const summary = screen.getByRole('link', { name: labels.clearSearch }).parentElement;
    // A no-break space joins the dot to the quoted query; an ordinary one follows it, before the link.
    expect(summary?.textContent).toMatch(/”\u00a0· \S/);
  });

  it('falls back to every card and every detail, as without JavaScript, if it throws all the same', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Opening the detail named by the hash scrolls to it: make that throw.
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {
      throw new Error('forced');
    });
    window.history.replaceState(null, '', `/playbooks${hash(nth(playbooks, -1))}`);
    const { container } = renderLibrary();
    expect(container.querySelector('[data-island-fallback]')).not.toBeNull();
    expect(cards(container)).toHaveLength(playbooks.length);
    expect(details()).toHaveLength(playbooks.length);
    expect(screen.getAllByRole('link', { name: labels.detail.back })[0]).toHaveAttribute(
      'href',
      '#playbooks-list',
    );
    expect(screen.queryByRole('group', { name: labels.filterGroup })).toBeNull();
    expect(errors).toHaveBeenCalled();
  });
});
