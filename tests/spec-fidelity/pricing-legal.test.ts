/**
 * Spec fidelity (this folder): what ../shared/spec/site-spec.md fixes (routes, labels, counts, figures,
 * calls to action), checked once, against the content files as the site reads them. Every other test
 * reads the content and checks rules (a page renders what its entry holds), so a marketer's edit to a
 * sentence the spec does not fix keeps the suite green, and an edit that breaks the spec fails here,
 * naming what the spec says. One file per page family.
 */
import { readCollection, readEntry, readSingleton } from '#src/content/loaders/read.ts';
import { BOOK_DEMO_PATH, CTA_LABELS } from '#src/content/schemas/fields.ts';

/** Every { label, href } pair anywhere in an entry. */
function links(value: unknown): { label: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap(links);
  if (typeof value !== 'object' || value === null) return [];
  const own =
    'label' in value && 'href' in value && typeof value.label === 'string' && typeof value.href === 'string'
      ? [{ label: value.label, href: value.href }]
      : [];
  return [...own, ...Object.values(value).flatMap(links)];
}

describe('calls to action (spec §1)', () => {
  it('every spec call to action in the content leads to /book-time', () => {
    const all = [readSingleton('pricing')].flatMap(links);
    const ctas = all.filter((link) => (CTA_LABELS as readonly string[]).includes(link.label));
    expect(ctas.length).toBeGreaterThan(0);
    for (const cta of ctas) expect(cta.href, cta.label).toBe(BOOK_DEMO_PATH);
  });
});

describe('/pricing (spec §2 "Pricing", §9 "Pricing facts")', () => {
  const pricing = readSingleton('pricing');

  it('has the spec hero and eight FAQs', () => {
    expect(pricing.hero.headline).toBe('Pay per identified competitor-influenced opportunity');
    expect(pricing.faq.items).toHaveLength(8);
  });

  it('has a flat fee of 2000 USD a month, an outcome-based tier and custom enterprise pricing', () => {
    expect(pricing.offer).toMatchObject({ pricePerMonth: 2000, currency: 'USD' });
    const [flat, outcome, enterprise] = pricing.tiers.items;
    expect(flat?.price).toBe('$2,000/month');
    expect(outcome?.id).toBe('outcome');
    expect(enterprise?.price).toBe('Custom pricing');
  });

  it('has three cards on why outcome-based pricing works and an individual-contributor box', () => {
    expect(pricing.reasons.items).toHaveLength(3);
    expect(pricing.individualContributor.link.href).toBe('/blog/competitive-blind-spot');
  });

  it('states the spec’s terms: unlimited seats and alerts, no credit limits, no implementation fee, 1-2 weeks', () => {
    const text = JSON.stringify(pricing);
    for (const term of [
      /unlimited seats/i,
      /unlimited alerts|alerts are unlimited/i,
      /no credit limits/i,
      /no implementation fee/i,
      /1-2 weeks/,
    ])
      expect(text).toMatch(term);
  });

  it('carries the spec rating (4.8 from 50) as an owner fact', () => {
    const rating = readEntry('ownerFacts', 'rating').data.value;
    expect(rating).toMatchObject({ discriminant: 'rating', value: { value: 4.8, count: 50, best: 5 } });
  });
});

describe('legal pages (spec §2 "Terms", "Privacy")', () => {
  const legal = readCollection('legal');
  const terms = legal.find(({ id }) => id === 'terms-of-service');
  const privacy = legal.find(({ id }) => id === 'privacy-policy');

  it('the terms have the eight sections in order, under Delaware law', () => {
    const sections = [...(terms?.body ?? '').matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual([
      '1. Services and Support',
      '2. Representations and Restrictions',
      '3. Confidentiality and Proprietary Rights',
      '4. Payment of Fees',
      '5. Term and Termination',
      '6. Warranty and Disclaimer',
      '7. Limitation of Liability',
      '8. Miscellaneous',
    ]);
    expect(terms?.body).toMatch(/State of Delaware/);
  });

  it('the privacy policy was updated 2023-10-24 and opens with a topic summary table', () => {
    expect(privacy?.data.updated?.toISOString().slice(0, 10)).toBe('2023-10-24');
    expect(privacy?.body).toMatch(/^## Summary/m);
  });
});
