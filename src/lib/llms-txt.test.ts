import { buildLlmsTxt, llmsSection } from './llms-txt';

describe('llmsSection', () => {
  it('files each route under its menu, customers, resources, the legal pages or the company', () => {
    expect(llmsSection({ path: '/win-open-deals', header: { menu: 'use-cases', group: 'defensive' } })).toBe(
      'useCases',
    );
    expect(llmsSection({ path: '/sales', header: { menu: 'solutions' } })).toBe('solutions');
    expect(llmsSection({ path: '/customers-vendr' })).toBe('customers');
    expect(llmsSection({ path: '/blog' })).toBe('resources');
    expect(llmsSection({ path: '/blog/a-post' })).toBe('resources');
    expect(llmsSection({ path: '/privacy-policy' })).toBe('optional');
    expect(llmsSection({ path: '/pricing' })).toBe('company');
  });
});

describe('buildLlmsTxt', () => {
  it('writes an H1, a summary quote and linked sections in a fixed order, under their headings', () => {
    const text = buildLlmsTxt({
      name: 'Product',
      summary: 'A summary.',
      details: 'Details.',
      origin: 'https://www.example.com',
      sections: {
        company: 'Firm',
        useCases: 'Uses',
        solutions: 'Teams',
        customers: 'Clients',
        resources: 'Reading',
        optional: 'Skippable',
      },
      entries: [
        { path: '/pricing', label: 'Pricing', description: 'Outcome-based pricing.', section: 'company' },
        { path: '/win-open-deals', label: 'Deals', description: 'Deals.', section: 'useCases' },
        { path: '/', label: 'Home', description: 'Start here.', section: 'company' },
      ],
    });
    expect(text.startsWith('# Product\n\n> A summary.\n\nDetails.\n')).toBe(true);
    expect(text).toContain(
      '## Firm\n\n- [Pricing](https://www.example.com/pricing): Outcome-based pricing.\n- [Home](https://www.example.com/): Start here.',
    );
    expect(text.indexOf('## Firm')).toBeLessThan(text.indexOf('## Uses'));
    expect(text).not.toContain('## Clients');
  });
});
