/**
 * The picture in each persona page's hero (issue 29): the team's own world at a glance, so the four pages
 * are told apart before a word is read. Sales a deal board with one deal flagged, marketing competitors'
 * share of voice week by week, revenue operations a signal routed by rule to its owner, customer success
 * the renewals ahead with one at risk. A sample like the objectives' (its figures are no claims): the
 * page's own figures stay beside it, in the hero's figures row.
 *
 * Written as the editor stores a choice: `discriminant` is the kind, `value` its parts.
 */
import { z } from 'astro/zod';
import { line, lines } from './fields.ts';

const label = line('What a screen reader calls the picture, in a sentence (“Sample …”).', { max: 200 });
const heading = line('The drawn window’s title.', { max: 60 });
const index = (description: string) => z.number().int().min(0).describe(description);

export const PERSONA_HERO_VISUALS = {
  'deal-board': z
    .object({
      label,
      heading,
      columns: z
        .array(
          z.object({
            stage: line('A stage.', { max: 20 }),
            deals: z
              .array(
                z.object({
                  name: line('A deal (an account from the sample cast).', { max: 40 }),
                  amount: line('Its amount, as shown.', { max: 12 }),
                  flag: line('The flag the service set on it, if any (“Quorvane engaged”).', {
                    max: 30,
                  }).optional(),
                }),
              )
              .min(1)
              .max(3)
              .describe('The deals in this stage, top to bottom.'),
          }),
        )
        .length(3)
        .describe('Three stages of the pipeline, left to right; one deal somewhere carries a flag.'),
      totals: z
        .object({
          deals: line('After the number of deals the board shows (“deals on the board”).', { max: 30 }),
          flagged: line('After the number of flagged deals (“flagged by a signal”).', { max: 30 }),
        })
        .optional()
        .describe(
          'The board’s footer from 1024 px: the deals it shows and the flagged ones, counted from the columns.',
        ),
    })
    .describe('A pipeline board, one deal flagged because a stakeholder engaged a competitor.'),
  'voice-chart': z
    .object({
      label,
      heading,
      series: z
        .array(
          z.object({
            name: line('A competitor.', { max: 30 }),
            points: z.array(z.number().min(0).max(100)).min(4).max(12).describe('Its share, week by week.'),
            focus: z.boolean().default(false).describe('The one that moved (drawn amber).'),
          }),
        )
        .min(2)
        .max(3)
        .describe('The lines; every line has as many points.'),
      startLabel: line('Under the first week.', { max: 20 }),
      endLabel: line('Under the last week.', { max: 20 }),
      callout: line('The note on the line that moved (“Ostrada +40% this week”).', { max: 50 }),
    })
    .describe('Competitors’ share of voice in your accounts, week by week, one line rising.'),
  'routing-flow': z
    .object({
      label,
      heading,
      signalsLabel: line('Heading of the signals column.', { max: 20 }),
      signals: z
        .array(
          z.object({
            account: line('An account.', { max: 40 }),
            competitor: line('The competitor.', { max: 30 }),
          }),
        )
        .length(3)
        .describe('Three signals; the first is the one routed.'),
      rulesLabel: line('Heading of the rules column.', { max: 20 }),
      rules: lines('The routing rules, in order.', { min: 3, max: 3 }),
      matched: index('The rule the first signal met (0 is the first).'),
      ownersLabel: line('Heading of the owners column.', { max: 20 }),
      owners: z
        .array(
          z.object({
            name: line('A teammate (the sample cast).', { max: 40 }),
            role: line('Their role.', { max: 30 }),
          }),
        )
        .length(3)
        .describe('Three owners.'),
      owner: index('The owner it was routed to (0 is the first).'),
      record: z
        .object({
          label: line(
            'Heading of the record’s column, the flow’s last step, from 1024 px (“Written to CRM”).',
            {
              max: 20,
            },
          ),
          heading: line('The record’s title (“CRM record: Kestrel Analytics”).', { max: 60 }),
          fields: z
            .array(
              z.object({
                name: line('A field of the record (“Competitor”).', { max: 24 }),
                value: line('What the service wrote in it (“Ostrada”).', { max: 24 }),
              }),
            )
            .min(2)
            .max(4)
            .describe('The fields the routing wrote, in reading order.'),
        })
        .optional()
        .describe(
          'From 1024 px, the flow’s fourth column: the CRM record the routed signal updated, its fields drawn as written by the service.',
        ),
    })
    .describe('Signals, routing rules and owners in three columns, one signal traced to its owner.'),
  'renewal-timeline': z
    .object({
      label,
      heading,
      months: lines('The months across the bottom.', { min: 4, max: 6 }),
      renewals: z
        .array(
          z.object({
            at: z.number().min(0).describe('When it renews, in months from the first (0.5 is mid-month).'),
            size: z.number().min(1).max(3).describe('Its ARR, as a dot from 1 (small) to 3 (large).'),
          }),
        )
        .min(3)
        .max(10)
        .describe('The other renewals, as dots.'),
      focus: z
        .object({
          account: line('The renewal at risk (an account from the sample cast).', { max: 40 }),
          at: z.number().min(0).describe('When it renews, in months from the first.'),
          note: line('What the service saw (“Ostrada engaged · 3 stakeholders”).', { max: 60 }),
          days: line('How long until it renews (“92 days”).', { max: 20 }),
          arr: line('Its ARR, as shown.', { max: 12 }),
        })
        .describe('The renewal at risk, lit and named.'),
    })
    .describe('The renewals ahead on a timeline, the one at risk lit and named.'),
} as const;

export type PersonaHeroVisualKind = keyof typeof PERSONA_HERO_VISUALS;
const KINDS = Object.keys(PERSONA_HERO_VISUALS) as PersonaHeroVisualKind[];

type VisualOf<K extends PersonaHeroVisualKind> = { kind: K } & z.output<(typeof PERSONA_HERO_VISUALS)[K]>;
export type PersonaHeroVisual = { [K in PersonaHeroVisualKind]: VisualOf<K> }[PersonaHeroVisualKind];

/** The picture, written as the editor stores a choice, read as one object with its `kind`. */
export const personaHeroVisual = z
  .discriminatedUnion(
    'discriminant',
    KINDS.map((kind) =>
      z.object({
        discriminant: z.literal(kind).describe('What the picture shows.'),
        value: PERSONA_HERO_VISUALS[kind],
      }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  )
  .transform(({ discriminant, value }) => ({ kind: discriminant, ...(value as object) }) as PersonaHeroVisual)
  .describe('The picture beside the headline: this team’s world at a glance (a sample).');
