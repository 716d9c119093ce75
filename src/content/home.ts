/**
 * Home page copy and sample data (spec §2 "Home", §3). Every figure comes from the spec; the people and
 * companies inside the mock-ups are fictional. Customer quotes are attributed by role and company only.
 */
import { company } from '#src/content/company.ts';
import { siteConfig } from '#src/site.config.ts';
import { routeFor, type SitePath, type UseCaseGroup } from '#src/site-map.ts';
import { alertCard } from './alerts';
import { bookingCta } from './ctas';
import { type CustomerName, customers } from './customers';
import { metadataPresets } from './metadata-presets';
import { ownerFacts } from './owner-facts';
import type {
  CrmRecord,
  FunnelStage,
  FunnelView,
  LandscapeSummary,
  RoutedOpportunity,
  SamplePlaybook,
} from './samples';
import { alertContact, SAMPLE_CAST } from './samples';
import type { AlertCard, Cta, CtaBlock, FaqItem, Hero, PageMetadata, SectionIntro } from './types';

const { jordanLee, priyaShah, henrikSorensen } = SAMPLE_CAST;

/** Spec §3 "Case-study teaser". */
export type CaseStudyTeaser = {
  /** The customer whose drawn wordmark is shown. */
  logo: CustomerName;
  company: string;
  /**
   * The spec's person fields. The site never names a person at a real company: `personName` stays null
   * and the quote is attributed by `personTitle` and `company`; a null `personImage` draws a monogram.
   */
  personName: string | null;
  personTitle: string;
  personImage: string | null;
  quote: string;
  metric1: string;
  metric1Desc: string;
  metric2: string;
  metric2Desc: string;
  link: Cta;
};

export type HomeHero = Hero & {
  /** Short proof points under the calls to action. */
  highlights: readonly string[];
  /** The product visual: an enriched CRM record with the alert that changed it. */
  visual: { label: string; record: CrmRecord; alert: AlertCard };
};

/** What a showcase tab shows next to its copy. */
export type ShowcaseSample =
  | { kind: 'signals'; label: string; alerts: readonly AlertCard[] }
  | {
      kind: 'routing';
      label: string;
      channels: readonly string[];
      alert: AlertCard;
      opportunity: RoutedOpportunity;
    }
  | { kind: 'crm'; label: string; records: readonly CrmRecord[] }
  | { kind: 'playbook'; label: string; playbook: SamplePlaybook }
  | { kind: 'landscape'; label: string; summary: LandscapeSummary };

export type ShowcaseItem = {
  /** Lowercase letters only: it also names the panel's slot. */
  value: string;
  /** Tab label. */
  label: string;
  /** Panel heading: the spec's name for the feature. */
  title: string;
  description: string;
  points: readonly string[];
  sample: ShowcaseSample;
};

export type UseCaseIcon = 'hunt' | 'revive' | 'expand' | 'protect-deals' | 'protect-renewals' | 'churn';

export type UseCaseCard = { href: SitePath; label: string; blurb: string; icon: UseCaseIcon };

export type UseCaseGroupContent = { strategy: UseCaseGroup; title: string; cards: readonly UseCaseCard[] };

export type ExplainerStep = {
  icon: 'listen' | 'watch' | 'alert' | 'act';
  title: string;
  description: string;
  tags: readonly string[];
};

export type IntegrationItem = {
  kind: string;
  name: string;
  description: string;
};

export type HomeContent = {
  meta: PageMetadata;
  hero: HomeHero;
  logos: { headline: string; customers: readonly CustomerName[] };
  caseStudy: { intro: SectionIntro; teaser: CaseStudyTeaser };
  showcase: { intro: SectionIntro; tabsLabel: string; defaultValue: string; items: readonly ShowcaseItem[] };
  useCases: { intro: SectionIntro; groups: readonly UseCaseGroupContent[]; linkLabel: string };
  explainer: { intro: SectionIntro; steps: readonly ExplainerStep[] };
  funnel: {
    intro: SectionIntro;
    stages: readonly FunnelStage[];
    before: FunnelView;
    after: FunnelView;
    legend: string;
    tableCaption: string;
    weightLabel: string;
  };
  integrations: {
    intro: SectionIntro;
    items: readonly IntegrationItem[];
    api: { title: string; description: string };
  };
  faq: { intro: SectionIntro; items: readonly FaqItem[] };
  cta: CtaBlock;
};

const { salesCrm, marketingCrm, teamChat } = company.integrations;
const brand = siteConfig.name;
const teaserQuote = ownerFacts.quotes.homeTeaser.value;

const bookDemo: Cta = bookingCta('Book a demo');
const talkToExpert: Cta = bookingCta('Talk to an expert');

function toUseCaseCard(path: SitePath, icon: UseCaseIcon): UseCaseCard {
  const route = routeFor(path);
  return { href: path, label: route.label, blurb: route.blurb ?? '', icon };
}

// One fictional cast across the page: Alpenglow Software (an open deal owned by Jordan Lee, as in the
// Defend Open Opportunity playbook),
// Helio Health (a renewal owned by Priya Shah), Brightwater Analytics (a new prospect) and Larkspur Foods
// (closed-lost); the competitors are Rivalry AI and SignalScope.
const openDealAlert = alertCard({
  ...alertContact(henrikSorensen),
  tag: 'Open Opportunity',
  description:
    'Commented on a Rivalry AI pricing post and connected with two of its account executives while your deal is at Proposal.',
  competitor: 'Rivalry AI',
  accountStatus: 'Opportunity',
  accountDetails: [jordanLee.handle, 'Enterprise', 'Proposal'],
});

// Relative, as a CRM shows a recent change, so the sample never looks a year old.
const engagedOn = '2 days ago';

export const home = {
  meta: metadataPresets.home,

  hero: {
    eyebrow: 'Relationship-based competitive intelligence',
    headline: "AI that finds accounts engaging competitors and automates your team's response",
    description: `${brand} watches the key stakeholders at your prospects, open deals, closed-lost, renewal and customer accounts. When one engages a competitor, the account owner gets an alert in ${teamChat}, email and ${salesCrm}, and the right playbook starts.`,
    primaryCta: bookDemo,
    secondaryCta: talkToExpert,
    highlights: ['Unlimited seats and alerts', 'Live in 1-2 weeks', ownerFacts.certifications.value.soc2],
    visual: {
      label: `Product illustration: an alert about a contact engaging a competitor, and the CRM opportunity ${brand} enriched and flagged At-Risk`,
      record: {
        objectType: 'Opportunity',
        name: `${henrikSorensen.company}: Revenue platform`,
        subtitle: `Owned by ${jordanLee.name}`,
        enriched: true,
        fields: [
          { label: 'Owner', value: jordanLee.name },
          { label: 'Account', value: henrikSorensen.company },
          { label: 'Stage', value: 'Proposal' },
          { label: 'Status', value: 'At-Risk', enriched: true },
          { label: 'Competitor', value: 'Rivalry AI', enriched: true },
          { label: 'Date engaged', value: engagedOn, enriched: true },
        ],
        activity: [
          { text: 'Flagged At-Risk', meta: `${brand} · ${engagedOn}` },
          { text: 'Deal protection started', meta: `${brand} · ${engagedOn}` },
        ],
      },
      alert: openDealAlert,
    },
  },

  logos: {
    headline: 'Trusted by Revenue Leaders in highly competitive markets',
    customers: customers.map((customer) => customer.name),
  },

  caseStudy: {
    intro: {
      eyebrow: 'Customer story',
      headline: 'Competitor signals that turn into pipeline',
    },
    teaser: {
      logo: teaserQuote.company,
      company: teaserQuote.company,
      personName: null,
      personTitle: teaserQuote.role,
      personImage: null,
      quote: teaserQuote.text,
      metric1: '4.7%',
      metric1Desc: 'alert-to-opportunity conversion',
      metric2: '$5.3M',
      metric2Desc: 'pipeline opportunities generated',
      link: { label: 'Read customer stories', href: '/customers' },
    },
  },

  showcase: {
    intro: {
      eyebrow: 'Product',
      headline: 'From the first competitor signal to the play that answers it',
      description: `${brand} sees who is engaging your competitors, tells the right owner, writes it to the CRM and runs the response.`,
    },
    tabsLabel: 'Product features',
    defaultValue: 'signals',
    items: [
      {
        value: 'signals',
        label: 'Competitor engagement',
        title: 'See accounts engaging competitors',
        description:
          'An AI agent watches the key stakeholders in every account you care about and flags the moment one follows, comments on or connects with a competitor.',
        points: [
          'Prospects, open deals, closed-lost, renewal and customer accounts',
          'Every alert names the contact, the competitor and what they did',
          'Offensive and defensive signals, each tagged with its play',
        ],
        sample: {
          kind: 'signals',
          label: 'Sample alerts',
          alerts: [
            alertCard({
              ...alertContact(SAMPLE_CAST.marcusChen),
              tag: 'Renewal Risk',
              description:
                'Followed Rivalry AI and commented on its migration guide, a quarter before your renewal.',
              competitor: 'Rivalry AI',
              accountStatus: 'Renewal',
              accountDetails: [priyaShah.handle, 'Enterprise'],
              size: 'compact',
            }),
            alertCard({
              name: 'Ben Hartley',
              title: 'Director of Sales Operations',
              tag: 'Closed Lost Revival',
              description:
                'Posted that his team is reviewing its SignalScope rollout and asked peers for alternatives.',
              account: 'Larkspur Foods',
              competitor: 'SignalScope',
              accountStatus: 'Closed Lost',
              accountDetails: [jordanLee.handle, 'Mid-market'],
              size: 'compact',
            }),
          ],
        },
      },
      {
        value: 'alerts',
        label: 'Owner alerts',
        title: 'Alert account owners',
        description: `Each alert goes to the person who owns the account, in ${teamChat}, email and ${salesCrm}. Account executives get pipeline and risk alerts; account managers get renewal and churn alerts.`,
        points: [
          'Alerts arrive within minutes of the signal',
          'Routed by CRM ownership, with no triage queue',
          'A qualified signal creates an opportunity and routes it to the owner',
        ],
        sample: {
          kind: 'routing',
          label: 'Sample alert and the opportunity it created',
          channels: [teamChat, 'Email', salesCrm],
          alert: alertCard({
            name: 'Elena Ruiz',
            title: 'VP of Revenue',
            tag: 'New Business',
            description:
              'Connected with a SignalScope account executive and liked its post on replacing legacy tools.',
            account: 'Brightwater Analytics',
            competitor: 'SignalScope',
            accountStatus: 'Prospect',
            accountDetails: [jordanLee.handle, 'Enterprise'],
            size: 'compact',
          }),
          opportunity: {
            name: 'Brightwater Analytics: New business',
            account: 'Brightwater Analytics',
            owner: jordanLee.name,
            stage: 'Qualification',
            priority: 'High',
            badge: 'Routed',
            source: 'Created from a New Business signal: Elena Ruiz engaged SignalScope',
          },
        },
      },
      {
        value: 'enrichment',
        label: 'CRM enrichment',
        title: 'Enrich CRM records',
        description:
          'The competitor, the engagement date and the risk status land on the Account, Contact and Opportunity records your team already works from, so reports and forecasts carry competitive context.',
        points: [
          `${salesCrm} and ${marketingCrm}, connected in one click`,
          'Open opportunities flagged At-Risk, renewals flagged High Risk',
          'No new tool for reps to check',
        ],
        sample: {
          kind: 'crm',
          label: 'Sample enriched CRM records',
          records: [
            {
              objectType: 'Account',
              name: henrikSorensen.company,
              enriched: true,
              fields: [
                { label: 'Owner', value: jordanLee.name },
                { label: 'Status', value: 'Open' },
                { label: 'Competitor', value: 'Rivalry AI', enriched: true },
                { label: 'Date engaged', value: engagedOn, enriched: true },
              ],
            },
            {
              objectType: 'Contact',
              name: henrikSorensen.name,
              subtitle: henrikSorensen.title,
              enriched: true,
              fields: [
                { label: 'Owner', value: jordanLee.name },
                { label: 'Account', value: henrikSorensen.company },
                { label: 'Competitor', value: 'Rivalry AI', enriched: true },
                { label: 'Date engaged', value: engagedOn, enriched: true },
              ],
            },
            {
              objectType: 'Opportunity',
              name: `${henrikSorensen.company}: Revenue platform`,
              enriched: true,
              fields: [
                { label: 'Owner', value: jordanLee.name },
                { label: 'Account', value: henrikSorensen.company },
                { label: 'Stage', value: 'Proposal' },
                { label: 'Status', value: 'At-Risk', enriched: true },
                { label: 'Competitor', value: 'Rivalry AI', enriched: true },
                { label: 'Date engaged', value: engagedOn, enriched: true },
              ],
            },
          ],
        },
      },
      {
        value: 'playbooks',
        label: 'Playbooks',
        title: 'Run competitive playbooks',
        description:
          'Every signal starts the matching play: an alert to the right owner, a task in the CRM, talking points for the next meeting and a battlecard sequence, without anyone copying data between tools.',
        points: [
          'Plays for new business, open deals, closed-lost, expansion, renewals and churn',
          'Each action lands in the tool its owner already uses',
          'Triggered by the signal, not by someone remembering to check',
        ],
        sample: {
          kind: 'playbook',
          label: 'Sample playbook',
          playbook: {
            name: 'Renewal protection',
            trigger: 'A key stakeholder at a renewal account engages a competitor',
            actions: [
              { kind: 'alert', label: 'Send alert to CSM' },
              { kind: 'task', label: 'Create task in CRM' },
              { kind: 'document', label: 'Update QBR agenda' },
              { kind: 'sequence', label: 'Enroll in battlecard sequence' },
            ],
            status: 'active',
            runsPerMonth: 13,
          },
        },
      },
      {
        value: 'landscape',
        label: 'Landscape',
        title: 'Track the competitive landscape',
        description:
          'See where competitors show up across your accounts and what it is worth: new pipeline on offense, revenue at risk on defense.',
        points: [
          'Counts for open deals, renewals and churn risk in one view',
          'New pipeline value next to revenue at risk',
          'Ready for the weekly forecast and the board deck',
        ],
        sample: {
          kind: 'landscape',
          label: 'Sample landscape summary',
          summary: {
            title: 'Competitive landscape',
            period: 'This quarter',
            stats: [
              { label: 'Accounts engaging competitors', value: 34, format: 'count', tone: 'neutral' },
              { label: 'At-risk open opportunities', value: 12, format: 'count', tone: 'defensive' },
              { label: 'Churn risk accounts', value: 13, format: 'count', tone: 'defensive' },
              { label: 'Renewal risk accounts', value: 8, format: 'count', tone: 'defensive' },
              { label: 'New pipeline value', value: 1_252_000, format: 'usd', tone: 'offensive' },
              { label: 'At-risk revenue', value: 452_000, format: 'usd', tone: 'defensive' },
            ],
          },
        },
      },
    ],
  },

  useCases: {
    intro: {
      eyebrow: 'Use cases',
      headline: 'Play offense and defense with the same signal',
      description:
        'Win new business and keep the revenue you have: one play for each moment a competitor shows up in an account.',
    },
    linkLabel: 'Explore',
    groups: [
      {
        strategy: 'offensive',
        title: 'Offensive strategies',
        cards: [
          toUseCaseCard('/hunt-new-opportunities', 'hunt'),
          toUseCaseCard('/revive-closed-lost', 'revive'),
          toUseCaseCard('/flag-expansion-opportunities', 'expand'),
        ],
      },
      {
        strategy: 'defensive',
        title: 'Defensive strategies',
        cards: [
          toUseCaseCard('/win-open-deals', 'protect-deals'),
          toUseCaseCard('/defend-customer-base', 'protect-renewals'),
          toUseCaseCard('/predict-prevent-churn', 'churn'),
        ],
      },
    ],
  },

  explainer: {
    intro: {
      eyebrow: 'How it works',
      headline: 'Signals in, actions out',
      description: `No new dashboard to check. ${brand} listens, decides what matters and hands it to the person who can act on it.`,
    },
    steps: [
      {
        icon: 'listen',
        title: 'Listen to public networks',
        description:
          'It listens to public professional networks and social platforms, where buyers follow, comment on and connect with vendors long before they talk to sales.',
        tags: ['Professional networks', 'Social platforms'],
      },
      {
        icon: 'watch',
        title: 'Watch your key stakeholders',
        description:
          'An AI agent watches the key stakeholders at your prospects, open deals, closed-lost, renewal and customer accounts, and spots when one engages a competitor.',
        tags: ['Prospects', 'Open deals', 'Closed-lost', 'Renewals', 'Customers'],
      },
      {
        icon: 'alert',
        title: 'Alert the account owner',
        description:
          'Within minutes, the owner gets the alert with the contact, the competitor and what happened, in the tools they already use.',
        tags: [teamChat, 'Email', salesCrm, marketingCrm],
      },
      {
        icon: 'act',
        title: 'Run the playbook',
        description:
          'The matching play starts on its own: a task in the CRM, talking points for the next call, an updated QBR agenda, a battlecard sequence.',
        tags: ['Tasks', 'QBR agendas', 'Sequences'],
      },
    ],
  },

  funnel: {
    intro: {
      eyebrow: 'The blind spot',
      headline: 'Your stack sees the end of the funnel. Competitors work all of it.',
      description:
        'Buyers are 69% through their journey, and 80-90% already have a shortlist, before they talk to sales. Your CRM and marketing tools only record what buyers do with your own team, so competitor engagement stays out of sight until the decision is nearly made.',
    },
    stages: [
      { name: 'Awareness', weight: 10 },
      { name: 'Interest', weight: 9 },
      { name: 'Evaluation', weight: 8 },
      { name: 'Decision', weight: 5 },
    ],
    before: {
      title: `Without ${brand}`,
      summary:
        'You see the late, inward part of the funnel: the conversations buyers have with your own team.',
      stages: {
        Awareness: { visible: false, note: 'Not visible to your team' },
        Interest: { visible: false, note: 'Not visible: no CRM record' },
        Evaluation: { visible: true, note: 'Visible once the buyer talks to you' },
        Decision: { visible: true, note: 'Visible for your own deal only' },
      },
    },
    after: {
      title: `With ${brand}`,
      summary: 'You see competitor engagement at every stage, while there is still time to act on it.',
      stages: {
        Awareness: { visible: true, note: 'Stakeholders follow a competitor' },
        Interest: { visible: true, note: 'They engage with competitor posts' },
        Evaluation: { visible: true, note: 'They connect with competitor reps' },
        Decision: { visible: true, note: 'A competitor enters your deal or renewal' },
      },
    },
    legend:
      'Bar width shows the relative size of each stage: Awareness 10, Interest 9, Evaluation 8, Decision 5.',
    tableCaption: `What your team sees at each funnel stage, without and with ${brand}`,
    weightLabel: 'Relative stage size',
  },

  integrations: {
    intro: {
      eyebrow: 'Integrations',
      headline: 'Works where your team already works',
      description: 'Connect your CRM in one click. Alerts and records land in the tools reps already use.',
    },
    items: [
      {
        kind: 'Sales CRM',
        name: salesCrm,
        description: 'Enriched accounts, contacts and opportunities, routed opportunities and tasks.',
      },
      {
        kind: 'Marketing CRM',
        name: marketingCrm,
        description: 'Competitive context on contacts and companies for campaigns and sequences.',
      },
      {
        kind: 'Team chat',
        name: teamChat,
        description: 'Alerts to the account owner within minutes, with the play to run.',
      },
    ],
    api: {
      title: `${brand} API`,
      description: 'Anything else in your stack can receive signals and alerts through the API.',
    },
  },

  faq: {
    intro: {
      eyebrow: 'FAQ',
      headline: 'Questions revenue leaders ask',
      description: 'Straight answers on signals, alerts, setup, pricing and security.',
    },
    items: [
      {
        question: `Where does ${brand} find competitor engagement?`,
        answer:
          'On public professional networks and social platforms. An AI agent watches the key stakeholders at your prospects, open deals, closed-lost, renewal and customer accounts, and flags when one follows, comments on or connects with a competitor.',
      },
      {
        question: 'Who receives the alerts, and where?',
        answer: `The account owner, in ${teamChat}, email and your CRM, within minutes of the signal. Account executives receive pipeline and risk alerts; account managers receive renewal and churn alerts. Each alert names the contact, the competitor and the playbook to run.`,
      },
      {
        question: 'How long does it take to go live?',
        answer: `Typically 1-2 weeks. ${salesCrm} and ${marketingCrm} connect in one click, and other systems connect through our API. There is no implementation fee.`,
      },
      {
        question: `How is ${brand} priced?`,
        answer:
          'On outcomes: you pay for each qualified competitive opportunity that reaches your CRM opportunities pipeline. Seats and alerts are unlimited, and there are no credit limits.',
      },
      {
        question: 'How do you protect our data?',
        answer: `We hold a current ${ownerFacts.certifications.value.soc2} report and are GDPR and CCPA compliant. Data is encrypted with AES-256 at rest and TLS 1.2 in transit, and our Trust Center documents the rest.`,
      },
    ],
  },

  cta: {
    headline: 'See which of your accounts are talking to competitors',
    description: 'Book a 30-minute demo and see the alerts, CRM records and playbooks your team would get.',
    primaryCta: bookDemo,
    secondaryCta: talkToExpert,
  },
} satisfies HomeContent;
