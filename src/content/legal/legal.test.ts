import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expandFactTokens, FACT_TOKEN } from '#src/lib/owner-fact-tokens.ts';
import { siteConfig } from '#src/site.config.ts';
import { findRoute } from '#src/site-map.ts';
import { PLACEHOLDER_PATTERN } from '../../../tests/content-rules.ts';

const source = (slug: string) => readFileSync(join(import.meta.dirname, `${slug}.md`), 'utf8');
/** The Markdown as the site renders it: owner-fact tokens replaced by their values. */
const read = (slug: string) => expandFactTokens(source(slug));
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
    expect(raw.match(FACT_TOKEN)?.length).toBeGreaterThan(3);
    for (const value of [
      siteConfig.legalName,
      siteConfig.postalAddress.street,
      siteConfig.email.support,
      siteConfig.integrations.salesCrm,
    ])
      expect(raw).not.toContain(value);
    expect(markdown).toContain(siteConfig.legalName);
    expect(markdown).toContain(siteConfig.email.support);
  });

  it('uses the configured mailboxes only', () => {
    const addresses = new Set(markdown.match(/[\w.+-]+@[\w-]+\.[\w.]+/g));
    for (const address of addresses) expect(Object.values(siteConfig.email)).toContain(address);
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
    expect(terms).toMatch(/^effective: \d{4}-\d{2}-\d{2}$/m);
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
    expect(privacy).toMatch(/^updated: 2023-10-24$/m);
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
    expect(privacy).toContain(`mailto:${siteConfig.email.support}`);
    expect(privacy).toContain(siteConfig.postalAddress.street);
    expect(privacy).toContain(siteConfig.postalAddress.postalCode);
  });

  it('states the deletion windows', () => {
    expect(privacy).toMatch(/14 days/);
    expect(privacy).toMatch(/90 days/);
  });
});
