/**
 * Shapes of the sample data the product mock-ups show (spec §3: sample CRM objects, the routed
 * opportunity, the sample playbook, the landscape summary, funnel stages). The mock-up components in
 * components/mock/ take these as props; the data and the words are content (site/samples.yaml, each
 * page's entry).
 */

/** Spec §3 "Sample CRM objects". */
export const CRM_OBJECT_TYPES = ['Account', 'Contact', 'Opportunity'] as const;
export type CrmObjectType = (typeof CRM_OBJECT_TYPES)[number];

/** One field of a CRM record; `enriched` marks a value the service wrote. */
export type CrmField = { label: string; value: string; enriched?: boolean };

export type CrmRecord = {
  objectType: CrmObjectType;
  /** Record name: account name, contact name or opportunity name. */
  name: string;
  /** Second line under the name (job title, account, amount…). */
  subtitle?: string;
  /** Shows the 'Enriched' badge. */
  enriched: boolean;
  fields: readonly CrmField[];
  /** Recent activity on the record, newest first. */
  activity?: readonly CrmActivity[];
  /** A status the service set on the record ('High Risk', 'Expansion Opportunity'), shown as a pill. */
  flag?: CrmFlag;
};

/** A record's flag: its words, and whether it marks an opportunity to win or a risk to defend. */
export type CrmFlag = { label: string; tone: 'offensive' | 'defensive' };

/** One line of a record's activity feed: what happened and when or by whom. */
export type CrmActivity = { text: string; meta: string };

export const OPPORTUNITY_PRIORITIES = ['High', 'Medium', 'Low'] as const;
export type OpportunityPriority = (typeof OPPORTUNITY_PRIORITIES)[number];

/** Spec §3: the mock opportunity a competitive signal creates and routes to its owner. */
export type RoutedOpportunity = {
  name: string;
  account: string;
  owner: string;
  stage: string;
  priority: OpportunityPriority;
  badge: string;
  /** The signal that created it, one line. */
  source?: string;
};

/** The surfaces a sample alert arrives in: a team-chat message, an email or the CRM record it flags. */
export const DELIVERY_SURFACES = ['chat', 'email', 'crm'] as const;
export type DeliverySurface = (typeof DELIVERY_SURFACES)[number];

/** The CRM record an alert lands on: its object, name, the flag the service set and a few fields. */
export type DeliveryRecord = {
  /** What the CRM calls the record ('Opportunity', 'Account', 'Renewal'). */
  objectType: string;
  name: string;
  flag: string;
  fields: readonly CrmField[];
};

/**
 * What a surface shows around one alert (components/mock/alert-delivery.tsx): the chat channel, the
 * people tagged and the message; the email's recipient, subject and first line; or the record. Anything
 * left out falls back to the surface's shared copy.
 */
export type DeliveryDetails = {
  /** Chat: the channel ('#new-business'). */
  channel?: string;
  /** Chat and email: when it arrived, as the tool shows it ('9:41 AM'). */
  time?: string;
  /** Chat: the handles the message tags. */
  mentions?: readonly string[];
  /** Chat and email: the line of text above the alert. */
  message?: string;
  /** Chat and email: the drawn buttons under the alert. */
  actions?: readonly string[];
  /** Email: the recipient, as the mail client shows them. */
  to?: string;
  /** Email: the subject line. */
  subject?: string;
  /** CRM: the record the alert lands on. */
  record?: DeliveryRecord;
};

/** What a playbook action does; picks the action's icon. */
export type PlaybookActionKind = 'alert' | 'task' | 'document' | 'sequence';
export type PlaybookAction = { kind: PlaybookActionKind; label: string };

/** Spec §3 "Sample playbook (home showcase)". */
export type SamplePlaybook = {
  name: string;
  trigger: string;
  actions: readonly PlaybookAction[];
  status: 'active' | 'paused';
  runsPerMonth: number;
};

/** Where a playbook task happens; picks its icon and names its kind. */
export const TASK_KINDS = ['alert', 'crm', 'email', 'call', 'meeting', 'document', 'sequence'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** A task's state. Every state is also said in words, never by colour alone. */
export const TASK_STATUSES = ['done', 'in-progress', 'due'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** One task of a playbook run, as the product lists it. */
export type TimelineTask = {
  label: string;
  kind: TaskKind;
  /** Who does it: a person's name, or the app's for what it does by itself (`automated`). */
  owner: string;
  automated?: boolean;
  /** When it is due, relative to the signal: 'Today', 'Day 3'. */
  due: string;
  status: TaskStatus;
};

/** A playbook run: the play, the account it runs on and its tasks in order. */
export type TaskTimeline = {
  name: string;
  account: string;
  tasks: readonly TimelineTask[];
};

export type LandscapeTone = 'offensive' | 'defensive' | 'neutral';

/** A figure of the landscape summary: a count or a US-dollar amount, shown exactly. */
export type LandscapeStat = {
  label: string;
  value: number;
  format: 'count' | 'usd';
  tone: LandscapeTone;
};

/** Spec §3 "Sample landscape summary". */
export type LandscapeSummary = {
  title: string;
  period: string;
  stats: readonly LandscapeStat[];
};

/** How one account's competitive risk reads in one half of the before/after pipeline figure. */
export type PipelineReading = {
  /** The state the team sees, in words: 'No signal', 'Lost at renewal', 'High Risk'. */
  status: string;
  /** When the team learns of the risk, in words: 'At renewal', 'Mid-contract'. */
  found: string;
};

/** One sample account in the before/after pipeline figure (components/mock/pipeline-shift.tsx). */
export type PipelineAccount = {
  account: string;
  /** Where the account stands: 'Renewal next quarter', 'Negotiation'. */
  stage: string;
  /** The stakeholder and the competitor behind the risk, one line. */
  signal: string;
  /** What its timeline runs up to: 'Renewal', 'Close date'. */
  end: string;
  /** How far along that timeline the stakeholder first engaged the competitor, from 0 to 1. */
  engagedAt: number;
  /** Without the service: the risk surfaces at the end of the timeline. */
  without: PipelineReading;
  /** With the service: flagged when the stakeholder engages, in the spec's states. */
  with: PipelineReading;
};

/**
 * The same few accounts twice: "Without" (competitor engagement invisible, the risk found at renewal or
 * at loss) and "With" (flagged weeks earlier). No result figures: the difference is when the team knows.
 */
export type PipelineShift = {
  title: string;
  without: { label: string; summary: string };
  with: { label: string; summary: string };
  accounts: readonly PipelineAccount[];
  /** The figure's caption: what it shows, in words. */
  caption: string;
};

/** Spec §3 "Funnel stages and weights". */
export const FUNNEL_STAGE_NAMES = ['Awareness', 'Interest', 'Evaluation', 'Decision'] as const;
export type FunnelStageName = (typeof FUNNEL_STAGE_NAMES)[number];
export type FunnelStage = { name: FunnelStageName; weight: number };

/** What one view of the funnel (before or after) shows at a stage. */
export type FunnelStageView = { visible: boolean; note: string };

export type FunnelView = {
  title: string;
  summary: string;
  stages: Record<FunnelStageName, FunnelStageView>;
};

/** A sample person at a prospect or customer: one name, one title and one company everywhere. */
export type SamplePerson = { name: string; title: string; company: string };

/** A member of the visitor's own revenue team in the samples: one name, one title and one handle everywhere. */
export type SampleTeammate = { name: string; title: string; handle: `@${string}` };

/** The alert-card fields of a cast member: `name`, `title` and `account`. */
export function alertContact({ name, title, company }: SamplePerson) {
  return { name, title, account: company };
}
