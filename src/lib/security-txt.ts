/**
 * `/.well-known/security.txt` (RFC 9116), written into dist/ by the build (astro.config.ts) from the site
 * config, so every deploy target serves the same file: the Node server and nginx by an explicit route
 * (their dotfile rules hide everything else under a dot), static hosts as a plain file.
 */

export type SecurityTxtOptions = {
  /** The security mailbox. */
  securityEmail: string;
  /** Canonical production origin, no trailing slash. */
  siteUrl: string;
  /** The security policy page's path. */
  policyPath: string;
  /** Build time; Expires is one year later. */
  now: Date;
};

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** One year after `now`, as RFC 3339 (RFC 9116 §2.5.5 recommends less than a year ahead). */
export function securityTxtExpiry(now: Date): string {
  const expires = new Date(now.getTime());
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return `${expires.toISOString().slice(0, 19)}Z`;
}

export function buildSecurityTxt(options: SecurityTxtOptions): string {
  const fields: Array<[string, string]> = [
    ['Contact', `mailto:${options.securityEmail}`],
    ['Expires', securityTxtExpiry(options.now)],
    ['Policy', `${options.siteUrl}${options.policyPath}`],
    ['Preferred-Languages', 'en'],
    ['Canonical', `${options.siteUrl}${SECURITY_TXT_PATH}`],
  ];
  return `${fields.map(([field, value]) => `${field}: ${value}`).join('\n')}\n`;
}
