import { describe, expect, it } from 'vitest';
import { buildSecurityTxt, securityTxtExpiry } from './security-txt';

describe('security.txt', () => {
  it('names the security mailbox, the policy page and expires one year after the build', () => {
    const text = buildSecurityTxt({
      securityEmail: 'security@example.com',
      siteUrl: 'https://www.example.com',
      policyPath: '/security',
      now: new Date('2026-11-23T21:50:12.345Z'),
    });
    expect(text).toBe(
      [
        'Contact: mailto:security@example.com',
        'Expires: 2027-11-23T21:50:12Z',
        'Policy: https://www.example.com/security',
        'Preferred-Languages: en',
        'Canonical: https://www.example.com/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });

  it('keeps 29 February from rolling into the wrong month by more than a day', () => {
    expect(securityTxtExpiry(new Date('2028-02-29T00:00:00Z'))).toBe('2029-03-01T00:00:00Z');
  });
});
