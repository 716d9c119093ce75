import { metadataIssues, pageMetadataSchema, renderedHeadSchema } from './page-metadata';

const description = 'A description that is long enough to say what the page offers, and short enough.';

describe('the metadata rule', () => {
  it('accepts titles that fit with or without the brand suffix', () => {
    expect(metadataIssues({ title: 'Pricing', description })).toEqual([]);
    // 47 characters: the suffix would pass 60, so the title is kept whole.
    expect(metadataIssues({ title: 'x'.repeat(47), description })).toEqual([]);
    expect(metadataIssues({ title: 'x'.repeat(60), description })).toEqual([]);
  });

  it('rejects a title over 60 characters, or too short to say anything', () => {
    expect(metadataIssues({ title: 'x'.repeat(61), description })).toHaveLength(1);
    expect(metadataIssues({ title: 'Hi', description })).toHaveLength(1);
  });

  it('wants descriptions of 70 to 160 characters', () => {
    expect(metadataIssues({ title: 'Pricing', description: 'x'.repeat(69) })).toHaveLength(1);
    expect(metadataIssues({ title: 'Pricing', description: 'x'.repeat(70) })).toEqual([]);
    expect(metadataIssues({ title: 'Pricing', description: 'x'.repeat(160) })).toEqual([]);
    expect(metadataIssues({ title: 'Pricing', description: 'x'.repeat(161) })[0]).toMatch(/^description: /);
    expect(pageMetadataSchema.safeParse({ title: 'Pricing' }).success).toBe(false);
  });

  it('on a built page, wants the brand suffix wherever it fits', () => {
    const check = (title: string) => metadataIssues({ title, description }, renderedHeadSchema);
    expect(check('Pricing | Countermove')).toEqual([]);
    expect(check('Countermove: see accounts engaging your competitors')).toEqual([]);
    expect(check('See, track, and act on competitive opportunities')).toEqual([]);
    expect(check('Pricing')).toHaveLength(1);
    expect(check(`${'x'.repeat(50)} | Countermove`)).toHaveLength(1);
  });
});
