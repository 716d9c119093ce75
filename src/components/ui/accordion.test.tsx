// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

// Behaviour (one open at a time, collapsible, arrow keys between questions, before any script from
// /_astro/) is checked in a real browser: tests/e2e/first-touch.spec.ts.

const items = [
  { q: 'How fast do alerts arrive?', a: 'Within minutes of the signal.' },
  { q: 'Which tools receive them?', a: 'Your team chat tool, email and your CRM.' },
];

describe('Accordion', () => {
  it('renders native <details> sharing one name, collapsed, with every answer in the HTML', () => {
    const { container } = render(
      <Accordion name="pricing-faq" headingLevel={3}>
        {items.map((item) => (
          <AccordionItem key={item.q}>
            <AccordionTrigger>{item.q}</AccordionTrigger>
            <AccordionContent>{item.a}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>,
    );
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    for (const item of details) {
      expect(item).toHaveAttribute('name', 'pricing-faq');
      expect(item).not.toHaveAttribute('open');
      // The question is the summary's heading, in the page outline.
      expect(item.querySelector('summary[data-accordion-trigger] > h3')).not.toBeNull();
      expect(item.querySelector('[data-accordion-panel]')).not.toBeNull();
    }
    expect(screen.getByRole('heading', { level: 3, name: items[1]?.q })).toBeInTheDocument();
    expect(container).toHaveTextContent(items[1]?.a ?? '');
  });
});
