import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { company } from '#src/content/company.ts';
import { readEntry } from '#src/content/loaders/read.ts';
import { TOKEN } from '#src/content/loaders/tokens.ts';
import { findRoute } from '#src/site-map.ts';
import { PLACEHOLDER_PATTERN } from '../../../tests/content-rules.ts';

const source = (slug: string) => readFileSync(join(import.meta.dirname, `${slug}.md`), 'utf8');
/** The Markdown as the site renders it: owner-fact tokens replaced by their values. */
const read = (slug: string) => readEntry('legal', slug).body ?? '';
const headings = (markdown: string, level: number) =>
  [...markdown.matchAll(new RegExp(`^${'#'.repeat(level)} (.+)$`, 'gm'))].map((match) => match[1]);

describe.each(['terms-of-service', 'privacy-policy'])('%s', (slug) => {
  const markdown = read(slug);

  it('is a site-map route', () => {
    expect(findRoute(`/${slug}`)).toBeDefined();
  });

  it('has no h1 in the body (the page renders the title) and no placeholder text', () => {
    expect(headings(markdown, 1)).toEqual([]);
    expect(markdown).not.toMatch(PLACEHOLDER_PATTERN);
  });

  it('reads owner facts through tokens, never as typed copy', () => {
    const raw = source(slug);
    expect(raw.match(TOKEN)?.length).toBeGreaterThan(3);
    for (const value of [
      company.legalName,
      company.postalAddress.street,
      company.email.support,
      company.integrations.salesCrm,
    ])
      expect(raw).not.toContain(value);
    expect(markdown).toContain(company.legalName);
    expect(markdown).toContain(company.email.support);
  });

  it('uses the configured mailboxes only', () => {
    const addresses = new Set(markdown.match(/[\w.+-]+@[\w-]+\.[\w.]+/g));
    for (const address of addresses) expect(Object.values(company.email)).toContain(address);
  });
});

describe('terms of service (spec §2 "Terms")', () => {
  const terms = read('terms-of-service');

  it('has the eight sections in order', () => {
    expect(headings(terms, 2)).toEqual([
      '1. Services and Support',
      '2. Representations and Restrictions',
      '3. Confidentiality and Proprietary Rights',
      '4. Payment of Fees',
      '5. Term and Termination',
      '6. Warranty and Disclaimer',
      '7. Limitation of Liability',
      '8. Miscellaneous',
    ]);
  });

  it('states the date this version takes effect', () => {
    expect(readEntry('legal', 'terms-of-service').data.effective).toBeInstanceOf(Date);
  });

  it('states the legal constants of spec §9', () => {
    expect(terms).toMatch(/laws of the State of Delaware/);
    expect(terms).toMatch(/due and payable 30 days after Customer's receipt/);
    expect(terms).toMatch(/within 60 days of the closing date of the statement/);
    expect(terms).toMatch(/upon 30 days' notice/);
    expect(terms).toMatch(/no cure period for nonpayment/i);
    expect(terms).toMatch(/end 3 years after its disclosure/);
    expect(terms).toMatch(/within 14 days/);
    expect(terms).toMatch(/within 90 days/);
  });
});

describe('privacy policy (spec §2 "Privacy")', () => {
  const privacy = read('privacy-policy');

  it('was updated 2023-10-24', () => {
    expect(readEntry('legal', 'privacy-policy').data.updated?.toISOString().slice(0, 10)).toBe('2023-10-24');
  });

  it('opens with a topic summary table', () => {
    expect(headings(privacy, 2)[0]).toBe('Summary');
    expect(privacy).toMatch(/\| Topic \| In short \|/);
  });

  it('covers information collected, use, sharing and rights', () => {
    const sections = headings(privacy, 2);
    for (const section of ['Information We Collect', 'How We Use Information', 'How We Share Information']) {
      expect(sections).toContain(section);
    }
    expect(sections.some((heading) => heading?.startsWith('Your Rights'))).toBe(true);
  });

  it('gives the support mailbox and the postal address as contacts', () => {
    expect(privacy).toContain(`mailto:${company.email.support}`);
    expect(privacy).toContain(company.postalAddress.street);
    expect(privacy).toContain(company.postalAddress.postalCode);
  });

  it('states the deletion windows', () => {
    expect(privacy).toMatch(/14 days/);
    expect(privacy).toMatch(/90 days/);
  });
});
