import { siteConfig } from '#src/site.config.ts';
import { type CaseStudySlug, findCaseStudy } from './case-studies';
import { ownerFacts } from './owner-facts';
import type { AlertPlay, Cta } from './types';

/*
 * Proof points: the one line of evidence a playbook shows. Each comes from a source the company stands
 * behind, never from copy typed next to it:
 * - a case study whose customer runs the play (`play` must be one of the study's plays), quoting the
 *   study's own headline metrics, by position; or
 * - an owner fact (content/owner-facts.ts `claims`) for results no customer story backs, so the launch
 *   check asks the company to confirm it.
 */

export type ProofSource =
  | {
      caseStudy: CaseStudySlug;
      play: AlertPlay;
      /** Which of the study's headline metrics to quote, by index. */
      metrics: readonly [number, ...number[]];
    }
  | { claim: keyof typeof ownerFacts.claims };

export type ProofPoint = {
  proof: ProofSource;
  /** The sentence shown (the spec's playbook field `caseStudy`). */
  caseStudy: string;
  /** The case study the sentence comes from, when there is one. */
  caseStudyLink?: Cta;
};

/** The sentence and link of a proof point, read from its source. */
export function proofPoint(proof: ProofSource): ProofPoint {
  if ('claim' in proof) return { proof, caseStudy: ownerFacts.claims[proof.claim].value.sentence };
  const study = findCaseStudy(proof.caseStudy);
  if (!study.plays.includes(proof.play))
    throw new Error(`The ${study.company} case study does not describe the play "${proof.play}"`);
  const metrics = proof.metrics.map((index) => {
    const metric = study.metrics[index];
    if (!metric) throw new Error(`The ${study.company} case study has no metric ${index}`);
    return `${metric.value} ${metric.label}`;
  });
  return {
    proof,
    caseStudy: `${study.company} runs this play with ${siteConfig.name}. From its story: ${metrics.join(', ')}.`,
    caseStudyLink: { label: `Read the ${study.company} story`, href: study.path },
  };
}
