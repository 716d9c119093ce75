import { type CaseStudySlug, findCaseStudy } from './case-studies';
import { type Customer, findCustomer } from './customers';
import type { Metric } from './types';

/*
 * The proof band of each use-case and persona page (issue 14): one headline metric of the customer story
 * that fits the page's topic, the customer's mark and a link to the story. The figure is read from the
 * case study by position, so it is always the spec's own metric (spec §3 "Case-study metrics").
 */

export type Proof = {
  eyebrow: string;
  customer: Customer;
  metric: Metric;
  /** Why the figure matters on this page; the band's heading. */
  line: string;
  link: { label: string; href: string };
};

/** The band's props from a page's `proof` field: which story, which of its metrics, and the line. */
export function proofFor({
  caseStudy,
  metric,
  line,
}: {
  caseStudy: string;
  metric: number;
  line: string;
}): Proof {
  const study = findCaseStudy(caseStudy as CaseStudySlug);
  const figure = study.metrics[metric];
  if (!figure) throw new Error(`${study.company} has no metric ${metric}`);
  return {
    eyebrow: 'Customer proof',
    customer: findCustomer(study.company),
    metric: figure,
    line,
    link: { label: `Read the ${study.company} story`, href: study.path },
  };
}
