// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { customers } from '#src/content/customers.ts';
import { CustomerWordmark } from './customer-wordmark';

describe('CustomerWordmark', () => {
  it.each(customers)('draws $name as one image named after the company', (customer) => {
    render(<CustomerWordmark customer={customer} />);
    const mark = screen.getByRole('img', { name: customer.name });
    expect(mark.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveTextContent(new RegExp(customer.name, 'i'));
  });

  it('gives each company its own design, none of them our icon tile', () => {
    expect(new Set(customers.map((customer) => customer.wordmark)).size).toBe(customers.length);
    for (const customer of customers) {
      const { container } = render(<CustomerWordmark customer={customer} />);
      expect(container.querySelector('rect'), customer.name).toBeNull();
      expect(container.innerHTML, customer.name).not.toMatch(/brand-/);
    }
  });

  it('lists five companies, four with a case study', () => {
    expect(customers).toHaveLength(5);
    expect(customers.filter((customer) => 'caseStudy' in customer)).toHaveLength(4);
  });
});
