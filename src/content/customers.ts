/**
 * The customer companies the site names (their names are owner facts, content/owner-facts.ts). Four have case studies (spec §2); the logo strip shows five.
 * These are real companies: the site draws its own wordmarks (components/brand/customer-wordmark.tsx)
 * and never uses their logos, and it attributes quotes by role and company, never by an invented name.
 */

import { ownerFacts } from './owner-facts';

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
    name: ownerFacts.customers.gainsight.value.name,
    caseStudy: '/customers-gainsight',
    glyph: 'orbit',
    style: { weight: 700, tracking: 'tight' },
  },
  {
    name: ownerFacts.customers.navattic.value.name,
    caseStudy: '/customers-navattic',
    glyph: 'cursor',
    style: { weight: 600, tracking: 'normal', lowercase: true },
  },
  {
    name: ownerFacts.customers.athenian.value.name,
    caseStudy: '/customers-athenian',
    glyph: 'hexagon',
    style: { weight: 500, tracking: 'wide' },
  },
  {
    name: ownerFacts.customers.vendr.value.name,
    caseStudy: '/customers-vendr',
    glyph: 'stack',
    style: { weight: 800, tracking: 'tight' },
  },
  // Fifth logo in the strip (spec: five logos); no case study page.
  { name: ownerFacts.fifthLogo.value.name, glyph: 'signal', style: { weight: 700, tracking: 'normal' } },
] as const satisfies readonly Customer[];

export type CustomerName = (typeof customers)[number]['name'];

export function findCustomer(companyName: CustomerName): Customer {
  const customer = customers.find((entry) => entry.name === companyName);
  if (!customer) throw new Error(`Unknown customer ${companyName}`);
  return customer;
}
