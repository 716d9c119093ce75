import { company } from '#src/content/company.ts';
import { metadataIssues } from '#src/lib/page-metadata.ts';
import { PLACEHOLDER_PATTERN } from '../../tests/content-rules.ts';
import { type SecurityDocument, security } from './security';

const answers = security.faq.items.map((item) => item.answer).join(' ');

describe('security content (spec §2 "Security", §3 "Security items")', () => {
  it('has the h1 the spec names', () => {
    expect(security.hero.headline).toBe('Trust Center, Security & Compliance');
  });

  it('has four certifications with their statuses', () => {
    expect(security.certifications.items.map(({ name, status }) => [name, status])).toEqual([
      ['SOC 2 Type II', 'Current'],
      ['ISO 9001 2017', 'Certified'],
      ['GDPR', 'Compliant'],
      ['CCPA', 'Compliant'],
    ]);
    for (const item of security.certifications.items) expect(item.subtitle).not.toBe('');
  });

  it('has six security highlights covering the spec list', () => {
    const items = security.highlights.items;
    expect(items).toHaveLength(6);
    const text = JSON.stringify(items);
    for (const claim of [
      'Zero trust',
      'AES-256',
      'TLS 1.2',
      '7 years',
      'Multi-factor authentication',
      'at least once a year',
      'Infrastructure as code',
    ]) {
      expect(text).toContain(claim);
    }
  });

  it('lists the four documents, each available upon request', () => {
    expect(security.documents.items.map((item) => item.title)).toEqual([
      'Security Policies and Standards',
      'Data Processing Agreement',
      'Privacy Policy',
      'Subprocessors List',
    ]);
    const [policies]: readonly SecurityDocument[] = security.documents.items;
    expect(policies?.version).toBe('2023/1.1');
    expect(security.documents.availability).toBe('Available upon request');
    expect(security.documents.requestLabel).toBe('Request');
    for (const item of security.documents.items) {
      expect(item.type).not.toBe('');
      expect(item.description).not.toBe('');
    }
  });

  it('asks for each document by mail to the security mailbox, with a subject naming it', () => {
    for (const item of security.documents.items) {
      const url = new URL(item.requestHref);
      expect(url.protocol).toBe('mailto:');
      expect(url.pathname).toBe(company.email.security);
      expect(url.searchParams.get('subject')).toContain(item.title);
      expect(url.searchParams.get('body')).toContain(item.title);
      expect(item.requestToast.title).not.toBe('');
      expect(item.requestToast.description).toContain(company.email.security);
    }
  });

  it("links 'Request Access' and 'Schedule a Security Review' to /book-time", () => {
    expect(security.documents.requestAccess).toEqual({ label: 'Request Access', href: '/book-time' });
    expect(security.closing.primaryCta).toEqual({ label: 'Schedule a Security Review', href: '/book-time' });
    expect(security.closing.secondaryCta).toEqual({
      label: 'Contact Security Team',
      href: `mailto:${company.email.security}`,
    });
  });

  it('answers 11 questions on the spec topics, with the spec figures', () => {
    expect(security.faq.items).toHaveLength(11);
    for (const claim of [
      'SOC 2 Type II',
      'AES-256',
      'TLS 1.2',
      'single United States region',
      'multiple availability zones',
      'infrastructure as code',
      'identifier of the institution',
      'API enforces',
      '7 years',
      'seven stages: preparation, detection, analysis, containment, eradication, recovery and post-incident review',
      'multi-factor authentication, OAuth 2.0 and single sign-on',
      'at least 8 characters',
      'at least 1 special character and 1 numeric character',
      'at least once a year',
      'within 14 days',
      'within up to 90 days',
    ]) {
      expect(answers).toContain(claim);
    }
  });

  it('uses only the configured mailboxes', () => {
    const text = JSON.stringify(security);
    const addresses = new Set(text.match(/[\w.+-]+@[\w-]+\.[a-z]+/g));
    for (const address of addresses) expect(Object.values(company.email)).toContain(address);
  });

  it('has no placeholder text and metadata of a sensible length', () => {
    expect(JSON.stringify(security)).not.toMatch(PLACEHOLDER_PATTERN);
    expect(metadataIssues(security.meta)).toEqual([]);
  });
});
