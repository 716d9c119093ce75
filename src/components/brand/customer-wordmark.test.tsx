// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { customers } from '#src/content/customers.ts';
import { CustomerWordmark } from './customer-wordmark';

describe('CustomerWordmark', () => {
  it.each(customers)('draws $name as one image named after the company', (customer) => {
    render(<CustomerWordmark customer={customer} />);
    const mark = screen.getByRole('img', { name: customer.name });
    expect(mark.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveTextContent(new RegExp(customer.name, 'i'));
  });

  it('lists five companies, four with a case study', () => {
    expect(customers).toHaveLength(5);
    expect(customers.filter((customer) => 'caseStudy' in customer)).toHaveLength(4);
  });
});
