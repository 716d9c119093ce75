/**
 * Transitional view of the owner facts (src/content/owner-facts/*.yaml) in the shape the TypeScript
 * content modules still read. It goes away with the last of them (issue 23); new code reads the facts
 * through tokens, references or `readCollection('ownerFacts')`.
 */
import type { RoutePath } from '#src/site-map.ts';
import { readCollection } from './loaders/read.ts';
import type { OwnerFactsInput } from './owner-facts-schema.ts';

/** Where a fact shows: a site-map route, or `*` for every page (the footer, the site-wide JSON-LD). */
export type FactPlacement = { path: RoutePath | '*'; where: string };

const entries = readCollection('ownerFacts');

function fact(id: string) {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`Owner fact ${id} is missing (src/content/owner-facts/${id}.yaml)`);
  const { value, confirmedBy, confirmedOn, env, ...rest } = entry.data;
  return {
    ...rest,
    value: value.value,
    ...(confirmedBy ? { confirmedBy } : {}),
    ...(confirmedOn ? { confirmedOn } : {}),
    ...(env ? { env } : {}),
  };
}

const facts = {
  legalName: fact('legal-name'),
  founder: fact('founder'),
  postalAddress: fact('postal-address'),
  mailboxes: fact('mailboxes'),
  schedulerUrl: fact('scheduler-url'),
  companyProfiles: fact('company-profiles'),
  rating: fact('rating'),
  integrations: fact('integrations'),
  founderStory: fact('founder-story'),
  certifications: fact('certifications'),
  fifthLogo: fact('fifth-logo'),
  quotes: {
    homeTeaser: fact('quote-home-teaser'),
  },
  claims: {
    expansionSuccess: fact('claim-expansion-success'),
    renewalWinRate: fact('claim-renewal-win-rate'),
    churnPrediction: fact('claim-churn-prediction'),
    winRate: fact('claim-win-rate'),
    firstYearReturn: fact('claim-first-year-return'),
    revivalWinRate: fact('claim-revival-win-rate'),
  },
};

export const ownerFacts = facts as unknown as OwnerFactsInput;
/** One fact, as the launch check sees it. */
export type OwnerFact = {
  label: string;
  value: unknown;
  appearsOn: readonly FactPlacement[];
  why: string;
  confirmed: boolean;
  confirmedBy?: string;
  confirmedOn?: string;
  env?: string;
};

function isFact(node: unknown): node is OwnerFact {
  return typeof node === 'object' && node !== null && 'confirmed' in node && 'appearsOn' in node;
}

/** Every fact of a tree of facts, with a dotted id (`quotes.homeTeaser`), in declaration order. */
export function listOwnerFacts(tree: object, prefix = ''): { id: string; fact: OwnerFact }[] {
  return Object.entries(tree).flatMap(([key, node]) => {
    const id = prefix ? `${prefix}.${key}` : key;
    if (isFact(node)) return [{ id, fact: node }];
    return typeof node === 'object' && node !== null ? listOwnerFacts(node, id) : [];
  });
}
