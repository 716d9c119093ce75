import { findRoute } from '#src/site-map.ts';
import { listOwnerFacts, ownerFacts } from './owner-facts';
import { ownerFactsSchema } from './owner-facts-schema';

const all = listOwnerFacts(ownerFacts);

describe('owner facts', () => {
  it('match their zod schema', () => {
    expect(ownerFactsSchema.safeParse(ownerFacts).success).toBe(true);
  });

  it('cover every kind of fact the issue names', () => {
    const ids = all.map(({ id }) => id);
    for (const id of [
      'founder',
      'postalAddress',
      'schedulerUrl',
      'companyProfiles',
      'rating',
      'integrations',
      'fifthLogo',
      'quotes.homeTeaser',
      'quotes.gainsight',
      'quotes.navattic',
      'quotes.athenian',
      'quotes.vendr',
      'customerProfiles.gainsight',
    ])
      expect(ids).toContain(id);
  });

  it.each(all.map(({ id, fact }) => [id, fact] as const))('%s shows on site-map routes only', (_id, fact) => {
    for (const { path } of fact.appearsOn) if (path !== '*') expect(findRoute(path), path).toBeDefined();
  });

  it('keeps who confirmed a fact, and when, on confirmed facts only', () => {
    const base = { label: 'Legal name', value: 'X', appearsOn: [{ path: '*', where: 'footer' }] };
    const why = 'The Terms name it as the contracting party.';
    const fact = ownerFactsSchema.shape.legalName;
    expect(
      fact.safeParse({ ...base, why, confirmed: true, confirmedBy: 'Counsel', confirmedOn: '2026-11-20' })
        .success,
    ).toBe(true);
    expect(fact.safeParse({ ...base, why, confirmed: false, confirmedBy: 'Counsel' }).success).toBe(false);
    expect(fact.safeParse({ ...base, why, confirmed: true, confirmedOn: '20 Nov' }).success).toBe(false);
    expect(fact.safeParse({ ...base, why, confirmed: false, appearsOn: [] }).success).toBe(false);
  });

  it('cannot confirm a rating without naming its source', () => {
    const rating = ownerFactsSchema.shape.rating;
    const confirmed = { ...ownerFacts.rating, confirmed: true };
    expect(rating.safeParse(confirmed).success).toBe(false);
    expect(
      rating.safeParse({ ...confirmed, value: { ...confirmed.value, source: 'a customer survey' } }).success,
    ).toBe(true);
  });
});
