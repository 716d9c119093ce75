// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { FaqSection } from './faq-section';

const items = [
  { question: 'Which tools do alerts reach?', answer: 'The team chat tool, email and the CRM.' },
  { question: 'How long does set-up take?', answer: 'Typically one to two weeks.' },
];

describe('FaqSection', () => {
  it('renders every answer in the markup, collapsed, one exclusive group per section, under an h2', () => {
    const { container } = render(
      <FaqSection id="pricing-faq" intro={{ headline: 'Questions' }} items={items} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeInTheDocument();
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    for (const item of details) {
      // Sharing a name makes the browser keep one answer open at a time (spec §4).
      expect(item).toHaveAttribute('name', 'pricing-faq');
      expect(item).not.toHaveAttribute('open');
    }
    expect(screen.getByRole('heading', { level: 3, name: items[0]?.question })).toBeInTheDocument();
    expect(container).toHaveTextContent('Typically one to two weeks.');
  });
});
