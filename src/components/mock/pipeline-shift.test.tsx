// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { PipelineShift } from '#src/content/samples.ts';
import { PipelineShiftFigure } from './pipeline-shift';

const shift: PipelineShift = {
  title: 'The same accounts, two ways',
  without: { label: 'Without Countermove', summary: 'Competitor engagement stays invisible.' },
  with: { label: 'With Countermove', summary: 'Each account is flagged when a stakeholder engages.' },
  accounts: [
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
  ],
  caption: 'Without the service both risks surface at the end; with it, both are flagged weeks earlier.',
};

describe('PipelineShiftFigure', () => {
  it('is a figure named by its title and described by its caption', () => {
    render(<PipelineShiftFigure {...shift} />);
    const figure = screen.getByRole('figure', { name: shift.title });
    expect(figure).toHaveAccessibleDescription(shift.caption);
    expect(within(figure).getByText(shift.caption).tagName).toBe('FIGCAPTION');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists the same accounts in both halves, each status in words', () => {
    render(<PipelineShiftFigure {...shift} />);
    const without = screen.getByRole('list', { name: 'Without Countermove' });
    const withService = screen.getByRole('list', { name: 'With Countermove' });
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
  });

  it('names the stakeholder and competitor only where the service saw them', () => {
    render(<PipelineShiftFigure {...shift} />);
    const without = screen.getByRole('list', { name: 'Without Countermove' });
    const withService = screen.getByRole('list', { name: 'With Countermove' });
    expect(within(without).queryByText('Aisha Bello engaged Ostrada')).not.toBeInTheDocument();
    expect(within(withService).getByText('Aisha Bello engaged Ostrada')).toBeInTheDocument();
    expect(within(withService).getByText(/Flagged a quarter before renewal/)).toBeInTheDocument();
  });

  it('hides the drawn timelines from assistive technology and places the flag where they engaged', () => {
    const { container } = render(<PipelineShiftFigure {...shift} />);
    const tracks = container.querySelectorAll('[data-slot="pipeline-track"]');
    expect(tracks).toHaveLength(4);
    for (const track of tracks) expect(track).toHaveAttribute('aria-hidden', 'true');
    const withTrack = container.querySelector('[data-half="with"] [data-slot="pipeline-track"]');
    expect(withTrack?.innerHTML).toContain('left: 40%');
  });
});
