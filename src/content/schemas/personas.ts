/**
 * The persona pages (spec §2 "Persona pages"): one file per page in src/content/personas/, the file name
 * being its address (sales.yaml is /sales). Each holds its hero with three figures, the objective cards with
 * their sample alerts (the page alternates them left and right), the customer-proof band, the FAQ and the
 * closing call to action.
 */
import { z } from 'astro/zod';
import { ctaBlock, faqItem, hero, line, lines, metric, pageMeta, prose, sectionIntro } from './fields.ts';
import { routedOpportunity } from './mock.ts';
import { personaHeroVisual } from './persona-heroes.ts';
import { personaSample } from './persona-samples.ts';
import type { Reference } from './reference.ts';
import { proofBand, sampleAlert } from './use-cases.ts';

/**
 * Spec §3 "Objective": title, description and a sample alert card, with a point or two on the outcome.
 * Built when the schema is (schemas/index.ts and use-cases.ts import each other).
 */
const objectiveSchema = () =>
  z.object({
    title: line('The objective, in a few words.', { max: 80 }),
    description: prose('What the team does and why it matters.'),
    highlights: lines('One or two concrete outcomes, one line each.', { max: 3 }),
    alertCard: sampleAlert,
    sample: personaSample,
    routedOpportunity: routedOpportunity
      .optional()
      .describe('For an objective about routing: the opportunity the signal created, shown under the alert.'),
  });

/**
 * How a persona page lays out its objectives (issue 29: from 1024 px since the fifth round, when the four
 * pages shared one zig-zag; on phones and tablets since the seventh, when they shared one stacked column).
 */
export const OBJECTIVE_ARRANGEMENTS = ['featured', 'grid', 'ledger', 'timeline'] as const;
export type ObjectiveArrangement = (typeof OBJECTIVE_ARRANGEMENTS)[number];

/**
 * How a persona page's hero is composed from 1024 px, one per page (issue 29, seventh round: the four heroes
 * were one template, words left, picture right, the figures in a row under both). Below 1024 px each keeps
 * its own order too (persona-hero.tsx).
 */
export const PERSONA_HERO_LAYOUTS = ['scoreboard', 'mirrored', 'band', 'strip'] as const;
export type PersonaHeroLayout = (typeof PERSONA_HERO_LAYOUTS)[number];

export function personaSchema(reference: Reference) {
  return z.object({
    name: line('The page’s name in menus, shown above the headline (the spec’s menu label).', { max: 40 }),
    blurb: line('One line under the name in the Solutions menu.', { max: 60 }),
    order: z.number().int().min(1).describe('Where the page comes in the Solutions menu: 1 first.'),
    meta: pageMeta,
    hero: hero
      .extend({
        layout: z
          .enum(PERSONA_HERO_LAYOUTS)
          .describe(
            'How the hero is composed, one per page: scoreboard (from 1024 px the words left with the buttons right of them, and under both the picture across the page with the figures in a dark panel at its right end), mirrored (the picture left, the words right with the figures as a list under them; the picture first on phones), band (on the dark ink ground at every width: the words top left with the figures in a column beside them from 1024 px, the picture across the page under both; the figures before the picture on phones) or strip (the words centred, the picture across the page under them, the figures centred under it).',
          ),
        visual: personaHeroVisual,
        metricsLabel: line('The heading of the figures panel.', { max: 60 }),
        metrics: z
          .array(
            metric.extend({
              label: line('What the figure means for this team, in a line (it reads on from the figure).', {
                max: 140,
              }),
            }),
          )
          .length(3, 'has three figures')
          .describe(
            'Three figures that matter to this team, exactly as the spec or a customer story gives them.',
          ),
      })
      .describe(
        'The top of the page: who it is for, the promise, buttons, the team’s picture and three figures.',
      ),
    objectives: z
      .object({
        intro: sectionIntro.describe('The heading above the objectives.'),
        arrangement: z
          .enum(OBJECTIVE_ARRANGEMENTS)
          .describe(
            'How the objectives are laid out from 1024 px, one per page: featured (the first objective in a wide panel, the rest in rows whose sample alternates right and left), grid (two cards a row, sample above the words, alternating left and right column), ledger (each objective a bordered card, the sample wider than the words and alternating right and left, the cards joined by a routing line) or timeline (rows along a line, the number on it, the sample alternating right and left of it).',
          ),
        items: z
          .array(objectiveSchema())
          .min(1)
          .superRefine((items, context) => {
            const seen = new Map<string, number>();
            items.forEach((objective, index) => {
              const kind = objective.sample.kind;
              const first = seen.get(kind);
              if (first !== undefined)
                context.addIssue({
                  code: 'custom',
                  message: `draws its alert in the same surface (${kind}) as objective ${first + 1}: no two alerts on a page may look alike, so choose another kind`,
                  path: [index, 'sample'],
                });
              else seen.set(kind, index);
              if (kind === 'routing-rule' && !objective.routedOpportunity)
                context.addIssue({
                  code: 'custom',
                  message:
                    'a routing-rule sample draws the opportunity the rule routed: fill in its routed opportunity',
                  path: [index, 'routedOpportunity'],
                });
            });
          })
          .describe(
            'The objective cards, in order; each sample alert in a different surface, laid out as `arrangement` says.',
          ),
      })
      .describe('What this team uses competitive signals for.'),
    proof: proofBand(reference)
      .optional()
      .describe(
        'The customer-proof band: a story whose results speak to this role (leave it out when none does).',
      ),
    faq: z
      .object({
        intro: sectionIntro.describe('The heading above the questions.'),
        items: z.array(faqItem).min(1).describe('The questions and answers.'),
      })
      .describe('The questions this team’s leaders ask.'),
    closingCta: ctaBlock.describe('The call to action at the foot of the page.'),
  });
}

export type PersonaEntry = z.output<ReturnType<typeof personaSchema>>;
export type PersonaHero = PersonaEntry['hero'];
export type PersonaObjective = PersonaEntry['objectives']['items'][number];
