// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { FunnelStage, FunnelView } from '#src/content/samples.ts';
import { FunnelChart, FunnelComparisonTable, stageWidth } from './funnel-chart';

const stages: FunnelStage[] = [
  { name: 'Awareness', weight: 10 },
  { name: 'Interest', weight: 9 },
  { name: 'Evaluation', weight: 8 },
  { name: 'Decision', weight: 5 },
];

const before: FunnelView = {
  title: 'Without Countermove',
  summary: 'Only the late part.',
  stages: {
    Awareness: { visible: false, note: 'Not visible' },
    Interest: { visible: false, note: 'Not visible' },
    Evaluation: { visible: true, note: 'Your own conversations' },
    Decision: { visible: true, note: 'Your own deal' },
  },
};
const after: FunnelView = {
  title: 'With Countermove',
  summary: 'Every stage.',
  stages: {
    Awareness: { visible: true, note: 'Following a competitor' },
    Interest: { visible: true, note: 'Engaging competitor posts' },
    Evaluation: { visible: true, note: 'Connecting with competitor reps' },
    Decision: { visible: true, note: 'Competitor in the deal' },
  },
};

describe('stageWidth', () => {
  it('scales each stage to the widest one', () => {
    expect(stages.map((stage) => stageWidth(stage, stages))).toEqual([100, 90, 80, 50]);
  });
});

describe('FunnelChart', () => {
  it('is a figure named by its title, with bars as wide as the weights and hidden from screen readers', () => {
    const { container } = render(<FunnelChart id="before" stages={stages} view={before} tone="before" />);
    expect(screen.getByRole('figure', { name: 'Without Countermove' })).toBeInTheDocument();
    const bars = [...container.querySelectorAll<HTMLElement>('[data-visible]')];
    expect(bars.map((bar) => bar.style.width)).toEqual(['100%', '90%', '80%', '50%']);
    expect(bars.map((bar) => bar.dataset.visible)).toEqual(['false', 'false', 'true', 'true']);
    expect(bars[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('FunnelComparisonTable', () => {
  it('states every stage, its weight and both views as text', () => {
    render(
      <FunnelComparisonTable
        caption="What your team sees"
        stages={stages}
        before={before}
        after={after}
        stageLabel="Step"
        weightLabel="Relative stage size"
      />,
    );
    const table = screen.getByRole('table', { name: 'What your team sees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Step', 'Relative stage size', 'Without Countermove', 'With Countermove']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Awareness10Not visibleFollowing a competitor',
      'Interest9Not visibleEngaging competitor posts',
      'Evaluation8Your own conversationsConnecting with competitor reps',
      'Decision5Your own dealCompetitor in the deal',
    ]);
  });
});
