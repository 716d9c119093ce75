// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { personaShared, personas } from '#src/content/personas/index.ts';
import { salesPersona } from '#src/content/personas/sales.ts';
import { ObjectiveList } from './objective-list';

describe('ObjectiveList', () => {
  it('renders every objective with its sample alert, the alert alternating sides by position', () => {
    const { container } = render(
      <ObjectiveList
        intro={salesPersona.objectives.intro}
        items={salesPersona.objectives.items}
        visualLabel="Sample alert"
        delivery={personaShared.delivery}
      />,
    );
    const rows = [...container.querySelectorAll<HTMLElement>('[data-objective]')];
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => row.dataset.cardSide)).toEqual([
      'right',
      'left',
      'right',
      'left',
      'right',
      'left',
    ]);
    rows.forEach((row, index) => {
      const copy = row.querySelector('[data-objective-copy]');
      // On 'left' rows the copy moves after the alert from 1024 px up.
      expect(copy?.className.includes('lg:order-2')).toBe(index % 2 === 1);
      expect(within(row).getByRole('group', { name: /sample .* alert/i })).toBeInTheDocument();
    });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      salesPersona.objectives.items.map((objective) => objective.title),
    );
  });

  it.each(personas.map((page) => [page.path, page] as const))(
    '%s: each alert arrives in a surface unlike its neighbour’s',
    (_, page) => {
      const { container } = render(
        <ObjectiveList
          intro={page.objectives.intro}
          items={page.objectives.items}
          visualLabel="Sample alert"
          delivery={personaShared.delivery}
        />,
      );
      const surfaces = [...container.querySelectorAll<HTMLElement>('[data-slot="alert-delivery"]')].map(
        (surface) => surface.dataset.surface,
      );
      expect(surfaces).toHaveLength(page.objectives.items.length);
      surfaces.forEach((surface, index) => {
        if (index > 0) expect(surface).not.toBe(surfaces[index - 1]);
      });
    },
  );

  it('shows the routed opportunity under the alert of the objective about routing, and nowhere else', () => {
    const page = personas.find((entry) => entry.path === '/revenue-operations');
    if (!page) throw new Error('no /revenue-operations persona');
    const { container } = render(
      <ObjectiveList
        intro={page.objectives.intro}
        items={page.objectives.items}
        visualLabel="Sample alert"
        delivery={personaShared.delivery}
      />,
    );
    const rows = [...container.querySelectorAll<HTMLElement>('[data-objective]')];
    const withRouting = rows.filter((row) => within(row).queryByText('Routed'));
    expect(withRouting).toHaveLength(1);
    expect(withRouting[0]).toHaveTextContent(/route/i);
    expect(withRouting[0]).toHaveTextContent('Alex Rivera');
  });
});
