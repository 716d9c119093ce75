// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { readCollection, readSingleton } from '#src/content/loaders/read.ts';
import { ROLE_LAYOUT } from './role-picture';
import { RoleTabs } from './role-tabs';
import { RoleTabsSection } from './role-tabs-section';

describe.each(readCollection('useCases').map((entry) => [entry.id, entry.data.roles] as const))(
  'RoleTabs on %s',
  (_id, { sections, tabListLabel }) => {
    it('puts every role’s headline, description and bullets in the server HTML', () => {
      const server = document.createElement('div');
      server.innerHTML = renderToString(<RoleTabs roles={sections} label={tabListLabel} />);
      const panels = server.querySelectorAll('[role="tabpanel"]');
      expect(panels).toHaveLength(sections.length);
      sections.forEach((role, index) => {
        const text = panels[index]?.textContent ?? '';
        for (const copy of [role.headline, role.description, ...role.bulletPoints])
          expect(text).toContain(copy);
      });
    });

    it('selects the first role by default', () => {
      render(<RoleTabs roles={sections} label={tabListLabel} />);
      expect(screen.getByRole('tablist', { name: tabListLabel })).toBeInTheDocument();
      const tabs = screen.getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(sections.map((role) => role.title));
      expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      const panel = document.querySelector('[role="tabpanel"][data-state="active"]');
      expect(panel).toHaveTextContent(sections[0]?.headline ?? '');
      expect(panel?.querySelectorAll('li')).toHaveLength(sections[0]?.bulletPoints.length ?? 0);
    });
  },
);

// Issue 29, third round: below the hero the six pages were one stack. Each play arranges its role-tab
// section its own way (`ROLE_LAYOUT`) around a picture of its own (the hero's sample).
describe('RoleTabsSection', () => {
  const entries = readCollection('useCases');
  const samples = readSingleton('samples');
  const { useCases: shared } = readSingleton('useCasesAndPersonas');
  const sections = entries.map(({ data }) => {
    const layout = ROLE_LAYOUT[data.hero.scene.kind];
    const picture = {
      scene: data.hero.scene,
      account: data.hero.alertCard.account,
      nextSteps: data.hero.nextSteps,
      nextStepsLabel: shared.illustration.nextStepsLabel,
      samples,
    };
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <RoleTabsSection
        intro={data.roles.intro}
        layout={layout}
        composition={`${layout}/${data.hero.scene.kind}`}
        picture={picture}
      >
        <RoleTabs
          roles={data.roles.sections}
          label={data.roles.tabListLabel}
          layout={layout}
          picture={picture}
        />
      </RoleTabsSection>,
    );
    return host;
  });

  it('gives no two pages the same composition, and no arrangement to more than two of them', () => {
    const compositions = sections.map((host) =>
      host.querySelector('section')?.getAttribute('data-composition'),
    );
    expect(new Set(compositions).size).toBe(entries.length);
    const layouts = sections.map((host) => host.querySelector('section')?.getAttribute('data-roles-layout'));
    for (const layout of new Set(layouts))
      expect(layouts.filter((other) => other === layout).length).toBeLessThanOrEqual(2);
  });

  it('draws the play’s picture once, in a sample frame with its mark', () => {
    for (const host of sections) {
      const pictures = host.querySelectorAll('[data-role-picture]');
      expect(pictures).toHaveLength(1);
      expect(pictures[0]?.querySelector('[data-sample-frame] [data-sample-mark]')).not.toBeNull();
    }
  });

  it('makes the rail’s tab list vertical for the arrow keys at every width', () => {
    for (const host of sections) {
      const rail = host.querySelector('section')?.getAttribute('data-roles-layout') === 'rail';
      expect(host.querySelector('[role="tablist"]')?.hasAttribute('data-tabs-vertical')).toBe(rail);
    }
  });
});
