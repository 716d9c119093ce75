/**
 * The customer companies the site names. Four have case studies (spec §2); the logo strip shows five.
 * These are real companies: the site draws its own wordmarks (components/brand/customer-wordmark.tsx)
 * and never uses their logos, and it attributes quotes by role and company, never by an invented name.
 */

export type WordmarkGlyph = 'orbit' | 'cursor' | 'hexagon' | 'stack' | 'signal';

export type Customer = {
  name: string;
  /** Route of the case study, when there is one. */
  caseStudy?: `/customers-${string}`;
  glyph: WordmarkGlyph;
  /** Typographic treatment of the drawn wordmark. */
  style: { weight: 500 | 600 | 700 | 800; tracking: 'tight' | 'normal' | 'wide'; lowercase?: boolean };
};

export const customers = [
  {
    name: 'Gainsight',
    caseStudy: '/customers-gainsight',
    glyph: 'orbit',
    style: { weight: 700, tracking: 'tight' },
  },
  {
    name: 'Navattic',
    caseStudy: '/customers-navattic',
    glyph: 'cursor',
    style: { weight: 600, tracking: 'normal', lowercase: true },
  },
  {
    name: 'Athenian',
    caseStudy: '/customers-athenian',
    glyph: 'hexagon',
    style: { weight: 500, tracking: 'wide' },
  },
  { name: 'Vendr', caseStudy: '/customers-vendr', glyph: 'stack', style: { weight: 800, tracking: 'tight' } },
  // Fifth logo in the strip (spec: five logos); no case study page.
  { name: 'Relayline', glyph: 'signal', style: { weight: 700, tracking: 'normal' } },
] as const satisfies readonly Customer[];

export type CustomerName = (typeof customers)[number]['name'];

export function findCustomer(companyName: CustomerName): Customer {
  const customer = customers.find((entry) => entry.name === companyName);
  if (!customer) throw new Error(`Unknown customer ${companyName}`);
  return customer;
}
