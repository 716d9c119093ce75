// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { PipelineAccount } from '#src/content/samples.ts';
import { PipelineHalf } from './pipeline-shift';

const accounts: PipelineAccount[] = [
  {
    account: 'Juniper Payments',
    stage: 'Renewal next quarter',
    signal: 'Aisha Bello engaged Ostrada',
    end: 'Renewal',
    engagedAt: 0.4,
    without: { status: 'Lost at renewal', found: 'Found at renewal' },
    with: { status: 'High Risk', found: 'Flagged a quarter before renewal' },
  },
  {
    account: 'Ashford Freight',
    stage: 'Negotiation',
    signal: 'Grace Liu engaged Quorvane',
    end: 'Close date',
    engagedAt: 0.6,
    without: { status: 'Closed Lost', found: 'Found at loss' },
    with: { status: 'At-Risk', found: 'Flagged during Negotiation' },
  },
];
const caption = 'Without the service both risks surface at the end.';

function renderBoth() {
  return render(
    <>
      <PipelineHalf
        half="without"
        label="Without Countermove"
        summary="Competitor engagement stays invisible."
        accounts={accounts}
        caption={caption}
      />
      <PipelineHalf
        half="with"
        label="With Countermove"
        summary="Each account is flagged when a stakeholder engages."
        accounts={accounts}
      />
    </>,
  );
}

describe('PipelineHalf', () => {
  it('lists the accounts under its label, each status in words, described by the caption', () => {
    renderBoth();
    const without = screen.getByRole('list', { name: 'Without Countermove' });
    const withService = screen.getByRole('list', { name: 'With Countermove' });
    expect(without).toHaveAccessibleDescription(caption);
    for (const list of [without, withService]) {
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('data-account')),
      ).toEqual(['Juniper Payments', 'Ashford Freight']);
    }
    expect(within(without).getByText('Lost at renewal')).toBeInTheDocument();
    expect(within(without).getByText('Closed Lost')).toBeInTheDocument();
    expect(within(withService).getByText('High Risk')).toBeInTheDocument();
    expect(within(withService).getByText('At-Risk')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the stakeholder and competitor only where the service saw them', () => {
    renderBoth();
    const without = screen.getByRole('list', { name: 'Without Countermove' });
    const withService = screen.getByRole('list', { name: 'With Countermove' });
    expect(within(without).queryByText('Aisha Bello engaged Ostrada')).not.toBeInTheDocument();
    expect(within(withService).getByText('Aisha Bello engaged Ostrada')).toBeInTheDocument();
    expect(within(withService).getByText(/Flagged a quarter before renewal/)).toBeInTheDocument();
  });

  it('hides the drawn timelines from assistive technology and places the flag where they engaged', () => {
    const { container } = renderBoth();
    const tracks = container.querySelectorAll('[data-slot="pipeline-track"]');
    expect(tracks).toHaveLength(4);
    for (const track of tracks) expect(track).toHaveAttribute('aria-hidden', 'true');
    const withTrack = container.querySelector('[data-half="with"] [data-slot="pipeline-track"]');
    expect(withTrack?.innerHTML).toContain('left: 40%');
  });
});
