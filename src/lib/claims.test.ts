import { collectionFolder } from '#src/content/loaders/files.ts';
import { backingOf, claimsIn, normalizeClaim, normalizePhrase, textBlocks, unbackedClaims } from './claims';
import { siteBacking } from './claims-register';
import { readFactsFrom } from './launch-check';

const page = (body: string) => `<!doctype html><html><body><main>${body}</main></body></html>`;

describe('reading the claims of a page', () => {
  it('finds figures, money, multiples, counts, standards, dates and prices, each in its sentence', () => {
    const blocks = textBlocks(
      page(
        '<p>Win rates rose 37%. Pipeline grew by $1.2M, a 3x return in 45 days.</p><p>Encrypted with AES-256 and TLS 1.3 since March 3, 2024.</p><p>$900/month, billed monthly.</p>',
      ),
    );
    expect(claimsIn(blocks).map(({ kind, text }) => `${kind}:${text}`)).toEqual([
      'figure:37%',
      'money:$1.2M',
      'multiple:3x',
      'count:45 days',
      'standard:AES-256',
      'standard:TLS 1.3',
      'date:March 3, 2024',
      'price:$900/month',
      'price:billed monthly',
    ]);
    expect(claimsIn(blocks)[0]?.sentence).toBe('Win rates rose 37%.');
  });

  it('leaves out mock-ups (samples), scripts and numbered labels', () => {
    const blocks = textBlocks(
      page(
        '<div data-sample><p>Churn risk down 62%</p></div><figure aria-label="Sample CRM record"><p>$84,000 ARR</p></figure><script>var x = "50%"</script><li><span>1</span><span>Account</span></li>',
      ),
    );
    expect(claimsIn(blocks)).toEqual([]);
  });

  it('keeps words apart that only markup separates', () => {
    expect(textBlocks(page('<p><span>Flat fee</span><span>$2,000/month</span></p>'))).toEqual([
      'Flat fee $2,000/month',
    ]);
  });

  it('compares claims whatever their dashes and spacing', () => {
    expect(normalizeClaim('40–60 %')).toBe(normalizeClaim('40-60%'));
    expect(normalizeClaim('1,252,000')).toBe('1252000');
    expect(normalizePhrase('90‑120 days’ notice')).toBe("90-120 days' notice");
  });
});

describe('what backs a claim on this site', () => {
  const facts = readFactsFrom(collectionFolder('ownerFacts'));
  const backing = siteBacking(facts);

  it('the spec backs its own figures; an owner fact backs its figures and its clauses', () => {
    const found = (sentence: string) =>
      claimsIn([sentence])[0] ?? { kind: 'figure' as const, text: '', sentence };
    expect(backingOf(found('Alert-to-opportunity conversion was 4.7%.'), backing)).toBe('spec');
    expect(backingOf(found('Churn prediction accuracy of 70-85%.'), backing)).toBe('spec');
    expect(backingOf(found('Rated 4.8 by 50 ratings.'), backing)).toBeDefined();
    expect(backingOf(found('Customer Data is encrypted in transit using TLS 1.2.'), backing)).toBe('spec');
    expect(backingOf(found('Flat fee $2,000/month Billed monthly in USD.'), backing)).toBeDefined();
  });

  it('a new unbacked figure on any page is listed, with its page and sentence', () => {
    const pages = [
      {
        path: '/pricing',
        blocks: textBlocks(page('<p>Teams see 37% more pipeline in their first quarter.</p>')),
      },
    ];
    expect(unbackedClaims(pages, backing)).toEqual([
      {
        page: '/pricing',
        kind: 'figure',
        text: '37%',
        sentence: 'Teams see 37% more pipeline in their first quarter.',
      },
    ]);
  });
});
