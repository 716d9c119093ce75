// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { initials, RoutedOpportunityCard } from './routed-opportunity';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Jordan Lee')).toBe('JL');
    expect(initials('priya')).toBe('P');
    expect(initials('  Ana  María  de la Cruz ')).toBe('AM');
  });
});

describe('RoutedOpportunityCard', () => {
  it('shows owner, stage, priority and the Routed badge as a labelled illustration', () => {
    render(
      <RoutedOpportunityCard
        name="Brightwater Analytics: New business"
        account="Brightwater Analytics"
        owner="Jordan Lee"
        stage="Qualification"
        priority="High"
        badge="Routed"
        source="Created from a New Business signal"
      />,
    );
    const card = screen.getByRole('group', {
      name: 'Sample routed opportunity: Brightwater Analytics: New business, owned by Jordan Lee',
    });
    const pairs = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Owner', 'JL Jordan Lee'],
      ['Stage', 'Qualification'],
      ['Priority', 'High'],
    ]);
    expect(within(card).getByText('Routed')).toBeInTheDocument();
    expect(within(card).getByText('Created from a New Business signal')).toBeInTheDocument();
    // The avatar's initials are decoration; the name is the text.
    expect(within(card).getByText('JL')).toHaveAttribute('aria-hidden', 'true');
  });
});
