/**
 * Proof points (src/content/proof-points/<id>.yaml, schema in schemas/proof-points.ts) as a playbook
 * shows them: the line, and a link to the customer story it comes from when it comes from one. A claim's
 * line is its owner fact's sentence. Derived, no copy.
 */
import { type CaseStudy, findCaseStudy, storyLink } from './case-studies.ts';
import { type Entry, readCollection, readEntry } from './loaders/read.ts';
import type { ProofPointData } from './schemas/proof-points.ts';

export type ProofPointView = { sentence: string; link?: { label: string; href: string } };

/**
 * The line and link of a proof point. `study` is the story a story-sourced point names; `claimSentence`
 * the sentence of the owner fact a claim names.
 */
export function proofPointView(
  point: ProofPointData,
  sources: { study?: CaseStudy; claimSentence?: string },
): ProofPointView {
  if (point.source.discriminant === 'claim') {
    if (sources.claimSentence === undefined)
      throw new Error(`The proof point “${point.name}” needs the sentence of its claim`);
    return { sentence: sources.claimSentence };
  }
  const { study } = sources;
  if (!study || study.slug !== point.source.value.caseStudy.id)
    throw new Error(`The proof point “${point.name}” needs its story, ${point.source.value.caseStudy.id}`);
  return { sentence: point.source.value.sentence, link: storyLink(study) };
}

/** The sentence of a claim (an owner fact of the claim kind). */
function claimSentence(id: string): string {
  const { value } = readEntry('ownerFacts', id).data;
  if (value.discriminant !== 'claim') throw new Error(`The owner fact ${id} is not a claim`);
  return (value.value as { sentence: string }).sentence;
}

let cached: readonly Entry<ProofPointData>[] | undefined;

/** One proof point, read from its file, as a playbook shows it. */
export function readProofPoint(id: string): ProofPointView {
  cached ??= readCollection('proofPoints');
  const entry = cached.find((candidate) => candidate.id === id);
  if (!entry)
    throw new Error(
      `No proof point "${id}" (src/content/proof-points/${id}.yaml): ${cached.map((point) => point.id).join(', ')}`,
    );
  const { source } = entry.data;
  return source.discriminant === 'claim'
    ? proofPointView(entry.data, { claimSentence: claimSentence(source.value.claim.id) })
    : proofPointView(entry.data, { study: findCaseStudy(source.value.caseStudy.id) });
}
