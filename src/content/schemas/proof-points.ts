/**
 * Proof points (src/content/proof-points/<id>.yaml): the one line of evidence a playbook shows. Each comes
 * from a source the company stands behind, never from a figure typed next to it:
 * - a customer story whose customer runs the play: the story must list the play, and the line quotes the
 *   story's own results, picked by position, exactly as the story gives them; or
 * - an owner fact of the claim kind (src/content/owner-facts/claim-*.yaml), for a result no story backs,
 *   whose sentence is shown as it is, so the launch check asks the company to confirm it.
 *
 * The story is checked from its file as it is on disk, so a proof point that names a play its story does
 * not list, or a result it does not have, stops the build with the proof point's file and field named.
 */
import { z } from 'astro/zod';
import { readRawCollection } from '../loaders/files.ts';
import { COLLECTIONS } from '../registry.ts';
import { resultFigures } from './case-studies.ts';
import { line, prose } from './fields.ts';
import { ALERT_PLAYS } from './mock.ts';
import { type Reference, referenceTo } from './reference.ts';

/** The id a reference names, whichever reference rule produced it (Astro's or the Node reader's). */
function idOf(reference: unknown): string | undefined {
  if (typeof reference === 'string') return reference;
  if (typeof reference === 'object' && reference !== null && 'id' in reference)
    return String((reference as { id: unknown }).id);
  return undefined;
}

/** The raw fields of an entry of a collection, as its file holds them (undefined if there is none). */
function rawEntry(collection: 'caseStudies' | 'ownerFacts', id: string): Record<string, unknown> | undefined {
  return readRawCollection(collection).find((entry) => entry.id === id)?.data;
}

type RawMetric = { value?: unknown; label?: unknown };

export function proofPointSchema(reference: Reference) {
  const fromStory = z
    .object({
      caseStudy: referenceTo(
        reference,
        'caseStudies',
        'The customer story the evidence comes from (its file name, e.g. gainsight).',
      ),
      play: z.enum(ALERT_PLAYS).describe('The play the customer runs, as the story lists it under Plays.'),
      metrics: z
        .array(z.number().int().min(0, 'is a position: 0 is the first result'))
        .min(1, 'names at least one result')
        .describe(
          'Which of the story’s results the line quotes, by position: 0 is the first figure under “Results at a glance”, 1 the second.',
        ),
      sentence: prose(
        'The line shown: it names the customer and quotes each of those results with its label, exactly as the story gives them (“9.8% booked meeting rate”), and no other figure.',
      ),
    })
    .describe('A customer story whose customer runs the play.')
    .superRefine((source, context) => {
      const id = idOf(source.caseStudy);
      const study = id ? rawEntry('caseStudies', id) : undefined;
      if (!id || !study) return;
      const where = `the ${String(study.company ?? id)} story (src/content/${COLLECTIONS.caseStudies.folder}/${id}.yaml)`;
      const plays = Array.isArray(study.plays) ? study.plays.map(String) : [];
      if (!plays.includes(source.play))
        context.addIssue({
          code: 'custom',
          message: `${where} does not list the play “${source.play}” (it lists: ${plays.join(', ') || 'none'})`,
          path: ['play'],
        });
      const results = (Array.isArray(study.metrics) ? study.metrics : []) as RawMetric[];
      const quoted: string[] = [];
      source.metrics.forEach((index, position) => {
        const result = results[index];
        if (!result) {
          context.addIssue({
            code: 'custom',
            message: `${where} has no result at position ${index} (it has ${results.length}: 0 to ${results.length - 1})`,
            path: ['metrics', position],
          });
          return;
        }
        const words = `${String(result.value)} ${String(result.label)}`;
        quoted.push(String(result.value).replace(/\s/g, ''));
        if (!source.sentence.includes(words))
          context.addIssue({
            code: 'custom',
            message: `does not quote “${words}” (result ${index} of ${where}) as the story gives it`,
            path: ['sentence'],
          });
      });
      const company = String(study.company ?? '');
      if (company && !source.sentence.includes(company))
        context.addIssue({ code: 'custom', message: `does not name ${company}`, path: ['sentence'] });
      for (const figure of resultFigures(source.sentence))
        if (!quoted.includes(figure))
          context.addIssue({
            code: 'custom',
            message: `states “${figure}”, which is not one of the results it quotes from ${where}`,
            path: ['sentence'],
          });
    });

  const fromClaim = z
    .object({
      claim: referenceTo(
        reference,
        'ownerFacts',
        'The owner fact that states the result (a claim-… fact); its sentence is shown, and the launch check asks the company to confirm it.',
      ),
    })
    .describe('An owner fact that states a result no customer story backs.')
    .superRefine((source, context) => {
      const id = idOf(source.claim);
      const fact = id ? rawEntry('ownerFacts', id) : undefined;
      if (!id || !fact) return;
      const kind = (fact.value as { discriminant?: unknown } | undefined)?.discriminant;
      if (kind !== 'claim')
        context.addIssue({
          code: 'custom',
          message: `names the owner fact “${id}”, which is not a claim (a result with its sentence and figures)`,
          path: ['claim'],
        });
    });

  return z.object({
    name: line('What this proof point is, in a few words (the editor lists it by this name).', { max: 80 }),
    source: z
      .discriminatedUnion('discriminant', [
        z.object({ discriminant: z.literal('caseStudy'), value: fromStory }),
        z.object({ discriminant: z.literal('claim'), value: fromClaim }),
      ])
      .describe(
        'Where the evidence comes from: a customer story whose customer runs the play, or an owner fact (a claim) for a result no story backs.',
      ),
  });
}

export type ProofPointData = z.infer<ReturnType<typeof proofPointSchema>>;
