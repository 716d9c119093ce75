// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { readSingleton } from '#src/content/loaders/read.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';
import { initials, RoutedOpportunityCard } from './routed-opportunity';

/** The card's words, as the pages pass them (site/samples.yaml). */
const words = readSingleton('samples').opportunity;

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
        words={words}
      />,
    );
    const card = screen.getByRole('group', {
      name: fillSlots(words.label, { name: 'Brightwater Analytics: New business', owner: 'Jordan Lee' }),
    });
    expect(card).toHaveAttribute('data-sample');
    const pairs = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      [words.owner, 'JL Jordan Lee'],
      [words.stage, 'Qualification'],
      [words.priority, 'High'],
    ]);
    expect(within(card).getByText('Routed')).toBeInTheDocument();
    expect(within(card).getByText('Created from a New Business signal')).toBeInTheDocument();
    // The avatar's initials are decoration; the name is the text.
    expect(within(card).getByText('JL')).toHaveAttribute('aria-hidden', 'true');
  });
});
