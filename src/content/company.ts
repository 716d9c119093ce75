/**
 * The company's own facts, as the layout, the footer, the structured data and the scheduler need them:
 * read from the owner facts (src/content/owner-facts/), each checked against its kind. The scheduler URL
 * can be set per deploy (`PUBLIC_SCHEDULER_URL`, read by site.config.ts).
 */
import { siteConfig } from '#src/site.config.ts';
import { factValues } from './loaders/read.ts';
import { FACT_VALUE_KINDS } from './schemas/owner-facts.ts';

const facts = factValues();

export const company = {
  legalName: FACT_VALUE_KINDS.text.parse(facts.get('legal-name')),
  founder: FACT_VALUE_KINDS.person.parse(facts.get('founder')),
  email: FACT_VALUE_KINDS.mailboxes.parse(facts.get('mailboxes')),
  postalAddress: FACT_VALUE_KINDS.address.parse(facts.get('postal-address')),
  /** The tools alerts go to; the spec names them by kind only. */
  integrations: FACT_VALUE_KINDS.tools.parse(facts.get('integrations')),
  social: FACT_VALUE_KINDS.profiles.parse(facts.get('company-profiles')),
  scheduler: {
    /** Booking page of the 30-minute meeting with the founder. */
    url: siteConfig.schedulerUrl ?? FACT_VALUE_KINDS.url.parse(facts.get('scheduler-url')),
  },
} as const;

export type Company = typeof company;
