import { buildLlmsTxt, llmsSection } from './llms-txt';

describe('llmsSection', () => {
  it('files each route under its menu, customers, resources, the legal pages or the company', () => {
    expect(llmsSection({ path: '/win-open-deals', header: { menu: 'use-cases', group: 'defensive' } })).toBe(
      'Use cases',
    );
    expect(llmsSection({ path: '/sales', header: { menu: 'solutions' } })).toBe('Solutions by team');
    expect(llmsSection({ path: '/customers-vendr' })).toBe('Customers');
    expect(llmsSection({ path: '/blog' })).toBe('Resources');
    expect(llmsSection({ path: '/blog/a-post' })).toBe('Resources');
    expect(llmsSection({ path: '/privacy-policy' })).toBe('Optional');
    expect(llmsSection({ path: '/pricing' })).toBe('Company');
  });
});

describe('buildLlmsTxt', () => {
  it('writes an H1, a summary quote and linked sections in a fixed order', () => {
    const text = buildLlmsTxt({
      name: 'Countermove',
      summary: 'Competitive intelligence for revenue teams.',
      details: 'Alerts when accounts engage competitors.',
      origin: 'https://www.example.com',
      entries: [
        { path: '/pricing', label: 'Pricing', description: 'Outcome-based pricing.', section: 'Company' },
        {
          path: '/win-open-deals',
          label: 'Protect Your Open Deals',
          description: 'Deals.',
          section: 'Use cases',
        },
        { path: '/', label: 'Home', description: 'Start here.', section: 'Company' },
      ],
    });
    expect(text.startsWith('# Countermove\n\n> Competitive intelligence for revenue teams.\n')).toBe(true);
    expect(text).toContain(
      '## Company\n\n- [Pricing](https://www.example.com/pricing): Outcome-based pricing.\n- [Home](https://www.example.com/): Start here.',
    );
    expect(text.indexOf('## Company')).toBeLessThan(text.indexOf('## Use cases'));
  });
});
