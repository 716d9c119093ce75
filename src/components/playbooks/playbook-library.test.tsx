// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { playbooks } from '#src/content/playbooks.ts';
import { PlaybookLibrary, type PlaybookLibraryProps } from './playbook-library';
import { playbookAnchor, summarize } from './playbook-logic';

/*
 * The page passes static HTML as named slots; plain elements stand in for it here, each wrapped the way
 * Astro wraps a slot: in a memoised element that never re-renders with new props (@astrojs/react's
 * StaticHtml is `memo(StaticHtml, () => true)`). So a slot shown in place of another has to be a new
 * element, as it is on the page.
 */
const AstroSlot = React.memo(
  ({ children }: { children: React.ReactNode }) => <>{children}</>,
  () => true,
);

function slotsFor() {
  const slots: Record<string, React.ReactNode> = {};
  for (const playbook of playbooks.playbooks) {
    const anchor = playbookAnchor(playbook.title);
    slots[`card-${playbook.id}`] = (
      <AstroSlot>
        <article data-card={playbook.id}>
          <h3>
            <a href={`#${anchor}`}>{playbook.title}</a>
          </h3>
        </article>
      </AstroSlot>
    );
    slots[`detail-${playbook.id}`] = (
      <AstroSlot>
        <section id={anchor} data-detail={playbook.id}>
          <h2 tabIndex={-1}>{`${playbook.title} Playbook`}</h2>
        </section>
      </AstroSlot>
    );
  }
  return slots as Partial<PlaybookLibraryProps>;
}

function renderLibrary() {
  return render(
    <PlaybookLibrary
      playbooks={playbooks.playbooks.map(summarize)}
      labels={playbooks.labels}
      {...slotsFor()}
    />,
  );
}

const cards = (container: HTMLElement) => container.querySelectorAll('[data-card]');
const details = (container: HTMLElement) => container.querySelectorAll('[data-detail]');

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

beforeEach(() => {
  window.history.replaceState(null, '', '/playbooks');
});

describe('PlaybookLibrary', () => {
  it('filters with a toggle group: 6, 3 and 3 cards', async () => {
    const user = userEvent.setup();
    const { container } = renderLibrary();
    const group = screen.getByRole('group', { name: 'Filter playbooks by strategy' });
    const [all, offensive, defensive] = within(group).getAllByRole('button');
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(cards(container)).toHaveLength(6);

    await user.click(offensive as HTMLElement);
    expect(offensive).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(cards(container)).toHaveLength(3);
    expect(screen.getByText(/Showing 3 playbooks/)).toBeInTheDocument();

    await user.click(defensive as HTMLElement);
    expect([...cards(container)].map((card) => card.getAttribute('data-card'))).toEqual(['4', '5', '6']);

    await user.click(all as HTMLElement);
    expect(cards(container)).toHaveLength(6);
  });

  it('shows only the list once hydrated (no detail below it)', () => {
    const { container } = renderLibrary();
    expect(details(container)).toHaveLength(0);
  });

  it('narrows the list with ?q= and shows the empty state when nothing matches', () => {
    window.history.replaceState(null, '', '/playbooks?q=CHURN');
    const { container, unmount } = renderLibrary();
    expect(cards(container)).toHaveLength(1);
    expect(screen.getByText(/Showing 1 playbook matching/)).toHaveTextContent('“CHURN”');
    unmount();

    window.history.replaceState(null, '', '/playbooks?q=zzz');
    const empty = renderLibrary();
    expect(cards(empty.container)).toHaveLength(0);
    expect(screen.getByText('No playbooks found')).toBeInTheDocument();
    expect(screen.getByText('Try selecting a different category')).toBeInTheDocument();
  });

  it('opens the detail the hash names, focuses its heading, and goes back to the list', async () => {
    const user = userEvent.setup();
    const { container } = renderLibrary();
    navigate('/playbooks#playbook-protect-renewal');

    expect(details(container)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Protect Renewal Playbook' })).toHaveFocus();
    expect(container.querySelector('#playbooks-list')).toHaveAttribute('hidden');

    // Opened from the list: the back button steps back through history.
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => navigate('/playbooks'));
    await user.click(screen.getByRole('button', { name: '← Back to Library' }));
    expect(back).toHaveBeenCalledOnce();
    expect(details(container)).toHaveLength(0);
    expect(container.querySelector('#playbooks-list')).not.toHaveAttribute('hidden');
    expect(screen.getByRole('link', { name: 'Protect Renewal' })).toHaveFocus();
  });

  it('follows the address from one open detail straight to another (no stale detail)', () => {
    const { container } = renderLibrary();
    const [first, second] = playbooks.playbooks;
    navigate(`/playbooks#${playbookAnchor(first?.title ?? '')}`);
    expect([...details(container)].map((detail) => detail.getAttribute('data-detail'))).toEqual([
      String(first?.id),
    ]);

    navigate(`/playbooks#${playbookAnchor(second?.title ?? '')}`);
    expect([...details(container)].map((detail) => detail.getAttribute('data-detail'))).toEqual([
      String(second?.id),
    ]);
    expect(container.querySelector(`[data-detail="${second?.id}"] h2`)).toHaveFocus();
  });

  it('opened from a shared link, the back button adds the list to history instead', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/playbooks#playbook-prevent-churn');
    const { container } = renderLibrary();
    expect(details(container)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Prevent Churn Playbook' })).toHaveFocus();

    const back = vi.spyOn(window.history, 'back');
    await user.click(screen.getByRole('button', { name: '← Back to Library' }));
    expect(back).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/playbooks');
    expect(details(container)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Prevent Churn' })).toHaveFocus();
  });

  it('opens a detail from its card link without leaving the page', async () => {
    const user = userEvent.setup();
    const { container } = renderLibrary();
    await user.click(screen.getByRole('link', { name: 'Revive Closed Lost' }));
    expect(window.location.pathname).toBe('/playbooks');
    expect(window.location.hash).toBe('#playbook-revive-closed-lost');
    expect(details(container)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Revive Closed Lost Playbook' })).toHaveFocus();
  });

  it('keeps the category filter when returning from a detail', async () => {
    const user = userEvent.setup();
    const { container } = renderLibrary();
    await user.click(screen.getByRole('button', { name: 'Defensive' }));
    navigate('/playbooks#playbook-defend-open-opportunity');
    navigate('/playbooks');
    expect(cards(container)).toHaveLength(3);
  });
});

describe('PlaybookLibrary with a hostile address (issue 25)', () => {
  it.each(['#%', '#playbook-%ZZ', '#%E0%A4%A', '#playbook-prevent-churn%00'])(
    'shows the list for %s',
    (hash) => {
      window.history.replaceState(null, '', `/playbooks${hash}`);
      const { container } = renderLibrary();
      expect(cards(container)).toHaveLength(6);
      expect(details(container)).toHaveLength(0);
    },
  );

  it('searches nothing for a malformed, repeated or huge ?q=, and keeps the clear link on this site', () => {
    const { container } = renderLibrary();
    for (const search of ['?q=%E0%A4%A', '?q=churn&q=risk', `?q=${'a'.repeat(5000)}`, '?q=a%00b']) {
      navigate(`/playbooks${search}`);
      expect(cards(container), search).toHaveLength(6);
      expect(screen.queryByRole('link', { name: 'Clear search' }), search).toBeNull();
    }
    navigate('/playbooks?q=100%');
    expect(screen.getByText('“100%”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/playbooks');
  });

  it('falls back to every card and every detail, as without JavaScript, if it throws all the same', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Opening the detail named by the hash scrolls to it: make that throw.
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {
      throw new Error('forced');
    });
    window.history.replaceState(null, '', '/playbooks#playbook-prevent-churn');
    const { container } = renderLibrary();
    expect(container.querySelector('[data-island-fallback]')).not.toBeNull();
    expect(cards(container)).toHaveLength(6);
    expect(details(container)).toHaveLength(6);
    expect(screen.getAllByRole('link', { name: '← Back to Library' })[0]).toHaveAttribute(
      'href',
      '#playbooks-list',
    );
    expect(screen.queryByRole('group', { name: 'Filter playbooks by strategy' })).toBeNull();
    expect(errors).toHaveBeenCalled();
  });
});
