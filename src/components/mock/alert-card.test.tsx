// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { AlertCard as AlertCardData } from '~/content/types';
import { AlertCard } from './alert-card';

const offensive: AlertCardData = {
  name: 'Dana Whitfield',
  title: 'VP of Sales Operations',
  tag: 'New Business',
  strategyType: 'offensive',
  description: 'Started following a competitor and commented on its pricing webinar.',
  account: 'Northwind Logistics',
  competitor: 'Rival CI',
  accountStatus: 'Prospect',
  accountDetails: ['@sam.ae', 'Enterprise', 'West'],
  play: 'Competitive new biz',
};

function terms(group: HTMLElement) {
  return within(group)
    .getAllByRole('term')
    .map((term) => term.textContent);
}

describe('AlertCard', () => {
  it('full size shows account, owner handle, status and response', () => {
    render(<AlertCard {...offensive} />);
    const card = screen.getByRole('group', { name: /sample offensive alert/i });
    expect(terms(card)).toEqual(['Account', 'Owner', 'Status', 'Response']);
    expect(within(card).getByText('@sam.ae')).toBeInTheDocument();
    expect(within(card).getByText('Prospect')).toBeInTheDocument();
    expect(within(card).getByText('Competitive new biz')).toBeInTheDocument();
    expect(card).toHaveAttribute('data-size', 'full');
  });

  it('compact size shows status and response only', () => {
    render(<AlertCard {...offensive} size="compact" />);
    const card = screen.getByRole('group');
    expect(terms(card)).toEqual(['Status', 'Response']);
    expect(within(card).queryByText('@sam.ae')).not.toBeInTheDocument();
    expect(card).toHaveAttribute('data-size', 'compact');
  });

  it('styles offensive and defensive strategies distinctly', () => {
    const { rerender } = render(<AlertCard {...offensive} />);
    const offensiveTag = screen.getByText('New Business');
    expect(screen.getByRole('group')).toHaveAttribute('data-strategy', 'offensive');
    expect(offensiveTag.className).toContain('text-offense-700');

    rerender(
      <AlertCard
        {...offensive}
        strategyType="defensive"
        tag="Renewal Risk"
        accountStatus="Renewal"
        play="Renewal protection"
      />,
    );
    const card = screen.getByRole('group', { name: /sample defensive alert/i });
    expect(card).toHaveAttribute('data-strategy', 'defensive');
    expect(screen.getByText('Renewal Risk').className).toContain('text-defense-700');
    expect(screen.getByText('Renewal Risk').className).not.toContain('offense');
  });

  it('names the contact, account and competitor in its accessible label', () => {
    render(<AlertCard {...offensive} />);
    expect(
      screen.getByRole('group', {
        name: 'Sample offensive alert: Dana Whitfield at Northwind Logistics is engaging Rival CI',
      }),
    ).toBeInTheDocument();
  });
});
