// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { otherUseCases, useCaseShared } from '#src/content/use-cases/index.ts';
import { ExploreUseCases } from './explore-use-cases';

describe('ExploreUseCases', () => {
  it('links the other five use cases by name, each with its strategy badge', () => {
    render(
      <ExploreUseCases
        intro={useCaseShared.explore}
        items={otherUseCases('/win-open-deals')}
        badgeLabels={useCaseShared.badgeLabels}
        help={useCaseShared.exploreHelp}
      />,
    );
    const section = screen.getByRole('region', { name: 'Explore other use cases' });
    const list = within(section).getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/hunt-new-opportunities',
      '/revive-closed-lost',
      '/flag-expansion-opportunities',
      '/defend-customer-base',
      '/predict-prevent-churn',
    ]);
    expect(within(list).getByRole('link', { name: 'Proactively Protect Renewals' })).toBeInTheDocument();
    expect(within(list).getAllByText('Offensive')).toHaveLength(3);
    expect(within(list).getAllByText('Defensive')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: /talk to an expert/i })).toHaveAttribute(
      'href',
      '/book-time',
    );
  });
});
