// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { caseStudies, customerOf } from '#src/content/case-studies.ts';
import { WORDMARK_DESIGNS } from '#src/content/schemas/case-studies.ts';
import { CustomerWordmark } from './customer-wordmark';

describe('CustomerWordmark', () => {
  it.each(caseStudies().map(customerOf))('draws $name as one image named after the company', (customer) => {
    render(<CustomerWordmark customer={customer} />);
    const mark = screen.getByRole('img', { name: customer.name });
    expect(mark.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveTextContent(new RegExp(customer.name, 'i'));
  });

  it('draws each design differently, none of them our icon tile', () => {
    const drawings = WORDMARK_DESIGNS.map((wordmark) => {
      const { container, unmount } = render(<CustomerWordmark customer={{ name: 'Example', wordmark }} />);
      const html = container.innerHTML;
      unmount();
      expect(html, wordmark).not.toMatch(/<rect|brand-/);
      return html.replace(/data-design="[^"]*"/, '');
    });
    expect(new Set(drawings).size).toBe(WORDMARK_DESIGNS.length);
  });
});
