// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { CheckList } from './check-list';

describe('CheckList', () => {
  it('renders one list item per point, with a decorative mark', () => {
    render(<CheckList items={['Unlimited seats', 'No implementation fee']} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Unlimited seats', 'No implementation fee']);
    for (const item of items) expect(item.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('styles the mark by variant and formats items with renderItem', () => {
    render(<CheckList items={['10-11 people']} marker="solid" renderItem={(text) => <em>{text}</em>} />);
    expect(screen.getByText('10-11 people').tagName).toBe('EM');
    expect(screen.getByRole('listitem').querySelector('[aria-hidden="true"]')?.className).toContain(
      'bg-brand-600',
    );
  });
});
