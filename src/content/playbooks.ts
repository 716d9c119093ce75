import { company } from '#src/content/company.ts';
import { siteConfig } from '#src/site.config.ts';
import type { AlertCardInput } from './alerts';
import { bookingCta } from './ctas';
import { deliveryCopy } from './delivery';
import { type ProofPoint, proofPoint } from './proof-points';
import {
  alertContact,
  type CrmRecord,
  type DeliveryDetails,
  type DeliveryRecord,
  type RoutedOpportunity,
  SAMPLE_CAST,
  type SampleTeammate,
  type TaskKind,
  type TaskStatus,
} from './samples';
import type { AlertPlay, CtaBlock, PageMetadata } from './types';

/*
 * /playbooks, the competitive playbook library (spec §2 "Playbook library", §3 "Playbook"). The six
 * playbooks follow the spec's table exactly (id, title, category, stage, time to value, difficulty).
 * Metrics name what to measure; the only figures are the spec's (§9 "Marketing figures"). Each proof point
 * (the spec's `caseStudy` line) is an entry of src/content/proof-points/, read by proof-points.ts: a
 * customer story whose customer runs the play, or an owner fact.
 */

export const PLAYBOOK_CATEGORIES = ['acquisition', 'revival', 'expansion', 'defense'] as const;
export type PlaybookCategory = (typeof PLAYBOOK_CATEGORIES)[number];

export const INTELLIGENCE_PILLARS = [
  'Buyer Intent',
  'Competitor',
  'Internal Win/Loss',
  'Customer Intelligence',
] as const;
export type IntelligencePillar = (typeof INTELLIGENCE_PILLARS)[number];

export type PlaybookStep = { title: string; description: string; actions: readonly string[] };

/**
 * The sample alert a playbook responds to. Its tag follows from the playbook's category (spec §3:
 * acquisition = New Business, revival = Closed Lost Revival, expansion = Upsell Opportunity, defense =
 * Renewal Risk) and its strategy from the tag, so neither is written by hand: see `alertCardFor`. Its
 * `play` is the playbook itself, which for Defend Open Opportunity is Deal protection, not the Renewal
 * Risk tag's default.
 */
export type PlaybookAlert = Omit<AlertCardInput, 'tag' | 'size'> & { play: AlertPlay };

/**
 * A task of a playbook run (components/mock/task-timeline.tsx): one action of the playbook's own steps, so
 * the run and "How It Works" cannot drift apart, with who does it, when and how far it has got.
 */
export type PlaybookTask = {
  /** The step (1-4, as "How It Works" numbers them) and the action within it (from 1) the task carries out. */
  step: 1 | 2 | 3 | 4;
  action: number;
  kind: TaskKind;
  /** A teammate from the sample cast, or `'app'` for what the service does by itself. */
  owner: SampleTeammate | 'app';
  /** Relative to the signal: 'Today', 'Day 3'. */
  due: string;
  status: TaskStatus;
};

/** Where a playbook's sample alert arrives, and what that surface shows around it. */
export type PlaybookDelivery =
  | ({ surface: 'chat' } & Required<
      Pick<DeliveryDetails, 'channel' | 'time' | 'mentions' | 'message' | 'actions'>
    >)
  | ({ surface: 'email' } & Required<
      Pick<DeliveryDetails, 'to' | 'subject' | 'time' | 'message' | 'actions'>
    >)
  | { surface: 'crm'; record: DeliveryRecord };

/** What stands beside the alert: the artefact that shows what happens next. */
export type PlaybookNext =
  | { kind: 'routed-opportunity'; opportunity: RoutedOpportunity }
  | { kind: 'crm-record'; record: CrmRecord }
  | { kind: 'timeline'; tasks: readonly PlaybookTask[] };

/**
 * How a playbook shows itself at work, chosen by its topic: the alert inside the surface it is delivered
 * to, beside what happens next. The detail hero draws both; the library card draws the surface's top bar.
 */
export type PlaybookScene = {
  delivery: PlaybookDelivery;
  next: PlaybookNext;
  /** One line over each half: where the alert lands, and what happens next. */
  captions: { delivery: string; next: string };
};

/** Spec §3 "Playbook". */
export type Playbook = {
  id: 1 | 2 | 3 | 4 | 5 | 6;
  title: string;
  category: PlaybookCategory;
  stage: string;
  timeToValue: string;
  difficulty: 'Intermediate' | 'Advanced';
  description: string;
  objective: string;
  triggers: readonly [string, ...string[]];
  steps: readonly [PlaybookStep, PlaybookStep, PlaybookStep, PlaybookStep];
  metrics: readonly string[];
  intelligencePillars: readonly IntelligencePillar[];
  tools: readonly string[];
  sampleAlert: PlaybookAlert;
  scene: PlaybookScene;
  /**
   * What this play's step mock-ups show where they differ from the shared ones (labels.stepMocks): the
   * alert's channel and what the CRM records, who the outreach goes to, the campaign and the call agenda.
   * The spec's mock demo values (45 min, 12.4%, 5 contacts) stay shared.
   */
  stepMocks?: {
    alert?: Partial<Pick<StepMocks['alert'], 'channel' | 'created'>>;
    outreach?: Partial<Pick<StepMocks['outreach'], 'to' | 'subject'>>;
    campaign?: Partial<Pick<StepMocks['campaign'], 'name' | 'audience' | 'assets'>>;
    discovery?: Partial<Pick<StepMocks['discovery'], 'agenda'>>;
  };
} & ProofPoint;

/** Interface copy of the library and its detail view. */
export type PlaybookLibraryLabels = {
  listHeading: string;
  filterGroup: string;
  filters: { all: string; offensive: string; defensive: string };
  /** "Showing N playbooks": the count is inserted between the two parts. */
  resultCount: { before: string; one: string; other: string };
  searchResults: string;
  clearSearch: string;
  categoryBadge: { offensive: string; defensive: string };
  trigger: string;
  viewPlaybook: string;
  empty: { title: string; description: string };
  detail: {
    back: string;
    titleSuffix: string;
    objective: string;
    stage: string;
    timeToValue: string;
    difficulty: string;
    triggers: string;
    howItWorks: string;
    step: string;
    metrics: string;
    pillars: string;
    tools: string;
    caseStudy: string;
    /** Over the sample alert and what happens next, in the hero. */
    scene: string;
  };
  /** Accessible names of the step illustrations, by kind. */
  graphics: { alert: string; outreach: string; campaign: string; discovery: string };
  /** Text inside the step mini mock-ups; the figures are the spec's mock demo values (§9). */
  stepMocks: StepMocks;
};

export type StepMocks = {
  alert: { app: string; channel: string; signal: string; routedTo: string; created: string };
  outreach: { to: string; subject: string; metricLabel: string; metric: string; check: string };
  campaign: { name: string; audience: string; contacts: string; assets: readonly [string, string] };
  discovery: { meeting: string; duration: string; agenda: readonly [string, string, string] };
};

export type PlaybooksContent = {
  meta: PageMetadata;
  hero: { eyebrow: string; headline: string; description: string };
  labels: PlaybookLibraryLabels;
  /** Copy of the chat, email and CRM surfaces the sample alerts arrive in (not needed by the island). */
  delivery: typeof deliveryCopy;
  playbooks: readonly Playbook[];
  closing: CtaBlock;
};

const brand = siteConfig.name;
const { salesCrm, marketingCrm, teamChat } = company.integrations;
const { jordanLee, priyaShah, samCarter, morganHayes, noraEllis } = SAMPLE_CAST;

export const playbooks = {
  meta: {
    title: 'Competitive playbook library',
    description:
      'Six competitive playbooks for revenue teams, from capturing new business to preventing churn: the triggers, the four steps, the tools and what to measure.',
    keywords: ['competitive playbooks', 'GTM playbooks', 'win-back', 'churn prevention', 'renewal risk'],
    ogType: 'website',
  },

  hero: {
    eyebrow: 'GTM playbooks',
    headline: 'Competitive playbook library',
    description: `Six plays for the moments a competitor shows up in your accounts. Each one sets out the signals that trigger it, who acts, the four steps ${brand} automates or guides, and what to measure.`,
  },

  labels: {
    listHeading: 'Playbooks',
    filterGroup: 'Filter playbooks by strategy',
    filters: { all: 'All', offensive: 'Offensive', defensive: 'Defensive' },
    resultCount: { before: 'Showing', one: 'playbook', other: 'playbooks' },
    searchResults: 'matching',
    clearSearch: 'Clear search',
    categoryBadge: { offensive: 'Offensive Play', defensive: 'Defensive Play' },
    trigger: 'Trigger',
    viewPlaybook: 'View playbook',
    empty: { title: 'No playbooks found', description: 'Try selecting a different category' },
    detail: {
      back: '← Back to Library',
      titleSuffix: ' Playbook',
      objective: 'Objective',
      stage: 'Stage',
      timeToValue: 'Time to value',
      difficulty: 'Difficulty',
      triggers: 'Triggers',
      howItWorks: 'How It Works',
      step: 'Step',
      metrics: 'Metrics to track',
      pillars: 'Intelligence pillars',
      tools: 'Tools',
      caseStudy: 'Proof point',
      scene: 'Sample: the play in your tools',
    },
    graphics: {
      alert: 'Illustration: a competitor signal becomes an alert routed to the account owner',
      outreach: 'Illustration: a tailored outreach email ready to send',
      campaign: 'Illustration: a campaign reaching the wider buying group',
      discovery: 'Illustration: stakeholders scanned for competitor engagement',
    },
    stepMocks: {
      alert: {
        app: brand,
        channel: '#deal-alerts',
        signal: 'Competitor engagement detected',
        routedTo: 'Routed to the account owner',
        created: 'Opportunity created',
      },
      outreach: {
        to: 'Buying group',
        subject: 'How teams compare before they switch',
        metricLabel: 'Engagement rate',
        metric: '12.4%',
        check: 'Engagement check: replies and clicks',
      },
      campaign: {
        name: 'Competitive campaign',
        audience: 'Buying group',
        contacts: '5 contacts',
        assets: ['Comparison page', 'Battlecard messaging'],
      },
      discovery: {
        meeting: 'Discovery call',
        duration: '45 min',
        agenda: ['Tools in use today', 'Competitor evaluation', 'Decision timeline'],
      },
    },
  },

  delivery: deliveryCopy,

  playbooks: [
    {
      id: 1,
      title: 'Capture New Business',
      category: 'acquisition',
      stage: 'Top of Funnel',
      timeToValue: '2-4 weeks',
      difficulty: 'Intermediate',
      description:
        'Reach target accounts the moment their buying group starts engaging a competitor, while the evaluation is still open.',
      objective:
        'Turn competitor engagement at target accounts into qualified pipeline before the shortlist is final.',
      triggers: [
        'A stakeholder at a target account follows, comments on or attends an event run by a competitor',
        'Several members of the same buying group engage one competitor',
        "A new leader joins a target account from a competitor's customer",
      ],
      steps: [
        {
          title: 'Detect buying-group activity',
          description: `${brand} watches the stakeholders at your target accounts on public professional networks and social platforms and spots when they engage a competitor.`,
          actions: [
            `Match the engaged contact to the account in ${salesCrm}`,
            'Identify the rest of the buying group around them',
            'Record the competitor and the date engaged',
          ],
        },
        {
          title: 'Create and route the opportunity',
          description:
            'A qualified signal creates an opportunity in the CRM and routes it to the account owner, with the context needed to act.',
          actions: [
            'Create the opportunity with the competitor field filled in',
            'Assign it to the account executive who owns the account',
            `Alert the owner in ${teamChat} and by email`,
          ],
        },
        {
          title: 'Launch personalized outreach',
          description:
            'The account executive reaches the buying group while they are comparing options, with a message built around what the competitor is pitching.',
          actions: [
            "Open with the problem the competitor's content addresses",
            'Multi-thread across the buying group, not only the engaged contact',
            'Offer a side-by-side comparison or a short discovery call',
          ],
        },
        {
          title: 'Align marketing air cover',
          description:
            'Marketing supports the deal team so every stakeholder in the account hears a consistent competitive story.',
          actions: [
            'Add the account to a competitive ad audience',
            `Send comparison content to the wider buying group from ${marketingCrm}`,
            'Share the signal with the SDR team for follow-up',
          ],
        },
      ],
      metrics: [
        'Alert-to-opportunity conversion',
        'Pipeline created from competitive signals',
        'Time from alert to first meeting',
        'Win rate on competitive new business',
      ],
      intelligencePillars: ['Buyer Intent', 'Competitor'],
      tools: [salesCrm, marketingCrm, teamChat, 'Email'],
      ...proofPoint('athenian-competitive-new-biz'),
      stepMocks: { alert: { channel: '#new-business' } },
      sampleAlert: {
        ...alertContact(SAMPLE_CAST.danaWhitfield),
        description:
          'Commented on a Rivalry AI post about pipeline forecasting and registered for its webinar.',
        competitor: 'Rivalry AI',
        accountStatus: 'Prospect',
        accountDetails: [jordanLee.handle, 'Target account'],
        play: 'Competitive new biz',
      },
      scene: {
        delivery: {
          surface: 'chat',
          channel: '#new-business',
          time: '9:41 AM',
          mentions: [jordanLee.handle],
          message:
            'A stakeholder at one of your target accounts is engaging Rivalry AI. The opportunity is created and routed to you.',
          actions: ['Open opportunity', 'Start play'],
        },
        next: {
          kind: 'routed-opportunity',
          opportunity: {
            name: 'Northwind Logistics: New business',
            account: SAMPLE_CAST.danaWhitfield.company,
            owner: jordanLee.name,
            stage: 'Qualification',
            priority: 'High',
            badge: 'Routed',
            source: `Created from a New Business signal: ${SAMPLE_CAST.danaWhitfield.name} engaged Rivalry AI`,
          },
        },
        captions: {
          delivery: `The alert lands in #new-business in ${teamChat}, tagging the account owner`,
          next: `The opportunity is already in ${salesCrm}, routed to ${jordanLee.name}`,
        },
      },
    },
    {
      id: 2,
      title: 'Revive Closed Lost',
      category: 'revival',
      stage: 'Win-Back',
      timeToValue: '1-3 weeks',
      difficulty: 'Advanced',
      description:
        'Know when an account you lost starts looking again, and reopen the deal with the original owner and the full history.',
      objective:
        'Win back closed-lost accounts when they show they are reconsidering, with the context the first cycle lacked.',
      triggers: [
        'A stakeholder at a closed-lost account engages a different competitor, a sign the chosen vendor is under review',
        'Contacts at the account publicly discuss problems with the tool they chose',
        'The champion from the original deal joins a new company',
      ],
      steps: [
        {
          title: 'Monitor closed-lost accounts',
          description:
            'Closed-lost accounts stay on watch after the deal closes, so a change of heart shows up as soon as it is public.',
          actions: [
            'Watch the whole buying group from the lost deal, not only the primary contact',
            'Track engagement with the winning vendor and with its rivals',
            'Note leadership changes at the account',
          ],
        },
        {
          title: 'Flag the account for Win-Back',
          description:
            'When the signal is strong enough, the account is flagged Win-Back in the CRM and the closed-lost opportunity is reopened and assigned to the original owner.',
          actions: [
            'Set the Win-Back flag on the account',
            'Reopen the opportunity and assign it to the original owner',
            'Attach the loss reason and the notes from the last cycle',
          ],
        },
        {
          title: 'Start re-engagement outreach',
          description:
            'The original owner reopens the conversation with what has changed since, rather than the pitch that lost the first time.',
          actions: [
            'Acknowledge what has changed since the last conversation',
            'Address the original loss reason directly',
            'Bring back the executive sponsor from the first deal',
          ],
        },
        {
          title: 'Refresh win-back messaging',
          description:
            'What you learn from each revived deal sharpens the story for the next one and feeds your win/loss analysis.',
          actions: [
            'Update the battlecard for the competitor that won the first time',
            'Share the revived-deal story with the sales team',
            'Record the outcome against the original loss reason',
          ],
        },
      ],
      metrics: [
        'Closed-lost accounts reopened',
        'Win rate on revived opportunities (revival win rates run 15-25%)',
        'Time from Win-Back flag to first meeting',
        'Revenue recovered from closed-lost accounts',
      ],
      intelligencePillars: ['Internal Win/Loss', 'Competitor', 'Buyer Intent'],
      tools: [salesCrm, teamChat, 'Email', 'Battlecards'],
      ...proofPoint('navattic-closed-lost-revival'),
      stepMocks: {
        alert: { created: 'Reopened and flagged Win-Back' },
        discovery: { agenda: ['Why the deal was lost', 'What has changed since', 'Who is evaluating now'] },
        outreach: { to: 'Original buying group', subject: 'What has changed since your last evaluation' },
        campaign: {
          name: 'Win-back campaign',
          audience: 'Lost accounts',
          assets: ['Release highlights', 'Comparison page'],
        },
      },
      sampleAlert: {
        ...alertContact(SAMPLE_CAST.owenGallagher),
        description:
          'Posted about replacing the forecasting tool his team chose last year and started following SignalScope.',
        competitor: 'SignalScope',
        accountStatus: 'Closed Lost',
        accountDetails: [jordanLee.handle, 'Win-Back'],
        play: 'Closed lost revival',
      },
      scene: {
        delivery: {
          surface: 'email',
          to: jordanLee.name,
          subject: `Win-Back: ${SAMPLE_CAST.owenGallagher.company} is looking again`,
          time: '8:12 AM',
          message: `${SAMPLE_CAST.owenGallagher.company}, a deal you lost last year, is reviewing the tool it chose. The opportunity is reopened and assigned back to you, with the loss notes from the last cycle.`,
          actions: ['Open opportunity', 'View the run'],
        },
        next: {
          kind: 'timeline',
          tasks: [
            { step: 2, action: 1, kind: 'crm', owner: 'app', due: 'Today', status: 'done' },
            { step: 2, action: 2, kind: 'crm', owner: 'app', due: 'Today', status: 'done' },
            { step: 3, action: 2, kind: 'email', owner: jordanLee, due: 'Today', status: 'in-progress' },
            { step: 3, action: 3, kind: 'call', owner: jordanLee, due: 'Day 3', status: 'due' },
            { step: 4, action: 1, kind: 'document', owner: noraEllis, due: 'Day 5', status: 'due' },
          ],
        },
        captions: {
          delivery: 'The original owner gets the alert by email',
          next: 'The win-back run starts: the CRM work is done, the outreach is next',
        },
      },
    },
    {
      id: 3,
      title: 'Capture Expansion Opportunity',
      category: 'expansion',
      stage: 'Post-Sale Expansion',
      timeToValue: '2-4 weeks',
      difficulty: 'Intermediate',
      description:
        'Spot customers evaluating tools next to yours and turn that budget into an upsell before a competitor takes it.',
      objective:
        'Grow existing accounts by catching adjacent-tool evaluations early and offering the product that already covers the need.',
      triggers: [
        'A user at a customer account engages a competitor that sells a capability you also offer',
        'A new team or business unit at a customer engages a competitor',
        'A customer stakeholder asks publicly for recommendations in your category',
      ],
      steps: [
        {
          title: 'Identify adjacent evaluations',
          description:
            'Customer accounts are watched for engagement with competitors that overlap with the products you sell them, or could.',
          actions: [
            'Map which of your products each competitor overlaps with',
            'Match engaged contacts to the customer account and its current plan',
            'Spot new teams that are not yet users',
          ],
        },
        {
          title: 'Create the Expansion Opportunity',
          description: `${brand} creates an Expansion Opportunity in the CRM and alerts the account manager and the customer success manager together.`,
          actions: [
            'Create the Expansion Opportunity with the competitor and the team involved',
            `Alert the account manager and CSM in ${teamChat}`,
            "Add the signal to the account's success plan",
          ],
        },
        {
          title: 'Check in with the champion',
          description:
            'The account team asks about the new initiative, not the competitor, and shows how the current relationship can cover it.',
          actions: [
            'Ask the champion about the initiative behind the evaluation',
            'Show how your platform already covers the need',
            'Offer a scoped pilot for the new team',
          ],
        },
        {
          title: 'Run expansion campaigns',
          description:
            'Marketing supports the account team with proof from customers who expanded the same way.',
          actions: [
            'Enroll the account in a feature-adoption sequence',
            'Share customer stories from the same use case',
            'Invite the new team to a product workshop',
          ],
        },
      ],
      metrics: [
        'Expansion Opportunities created',
        'Expansion success rate (40-60%, against 20-30% for new business)',
        'Time from signal to signed expansion',
        'Net revenue retention',
      ],
      intelligencePillars: ['Customer Intelligence', 'Competitor', 'Buyer Intent'],
      tools: [salesCrm, marketingCrm, teamChat],
      ...proofPoint('expansion-success'),
      stepMocks: {
        alert: { created: 'Expansion Opportunity created' },
        discovery: { agenda: ['Tools in use today', 'Adjacent evaluations', 'Budget and timing'] },
        outreach: { to: 'Champion', subject: 'A closer look at the add-on you are evaluating' },
        campaign: {
          name: 'Expansion campaign',
          audience: 'Customer users',
          assets: ['Add-on overview', 'Customer story'],
        },
      },
      sampleAlert: {
        ...alertContact(SAMPLE_CAST.nadiaBrennan),
        description:
          'Joined a SignalScope webinar on customer health scoring, a capability your product offers and her team does not have yet.',
        competitor: 'SignalScope',
        accountStatus: 'Customer',
        accountDetails: [priyaShah.handle, 'Expansion Opportunity'],
        play: 'Competitive upsell',
      },
      scene: {
        delivery: {
          surface: 'crm',
          record: {
            objectType: 'Account',
            name: SAMPLE_CAST.nadiaBrennan.company,
            flag: 'Expansion Opportunity',
            fields: [
              { label: 'Owner', value: priyaShah.name },
              { label: 'Type', value: 'Customer' },
              { label: 'Competitor', value: 'SignalScope', enriched: true },
              { label: 'Capability', value: 'Customer health scoring', enriched: true },
            ],
          },
        },
        next: {
          kind: 'routed-opportunity',
          opportunity: {
            name: 'Bluefin Health: Customer health scoring',
            account: SAMPLE_CAST.nadiaBrennan.company,
            owner: priyaShah.name,
            stage: 'Qualification',
            priority: 'High',
            badge: 'Routed',
            source: `Expansion Opportunity: ${SAMPLE_CAST.nadiaBrennan.name} engaged SignalScope. ${samCarter.name}, the CSM, is alerted in ${teamChat}.`,
          },
        },
        captions: {
          delivery: `The customer account is flagged Expansion Opportunity in ${salesCrm}`,
          next: 'The Expansion Opportunity is created and routed to the account manager',
        },
      },
    },
    {
      id: 4,
      title: 'Defend Open Opportunity',
      category: 'defense',
      stage: 'Mid-to-Late Funnel',
      timeToValue: '1 week',
      difficulty: 'Advanced',
      description:
        'Know when a competitor enters a live deal, flag the opportunity At-Risk and give the deal team the play to win it.',
      objective:
        'Protect open pipeline by catching competitor involvement mid-cycle, before the buying group decides.',
      triggers: [
        'A member of the buying group on an open opportunity engages a competitor',
        "A stakeholder who is not yet in the deal engages a competitor's content",
        "An economic buyer connects with a competitor's sales team",
      ],
      steps: [
        {
          title: 'Flag the opportunity At-Risk',
          description:
            'The opportunity status is set to At-Risk in the CRM, and the account executive learns who engaged, which competitor and when.',
          actions: [
            'Set the opportunity status to At-Risk',
            'Log the competitor and the date engaged on the opportunity',
            `Alert the account executive and their manager in ${teamChat}`,
          ],
        },
        {
          title: 'Assess the competitive threat',
          description:
            "The deal team works out how far the competitor has got and where it is strong, before changing the deal's course.",
          actions: [
            'Identify which stakeholders are engaged and their role in the decision',
            'Pull the battlecard for that competitor',
            'Bring in a solution engineer for the technical differentiators',
          ],
        },
        {
          title: 'Run multi-threaded engagement',
          description:
            'The account executive widens the conversation so the decision does not rest on one contact who is already looking elsewhere.',
          actions: [
            'Reach the engaged stakeholder with a tailored comparison',
            'Engage the economic buyer directly',
            'Offer a reference call with a customer who made the same choice',
          ],
        },
        {
          title: 'Reinforce competitive messaging',
          description:
            'Every touchpoint for the rest of the deal answers the competitor before the buyer has to ask.',
          actions: [
            'Send a comparison one-pager to the buying group',
            "Address the competitor's claims in the next demo",
            'Record what worked for the next deal against this competitor',
          ],
        },
      ],
      metrics: [
        'Win rate on deals flagged At-Risk (up by as much as 30%)',
        'Time from At-Risk flag to response',
        'Deals lost to each competitor',
        'Sales cycle length on contested deals',
      ],
      intelligencePillars: ['Competitor', 'Buyer Intent', 'Internal Win/Loss'],
      tools: [salesCrm, teamChat, 'Battlecards'],
      ...proofPoint('gainsight-deal-protection'),
      stepMocks: {
        alert: { channel: '#deal-desk', created: 'Opportunity flagged At-Risk' },
        discovery: { agenda: ['Who engaged the competitor', 'What they are comparing', 'Decision timeline'] },
        outreach: { subject: 'Side by side: what each option means for your rollout' },
        campaign: { name: 'Competitive messaging', assets: ['Battlecard', 'Comparison page'] },
      },
      sampleAlert: {
        ...alertContact(SAMPLE_CAST.henrikSorensen),
        description:
          'Connected with two Rivalry AI account executives during your evaluation and liked its pricing post.',
        competitor: 'Rivalry AI',
        accountStatus: 'Opportunity',
        accountDetails: [jordanLee.handle, 'At-Risk'],
        play: 'Deal protection',
      },
      scene: {
        delivery: {
          surface: 'chat',
          channel: '#deal-desk',
          time: '11:05 AM',
          mentions: [jordanLee.handle, morganHayes.handle],
          message: 'A competitor has entered one of your open deals. The opportunity is flagged At-Risk.',
          actions: ['Open opportunity', 'Get battlecard'],
        },
        next: {
          kind: 'crm-record',
          record: {
            objectType: 'Opportunity',
            name: 'Alpenglow Software: Revenue platform',
            subtitle: `Owned by ${jordanLee.name}`,
            enriched: true,
            fields: [
              { label: 'Owner', value: jordanLee.name },
              { label: 'Stage', value: 'Proposal' },
              { label: 'Status', value: 'At-Risk', enriched: true },
              { label: 'Competitor', value: 'Rivalry AI', enriched: true },
              { label: 'Engaged', value: SAMPLE_CAST.henrikSorensen.name, enriched: true },
              { label: 'Date engaged', value: 'Today', enriched: true },
            ],
            activity: [
              { text: 'Flagged At-Risk', meta: `${brand} · Today` },
              { text: 'Deal protection started', meta: `${brand} · Today` },
            ],
          },
        },
        captions: {
          delivery: 'The account executive and their manager are tagged in #deal-desk',
          next: 'The opportunity is flagged At-Risk, with the competitor on the record',
        },
      },
    },
    {
      id: 5,
      title: 'Protect Renewal',
      category: 'defense',
      stage: 'Pre-Renewal',
      timeToValue: '4-8 weeks',
      difficulty: 'Intermediate',
      description:
        'Catch customers evaluating competitors ahead of renewal, flag the renewal High Risk and defend it before the RFP lands.',
      objective:
        'Secure renewals by spotting competitor evaluations 90-120 days out, while the account team has time to respond.',
      triggers: [
        'A decision maker at a customer engages a competitor in the months before renewal',
        "A new executive at a customer account comes from a competitor's customer",
        "Users at a customer account attend a competitor's event or webinar",
      ],
      steps: [
        {
          title: 'Flag the renewal High Risk',
          description:
            'The renewal is flagged High Risk in the CRM and the account manager is alerted with the stakeholder, the competitor and the renewal date.',
          actions: [
            'Set the renewal status to High Risk',
            `Send the alert to the CSM in ${teamChat} and by email`,
            `Create a renewal-defense task in ${salesCrm}`,
          ],
        },
        {
          title: 'Diagnose the value gap',
          description:
            'The account team finds out why the customer is looking, from usage, support history and what the competitor is pitching.',
          actions: [
            'Review product usage and open support issues',
            'Find which capabilities the competitor is pitching',
            'Confirm the renewal decision makers and timeline',
          ],
        },
        {
          title: 'Hold an executive check-in',
          description:
            'Leadership on both sides reviews the outcomes delivered so far and agrees on what the next term must deliver.',
          actions: [
            'Run a business review focused on outcomes delivered',
            'Present the roadmap for the capabilities in question',
            'Agree on a success plan for the next term',
          ],
        },
        {
          title: 'Reinforce value with targeted content',
          description:
            'Every stakeholder in the renewal decision sees the value they would give up, not only the champion.',
          actions: [
            "Update the QBR agenda to answer the competitor's claims",
            'Share a value summary with the economic buyer',
            'Enroll the stakeholders in a battlecard sequence',
          ],
        },
      ],
      metrics: [
        'Renewal win rate',
        'Renewals flagged High Risk and saved',
        'Warning time before renewal (90-120 days)',
        'Gross revenue retention',
      ],
      intelligencePillars: ['Customer Intelligence', 'Competitor', 'Internal Win/Loss'],
      tools: [salesCrm, teamChat, 'Email', 'Battlecards'],
      ...proofPoint('renewal-win-rate'),
      stepMocks: {
        alert: { created: 'Renewal flagged High Risk' },
        discovery: {
          agenda: ['Usage and support history', 'What the competitor pitches', 'Renewal timeline'],
        },
        outreach: { to: 'Executive sponsor', subject: 'What you achieved this year, and what is next' },
        campaign: {
          name: 'Renewal value campaign',
          audience: 'Decision makers',
          assets: ['Value summary', 'QBR agenda'],
        },
      },
      sampleAlert: {
        ...alertContact(SAMPLE_CAST.tomBecker),
        description:
          'Attended a SignalScope customer event and followed two of its product leaders, ahead of your renewal.',
        competitor: 'SignalScope',
        accountStatus: 'Renewal',
        accountDetails: [priyaShah.handle, 'High Risk'],
        play: 'Renewal protection',
      },
      scene: {
        delivery: {
          surface: 'crm',
          record: {
            objectType: 'Renewal',
            name: 'Saltmarsh Retail: Renewal',
            flag: 'High Risk',
            fields: [
              { label: 'Owner', value: priyaShah.name },
              { label: 'Renewal date', value: 'Next quarter' },
              { label: 'Renewal status', value: 'High Risk', enriched: true },
              { label: 'Competitor', value: 'SignalScope', enriched: true },
            ],
          },
        },
        next: {
          kind: 'timeline',
          tasks: [
            { step: 1, action: 1, kind: 'crm', owner: 'app', due: 'Today', status: 'done' },
            { step: 1, action: 2, kind: 'alert', owner: 'app', due: 'Today', status: 'done' },
            { step: 2, action: 1, kind: 'document', owner: samCarter, due: 'Day 2', status: 'in-progress' },
            { step: 4, action: 1, kind: 'document', owner: priyaShah, due: 'Day 7', status: 'due' },
            { step: 3, action: 1, kind: 'meeting', owner: priyaShah, due: 'Day 14', status: 'due' },
          ],
        },
        captions: {
          delivery: `The renewal is flagged High Risk in ${salesCrm}, months before the date`,
          next: 'The renewal defense is under way, each task with an owner and a date',
        },
      },
    },
    {
      id: 6,
      title: 'Prevent Churn',
      category: 'defense',
      stage: 'Mid-Contract',
      timeToValue: '2-6 weeks',
      difficulty: 'Advanced',
      description:
        "Get warned mid-contract when a customer's stakeholders start engaging competitors, while there is still time to change the outcome.",
      objective:
        'Reduce churn by detecting competitor engagement early in the contract and fixing the underlying problem before the renewal is in question.',
      triggers: [
        'Several users at a customer account engage the same competitor',
        'A customer champion leaves the company or changes role',
        'A customer stakeholder publicly asks for alternatives in your category',
      ],
      steps: [
        {
          title: 'Detect early churn signals',
          description:
            'Champions, admins and executive sponsors at every customer are watched for competitor engagement long before the renewal window opens.',
          actions: [
            'Watch champions, admins and executive sponsors at every customer',
            'Combine competitor engagement with product usage trends',
            "Score the account's churn risk",
          ],
        },
        {
          title: 'Alert the customer success team',
          description:
            'The customer success manager and account manager get the signal in the tools they use, with the account already updated in the CRM.',
          actions: [
            `Alert the CSM and account manager in ${teamChat}`,
            `Log the risk and the competitor on the account in ${salesCrm}`,
            'Open a churn-prevention task with an owner and a due date',
          ],
        },
        {
          title: 'Run an account health check',
          description:
            'The CSM meets the customer to find out what changed and fixes what can be fixed straight away.',
          actions: [
            'Meet the champion to understand what changed',
            'Bring in support or services to close open issues',
            'Find a new executive sponsor if the champion has left',
          ],
        },
        {
          title: 'Launch a retention campaign',
          description:
            'Marketing and customer success re-engage the wider user base so value does not depend on one relationship.',
          actions: [
            'Share adoption guides for underused features',
            'Invite users to training and office hours',
            'Highlight the results the customer has achieved so far',
          ],
        },
      ],
      metrics: [
        'Churn rate on alerted accounts',
        'Accounts retained after a churn alert',
        'Lead time between alert and renewal date',
        'Net revenue retention',
      ],
      intelligencePillars: ['Customer Intelligence', 'Competitor', 'Buyer Intent'],
      tools: [salesCrm, marketingCrm, teamChat],
      ...proofPoint('churn-prediction'),
      stepMocks: {
        alert: { channel: '#customer-success', created: 'Churn risk logged in the CRM' },
        discovery: { agenda: ['Usage trends', 'Competitor engagement', 'Renewal date'] },
        outreach: { to: 'Champion and admins', subject: 'Your account health review' },
        campaign: {
          name: 'Retention campaign',
          audience: 'Customer users',
          assets: ['Adoption guides', 'Training invitations'],
        },
      },
      sampleAlert: {
        ...alertContact(SAMPLE_CAST.leilaKhan),
        description:
          'Asked her network for alternatives to her current platform and followed Rivalry AI the same week.',
        competitor: 'Rivalry AI',
        accountStatus: 'Active',
        accountDetails: [priyaShah.handle, 'Mid-contract'],
        play: 'Churn prevention',
      },
      scene: {
        delivery: {
          surface: 'chat',
          channel: '#customer-success',
          time: '2:17 PM',
          mentions: [samCarter.handle, priyaShah.handle],
          message: `Churn signal at ${SAMPLE_CAST.leilaKhan.company}, mid-contract. The risk and the competitor are logged on the account.`,
          actions: ['Open account', 'Start play'],
        },
        next: {
          kind: 'timeline',
          tasks: [
            { step: 2, action: 1, kind: 'alert', owner: 'app', due: 'Today', status: 'done' },
            { step: 2, action: 2, kind: 'crm', owner: 'app', due: 'Today', status: 'done' },
            { step: 3, action: 1, kind: 'meeting', owner: samCarter, due: 'Day 2', status: 'in-progress' },
            { step: 3, action: 2, kind: 'email', owner: samCarter, due: 'Day 3', status: 'due' },
            { step: 4, action: 2, kind: 'sequence', owner: noraEllis, due: 'Day 7', status: 'due' },
          ],
        },
        captions: {
          delivery: 'The CSM and the account manager are tagged in #customer-success',
          next: 'The churn-prevention run opens with a health check on the account',
        },
      },
    },
  ],

  closing: {
    headline: 'Run these plays on live signals',
    description: `See which of your accounts are engaging competitors today, and how ${brand} turns each signal into the next step in your CRM.`,
    primaryCta: bookingCta('Book a demo'),
    secondaryCta: bookingCta('Talk to an expert'),
  },
} satisfies PlaybooksContent;
