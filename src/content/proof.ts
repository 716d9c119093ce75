import { type ProofBand, proofBandFor } from './case-studies.ts';

/*
 * The proof band of each use-case and persona page (issue 14): one headline metric of the customer story
 * that fits the page's topic, the customer's mark and a link to the story. The figure is read from the
 * case study by position, so it is always the spec's own metric (spec §3 "Case-study metrics").
 */

/**
 * Which story and which of its metrics each page shows, and one line on why that result matters to the
 * page's reader. The line never repeats the figure (it sits right beside it) and says only what the story
 * itself says. No customer story is about retention yet, so the defensive pages say plainly that they
 * point the same signal at existing customers.
 */
export const PROOF_BY_PAGE = {
  '/hunt-new-opportunities': {
    study: 'gainsight',
    metric: 1,
    line: 'Every alert names an account that is already evaluating, so Gainsight’s sellers reach it while the shortlist is still open.',
  },
  '/revive-closed-lost': {
    study: 'navattic',
    metric: 0,
    line: 'When a closed-lost account engages a competitor again, Navattic’s original owner hears first and has a reason to call.',
  },
  '/flag-expansion-opportunities': {
    study: 'gainsight',
    metric: 0,
    line: 'Gainsight built this pipeline from one signal: a named stakeholder engaging a competitor. The expansion play reads the same signal inside your customer base.',
  },
  '/win-open-deals': {
    study: 'navattic',
    metric: 2,
    line: 'Navattic’s sellers join the evaluation while it forms, so they shape the criteria instead of answering someone else’s.',
  },
  '/defend-customer-base': {
    study: 'vendr',
    metric: 1,
    line: 'Measured side by side with its intent tools, Vendr ranked the stakeholder signal first. The defensive plays point that signal at the customers you already have.',
  },
  '/predict-prevent-churn': {
    study: 'gainsight',
    metric: 2,
    line: 'Gainsight’s team spends its time where a decision is being made. The churn play does the same for customer success: it names the customers weighing an alternative.',
  },
  '/sales': {
    study: 'athenian',
    metric: 1,
    line: 'Outreach timed to a competitor signal reaches engineering leaders when they are already thinking about the problem.',
  },
  '/marketing': {
    study: 'athenian',
    metric: 2,
    line: 'Each lead is a named person already evaluating the category, not an account with a rising intent score.',
  },
  '/revenue-operations': {
    study: 'vendr',
    metric: 0,
    line: 'Revenue operations set the routing rules; each qualified signal created and routed an opportunity, measurable from the first day.',
  },
  '/customer-success': {
    study: 'navattic',
    metric: 1,
    line: 'Navattic watches its closed-lost accounts too: when one engages a competitor again, the owner who knows the history hears first. The win-back play does the same for former customers.',
  },
} as const satisfies Record<string, { study: string; metric: 0 | 1 | 2; line: string }>;

export type ProofPage = keyof typeof PROOF_BY_PAGE;

export type Proof = ProofBand;

export function proofFor(path: ProofPage): Proof {
  const { study, metric, line } = PROOF_BY_PAGE[path];
  return proofBandFor({ caseStudy: study, metric, line });
}
