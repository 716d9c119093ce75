// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { readSingleton } from '#src/content/loaders/read.ts';
import type { LandscapeSummary } from '#src/content/samples.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';
import { formatStat, LandscapeSummaryCard } from './landscape-summary';

/** The card's words, as the pages pass them (site/samples.yaml). */
const words = readSingleton('samples').landscape;

const summary: LandscapeSummary = {
  title: 'Competitive landscape',
  period: 'This quarter',
  stats: [
    { label: 'Accounts engaging competitors', value: 34, format: 'count', tone: 'neutral' },
    { label: 'At-risk open opportunities', value: 12, format: 'count', tone: 'defensive' },
    { label: 'New pipeline value', value: 1_252_000, format: 'usd', tone: 'offensive' },
    { label: 'At-risk revenue', value: 452_000, format: 'usd', tone: 'defensive' },
  ],
};

describe('formatStat', () => {
  it('prints counts as integers and dollars in full, with separators', () => {
    expect(formatStat({ value: 34, format: 'count' })).toBe('34');
    expect(formatStat({ value: 1_252_000, format: 'usd' })).toBe('$1,252,000');
    expect(formatStat({ value: 452_000, format: 'usd' })).toBe('$452,000');
  });
});

describe('LandscapeSummaryCard', () => {
  it('pairs every label with its exact figure', () => {
    render(<LandscapeSummaryCard {...summary} words={words} />);
    const card = screen.getByRole('group', {
      name: fillSlots(words.label, { title: summary.title, period: summary.period }),
    });
    expect(card).toHaveAttribute('data-sample');
    const pairs = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Accounts engaging competitors', '34'],
      ['At-risk open opportunities', '12'],
      ['New pipeline value', '$1,252,000'],
      ['At-risk revenue', '$452,000'],
    ]);
  });

  it('draws the dollar split as a decorative bar in proportion', () => {
    const { container } = render(<LandscapeSummaryCard {...summary} words={words} />);
    const bar = container.querySelector('[aria-hidden="true"].flex.h-2');
    const widths = [...(bar?.children ?? [])].map((segment) => (segment as HTMLElement).style.width);
    expect(widths.map((width) => Math.round(Number.parseFloat(width)))).toEqual([73, 27]);
  });
});
