// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqSection } from './faq-section';

const items = [
  { question: 'Which tools do alerts reach?', answer: 'The team chat tool, e-mail and the CRM.' },
  { question: 'How long does set-up take?', answer: 'Typically one to two weeks.' },
];

describe('FaqSection', () => {
  it('renders every answer in the markup, collapsed, under an h2', () => {
    const { container } = render(<FaqSection intro={{ headline: 'Questions' }} items={items} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeInTheDocument();
    const panels = container.querySelectorAll('[data-accordion-panel]');
    expect(panels).toHaveLength(2);
    for (const panel of panels) expect(panel).toHaveAttribute('hidden');
    expect(container).toHaveTextContent('Typically one to two weeks.');
  });

  it('keeps one answer open at a time and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    render(<FaqSection intro={{ headline: 'Questions' }} items={items} />);
    const first = screen.getByRole('button', { name: items[0]?.question });
    const second = screen.getByRole('button', { name: items[1]?.question });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
