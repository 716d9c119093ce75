// @vitest-environment jsdom
import { render, within } from '@testing-library/react';
import { readCollection, readSingleton } from '#src/content/loaders/read.ts';
import type { PersonaEntry } from '#src/content/schemas/personas.ts';
import { ObjectiveList } from './objective-list';

const entries = readCollection('personas');
const samples = readSingleton('samples');

function renderObjectives(page: PersonaEntry) {
  return render(
    <ObjectiveList intro={page.objectives.intro} items={page.objectives.items} samples={samples} />,
  );
}

describe.each(entries.map((entry) => [entry.id, entry.data] as const))('ObjectiveList on %s', (_id, page) => {
  const { items } = page.objectives;

  it('renders every objective with its sample alert, the alert alternating sides by position', () => {
    const { container } = renderObjectives(page);
    const rows = [...container.querySelectorAll<HTMLElement>('[data-objective]')];
    expect(rows).toHaveLength(items.length);
    rows.forEach((row, index) => {
      expect(row.dataset.cardSide).toBe(index % 2 === 0 ? 'right' : 'left');
      const copy = row.querySelector('[data-objective-copy]');
      // On 'left' rows the copy moves after the alert from 1024 px up.
      expect(copy?.className.includes('lg:order-2')).toBe(index % 2 === 1);
      expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent(items[index]?.title ?? '');
      const frame = row.querySelector('[data-sample-frame]');
      expect(frame?.querySelector('[data-sample-mark]')).toHaveTextContent(samples.mark);
      expect(frame?.querySelector('[data-slot="alert-card"][data-sample]')).not.toBeNull();
    });
  });

  it('each alert arrives in a surface unlike its neighbour’s', () => {
    const { container } = renderObjectives(page);
    const surfaces = [...container.querySelectorAll<HTMLElement>('[data-slot="alert-delivery"]')].map(
      (surface) => surface.dataset.surface,
    );
    expect(surfaces).toHaveLength(items.length);
    surfaces.forEach((surface, index) => {
      if (index > 0) expect(surface).not.toBe(surfaces[index - 1]);
    });
  });

  it('shows a routed opportunity under exactly the alerts whose objective has one', () => {
    const { container } = renderObjectives(page);
    const rows = [...container.querySelectorAll<HTMLElement>('[data-objective]')];
    rows.forEach((row, index) => {
      const routed = items[index]?.routedOpportunity;
      const card = row.querySelector('[data-slot="routed-opportunity"]');
      if (!routed) {
        expect(card).toBeNull();
        return;
      }
      expect(card).toHaveTextContent(routed.owner);
      expect(card).toHaveTextContent(routed.badge);
    });
  });
});
