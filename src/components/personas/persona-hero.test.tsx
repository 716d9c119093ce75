// @vitest-environment jsdom
import { render, within } from '@testing-library/react';
import { readCollection, readSingleton } from '#src/content/loaders/read.ts';
import { PersonaHero } from './persona-hero';

const entries = readCollection('personas');
const { mark } = readSingleton('samples');

function renderHero(id: string) {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no persona ${id}`);
  const view = render(<PersonaHero {...entry.data.hero} label={entry.data.name} sampleMark={mark} />);
  return { ...view, hero: entry.data.hero };
}

describe.each(entries.map((entry) => [entry.id] as const))('PersonaHero on /%s', (id) => {
  it('keeps the three figures, values as <dd>, each with its label', () => {
    const { container, hero } = renderHero(id);
    const values = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(values).toEqual(hero.metrics.map((metric) => metric.value));
    for (const metric of hero.metrics) expect(container).toHaveTextContent(metric.label);
    expect(container).toHaveTextContent(hero.metricsLabel);
  });

  it('draws the team’s picture as a labelled sample, marked as one, beside the words', () => {
    const { container, hero } = renderHero(id);
    const frame = container.querySelector<HTMLElement>('[data-sample-frame]');
    expect(frame?.querySelector('[data-sample-mark]')).toHaveTextContent(mark);
    const picture = within(frame as HTMLElement).getByRole('group', { name: hero.visual.label });
    expect(picture).toHaveAttribute('data-sample');
    expect(picture.dataset.composition).toBe(`hero-${hero.visual.kind}`);
    // The figures are the page's own facts: never inside the sample, where the launch check skips them.
    expect(picture.querySelector('dd')).toBeNull();
  });
});

it('no two persona heroes share a layout (persona-hero.spec.ts measures each as drawn)', () => {
  const layouts = entries.map((entry) => entry.data.hero.layout);
  expect(new Set(layouts).size).toBe(entries.length);
  for (const entry of entries) {
    const { container } = renderHero(entry.id);
    expect(container.querySelector('[data-section="hero"]')).toHaveAttribute(
      'data-hero-layout',
      entry.data.hero.layout,
    );
  }
});

it('no two persona heroes draw the same picture', () => {
  const kinds = entries.map((entry) => entry.data.hero.visual.kind);
  expect(new Set(kinds).size).toBe(entries.length);
});

it('a phone’s routing flow drops one row of each column, never the lit signal, rule or owner', () => {
  const entry = entries.find((candidate) => candidate.data.hero.visual.kind === 'routing-flow');
  if (!entry) throw new Error('no routing flow');
  const { container } = renderHero(entry.id);
  const columns = [
    ...container.querySelectorAll(
      '[data-composition="hero-routing-flow"] :is(ul, ol):not([data-routing-record] *)',
    ),
  ];
  expect(columns).toHaveLength(3);
  for (const column of columns) {
    const rows = [...column.children];
    const hidden = rows.filter((row) => row.classList.contains('max-sm:hidden'));
    expect(hidden).toHaveLength(1);
    // The lit row carries an amber or blue border; the row phones drop is a plain one.
    expect(hidden[0]?.className).toMatch(/border-ink-700/);
  }
});
