// @vitest-environment jsdom
import { render, within } from '@testing-library/react';
import { readCollection, readSingleton } from '#src/content/loaders/read.ts';
import type { PersonaEntry } from '#src/content/schemas/personas.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';
import { ObjectiveList } from './objective-list';

const entries = readCollection('personas');
const samples = readSingleton('samples');
const shared = readSingleton('useCasesAndPersonas').personas;

function renderObjectives(page: PersonaEntry) {
  return render(
    <ObjectiveList
      intro={page.objectives.intro}
      items={page.objectives.items}
      arrangement={page.objectives.arrangement}
      mark={samples.mark}
      context={{ words: shared.samples, surfaces: samples.surfaces, opportunityWords: samples.opportunity }}
    />,
  );
}

/** The composition each objective's sample is drawn as, in page order. */
function compositions(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('[data-objective] [data-composition]')].map(
    (sample) => sample.dataset.composition ?? '',
  );
}

describe.each(entries.map((entry) => [entry.id, entry.data] as const))('ObjectiveList on %s', (_id, page) => {
  const { items } = page.objectives;

  it('renders every objective with its sample, the sample alternating sides by position in rows', () => {
    const { container } = renderObjectives(page);
    const rows = [...container.querySelectorAll<HTMLElement>('[data-objective]')];
    expect(rows).toHaveLength(items.length);
    rows.forEach((row, index) => {
      const objective = items[index];
      expect(row.dataset.cardSide).toBe(index % 2 === 0 ? 'right' : 'left');
      const copy = row.querySelector('[data-objective-copy]');
      // From 1024 px (the featured rows from 768 px), on 'left' rows the copy moves after the sample (in the timeline, after the number on
      // the line); the grid keeps the source order (tests/e2e/persona-wide.spec.ts).
      const moved = { featured: 'md:order-2', ledger: 'lg:order-2', timeline: 'lg:order-3', grid: null }[
        page.objectives.arrangement
      ];
      if (moved) expect(copy?.className.includes(moved)).toBe(index % 2 === 1);
      else expect(copy?.className).not.toMatch(/lg:order-/);
      expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent(objective?.title ?? '');
      const frame = row.querySelector('[data-sample-frame]');
      expect(frame?.querySelector('[data-sample-mark]')).toHaveTextContent(samples.mark);
      expect(frame?.querySelector('[data-sample]')).not.toBeNull();
      expect(within(row).getByRole('group', { name: objective?.sample.label })).toBeInTheDocument();
    });
  });

  it('every sample shows its alert with all of the alert card’s fields', () => {
    const { container } = renderObjectives(page);
    const rows = [...container.querySelectorAll<HTMLElement>('[data-objective]')];
    rows.forEach((row, index) => {
      const alert = items[index]?.alertCard;
      const card = row.querySelector<HTMLElement>('[data-slot="alert-card"]');
      expect(card?.dataset.strategy).toBe(alert?.strategyType);
      for (const value of [
        alert?.tag,
        alert?.name,
        alert?.title,
        alert?.description,
        alert?.competitor,
        alert?.account,
        alert?.accountStatus,
        alert?.accountDetails[0],
        alert?.play,
      ])
        expect(card?.textContent).toContain(value);
    });
  });

  it('on a phone a sample drops whole parts, never its alert, and counts the list items it drops', () => {
    const { container } = renderObjectives(page);
    for (const sample of container.querySelectorAll<HTMLElement>('[data-objective] [data-composition]')) {
      const name = sample.dataset.composition;
      const dropped = [...sample.querySelectorAll<HTMLElement>('[data-phone-drop]')];
      for (const part of dropped) {
        expect(part.className, `${name}: a dropped part is hidden below 640 px`).toMatch(
          /(^|\s)max-sm:hidden(\s|$)/,
        );
        expect(part.querySelector('[data-slot="alert-card"]'), `${name}: the alert stays`).toBeNull();
        expect(part.closest('[data-slot="alert-card"]'), `${name}: the alert stays whole`).toBeNull();
      }
      // A “+ 3 more” row stands last in its list and counts the items beside it a phone leaves out.
      for (const more of sample.querySelectorAll<HTMLElement>('[data-phone-more]')) {
        expect(more.className, `${name}: the row shows on phones only`).toMatch(/(^|\s)sm:hidden(\s|$)/);
        expect(more.nextElementSibling, `${name}: the row ends its list`).toBeNull();
        const count = [...(more.parentElement?.children ?? [])].filter((item) =>
          item.hasAttribute('data-phone-drop'),
        ).length;
        expect(count, `${name}: items dropped beside the row`).toBeGreaterThan(0);
        expect(more).toHaveTextContent(fillSlots(shared.samples.more, { count: String(count) }));
      }
    }
  });

  it('no two samples on the page are drawn alike (one composition each)', () => {
    const drawn = compositions(renderObjectives(page).container);
    expect(drawn).toHaveLength(items.length);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('draws the routed opportunity in the routing sample, and nowhere else', () => {
    const { container } = renderObjectives(page);
    const rows = [...container.querySelectorAll<HTMLElement>('[data-objective]')];
    rows.forEach((row, index) => {
      const objective = items[index];
      const card = row.querySelector('[data-slot="routed-opportunity"]');
      if (objective?.sample.kind !== 'routing-rule') {
        expect(card).toBeNull();
        return;
      }
      expect(card).toHaveTextContent(objective.routedOpportunity?.owner ?? '');
      expect(card).toHaveTextContent(objective.routedOpportunity?.badge ?? '');
    });
  });
});

describe('persona pages side by side', () => {
  it('each page lays out its objectives in an arrangement of its own', () => {
    const arrangements = entries.map(({ data }) => data.objectives.arrangement);
    expect(new Set(arrangements).size).toBe(arrangements.length);
  });

  it('no two persona pages draw a sample in the same composition', () => {
    const owner = new Map<string, string>();
    for (const { id, data } of entries) {
      for (const objective of data.objectives.items) {
        const kind = objective.sample.kind;
        expect(owner.get(kind), `${kind} on /${id}`).toBeUndefined();
        owner.set(kind, id);
      }
    }
  });

  it('no two persona pages draw the same composition (data-composition, as drawn)', () => {
    const owner = new Map<string, string>();
    for (const { id, data } of entries) {
      const drawn = compositions(renderObjectives(data).container);
      expect(drawn).toHaveLength(data.objectives.items.length);
      for (const composition of drawn) {
        expect(owner.get(composition), `${composition} on /${id}`).toBeUndefined();
        owner.set(composition, id);
      }
    }
    expect(owner.size).toBe(entries.reduce((sum, { data }) => sum + data.objectives.items.length, 0));
  });
});
