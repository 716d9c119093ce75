/**
 * Spec fidelity for /security (spec §2 "Security", §3 "Security items", §9 "Security and legal
 * claims"), read from pages/security.yaml as the page builds it: the heading, the four certification
 * cards with their statuses, the six highlights, the four documents (available upon request, the
 * policies at version 2023/1.1), 'Request Access', the eleven questions on the spec's topics and the
 * closing calls to action.
 */
import { company } from '#src/content/company.ts';
import { readSingleton } from '#src/content/loaders/read.ts';
import { BOOK_DEMO_PATH } from '#src/content/schemas/fields.ts';

const security = readSingleton('security');
const text = (value: unknown) => JSON.stringify(value);

describe('/security (spec §2 "Security")', () => {
  it('is headed “Trust Center, Security & Compliance”', () => {
    expect(security.hero.headline).toBe('Trust Center, Security & Compliance');
  });

  it('has the four certification cards with the spec’s statuses', () => {
    expect(security.certifications.items.map(({ name, status }) => [name, status])).toEqual([
      ['SOC 2 Type II', 'Current'],
      ['ISO 9001 2017', 'Certified'],
      ['GDPR', 'Compliant'],
      ['CCPA', 'Compliant'],
    ]);
  });

  it('has six highlights, on the spec’s controls and figures', () => {
    expect(security.highlights.items).toHaveLength(6);
    const highlights = text(security.highlights.items);
    for (const claim of [
      /zero trust/i,
      /AES-256/,
      /TLS 1\.2/,
      /monitor/i,
      /7 years/,
      /multi-factor authentication/i,
      /continuity/i,
      /at least once a year/,
      /infrastructure as code|infrastructure is defined in version-controlled code/i,
    ])
      expect(highlights).toMatch(claim);
  });

  it('lists the four documents, available upon request, the policies at version 2023/1.1', () => {
    expect(security.documents.items.map((item) => item.title)).toEqual([
      'Security Policies and Standards',
      'Data Processing Agreement',
      'Privacy Policy',
      'Subprocessors List',
    ]);
    expect(security.documents.items[0]?.version).toBe('2023/1.1');
    expect(security.documents.availability).toBe('Available upon request');
  });

  it("has a 'Request Access' link to /book-time", () => {
    expect(security.documents.requestAccess).toEqual({ label: 'Request Access', href: BOOK_DEMO_PATH });
  });

  it('answers eleven questions on the spec’s topics, with the spec’s figures', () => {
    expect(security.faq.items).toHaveLength(11);
    const answers = text(security.faq.items);
    for (const claim of [
      /SOC 2 Type II/,
      /AES-256/,
      /TLS 1\.2/,
      /single United States region/,
      /multiple availability zones/,
      /infrastructure as code/,
      /identifier of the institution/,
      /API enforces/,
      /7 years/,
      /seven stages/,
      /multi-factor authentication, OAuth 2\.0 and single sign-on/,
      /at least 8 characters/,
      /at least 1 special character and 1 numeric character/,
      /at least once a year/,
      /within 14 days/,
      /within up to 90 days/,
      /employees/i,
    ])
      expect(answers).toMatch(claim);
  });

  it("closes with 'Schedule a Security Review' (to /book-time) and 'Contact Security Team' (to the mailbox)", () => {
    expect(security.closing.primaryCta).toEqual({
      label: 'Schedule a Security Review',
      href: BOOK_DEMO_PATH,
    });
    expect(security.closing.secondaryCta).toEqual({
      label: 'Contact Security Team',
      href: `mailto:${company.email.security}`,
    });
  });
});
