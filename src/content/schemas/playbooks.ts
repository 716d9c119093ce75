/**
 * The playbook library (spec §2 "Playbook library", §3 "Playbook"): one file per playbook in
 * src/content/playbooks/ (`playbookSchema`), listed on /playbooks in the order of their number, and the
 * page's own words, the labels of its cards and detail views included, in src/content/pages/playbooks.yaml
 * (`playbookLibrarySchema`). A playbook added as a file shows up in the list, the filters and the address
 * hash (`#playbook-<file name>`) by itself.
 *
 * What follows from a playbook's fields is not written in its file: the sample alert's tag comes from the
 * category (spec §3), its strategy from the tag, and each step's illustration from the words of its title
 * (components/playbooks/playbook-logic.ts). The proof point is an entry of src/content/proof-points/; a
 * proof point from a customer story must be about this playbook's own play.
 */
import { z } from 'astro/zod';
import { readRawCollection } from '../loaders/files.ts';
import { COLLECTIONS } from '../registry.ts';
import { ctaBlock, line, lines, pageMeta, prose } from './fields.ts';
import {
  ALERT_PLAYS,
  ALERT_RULES,
  type AlertCard,
  type AlertTag,
  alertCardInput,
  crmRecord,
  deliveryRecord,
  routedOpportunity,
  TASK_KINDS,
  TASK_STATUSES,
} from './mock.ts';
import { playbookCardSample } from './playbook-cards.ts';
import { type Reference, referenceTo } from './reference.ts';

/** Spec §3: the four categories of playbook. */
export const PLAYBOOK_CATEGORIES = ['acquisition', 'revival', 'expansion', 'defense'] as const;
export type PlaybookCategory = (typeof PLAYBOOK_CATEGORIES)[number];

/** Spec §3 "Alert card": the tag a playbook's sample alert carries, by the playbook's category. */
export const ALERT_TAG_BY_CATEGORY = {
  acquisition: 'New Business',
  revival: 'Closed Lost Revival',
  expansion: 'Upsell Opportunity',
  defense: 'Renewal Risk',
} as const satisfies Record<PlaybookCategory, AlertTag>;

/** Spec §3 "Playbook": the intelligence pillars a playbook draws on. */
export const INTELLIGENCE_PILLARS = [
  'Buyer Intent',
  'Competitor',
  'Internal Win/Loss',
  'Customer Intelligence',
] as const;
export type IntelligencePillar = (typeof INTELLIGENCE_PILLARS)[number];

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;

/** The step illustrations (components/playbooks/step-graphic.tsx); a step's title picks one. */
const GRAPHIC_WORDS =
  'Its words pick the illustration: alert, route, create or flag draw the alert; outreach, engagement or check the email; marketing, campaign, content or messaging the campaign; any other title the discovery call.';

const step = z.object({
  title: line(`The step’s name, a few words. ${GRAPHIC_WORDS}`, { max: 80 }),
  description: prose('What happens in this step, in a sentence or two.'),
  actions: lines('What the team or the service does in this step, one action a line.'),
});

/** The fields of an alert card a playbook writes: its tag follows from the category, its size from where it shows. */
const { tag: _tag, size: _size, play: _play, ...alertFields } = alertCardInput.shape;

const sampleAlert = z
  .object({
    ...alertFields,
    play: z
      .enum(ALERT_PLAYS)
      .describe('This playbook, as alert cards name it under the response (“Deal protection”).'),
  })
  .describe(
    'The sample alert the playbook responds to. Its tag follows from the category: acquisition New Business, revival Closed Lost Revival, expansion Upsell Opportunity, defense Renewal Risk.',
  );

const chatDelivery = z
  .object({
    channel: line('The channel (“#new-business”).', { max: 40 }),
    time: line('When it arrived, as the chat tool shows it (“9:41 AM”).', { max: 20 }),
    mentions: z
      .array(line('A handle (“@jordan.ae”).', { max: 40 }))
      .min(1, 'tags at least one person')
      .describe('The people the message tags: the account owner first.'),
    message: prose('The message above the alert.', { max: 240 }),
    actions: lines('The drawn buttons under the alert, a few words each.', { max: 3 }),
  })
  .describe('A team-chat message from the app, with the alert in it.');

const emailDelivery = z
  .object({
    to: line('The recipient, by name: the account owner.', { max: 60 }),
    subject: line('The subject line.', { max: 100 }),
    time: line('When it arrived, as the mail client shows it (“8:12 AM”).', { max: 20 }),
    message: prose('The first lines of the email, above the alert.', { max: 300 }),
    actions: lines('The drawn buttons under the alert, a few words each.', { max: 3 }),
  })
  .describe('An email to the account owner, with the alert in it.');

/** Where the sample alert lands, written as the editor stores a choice; read as `{ surface, … }`. */
const delivery = z
  .discriminatedUnion('discriminant', [
    z.object({ discriminant: z.literal('chat'), value: chatDelivery }),
    z.object({ discriminant: z.literal('email'), value: emailDelivery }),
    z.object({
      discriminant: z.literal('crm'),
      value: deliveryRecord.describe('The CRM record the alert flags, with a few of its fields.'),
    }),
  ])
  .transform((choice) =>
    choice.discriminant === 'crm'
      ? { surface: 'crm' as const, record: choice.value }
      : choice.discriminant === 'chat'
        ? { surface: 'chat' as const, ...choice.value }
        : { surface: 'email' as const, ...choice.value },
  )
  .describe('Where the sample alert lands: a chat message, an email or the CRM record it flags.');

const task = z.object({
  step: z
    .number({ error: 'is the number of one of the four steps' })
    .int()
    .min(1)
    .max(4)
    .describe('The step the task belongs to, as “How It Works” numbers them (1 to 4).'),
  action: z
    .number({ error: 'is the number of one of the step’s actions' })
    .int()
    .min(1)
    .describe(
      'Which of that step’s actions it carries out: 1 for the first. The task is named by that action.',
    ),
  kind: z.enum(TASK_KINDS).describe('Where it happens (picks its icon).'),
  owner: line(
    'Who does it: a teammate from the sample cast, by name. Leave it empty for what the service does by itself.',
    { max: 60 },
  ).optional(),
  due: line('When, from the signal (“Today”, “Day 3”).', { max: 20 }),
  status: z.enum(TASK_STATUSES).describe('Done, in progress or due: a run does not skip ahead.'),
});

/** What happens next, beside the alert; read as `{ kind, … }`. */
const next = z
  .discriminatedUnion('discriminant', [
    z.object({
      discriminant: z.literal('routed-opportunity'),
      value: routedOpportunity.describe('The opportunity the signal created and routed.'),
    }),
    z.object({
      discriminant: z.literal('crm-record'),
      value: crmRecord.describe('The CRM record the service updated.'),
    }),
    z.object({
      discriminant: z.literal('timeline'),
      value: z
        .object({
          tasks: z.array(task).min(1, 'needs at least one task').describe('The run’s tasks, in order.'),
        })
        .describe('The playbook’s run: its tasks, each one of the steps’ actions.'),
    }),
  ])
  .transform((choice) =>
    choice.discriminant === 'routed-opportunity'
      ? { kind: 'routed-opportunity' as const, opportunity: choice.value }
      : choice.discriminant === 'crm-record'
        ? { kind: 'crm-record' as const, record: choice.value }
        : { kind: 'timeline' as const, tasks: choice.value.tasks },
  )
  .describe('What happens next, beside the alert: the routed opportunity, the updated record or the run.');

const scene = z
  .object({
    delivery,
    next,
    captions: z
      .object({
        delivery: line('Over the alert: where it lands.', { max: 140 }),
        next: line('Over what happens next.', { max: 140 }),
      })
      .describe('One line over each half.'),
  })
  .describe(
    'The play at work, in the detail view: the sample alert where it lands, beside what happens next.',
  );

/** The text inside the step illustrations (the spec's mock demo values: 45 min, 12.4%, 5 contacts). */
const stepMocks = z
  .object({
    alert: z
      .object({
        app: line('The app’s name on the alert.', { max: 40 }),
        channel: line('The channel the alert arrives in (“#deal-alerts”).', { max: 40 }),
        signal: line('What the alert says.', { max: 60 }),
        routedTo: line('Where it was routed.', { max: 60 }),
        created: line('What the CRM now holds (“Opportunity created”).', { max: 60 }),
      })
      .describe('The alert illustration.'),
    outreach: z
      .object({
        to: line('Who the email goes to.', { max: 40 }),
        subject: line('Its subject line.', { max: 80 }),
        metricLabel: line('The label of the figure under it.', { max: 40 }),
        metric: line('The figure (spec: 12.4%).', { max: 12 }),
        check: line('The line under the figure.', { max: 60 }),
      })
      .describe('The outreach illustration: an email.'),
    campaign: z
      .object({
        name: line('The campaign’s name.', { max: 40 }),
        audience: line('Who it reaches.', { max: 40 }),
        contacts: line('How many (spec: 5 contacts).', { max: 20 }),
        assets: z
          .array(line('One asset.', { max: 40 }))
          .length(2, 'has two assets')
          .describe('The two assets it sends.'),
      })
      .describe('The campaign illustration.'),
    discovery: z
      .object({
        meeting: line('The meeting’s name.', { max: 40 }),
        duration: line('How long (spec: 45 min).', { max: 12 }),
        agenda: z
          .array(line('One agenda item.', { max: 40 }))
          .length(3, 'has three items')
          .describe('The three items of its agenda.'),
      })
      .describe('The discovery-call illustration.'),
  })
  .meta({ title: 'Step illustrations' })
  .describe(
    'The words inside the small illustration beside each step of “How It Works”. A playbook may change some of them for its own steps.',
  );
export type StepMocks = z.output<typeof stepMocks>;

/** What one playbook changes in the shared step illustrations. */
const ownStepMocks = z
  .object({
    alert: z
      .object({
        channel: line('The channel (“#deal-desk”).', { max: 40 }).optional(),
        created: line('What the CRM now holds (“Opportunity flagged At-Risk”).', { max: 60 }).optional(),
      })
      .optional()
      .describe('The alert illustration.'),
    outreach: z
      .object({
        to: line('Who the email goes to.', { max: 40 }).optional(),
        subject: line('Its subject line.', { max: 80 }).optional(),
      })
      .optional()
      .describe('The outreach illustration.'),
    campaign: z
      .object({
        name: line('The campaign’s name.', { max: 40 }).optional(),
        audience: line('Who it reaches.', { max: 40 }).optional(),
        assets: z
          .array(line('One asset.', { max: 40 }))
          .length(2, 'has two assets')
          .optional()
          .describe('The two assets it sends.'),
      })
      .optional()
      .describe('The campaign illustration.'),
    discovery: z
      .object({
        agenda: z
          .array(line('One agenda item.', { max: 40 }))
          .length(3, 'has three items')
          .optional()
          .describe('The three items of the call’s agenda.'),
      })
      .optional()
      .describe('The discovery-call illustration.'),
  })
  .optional()
  .meta({ title: 'Step illustrations' })
  .describe(
    'What this playbook’s step illustrations say where they differ from the library’s shared words: the channel and what the CRM records, who the outreach goes to, the campaign and the call’s agenda. Leave a field empty to keep the shared words.',
  );

/** The id a reference names, whichever reference rule produced it (Astro's or the Node reader's). */
function referencedId(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'id' in value) return String(value.id);
  return undefined;
}

/** The files of the collection that give a playbook this number, as they are on disk. */
function filesNumbered(id: number): string[] {
  const { folder } = COLLECTIONS.playbooks;
  return readRawCollection('playbooks')
    .filter((entry) => entry.data.id === id)
    .map((entry) => `src/content/${folder}/${entry.id}.yaml`);
}

/** The play a story-sourced proof point is about, as its file says (undefined for a claim or none). */
function proofPointPlay(id: string): string | undefined {
  const point = readRawCollection('proofPoints').find((entry) => entry.id === id);
  const source = point?.data.source as { discriminant?: unknown; value?: { play?: unknown } } | undefined;
  return source?.discriminant === 'caseStudy' ? String(source.value?.play) : undefined;
}

export function playbookSchema(reference: Reference) {
  return z
    .object({
      id: z
        .number({ error: 'is the playbook’s number (1, 2, …)' })
        .int()
        .min(1)
        .describe(
          'The playbook’s number: the library lists playbooks by it, 1 first. Each playbook has its own (a new one takes the next free number).',
        )
        .meta({ title: 'Number' }),
      title: line('The playbook’s name, on its card and over its detail (followed by “ Playbook”).', {
        max: 60,
      }),
      category: z
        .enum(PLAYBOOK_CATEGORIES)
        .describe(
          'Acquisition, revival and expansion are offensive plays, defense a defensive one; the category also sets the sample alert’s tag.',
        ),
      stage: line('Where in the revenue cycle it runs (“Top of Funnel”).', { max: 40 }),
      timeToValue: line('How soon it pays off (“2-4 weeks”).', { max: 30 }),
      difficulty: z.enum(DIFFICULTIES).describe('How much it asks of the team.'),
      description: prose('What the play does, in a sentence: on its card and under its title.', {
        max: 220,
      }),
      objective: prose('What the play is for, in a sentence.', { max: 220 }),
      triggers: lines('The signals that start it, one a line; the card shows the first.', { max: 6 }),
      steps: z
        .array(step)
        .length(4, 'has four steps (spec: each playbook has four steps)')
        .describe('“How It Works”: the four steps, in order.'),
      metrics: lines('What to measure, one a line.'),
      intelligencePillars: z
        .array(z.enum(INTELLIGENCE_PILLARS).describe('One pillar.'))
        .min(1, 'needs at least one pillar')
        .refine((pillars) => new Set(pillars).size === pillars.length, { message: 'names each pillar once' })
        .describe('The intelligence it draws on.'),
      tools: lines('The tools it runs in, one a line ($salesCrm$, $teamChat$, Email, …).'),
      proofPoint: referenceTo(
        reference,
        'proofPoints',
        'The line of evidence under the playbook (src/content/proof-points/): a customer story whose customer runs this play, or an owner fact.',
      ),
      sampleAlert,
      scene,
      card: playbookCardSample,
      stepMocks: ownStepMocks,
    })
    .superRefine((playbook, context) => {
      const numbered = filesNumbered(playbook.id);
      if (numbered.length > 1)
        context.addIssue({
          code: 'custom',
          message: `${playbook.id} is the number of more than one playbook (${numbered.join(', ')}): give each its own`,
          path: ['id'],
        });

      const proof = referencedId(playbook.proofPoint);
      const play = proof === undefined ? undefined : proofPointPlay(proof);
      if (play !== undefined && play !== playbook.sampleAlert.play)
        context.addIssue({
          code: 'custom',
          message: `the proof point “${proof}” comes from a customer who runs “${play}”; this playbook is “${playbook.sampleAlert.play}”`,
          path: ['proofPoint'],
        });

      const { next: artefact } = playbook.scene;
      if (artefact.kind === 'timeline')
        artefact.tasks.forEach((item, index) => {
          const actions = playbook.steps[item.step - 1]?.actions.length ?? 0;
          if (item.action > actions)
            context.addIssue({
              code: 'custom',
              message: `step ${item.step} has ${actions} actions: 1 to ${actions}`,
              path: ['scene', 'next', 'value', 'tasks', index, 'action'],
            });
        });
    })
    .transform(({ sampleAlert: alert, ...playbook }) => {
      const tag = ALERT_TAG_BY_CATEGORY[playbook.category];
      const card: AlertCard = {
        ...alert,
        accountDetails: alert.accountDetails as [string, ...string[]],
        tag,
        strategyType: ALERT_RULES[tag].strategyType,
        size: 'full',
      };
      return { ...playbook, sampleAlert: card };
    });
}

export type PlaybookData = z.output<ReturnType<typeof playbookSchema>>;
export type PlaybookStep = PlaybookData['steps'][number];
export type PlaybookScene = PlaybookData['scene'];
export type PlaybookNext = PlaybookScene['next'];
export type PlaybookTask = Extract<PlaybookNext, { kind: 'timeline' }>['tasks'][number];
export type OwnStepMocks = NonNullable<PlaybookData['stepMocks']>;
export type { PlaybookCardKind, PlaybookCardSample } from './playbook-cards.ts';

const strategyWords = (description: string, max: number) =>
  z
    .object({
      offensive: line('For offensive plays (acquisition, revival, expansion).', { max }),
      defensive: line('For defensive plays (defense).', { max }),
    })
    .describe(description);

/** The library page (pages/playbooks.yaml): its hero, the labels of the list, cards and details, the closing band. */
export const playbookLibrarySchema = z.object({
  meta: pageMeta,
  hero: z
    .object({
      eyebrow: line('Small label above the headline.', { max: 60 }),
      headline: line('The page’s main heading (its h1; spec: Competitive playbook library).', { max: 120 }),
      description: prose('The paragraph under the headline.'),
    })
    .describe('The top of the page.'),
  labels: z
    .object({
      listHeading: line('What screen readers call the list of playbooks (a heading only they hear).', {
        max: 40,
      }),
      filterGroup: line('What screen readers call the row of filter buttons.', { max: 60 }),
      filters: z
        .object({
          all: line('Shows every playbook (spec: All).', { max: 20 }),
          offensive: line('Shows the offensive plays (spec: Offensive).', { max: 20 }),
          defensive: line('Shows the defensive plays (spec: Defensive).', { max: 20 }),
        })
        .describe('The filter buttons over the list.'),
      resultCount: z
        .object({
          before: line('Before the number (“Showing”).', { max: 20 }),
          one: line('After the number 1 (“playbook”).', { max: 20 }),
          other: line('After any other number (“playbooks”).', { max: 20 }),
        })
        .describe('The count beside the filters: “Showing 3 playbooks”.'),
      searchResults: line('Before a search from the address (…?q=churn): “matching”.', { max: 20 }),
      clearSearch: line('The link that clears that search.', { max: 30 }),
      categoryBadge: strategyWords(
        'The badge on each card and detail (spec: Offensive Play, Defensive Play).',
        30,
      ),
      trigger: line('Over the first trigger on each card.', { max: 30 }),
      viewPlaybook: line('At the foot of each card.', { max: 30 }),
      empty: z
        .object({
          title: line('Its heading (spec: No playbooks found).', { max: 60 }),
          description: line('The line under it (spec: Try selecting a different category).', { max: 120 }),
        })
        .describe('What the list shows when nothing matches.'),
      detail: z
        .object({
          back: line('The button back to the list (spec: ← Back to Library).', { max: 40 }),
          titleSuffix: line('The word after the playbook’s title in its heading (spec: Playbook).', {
            max: 20,
          }),
          objective: line('Before the objective.', { max: 30 }),
          stage: line('The stage’s label.', { max: 30 }),
          timeToValue: line('The time to value’s label.', { max: 30 }),
          difficulty: line('The difficulty’s label.', { max: 30 }),
          triggers: line('The heading over the triggers.', { max: 40 }),
          howItWorks: line('The heading over the steps (spec: How It Works).', { max: 40 }),
          step: line('What screen readers hear before each step’s number (“Step”).', { max: 20 }),
          metrics: line('The heading over the metrics.', { max: 40 }),
          pillars: line('The heading over the intelligence pillars.', { max: 40 }),
          tools: line('The heading over the tools.', { max: 40 }),
          caseStudy: line('Over the proof point.', { max: 40 }),
          scene: line(
            'Beside the “Sample” mark over the sample alert and what happens next: what the scene shows.',
            { max: 60 },
          ),
        })
        .describe('The labels of a playbook’s detail view.'),
      graphics: z
        .object({
          alert: line('The alert illustration.', { max: 120 }),
          outreach: line('The outreach illustration.', { max: 120 }),
          campaign: line('The campaign illustration.', { max: 120 }),
          discovery: line('The discovery-call illustration.', { max: 120 }),
        })
        .describe('What screen readers hear for each step illustration (they are pictures).'),
      stepMocks,
    })
    .describe('The words of the list, the cards and the detail views every playbook shares.'),
  closing: ctaBlock.describe(
    'The call to action at the foot of the page (spec: Book a demo and Talk to an expert).',
  ),
});

export type PlaybookLibraryData = z.output<typeof playbookLibrarySchema>;
export type PlaybookLibraryLabels = PlaybookLibraryData['labels'];
