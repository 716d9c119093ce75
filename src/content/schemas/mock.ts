/**
 * The sample data the product mock-ups show (spec §3: alert card, sample CRM objects, the routed
 * opportunity, the sample playbook, the landscape summary, funnel stages), as schemas every page family
 * shares. The people and companies in them are fictional (site/samples.yaml lists the cast).
 *
 * An alert card is written without its strategy type and its play: both follow from its tag (the one rule,
 * ALERT_RULES), so no file can pair a Churn Risk tag with an offensive play.
 */
import { z } from 'astro/zod';
import { line, prose } from './fields.ts';

/**
 * What a field of a mock-up names: a person, a company or a competitor of the sample cast, a teammate by
 * name or by chat handle (`owner-first`: a list whose first item is the account owner's handle).
 */
export type SampleNameKind = 'person' | 'company' | 'competitor' | 'teammate' | 'handle' | 'owner-first';

/**
 * The fields that name someone or something of the sample cast (site/samples.yaml), and the mock-ups
 * themselves: tests/spec-fidelity/samples.test.ts walks every entry with its schema and checks each such
 * name against the cast, and every text of a mock-up against the list of real products of the field.
 */
export const sampleNames = z.registry<{ kind: SampleNameKind }>();
export const mockUps = z.registry<{ mockUp: string }>();

/** A field that names a member of the sample cast. */
function sampleName<S extends z.ZodType>(kind: SampleNameKind, schema: S): S {
  sampleNames.add(schema, { kind });
  return schema;
}

/** A mock-up's schema: everything under it is sample data. */
function mockUp<S extends z.ZodType>(name: string, schema: S): S {
  mockUps.add(schema, { mockUp: name });
  return schema;
}

/** Spec §3 "Alert card": the tags, account statuses and play labels it may carry. */
export const ALERT_TAGS = [
  'New Business',
  'Open Opportunity',
  'Closed Lost Revival',
  'Upsell Opportunity',
  'Renewal Risk',
  'Churn Risk',
] as const;
export type AlertTag = (typeof ALERT_TAGS)[number];

export const ACCOUNT_STATUSES = [
  'Prospect',
  'Closed Lost',
  'Customer',
  'Opportunity',
  'Renewal',
  'Open',
  'Active',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The automated response: the playbook the alert starts. */
export const ALERT_PLAYS = [
  'Competitive new biz',
  'Deal protection',
  'Closed lost revival',
  'Competitive upsell',
  'Renewal protection',
  'Churn prevention',
] as const;
export type AlertPlay = (typeof ALERT_PLAYS)[number];

export type StrategyType = 'offensive' | 'defensive' | 'other';

/** What a tag decides: the strategy, the play it starts and the account statuses it may come with. */
export const ALERT_RULES = {
  'New Business': { strategyType: 'offensive', play: 'Competitive new biz', statuses: ['Prospect'] },
  'Closed Lost Revival': {
    strategyType: 'offensive',
    play: 'Closed lost revival',
    statuses: ['Closed Lost'],
  },
  'Upsell Opportunity': {
    strategyType: 'offensive',
    play: 'Competitive upsell',
    statuses: ['Customer', 'Active'],
  },
  'Open Opportunity': {
    strategyType: 'defensive',
    play: 'Deal protection',
    statuses: ['Opportunity', 'Open'],
  },
  'Renewal Risk': { strategyType: 'defensive', play: 'Renewal protection', statuses: ['Renewal'] },
  'Churn Risk': { strategyType: 'defensive', play: 'Churn prevention', statuses: ['Active', 'Customer'] },
} as const satisfies Record<
  AlertTag,
  { strategyType: StrategyType; play: AlertPlay; statuses: readonly AccountStatus[] }
>;

/**
 * Spec §3 "Alert card", as a file writes it. `name` is the contact who engaged the competitor and `title`
 * their job title; `account` is their company; `accountDetails[0]` is the account owner's handle. The spec
 * calls the play `accountOwner` (a misnomer): here it is `play`, and it defaults to the tag's play.
 */
export const alertCardInput = mockUp(
  'alert card',
  z
    .object({
      name: sampleName(
        'person',
        line('The contact who engaged the competitor (a person of the cast).', { max: 60 }),
      ),
      title: line('Their job title.', { max: 80 }),
      tag: z.enum(ALERT_TAGS).describe('What kind of signal it is; it decides the strategy and the play.'),
      description: prose('What happened, in a sentence or two.'),
      account: sampleName('company', line('Their company (a company of the cast).', { max: 60 })),
      competitor: sampleName(
        'competitor',
        line('The competitor they engaged (a competitor of the cast).', { max: 60 }),
      ),
      accountStatus: z.enum(ACCOUNT_STATUSES).describe('Where the account stands in the CRM.'),
      accountDetails: sampleName(
        'owner-first',
        z
          .array(line('One detail.'))
          .min(1, 'starts with the account owner’s handle')
          .refine((details) => details[0]?.startsWith('@'), {
            message: 'starts with the account owner’s handle (@jordan.ae)',
          })
          .describe('The account owner’s handle first (@jordan.ae), then any other detail.'),
      ),
      play: z
        .enum(ALERT_PLAYS)
        .optional()
        .describe('The play it starts; leave empty for the tag’s own play (a playbook names itself).'),
      size: z
        .enum(['full', 'compact'])
        .default('full')
        .describe('Full shows account, owner, status and response.'),
    })
    .refine((card) => (ALERT_RULES[card.tag].statuses as readonly string[]).includes(card.accountStatus), {
      message: 'the account status does not fit the tag (a New Business alert is about a Prospect, …)',
      path: ['accountStatus'],
    }),
);

/** An alert card as components show it: with the strategy and the play its tag decides. */
export const alertCard = alertCardInput.transform((card) => ({
  ...card,
  accountDetails: card.accountDetails as [string, ...string[]],
  strategyType: ALERT_RULES[card.tag].strategyType as StrategyType,
  play: card.play ?? ALERT_RULES[card.tag].play,
}));

export type AlertCardInput = z.input<typeof alertCardInput>;
export type AlertCard = z.output<typeof alertCard>;

/** Spec §3 "Sample CRM objects". */
export const CRM_OBJECT_TYPES = ['Account', 'Contact', 'Opportunity'] as const;
export type CrmObjectType = (typeof CRM_OBJECT_TYPES)[number];

export const crmField = z.object({
  label: line('The field’s name in the CRM.'),
  value: line('Its value.'),
  enriched: z.boolean().default(false).describe('Marks a value the service wrote.'),
});
export type CrmField = z.output<typeof crmField>;

export const crmFlag = z.object({
  label: line('The status the service set (“High Risk”).'),
  tone: z.enum(['offensive', 'defensive']).describe('An opportunity to win, or a risk to defend.'),
});
export type CrmFlag = z.output<typeof crmFlag>;

export const crmActivity = z.object({
  text: line('What happened.'),
  meta: line('When, or by whom.'),
});
export type CrmActivity = z.output<typeof crmActivity>;

export const crmRecord = mockUp(
  'CRM record',
  z.object({
    objectType: z.enum(CRM_OBJECT_TYPES).describe('Account, Contact or Opportunity.'),
    name: line('The record’s name.'),
    subtitle: line('Second line under the name.').optional(),
    enriched: z.boolean().default(true).describe('Shows the Enriched badge.'),
    fields: z.array(crmField).min(1).describe('The fields shown.'),
    activity: z.array(crmActivity).optional().describe('Recent activity, newest first.'),
    flag: crmFlag.optional().describe('A status the service set on the record.'),
  }),
);
export type CrmRecord = z.output<typeof crmRecord>;

export const OPPORTUNITY_PRIORITIES = ['High', 'Medium', 'Low'] as const;
export type OpportunityPriority = (typeof OPPORTUNITY_PRIORITIES)[number];

/** Spec §3: the mock opportunity a competitive signal creates and routes to its owner. */
export const routedOpportunity = mockUp(
  'routed opportunity',
  z.object({
    name: line('The opportunity’s name.'),
    account: sampleName('company', line('Its account (a company of the cast).')),
    owner: sampleName('teammate', line('Who it is routed to (a member of the cast’s team).')),
    stage: line('Its stage (spec: Qualification).'),
    priority: z.enum(OPPORTUNITY_PRIORITIES).describe('Its priority (spec: High).'),
    badge: line('The badge (spec: Routed).'),
    source: line('The signal that created it, one line.').optional(),
  }),
);
export type RoutedOpportunity = z.output<typeof routedOpportunity>;

/*
 * The devices of the use-case heroes (issue 29, third round): each page's play drawn as a picture of its
 * own around the alert, so the six heroes differ at thumbnail size.
 */

/** Hunt: the target accounts, quiet, with the alert's account lit among them. */
export const accountField = mockUp(
  'account field',
  z.object({
    heading: line('Above the field: whose accounts these are (“Your target accounts”).', { max: 60 }),
    accounts: z
      .array(sampleName('company', line('A quiet target account (a company of the cast).', { max: 32 })))
      .min(5)
      .max(11)
      .describe(
        'The other target accounts, none of them signalling; the alert’s account is drawn lit among them (phones show the first six).',
      ),
    note: line('Under the lit account: what its stakeholder just did (“Engaged Quorvane”).', { max: 40 }),
  }),
);
export type AccountField = z.output<typeof accountField>;

export const TIMELINE_EVENT_KINDS = ['lost', 'quiet', 'signal', 'reopened'] as const;

/** Revive: the lost deal's history, from the loss through the quiet months to the signal and the reopening. */
export const dealTimeline = mockUp(
  'deal timeline',
  z
    .array(
      z.object({
        kind: z
          .enum(TIMELINE_EVENT_KINDS)
          .describe(
            'What the point is: the loss (rose), the quiet months (grey), the signal (amber) or the reopening (blue).',
          ),
        when: line('When, in words (“Last spring”, “This week”): no dates.', { max: 24 }),
        what: line('What happened then, a few words.', { max: 48 }),
      }),
    )
    .length(4, 'has four points')
    .describe('Four points of the deal’s history, oldest first.'),
);
export type DealTimeline = z.output<typeof dealTimeline>;

/** Flag: the customer's products, those in use and the slot it is filling elsewhere. */
export const productSlots = mockUp(
  'product slots',
  z.object({
    inUseLabel: line('The label of the products the customer runs (“In use”).', { max: 24 }),
    inUse: z
      .array(line('A product of yours the customer runs.', { max: 32 }))
      .length(3, 'has three products')
      .describe('Three products in use.'),
    slot: z
      .object({
        label: line('Above the open slot (“Evaluating elsewhere”).', { max: 32 }),
        product: line('The product the customer is evaluating.', { max: 32 }),
        note: line('Who with (“with Ostrada”).', { max: 32 }),
      })
      .describe('The slot lit amber: the product the customer is shopping for.'),
  }),
);
export type ProductSlots = z.output<typeof productSlots>;

/** Win: the open deal's stage path, the competitor entering at the current stage. */
export const stageTrack = mockUp(
  'stage track',
  z
    .object({
      stages: z
        .array(line('A stage’s name, one word if it can be.', { max: 16 }))
        .min(4)
        .max(6)
        .describe('The opportunity’s stages, in order.'),
      current: z.number().int().min(0).describe('The stage the deal is in: 0 for the first.'),
      entered: line('Over the current stage: the competitor entering (“Quorvane entered”).', { max: 32 }),
      who: line('Under it: through whom (“through the CFO”).', { max: 40 }),
    })
    .refine((track) => track.current < track.stages.length, {
      message: 'is one of the stages',
      path: ['current'],
    }),
);
export type StageTrack = z.output<typeof stageTrack>;

/**
 * Defend (issue 29, fifth round): the countdown to the customer's renewal, from the day its stakeholder
 * engaged a competitor to the renewal date, with the play's steps laid along it. Days count down to the
 * renewal (0); they are sample values, drawn in the Sample frame.
 */
export const renewalCountdown = mockUp(
  'renewal countdown',
  z
    .object({
      caption: line('One line beside the countdown’s Sample mark: what it shows.', { max: 140 }),
      unit: line('Under each stop’s number: what the number counts (“days to renewal”).', { max: 32 }),
      sameDay: line(
        'Instead of the number, on a step that happens the same day as the stop before it (“Same day”), so one day never reads twice in a row.',
        { max: 16 },
      ),
      signal: z
        .object({
          days: z.number().int().min(1).max(365).describe('How many days before the renewal it happened.'),
          what: line('What the stakeholder did (“Aisha Bello engages Ostrada”).', { max: 48 }),
        })
        .describe('The first stop, lit amber: the stakeholder engaging the competitor.'),
      steps: z
        .array(z.number().int().min(1).max(365).describe('Days before the renewal.'))
        .length(3, 'has a day for each of the three next steps')
        .describe('When each of the playbook’s three next steps happens, in days before the renewal.'),
      end: line('The last stop: the renewal itself (“Renewal”).', { max: 24 }),
    })
    .refine(
      (countdown) =>
        countdown.steps.every(
          (days, index) => days <= (index === 0 ? countdown.signal.days : (countdown.steps[index - 1] ?? 0)),
        ),
      { message: 'counts down: each step comes on or after the one before it', path: ['steps'] },
    ),
);
export type RenewalCountdown = z.output<typeof renewalCountdown>;

/** The surfaces a sample alert arrives in: a team-chat message, an email or the CRM record it flags. */
export const DELIVERY_SURFACES = ['chat', 'email', 'crm'] as const;
export type DeliverySurface = (typeof DELIVERY_SURFACES)[number];

export const deliveryRecord = z.object({
  objectType: line('What the CRM calls the record (“Opportunity”, “Renewal”).'),
  name: line('The record’s name.'),
  flag: line('The flag the service set.'),
  fields: z.array(crmField).describe('A few fields.'),
});
export type DeliveryRecord = z.output<typeof deliveryRecord>;

/** What a surface shows around one alert; anything left out falls back to the surface's shared copy. */
export const deliveryDetails = mockUp(
  'alert delivery',
  z.object({
    channel: line('Chat: the channel (“#new-business”).').optional(),
    time: line('When it arrived, as the tool shows it (“9:41 AM”).').optional(),
    mentions: z
      .array(sampleName('handle', line('A handle of the cast’s team.')))
      .optional()
      .describe('Chat: the handles the message tags.'),
    message: prose('The line of text above the alert.').optional(),
    actions: z.array(line('A button’s words.')).optional().describe('The drawn buttons under the alert.'),
    to: sampleName('teammate', line('Email: the recipient (a member of the cast’s team).')).optional(),
    subject: line('Email: the subject line.').optional(),
    record: deliveryRecord.optional().describe('CRM: the record the alert lands on.'),
  }),
);
export type DeliveryDetails = z.output<typeof deliveryDetails>;

export const PLAYBOOK_ACTION_KINDS = ['alert', 'task', 'document', 'sequence'] as const;
export type PlaybookActionKind = (typeof PLAYBOOK_ACTION_KINDS)[number];
export const playbookAction = z.object({
  kind: z.enum(PLAYBOOK_ACTION_KINDS).describe('What the action does (picks its icon).'),
  label: line('The action, in a few words.'),
});
export type PlaybookAction = z.output<typeof playbookAction>;

/** Spec §3 "Sample playbook (home showcase)". */
export const samplePlaybook = mockUp(
  'sample playbook',
  z.object({
    name: line('The playbook’s name.'),
    trigger: line('What starts it.'),
    actions: z.array(playbookAction).min(1).describe('What it does, in order.'),
    status: z.enum(['active', 'paused']).describe('Its status (spec: active).'),
    runsPerMonth: z.number().int().nonnegative().describe('Runs per month (spec: 13).'),
  }),
);
export type SamplePlaybook = z.output<typeof samplePlaybook>;

export const TASK_KINDS = ['alert', 'crm', 'email', 'call', 'meeting', 'document', 'sequence'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const TASK_STATUSES = ['done', 'in-progress', 'due'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const timelineTask = z.object({
  label: line('The task.'),
  kind: z.enum(TASK_KINDS).describe('Where it happens (picks its icon).'),
  owner: sampleName(
    'teammate',
    line('Who does it: a member of the cast’s team, or the app for what it does by itself.'),
  ),
  automated: z.boolean().default(false).describe('Done by the app itself.'),
  due: line('When, relative to the signal (“Today”, “Day 3”).'),
  status: z.enum(TASK_STATUSES).describe('Done, in progress or due.'),
});
export type TimelineTask = z.output<typeof timelineTask>;

export const taskTimeline = mockUp(
  'playbook run',
  z.object({
    name: line('The play.'),
    account: sampleName('company', line('The account it runs on (a company of the cast).')),
    tasks: z.array(timelineTask).min(1).describe('Its tasks, in order.'),
  }),
);
export type TaskTimeline = z.output<typeof taskTimeline>;

export type LandscapeTone = 'offensive' | 'defensive' | 'neutral';
export const landscapeStat = z.object({
  label: line('What it counts.'),
  value: z.number().nonnegative().describe('The figure, shown exactly.'),
  format: z.enum(['count', 'usd']).describe('A count or a US-dollar amount.'),
  tone: z.enum(['offensive', 'defensive', 'neutral']).describe('Its colour: win, risk or neutral.'),
});
export type LandscapeStat = z.output<typeof landscapeStat>;

/** Spec §3 "Sample landscape summary". */
export const landscapeSummary = mockUp(
  'landscape summary',
  z.object({
    title: line('The summary’s title.'),
    period: line('The period it covers.'),
    stats: z.array(landscapeStat).min(1).describe('The figures.'),
  }),
);
export type LandscapeSummary = z.output<typeof landscapeSummary>;

export const pipelineReading = z.object({
  status: line('The state the team sees (“No signal”, “High Risk”).'),
  found: line('When the team learns of the risk (“At renewal”).'),
});
export type PipelineReading = z.output<typeof pipelineReading>;

export const pipelineAccount = z.object({
  account: sampleName('company', line('The account (a company of the cast).')),
  stage: line('Where it stands.'),
  signal: line('The stakeholder and the competitor behind the risk.'),
  end: line('What its timeline runs up to (“Renewal”).'),
  engagedAt: z
    .number()
    .min(0)
    .max(1)
    .describe('How far along the timeline the stakeholder engaged (0 to 1).'),
  without: pipelineReading.describe('Without the service.'),
  with: pipelineReading.describe('With the service.'),
});
export type PipelineAccount = z.output<typeof pipelineAccount>;

export const pipelineShift = mockUp(
  'pipeline shift',
  z.object({
    title: line('The figure’s title.'),
    without: z.object({ label: line('Label of the “without” half.'), summary: prose('Its summary.') }),
    with: z.object({ label: line('Label of the “with” half.'), summary: prose('Its summary.') }),
    accounts: z.array(pipelineAccount).min(1).describe('The accounts, top to bottom.'),
    caption: prose('What the figure shows, in words.'),
  }),
);
export type PipelineShift = z.output<typeof pipelineShift>;

/** Spec §3 "Funnel stages and weights". */
export const FUNNEL_STAGE_NAMES = ['Awareness', 'Interest', 'Evaluation', 'Decision'] as const;
export type FunnelStageName = (typeof FUNNEL_STAGE_NAMES)[number];
export const funnelStage = z.object({
  name: z.enum(FUNNEL_STAGE_NAMES).describe('The stage.'),
  weight: z.number().int().min(1).max(10).describe('Its width (spec: 10, 9, 8, 5).'),
});
export type FunnelStage = z.output<typeof funnelStage>;
export const funnelStageView = z.object({
  visible: z.boolean().describe('Whether the team sees this stage.'),
  note: line('What it sees or misses there.'),
});
export type FunnelStageView = z.output<typeof funnelStageView>;
export const funnelView = z.object({
  title: line('The view’s title.'),
  summary: prose('Its summary.'),
  stages: z
    .object(
      Object.fromEntries(
        FUNNEL_STAGE_NAMES.map((name) => [name, funnelStageView.describe(`The ${name} stage.`)]),
      ) as Record<FunnelStageName, typeof funnelStageView>,
    )
    .describe('What the team sees, or misses, at each stage.'),
});
export type FunnelView = z.output<typeof funnelView>;

/** A sample person at a prospect or customer. */
export type SamplePerson = { name: string; title: string; company: string };
/** A member of the visitor's own revenue team in the samples. */
export type SampleTeammate = { name: string; title: string; handle: string };
