// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { readCollection } from '#src/content/loaders/read.ts';
import { RoleTabs } from './role-tabs';

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
