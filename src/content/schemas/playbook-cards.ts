/**
 * The picture on a playbook's card in the library grid (issue 29): the compact sample alert drawn in a
 * composition of the play's own, so that no two cards of /playbooks look alike at thumbnail size. Each
 * kind says at a glance what the play is about and where its alert lands; every word and figure in it is
 * written here, in the playbook's file (`card`), as sample data (the people and accounts are the fictional
 * cast of site/samples.yaml). Drawn by components/playbooks/card-sample.tsx.
 */
import { z } from 'astro/zod';
import { line, lines } from './fields.ts';

const label = line(
  'What a screen reader hears for the picture, in a sentence (“Sample …”): what it shows and where the alert lands.',
  { max: 200 },
);

const percent = (description: string) =>
  z
    .number({ error: 'is a number from 0 to 100' })
    .min(0, 'is a number from 0 to 100')
    .max(100, 'is a number from 0 to 100')
    .describe(description);

/** The kinds of picture, each with its fields. */
export const PLAYBOOK_CARD_SAMPLES = {
  'chat-claim': z
    .object({
      label,
      channel: line('The channel the app posts in (“#new-business”).', { max: 40 }),
      time: line('When the alert was posted, as the chat tool shows it (“9:41 AM”).', { max: 20 }),
      reply: z
        .object({
          name: line('Who replies: a teammate from the sample cast, by name.', { max: 60 }),
          time: line('When (“9:44 AM”).', { max: 20 }),
          text: line('The reply, one short line.', { max: 90 }),
        })
        .describe('The teammate’s reply under the alert.'),
    })
    .describe('A team-chat thread: the app’s post with the alert, and a teammate claiming it.'),
  'inbox-thread': z
    .object({
      label,
      earlier: z
        .array(
          z.object({
            from: line('Who sent it.', { max: 40 }),
            subject: line('Its subject line.', { max: 80 }),
            date: line('When (“Mar 2025”).', { max: 20 }),
          }),
        )
        .min(1, 'needs at least one earlier email')
        .max(2, 'holds at most two earlier emails')
        .describe('The older emails of the thread, shown dimmed under the new one (one or two).'),
      subject: line('The alert email’s subject line.', { max: 80 }),
      to: line('Who it goes to, by name: the account owner.', { max: 60 }),
      time: line('When it arrived (“8:12 AM”).', { max: 20 }),
    })
    .describe('The account owner’s inbox: the old thread dimmed, the alert email open on top.'),
  'product-slots': z
    .object({
      label,
      record: line('The kind of CRM record (“Account”).', { max: 30 }),
      inUseLabel: line('Over the products the customer uses (“In use”).', { max: 30 }),
      inUse: lines('The products the customer uses, one a line.', { max: 3 }),
      evaluating: z
        .object({
          product: line('The capability the customer is shopping for.', { max: 40 }),
          note: line('Under it: who they are looking at (“Evaluating Ostrada”).', { max: 40 }),
        })
        .describe('The open slot: the adjacent capability being evaluated elsewhere.'),
    })
    .describe('The customer’s account: its products in use, and the capability it evaluates elsewhere.'),
  'stage-track': z
    .object({
      label,
      record: line('The kind of CRM record (“Opportunity”).', { max: 30 }),
      stages: z
        .array(line('A stage, a word or two.', { max: 16 }))
        .min(3, 'needs three to five stages')
        .max(5, 'needs three to five stages')
        .describe('The opportunity’s stages, in order.'),
      current: z
        .number({ error: 'is the number of one of the stages' })
        .int('is the number of one of the stages')
        .min(1, 'is the number of one of the stages')
        .describe('The stage the deal is in: 1 for the first.'),
      flag: line('Under the current stage: the competitor that entered (“Quorvane entered”).', {
        max: 30,
      }),
    })
    .refine((track) => track.current <= track.stages.length, {
      message: 'is the number of one of the stages',
      path: ['current'],
    })
    .describe('The opportunity’s stage track, the competitor flag on the stage the deal is in.'),
  'renewal-clock': z
    .object({
      label,
      record: line('The renewal’s name.', { max: 60 }),
      days: z
        .number({ error: 'is a whole number of days' })
        .int('is a whole number of days')
        .min(1, 'is a whole number of days')
        .describe('Days left to the renewal date.'),
      daysLabel: line('After the number (“days to renewal”).', { max: 30 }),
      termDays: z
        .number({ error: 'is a whole number of days' })
        .int('is a whole number of days')
        .min(1, 'is a whole number of days')
        .describe('The contract term in days (365 for a year): the bar shows how much of it is left.'),
      termLabel: line('Under the bar (“Contract year”).', { max: 40 }),
    })
    .refine((clock) => clock.days <= clock.termDays, {
      message: 'is more days than the term has',
      path: ['days'],
    })
    .describe('The renewal record: the days left to renewal beside the contract term.'),
  'health-dip': z
    .object({
      label,
      heading: line('The chart’s heading (“Account health”).', { max: 40 }),
      points: z
        .array(percent('A week’s score.'))
        .min(6, 'needs six to twelve weeks')
        .max(12, 'needs six to twelve weeks')
        .describe('The health score, week by week (0 to 100).'),
      signalAt: z
        .number({ error: 'is the number of one of the weeks' })
        .int('is the number of one of the weeks')
        .min(1, 'is the number of one of the weeks')
        .describe('The week the stakeholder engaged the competitor: 1 for the first.'),
      signalLabel: line('The marker’s meaning (“Competitor engaged”).', { max: 30 }),
    })
    .refine((chart) => chart.signalAt <= chart.points.length, {
      message: 'is the number of one of the weeks',
      path: ['signalAt'],
    })
    .describe('The account’s health score dipping after the week the competitor was engaged.'),
} as const;

export type PlaybookCardKind = keyof typeof PLAYBOOK_CARD_SAMPLES;
export const PLAYBOOK_CARD_KINDS = Object.keys(PLAYBOOK_CARD_SAMPLES) as PlaybookCardKind[];

type CardOf<K extends PlaybookCardKind> = { kind: K } & z.output<(typeof PLAYBOOK_CARD_SAMPLES)[K]>;
export type PlaybookCardSample = { [K in PlaybookCardKind]: CardOf<K> }[PlaybookCardKind];

/** The picture, written as the editor stores a choice (`discriminant`, `value`), read as `{ kind, … }`. */
export const playbookCardSample = z
  .discriminatedUnion(
    'discriminant',
    PLAYBOOK_CARD_KINDS.map((kind) =>
      z.object({
        discriminant: z.literal(kind).describe('The picture’s kind.'),
        value: PLAYBOOK_CARD_SAMPLES[kind],
      }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
    { error: `is one of ${PLAYBOOK_CARD_KINDS.join(', ')}` },
  )
  .transform(
    ({ discriminant, value }) => ({ kind: discriminant, ...(value as object) }) as PlaybookCardSample,
  )
  .meta({ title: 'Card picture' })
  .describe(
    'The picture on the playbook’s card in the library: the sample alert in a scene of the play’s own (a chat thread, an inbox, the account’s products, the stage track, the renewal clock, the health trend). Give each playbook of the library a kind no other uses while there are kinds to spare, so that no two cards look alike.',
  );
