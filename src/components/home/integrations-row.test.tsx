// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { readSingleton } from '#src/content/loaders/read.ts';
import { IntegrationsRow } from './integrations-row';

const { integrations } = readSingleton('home');

describe('IntegrationsRow', () => {
  it('sets each tool’s name as its tile’s wordmark, with its category and what the service does there', () => {
    render(<IntegrationsRow intro={integrations} items={integrations.items} api={integrations.api} />);
    const tiles = screen.getAllByRole('listitem');
    expect(tiles).toHaveLength(integrations.items.length);
    for (const [index, item] of integrations.items.entries()) {
      const tile = tiles[index] as HTMLElement;
      expect(within(tile).getByRole('heading', { level: 3 })).toHaveTextContent(item.name);
      expect(within(tile).getByText(item.kind)).toBeInTheDocument();
      expect(within(tile).getByText(item.description)).toBeInTheDocument();
    }
  });

  it('draws no logo and no letter tile: every mark is the tool’s whole name, in the same neutral treatment', () => {
    const { container } = render(
      <IntegrationsRow intro={integrations} items={integrations.items} api={integrations.api} />,
    );
    expect(container.querySelector('img, [data-mark="text"]')).toBeNull();
    const letters = [...container.querySelectorAll('li *')].filter(
      (node) => node.children.length === 0 && (node.textContent ?? '').trim().length === 1,
    );
    expect(letters).toEqual([]);
    const marks = [...container.querySelectorAll('li h3')].map((node) => node.parentElement?.className);
    expect(new Set(marks).size).toBe(1);
  });
});
