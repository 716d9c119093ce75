import { readCollection } from '../loaders/read.ts';
import { ownerFactSchema } from './owner-facts.ts';

const facts = readCollection('ownerFacts');

const base = {
  label: 'Legal name',
  value: { discriminant: 'text', value: 'Example, Inc.' },
  appearsOn: [{ path: '*', where: 'footer' }],
  why: 'The Terms name it as the contracting party, so it must be right.',
};

describe('owner facts (src/content/owner-facts/)', () => {
  it('all match the schema', () => {
    expect(facts.length).toBeGreaterThanOrEqual(18);
  });

  it('cover every kind of fact the site depends on', () => {
    const ids = facts.map(({ id }) => id);
    for (const id of [
      'legal-name',
      'founder',
      'postal-address',
      'scheduler-url',
      'company-profiles',
      'rating',
      'integrations',
      'fifth-logo',
      'quote-home-teaser',
    ])
      expect(ids).toContain(id);
  });

  it('keep who confirmed a fact, and when, on confirmed facts only', () => {
    const confirmed = { ...base, confirmed: true, confirmedBy: 'Counsel', confirmedOn: '2026-11-20' };
    expect(ownerFactSchema.safeParse(confirmed).success).toBe(true);
    expect(ownerFactSchema.safeParse({ ...base, confirmed: false, confirmedBy: 'Counsel' }).success).toBe(
      false,
    );
    expect(ownerFactSchema.safeParse({ ...base, confirmed: true, confirmedOn: '20 Nov' }).success).toBe(
      false,
    );
    expect(ownerFactSchema.safeParse({ ...base, confirmed: false, appearsOn: [] }).success).toBe(false);
  });

  it('only name pages of the site', () => {
    const result = ownerFactSchema.safeParse({ ...base, appearsOn: [{ path: '/book-tiem', where: 'x' }] });
    expect(result.success).toBe(false);
  });

  it('cannot confirm a rating without naming its source', () => {
    const rating = facts.find(({ id }) => id === 'rating');
    const confirmed = { ...rating?.data, confirmed: true };
    expect(ownerFactSchema.safeParse(confirmed).success).toBe(false);
    const sourced = {
      ...confirmed,
      value: {
        discriminant: 'rating',
        value: { value: 4.8, count: 50, best: 5, source: 'a customer survey' },
      },
    };
    expect(ownerFactSchema.safeParse(sourced).success).toBe(true);
  });
});
