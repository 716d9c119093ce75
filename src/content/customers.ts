/**
 * The marks of the home logo strip, for the home page until it moves to content files: five (spec §2
 * Home), the first customer stories in list order (src/content/case-studies/) and then the strip's fifth
 * mark (owner fact `fifth-logo`). A story added beyond them has its page and its card on /customers, and
 * leaves the strip at five. Derived, no copy: names come from the files.
 */
import { type CaseStudy, type Customer, caseStudies, customerOf } from './case-studies.ts';
import { readEntry } from './loaders/read.ts';
import type { WordmarkDesign } from './schemas/case-studies.ts';

export type { Customer } from './case-studies.ts';
export type { WordmarkDesign } from './schemas/case-studies.ts';

/** A customer's name, as its story or the owner fact writes it. */
export type CustomerName = string;

/** The drawing of the fifth mark, which has no story of its own. */
const FIFTH_LOGO_WORDMARK: WordmarkDesign = 'split-weight';

function fifthLogo(): Customer {
  const { value } = readEntry('ownerFacts', 'fifth-logo').data;
  if (value.discriminant !== 'company')
    throw new Error('The owner fact fifth-logo must be a company (src/content/owner-facts/fifth-logo.yaml)');
  return { name: (value.value as { name: string }).name, wordmark: FIFTH_LOGO_WORDMARK };
}

/** How many marks the home logo strip shows (spec §2 Home: five logos). */
export const LOGO_STRIP_SIZE = 5;

export const customers: readonly Customer[] = [
  ...caseStudies()
    .slice(0, LOGO_STRIP_SIZE - 1)
    .map((study: CaseStudy) => customerOf(study)),
  fifthLogo(),
];

export function findCustomer(companyName: CustomerName): Customer {
  const customer = customers.find((entry) => entry.name === companyName);
  if (!customer) throw new Error(`Unknown customer ${companyName}`);
  return customer;
}
