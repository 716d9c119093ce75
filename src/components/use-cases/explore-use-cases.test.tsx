// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { readCollection, readSingleton } from '#src/content/loaders/read.ts';
import { ExploreUseCases } from './explore-use-cases';
import { linksToUseCases } from './use-case-links';

const { useCases: shared } = readSingleton('useCasesAndPersonas');
const intro = shared.explore;
const entries = readCollection('useCases');
const links = linksToUseCases(entries);

describe('ExploreUseCases', () => {
  it('links every other use case by name, each with its strategy and its line, and no call to action', () => {
    const [current, ...others] = links;
    if (!current) throw new Error('no use cases');
    render(<ExploreUseCases intro={intro} items={others} badgeLabels={shared.badgeLabels} />);
    const section = screen.getByRole('region', { name: intro.headline });
    const list = within(section).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(others.map((link) => link.path));
    others.forEach((link, index) => {
      const item = items[index] as HTMLElement;
      expect(within(item).getByRole('link', { name: link.label })).toBeInTheDocument();
      expect(item).toHaveTextContent(link.blurb);
      expect(item).toHaveTextContent(shared.badgeLabels[link.group]);
    });
    // Issue 29, third round: no call to action of its own (the page has the spec's two).
    expect(within(section).getAllByRole('link')).toHaveLength(others.length);
  });
});

describe('linksToUseCases', () => {
  it('lists the entries by their order, then by address', () => {
    const entry = (id: string, order: number) => {
      const data = entries[0]?.data;
      if (!data) throw new Error('no use cases');
      return { id, data: { ...data, order } };
    };
    expect(linksToUseCases([entry('c', 2), entry('b', 1), entry('a', 2)]).map((link) => link.path)).toEqual([
      '/b',
      '/a',
      '/c',
    ]);
  });
});
