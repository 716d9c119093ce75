// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { readCollection, readSingleton } from '#src/content/loaders/read.ts';
import { ROLE_LAYOUTS } from '#src/content/schemas/use-cases.ts';
import { RoleTabs } from './role-tabs';
import { RoleTabsSection } from './role-tabs-section';

describe.each(readCollection('useCases').map((entry) => [entry.id, entry.data.roles] as const))(
  'RoleTabs on %s',
  (_id, { sections, tabListLabel }) => {
    it('puts every role’s headline, description and bullets in the server HTML', () => {
      const server = document.createElement('div');
      server.innerHTML = renderToString(<RoleTabs roles={sections} label={tabListLabel} mark="Sample" />);
      const panels = server.querySelectorAll('[role="tabpanel"]');
      expect(panels).toHaveLength(sections.length);
      sections.forEach((role, index) => {
        const text = panels[index]?.textContent ?? '';
        for (const copy of [role.headline, role.description, ...role.bulletPoints])
          expect(text).toContain(copy);
      });
    });

    it('selects the first role by default', () => {
      render(<RoleTabs roles={sections} label={tabListLabel} mark="Sample" />);
      expect(screen.getByRole('tablist', { name: tabListLabel })).toBeInTheDocument();
      const tabs = screen.getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(sections.map((role) => role.title));
      expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      const panel = document.querySelector('[role="tabpanel"][data-state="active"]');
      expect(panel).toHaveTextContent(sections[0]?.headline ?? '');
      expect(panel?.querySelector('ul')?.children).toHaveLength(sections[0]?.bulletPoints.length ?? 0);
    });
  },
);

// Issue 29, fifth round: a review read the role-tab sections in pairs (three arrangements for six pages)
// and their pictures as the hero's sample again. Each page has an arrangement of its own, and each panel a
// picture of what the play looks like for that team, from its own words.
describe('RoleTabsSection', () => {
  const entries = readCollection('useCases');
  const { mark } = readSingleton('samples');
  const sections = entries.map(({ data }) => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <RoleTabsSection intro={data.roles.intro} layout={data.roles.arrangement}>
        <RoleTabs
          roles={data.roles.sections}
          label={data.roles.tabListLabel}
          layout={data.roles.arrangement}
          mark={mark}
        />
      </RoleTabsSection>,
    );
    return { data, host };
  });

  it('gives every page an arrangement no other page has', () => {
    const layouts = sections.map(({ host }) =>
      host.querySelector('section')?.getAttribute('data-roles-layout'),
    );
    expect(new Set(layouts).size).toBe(entries.length);
    for (const layout of layouts) expect(ROLE_LAYOUTS).toContain(layout);
  });

  it('draws in every panel its team’s own picture, in a sample frame with its mark, never the hero’s', () => {
    for (const { data, host } of sections) {
      const panels = [...host.querySelectorAll('[role="tabpanel"]')];
      panels.forEach((panel, index) => {
        const role = data.roles.sections[index];
        const pictures = panel.querySelectorAll('[data-role-picture]');
        expect(pictures).toHaveLength(1);
        const picture = pictures[0];
        expect(picture?.querySelector('[data-sample-mark]')?.textContent).toBe(mark);
        expect(picture?.textContent).toContain(role?.move.surface);
        expect(picture?.textContent).toContain(role?.move.action);
        expect(picture?.querySelectorAll('[data-lit]')).toHaveLength(1);
        // Not the hero's sample: none of the hero scene's own parts.
        expect(picture?.querySelector('[data-slot], [data-scene-part]')).toBeNull();
      });
    }
  });

  // Issue 29, fifth round review: /hunt's role cards were ~150 px tall with only a drawn mark and a name.
  it('gives the rail’s role cards the team’s one line as the tab’s description, its name the team’s', () => {
    for (const { data, host } of sections) {
      const tabs = [...host.querySelectorAll('[role="tab"]')];
      const gists = host.querySelectorAll('[data-role-gist]');
      if (data.roles.arrangement !== 'rail') {
        expect(gists).toHaveLength(0);
        continue;
      }
      expect(gists).toHaveLength(tabs.length);
      tabs.forEach((tab, index) => {
        const role = data.roles.sections[index];
        const name = host.querySelector(`#${tab.getAttribute('aria-labelledby')}`);
        const description = host.querySelector(`#${tab.getAttribute('aria-describedby')}`);
        expect(name?.textContent).toBe(role?.title);
        expect(description?.textContent).toBe(role?.gist);
      });
    }
  });

  it('tells the arrow keys how each tab list runs', () => {
    for (const { host } of sections) {
      const layout = host.querySelector('section')?.getAttribute('data-roles-layout');
      const list = host.querySelector('[role="tablist"]');
      // A column from 1024 px (`rail` and `index`, each a 2 × 2 below), a row that scrolls (`strip`, `underline`).
      expect(list?.getAttribute('data-tabs-vertical') ?? null).toBe(
        layout === 'index' || layout === 'rail' ? 'lg' : null,
      );
      expect(list?.hasAttribute('data-tabs-scroll')).toBe(layout === 'strip' || layout === 'underline');
    }
  });
});
