import { type CaseStudySlug, findCaseStudy } from './case-studies';
import { type Customer, findCustomer } from './customers';
import type { Metric } from './types';

/*
 * The proof band of each use-case and persona page (issue 14): one headline metric of the customer story
 * that fits the page's topic, the customer's mark and a link to the story. The figure is read from the
 * case study by position, so it is always the spec's own metric (spec §3 "Case-study metrics").
 */

/** Which story and which of its metrics each page shows. */
export const PROOF_BY_PAGE = {
  '/hunt-new-opportunities': { study: 'gainsight', metric: 1 },
  '/revive-closed-lost': { study: 'navattic', metric: 0 },
  '/flag-expansion-opportunities': { study: 'vendr', metric: 1 },
  '/win-open-deals': { study: 'navattic', metric: 2 },
  '/defend-customer-base': { study: 'gainsight', metric: 2 },
  '/predict-prevent-churn': { study: 'vendr', metric: 0 },
  '/sales': { study: 'athenian', metric: 1 },
  '/marketing': { study: 'athenian', metric: 0 },
  '/revenue-operations': { study: 'gainsight', metric: 1 },
  '/customer-success': { study: 'vendr', metric: 0 },
} as const satisfies Record<string, { study: CaseStudySlug; metric: 0 | 1 | 2 }>;

export type ProofPage = keyof typeof PROOF_BY_PAGE;

export type Proof = {
  eyebrow: string;
  customer: Customer;
  metric: Metric;
  /** The story's own headline. */
  headline: string;
  link: { label: string; href: string };
};

export function proofFor(path: ProofPage): Proof {
  const { study: slug, metric } = PROOF_BY_PAGE[path];
  const study = findCaseStudy(slug);
  const figure = study.metrics[metric];
  if (!figure) throw new Error(`${study.company} has no metric ${metric}`);
  return {
    eyebrow: 'Customer proof',
    customer: findCustomer(study.company),
    metric: figure,
    headline: study.headline,
    link: { label: `Read the ${study.company} story`, href: study.path },
  };
}
