import { BOOK_DEMO_PATH } from '#src/site-map.ts';
import { PLACEHOLDER_PATTERN } from '../../tests/content-rules.ts';
import { metadataPresets, pricingFacts } from './metadata-presets';
import { flatFeeLabel, pricing } from './pricing';

describe('pricing page (spec §2 "Pricing", §9 "Pricing facts")', () => {
  it('has the spec hero headline', () => {
    expect(pricing.hero.headline).toBe('Pay per identified competitor-influenced opportunity');
  });

  it('has eight FAQs with distinct questions', () => {
    expect(pricing.faq.items).toHaveLength(8);
    expect(new Set(pricing.faq.items.map((item) => item.question)).size).toBe(8);
  });

  it('lists what you get: per-opportunity charge, unlimited seats and alerts, no credits, no fee, go-live', () => {
    const list = pricing.howItWorks.included.items.join('\n');
    expect(list).toMatch(/per qualified competitive opportunity that enters your CRM opportunities pipeline/);
    expect(list).toMatch(/Unlimited seats/);
    expect(list).toMatch(/Unlimited alerts/);
    expect(list).toMatch(/no credit limits/i);
    expect(list).toMatch(/No implementation fee/);
    expect(list).toMatch(/1-2 weeks/);
  });

  it('shows a flat fee of $2,000/month, an outcome-based tier and custom enterprise pricing', () => {
    expect(flatFeeLabel).toBe('$2,000/month');
    const [flat, outcome, enterprise] = pricing.tiers.items;
    expect(flat.price).toBe('$2,000/month');
    expect(outcome.name).toBe('Outcome-based');
    expect(enterprise.price).toBe('Custom pricing');
  });

  it('keeps the visible price and rating consistent with the structured data', () => {
    const data = JSON.parse(JSON.stringify(metadataPresets.pricing.structuredData));
    expect(data.offers[0].price).toBe(pricingFacts.flatFeeUsdPerMonth);
    expect(pricing.meta).toBe(metadataPresets.pricing);
    expect(pricing.rating.value).toBe(data.aggregateRating.ratingValue);
    expect(pricing.rating.count).toBe(data.aggregateRating.ratingCount);
    expect(`${pricing.rating.label} ${pricing.rating.caption}`).toBe('Rated 4.8 out of 5 from 50 ratings');
  });

  it('has three reasons why outcome-based pricing works', () => {
    expect(pricing.reasons.items).toHaveLength(3);
  });

  it('points the individual contributor to the business-case article', () => {
    expect(pricing.individualContributor.link.href).toBe('/blog/competitive-blind-spot');
  });

  it('ends with "Request pricing" to /book-time, and every call to action goes there', () => {
    expect(pricing.cta.primaryCta).toEqual({ label: 'Request pricing', href: BOOK_DEMO_PATH });
    const ctas = [
      pricing.hero.primaryCta,
      pricing.hero.secondaryCta,
      pricing.cta.primaryCta,
      pricing.cta.secondaryCta,
      ...pricing.tiers.items.map((tier) => tier.cta),
    ];
    for (const cta of ctas) expect(cta.href).toBe(BOOK_DEMO_PATH);
  });

  it('uses only the spec go-live figure and no invented percentages', () => {
    const text = JSON.stringify(pricing);
    expect(text.match(/\d+(?:\.\d+)?%/g) ?? []).toEqual([]);
    expect(text.match(/go-live[^"]*?(\d[\d-]*) weeks/gi)?.every((match) => match.includes('1-2'))).toBe(true);
  });

  it('contains no placeholder text', () => {
    expect(JSON.stringify(pricing)).not.toMatch(PLACEHOLDER_PATTERN);
  });
});
