// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { readSingleton } from '#src/content/loaders/read.ts';
import type { AlertCard as AlertCardData } from '#src/content/types.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';
import { AlertCard } from './alert-card';

/** The card's words, as the pages pass them (site/samples.yaml). */
const words = readSingleton('samples').card;
const label = (strategy: 'offensive' | 'defensive', card: AlertCardData) =>
  fillSlots(words.label, {
    strategy: words.strategies[strategy].toLowerCase(),
    name: card.name,
    account: card.account,
    competitor: card.competitor,
  });

const offensive: AlertCardData = {
  name: 'Dana Whitfield',
  title: 'VP of Sales Operations',
  tag: 'New Business',
  strategyType: 'offensive',
  description: 'Started following a competitor and commented on its pricing webinar.',
  account: 'Northwind Logistics',
  competitor: 'Quorvane',
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
    render(<AlertCard {...offensive} words={words} />);
    const card = screen.getByRole('group', { name: label('offensive', offensive) });
    expect(terms(card)).toEqual([words.account, words.owner, words.status, words.response]);
    expect(within(card).getByText('@sam.ae')).toBeInTheDocument();
    expect(within(card).getByText('Prospect')).toBeInTheDocument();
    expect(within(card).getByText('Competitive new biz')).toBeInTheDocument();
    expect(card).toHaveAttribute('data-size', 'full');
  });

  it('compact size shows status and response only', () => {
    render(<AlertCard {...offensive} words={words} size="compact" />);
    const card = screen.getByRole('group');
    expect(terms(card)).toEqual([words.status, words.response]);
    expect(within(card).queryByText('@sam.ae')).not.toBeInTheDocument();
    expect(card).toHaveAttribute('data-size', 'compact');
  });

  it('styles offensive and defensive strategies distinctly', () => {
    const { rerender } = render(<AlertCard {...offensive} words={words} />);
    const offensiveTag = screen.getByText('New Business');
    expect(screen.getByRole('group')).toHaveAttribute('data-strategy', 'offensive');
    expect(offensiveTag.className).toContain('text-offense-700');

    rerender(
      <AlertCard
        {...offensive}
        words={words}
        strategyType="defensive"
        tag="Renewal Risk"
        accountStatus="Renewal"
        play="Renewal protection"
      />,
    );
    const card = screen.getByRole('group', {
      name: label('defensive', { ...offensive, strategyType: 'defensive' }),
    });
    expect(card).toHaveAttribute('data-strategy', 'defensive');
    expect(screen.getByText('Renewal Risk').className).toContain('text-defense-700');
    expect(screen.getByText('Renewal Risk').className).not.toContain('offense');
  });

  it('names the contact, account and competitor in its accessible label, and is marked a sample', () => {
    render(<AlertCard {...offensive} words={words} />);
    const card = screen.getByRole('group', { name: label('offensive', offensive) });
    for (const part of [offensive.name, offensive.account, offensive.competitor])
      expect(card.getAttribute('aria-label')).toContain(part);
    expect(card).toHaveAttribute('data-sample');
  });
});
