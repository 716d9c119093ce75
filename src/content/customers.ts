/**
 * The customer companies the site names (their names are owner facts, content/owner-facts.ts). Four have case studies (spec §2); the logo strip shows five.
 * These are real companies: the site draws its own wordmarks (components/brand/customer-wordmark.tsx)
 * and never uses their logos, and it attributes quotes by role and company, never by an invented name.
 */

import { ownerFacts } from './owner-facts';

/**
 * The typographic treatment of a customer's drawn wordmark (components/brand/customer-wordmark.tsx). Each
 * is the site's own invention, unlike the company's real logo and unlike ours: no icon tile, no arrow, no
 * brand colour.
 */
export type WordmarkDesign =
  | 'serif-italic'
  | 'mono-underline'
  | 'ruled-caps'
  | 'slashed-heavy'
  | 'split-weight';

export type Customer = {
  name: string;
  /** Route of the case study, when there is one. */
  caseStudy?: `/customers-${string}`;
  wordmark: WordmarkDesign;
};

export const customers = [
  {
    name: ownerFacts.customers.gainsight.value.name,
    caseStudy: '/customers-gainsight',
    wordmark: 'serif-italic',
  },
  {
    name: ownerFacts.customers.navattic.value.name,
    caseStudy: '/customers-navattic',
    wordmark: 'mono-underline',
  },
  {
    name: ownerFacts.customers.athenian.value.name,
    caseStudy: '/customers-athenian',
    wordmark: 'ruled-caps',
  },
  {
    name: ownerFacts.customers.vendr.value.name,
    caseStudy: '/customers-vendr',
    wordmark: 'slashed-heavy',
  },
  // Fifth logo in the strip (spec: five logos); no case study page.
  { name: ownerFacts.fifthLogo.value.name, wordmark: 'split-weight' },
] as const satisfies readonly Customer[];

export type CustomerName = (typeof customers)[number]['name'];

export function findCustomer(companyName: CustomerName): Customer {
  const customer = customers.find((entry) => entry.name === companyName);
  if (!customer) throw new Error(`Unknown customer ${companyName}`);
  return customer;
}
