import { breadcrumbJsonLd } from '#src/lib/structured-data.ts';
import { siteConfig } from '#src/site.config.ts';
import { routeFor } from '#src/site-map.ts';
import { bookingCta } from './ctas';
import { type CustomerName, findCustomer } from './customers';
import { ownerFacts } from './owner-facts';
import type { CtaBlock, Hero, Metric, PageMetadata, SectionIntro } from './types';

/*
 * The four customer stories (spec §2 "Case-study pages", §3 "Case-study metrics") and the /customers page
 * that lists them. Gainsight, Navattic, Athenian and Vendr are real companies: quotes are attributed by
 * role and company only, no person is named, and the only figures are the spec's own metrics. What only the
 * company can confirm (the customers' industry, team and plays, the quotes and roles, the profile links)
 * is read from the owner facts (owner-facts.ts).
 */

export type CaseStudySlug = 'gainsight' | 'navattic' | 'athenian' | 'vendr';

/** A block of the story: an h2 and one or more paragraphs, optionally with a list of points. */
export type CaseStudyPart = { headline: string; paragraphs: readonly string[]; points?: readonly string[] };

export type CaseStudyQuote = {
  text: string;
  /** Attribution by role and company, never by an invented name. */
  role: string;
  company: CustomerName;
};

/**
 * The quoted person's professional profile. We never name people at these companies, so the link goes to
 * the company's page on the professional network, labelled as what it is.
 */
export type ProfileLink = { url: string; label: string };

export type CaseStudy = {
  slug: CaseStudySlug;
  path: `/customers-${CaseStudySlug}`;
  company: CustomerName;
  meta: PageMetadata;
  /** What the company does, in a few words, shown in the fact list. */
  industry: string;
  /** The team that runs Countermove day to day. */
  team: string;
  /** Plays the team runs, shown as tags. */
  plays: readonly string[];
  /** The h1. */
  headline: string;
  /** One-paragraph summary under the h1 of the story. */
  summary: string;
  /** One line for the story's card (on /customers and under "More customer stories"), unlike the summary. */
  cardLine: string;
  /** Headline metrics, exactly as the spec gives them. The first is the card's headline metric. */
  metrics: readonly [Metric, ...Metric[]];
  challenge: CaseStudyPart;
  solution: CaseStudyPart;
  results: CaseStudyPart;
  quote: CaseStudyQuote;
  profile: ProfileLink;
};

const { meetingMinutes } = siteConfig.scheduler;
const bookDemo = bookingCta('Book a demo');
const customersPath = '/customers' as const;
const customersLabel = routeFor(customersPath).label;

function caseStudyMeta(
  path: CaseStudy['path'],
  company: CustomerName,
  title: string,
  description: string,
): PageMetadata {
  return {
    title,
    description,
    ogType: 'article',
    keywords: [`${company} case study`, 'competitive intelligence', 'customer story'],
    structuredData: breadcrumbJsonLd([
      { name: customersLabel, path: customersPath },
      { name: company, path },
    ]),
  };
}

const gainsight = {
  slug: 'gainsight',
  path: '/customers-gainsight',
  company: ownerFacts.customers.gainsight.value.name,
  meta: caseStudyMeta(
    '/customers-gainsight',
    'Gainsight',
    'Gainsight case study: $5.3M in pipeline',
    'How Gainsight turned alerts about accounts engaging competitors into $5.3M in pipeline, with 4.7% of alerts becoming opportunities.',
  ),
  industry: ownerFacts.customers.gainsight.value.industry,
  team: ownerFacts.customers.gainsight.value.team,
  plays: ownerFacts.customers.gainsight.value.plays,
  headline: 'How Gainsight built $5.3M in pipeline from competitor signals',
  summary:
    'Gainsight sells into a category where every buyer has heard several pitches. With Countermove, its sellers learn when a stakeholder at a target account starts engaging a competitor, and they reach that account while the evaluation is still open.',
  cardLine:
    'Sellers reach target accounts while the evaluation is still open, not after a competitor has framed it.',
  metrics: [
    { value: '$5.3M', label: 'pipeline generated' },
    { value: '4.7%', label: 'alert-to-opportunity conversion' },
    { value: '95%', label: 'sales efficiency' },
  ],
  challenge: {
    headline: 'The challenge',
    paragraphs: [
      'Competitive evaluations started long before a prospect filled in a form. By the time an account showed up as inbound interest, a shortlist often already existed, and Gainsight was finding out about competitors in the second or third call.',
      'Intent data pointed at thousands of accounts that were “researching the category”, but it could not say who was talking to whom. Sellers spent hours working accounts that were not in market and still missed the ones that were.',
    ],
  },
  solution: {
    headline: 'The solution',
    paragraphs: [
      'Gainsight connected its CRM and its chat workspace to Countermove and pointed it at its target accounts, open opportunities and closed-lost list. The agent watches the key stakeholders at those accounts on public professional networks and social platforms.',
      'When one of them engages a competitor, the account owner gets an alert within minutes: who engaged, which competitor, and the account status. The same signal lands on the account record in the CRM, so managers see it in pipeline reviews without asking.',
    ],
    points: [
      'Alerts routed to the account owner in team chat and email, not to a shared inbox',
      'Account, contact and opportunity records enriched with the competitor and the date engaged',
      'A competitive new-business playbook that opens a task with the talk track for that competitor',
      'Open deals flagged At-Risk when a buying-group member engages a competitor mid-cycle',
    ],
  },
  results: {
    headline: 'The results',
    paragraphs: [
      'Alerts became a pipeline source in their own right: $5.3M in pipeline, with 4.7% of alerts converting into an opportunity. Because every alert names an account that is already evaluating, sellers put their time where a decision is being made: 95% sales efficiency on the accounts worked from alerts.',
      'Pipeline reviews changed too. Competitor involvement is a field on the opportunity, not a guess, so forecast calls start from what the buying group is actually doing.',
    ],
  },
  quote: ownerFacts.quotes.gainsight.value,
  profile: ownerFacts.customerProfiles.gainsight.value,
} as const satisfies CaseStudy;

const navattic = {
  slug: 'navattic',
  path: '/customers-navattic',
  company: ownerFacts.customers.navattic.value.name,
  meta: caseStudyMeta(
    '/customers-navattic',
    'Navattic',
    'Navattic case study: a 26.7% win rate',
    'How Navattic closed 80 deals and $600K in ARR by reaching accounts the moment they engaged a competitor, at a 26.7% win rate.',
  ),
  industry: ownerFacts.customers.navattic.value.industry,
  team: ownerFacts.customers.navattic.value.team,
  plays: ownerFacts.customers.navattic.value.plays,
  headline: 'How Navattic closed 80 competitive deals at a 26.7% win rate',
  summary:
    'Navattic competes in a young, crowded category where buyers compare several vendors side by side. Countermove shows its sellers which accounts are in an active evaluation, so they join early and set the terms of the comparison.',
  cardLine: 'Joining side-by-side evaluations early, and setting the terms of the comparison.',
  metrics: [
    { value: '$600K', label: 'ARR won' },
    { value: '80', label: 'deals closed won' },
    { value: '26.7%', label: 'win rate' },
  ],
  challenge: {
    headline: 'The challenge',
    paragraphs: [
      'In a fast-growing category, new competitors appear every quarter, and buyers often trial two or three tools at once. Navattic often learned it was in a competitive deal only when the prospect asked for a side-by-side comparison.',
      'A lean sales team could not afford to spread effort evenly across every account that visited the website. It needed to know which accounts were choosing a vendor now, and which vendor they were looking at.',
    ],
  },
  solution: {
    headline: 'The solution',
    paragraphs: [
      'Countermove watches the buying groups at Navattic’s target accounts, open deals and closed-lost accounts. When a stakeholder engages a competitor, the account owner is alerted with the contact, the competitor and the account status, and the CRM record is enriched with the same details.',
      'Each alert starts a playbook. For new accounts, it is a competitive outreach sequence with the right positioning for that competitor. For closed-lost accounts, it re-opens the account and assigns it to the original owner, who already knows the history.',
    ],
    points: [
      'Alerts on target accounts, open opportunities and closed-lost accounts',
      'Competitor and date engaged written to the account and opportunity in the CRM',
      'Closed-lost revival that re-opens the account for its original owner',
      'Competitor-specific talk tracks attached to every alert',
    ],
  },
  results: {
    headline: 'The results',
    paragraphs: [
      'Working from competitor signals, Navattic closed 80 deals worth $600K in ARR, at a 26.7% win rate. Sellers arrive while the evaluation is forming, so they shape the criteria instead of answering someone else’s.',
      'Closed-lost stopped being a dead list. When a lost account engages a competitor again, the original owner hears about it first and has a reason to call.',
    ],
  },
  quote: ownerFacts.quotes.navattic.value,
  profile: ownerFacts.customerProfiles.navattic.value,
} as const satisfies CaseStudy;

const athenian = {
  slug: 'athenian',
  path: '/customers-athenian',
  company: ownerFacts.customers.athenian.value.name,
  meta: caseStudyMeta(
    '/customers-athenian',
    'Athenian',
    'Athenian case study: 9.8% booked meeting rate',
    'How Athenian used competitor engagement alerts to reach the right engineering leaders at the right time: a 9.8% booked meeting rate and a 4x response rate.',
  ),
  industry: ownerFacts.customers.athenian.value.industry,
  team: ownerFacts.customers.athenian.value.team,
  plays: ownerFacts.customers.athenian.value.plays,
  headline: 'How Athenian reached a 9.8% booked meeting rate on outbound',
  summary:
    'Athenian sells to engineering leaders, an audience that ignores most cold outreach. Countermove tells its team which leaders are engaging a competitor, so every message arrives when the buyer is already thinking about the problem.',
  cardLine: 'Outbound to engineering leaders, timed to the moment they engage a competitor.',
  metrics: [
    { value: '9.8%', label: 'booked meeting rate' },
    { value: '4x', label: 'response rate' },
    { value: '95%', label: 'lead quality' },
  ],
  challenge: {
    headline: 'The challenge',
    paragraphs: [
      'Engineering leaders receive a steady stream of vendor email, and generic sequences were getting generic results. Lists built from firmographics and intent scores looked right on paper, but most accounts on them were not evaluating anything.',
      'The team needed a reason to reach out that the buyer would recognize as relevant, and a way to spend its outbound effort on accounts that were in market.',
    ],
  },
  solution: {
    headline: 'The solution',
    paragraphs: [
      'Athenian pointed Countermove at its ideal-customer accounts and closed-lost list. When an engineering leader at one of those accounts engages a competitor on a public professional network or social platform, the sales development rep who owns the account gets an alert with the contact, the competitor and the account status.',
      'The alert feeds a competitive playbook: the contact is enriched in the CRM, and the rep gets a short sequence that speaks to what that competitor does and does not measure.',
    ],
    points: [
      'Alerts on named engineering leaders, routed to the rep who owns the account',
      'Contacts enriched in the CRM with the competitor and the date engaged',
      'Outbound sequences written for each competitor, not for the category',
      'Closed-lost accounts watched for a second evaluation',
    ],
  },
  results: {
    headline: 'The results',
    paragraphs: [
      'Outreach timed to a competitor signal reached a 9.8% booked meeting rate, with a 4x response rate against the team’s usual sequences. Lead quality reached 95%, because each lead is a named person already evaluating the category.',
      'The team now builds its outbound week around the alert feed rather than a static list.',
    ],
  },
  quote: ownerFacts.quotes.athenian.value,
  profile: ownerFacts.customerProfiles.athenian.value,
} as const satisfies CaseStudy;

const vendr = {
  slug: 'vendr',
  path: '/customers-vendr',
  company: ownerFacts.customers.vendr.value.name,
  meta: caseStudyMeta(
    '/customers-vendr',
    'Vendr',
    'Vendr case study: 25 opportunities in 3 months',
    'How Vendr created 25 opportunities in its first 3 months from accounts engaging competitors, and ranked the signal #1 against its intent tools.',
  ),
  industry: ownerFacts.customers.vendr.value.industry,
  team: ownerFacts.customers.vendr.value.team,
  plays: ownerFacts.customers.vendr.value.plays,
  headline: 'How Vendr created 25 opportunities in 3 months',
  summary:
    'Vendr already ran intent data. Countermove added something intent tools do not show: which people at which accounts are engaging a competitor. In its first three months, that signal produced 25 opportunities.',
  cardLine: 'What intent data missed: the people at each account who were talking to a competitor.',
  metrics: [
    { value: '25', label: 'opportunities in 3 months' },
    { value: '#1', label: 'versus intent tools' },
  ],
  challenge: {
    headline: 'The challenge',
    paragraphs: [
      'Intent tools surfaced accounts researching software buying in general. The scores were useful for prioritizing, but they did not say whether an account was comparing Vendr with an alternative, or who in the buying group was doing it.',
      'Revenue operations wanted a signal that could be routed, measured and trusted, and that turned into opportunities rather than more accounts to research.',
    ],
  },
  solution: {
    headline: 'The solution',
    paragraphs: [
      'Vendr connected Countermove to its CRM in one click. Revenue operations chose the accounts to watch and the routing rules; the agent watches the stakeholders at those accounts and alerts the account executive who owns each one when a stakeholder engages a competitor.',
      'Every alert enriches the CRM, and a qualified signal creates and routes an opportunity. That made the new source measurable from day one, side by side with the intent tools already in the stack.',
    ],
    points: [
      'One-click CRM integration and routing rules set by revenue operations',
      'A competitive signal creates and routes an opportunity to the account owner',
      'Account and contact records enriched with the competitor and date engaged',
      'Open opportunities flagged At-Risk when a stakeholder engages a competitor',
    ],
  },
  results: {
    headline: 'The results',
    paragraphs: [
      'In the first 3 months, Countermove alerts produced 25 opportunities. Measured side by side with the intent tools in Vendr’s stack, it ranked #1 as a source of real opportunities.',
      'Because each opportunity carries its source and competitor in the CRM, revenue operations can report on competitive pipeline without a spreadsheet.',
    ],
  },
  quote: ownerFacts.quotes.vendr.value,
  profile: ownerFacts.customerProfiles.vendr.value,
} as const satisfies CaseStudy;

export const caseStudies = [gainsight, navattic, athenian, vendr] as const satisfies readonly CaseStudy[];

export function findCaseStudy(slug: CaseStudySlug): CaseStudy {
  const study = caseStudies.find((entry) => entry.slug === slug);
  if (!study) throw new Error(`Unknown case study ${slug}`);
  return study;
}

/** Shared copy of the case-study template. */
export const caseStudyTemplate = {
  eyebrow: 'Customer story',
  factLabels: { industry: 'Industry', team: 'Team', plays: 'Plays' },
  metricsHeading: 'Results at a glance',
  quoteHeading: 'In their words',
  moreHeading: 'More customer stories',
  readStory: 'Read the story',
  sidebar: {
    headline: 'See it on your accounts',
    description: `We show you which of your prospects and customers are engaging competitors, in a ${meetingMinutes}-minute call.`,
    cta: bookDemo,
  },
  cta: {
    headline: 'See which of your accounts are engaging competitors',
    description: `In a ${meetingMinutes}-minute call we look at your market, your competitors and the accounts you care about, and show you the alerts your team would get.`,
    primaryCta: bookDemo,
    secondaryCta: bookingCta('Talk to an expert'),
  } satisfies CtaBlock,
} as const;

/** /customers: hero, the four case-study cards, how the teams use Countermove, call to action. */
export type CustomersPageContent = {
  meta: PageMetadata;
  hero: Hero;
  /** Name of the row of customers' marks in the hero. */
  marksLabel: string;
  stories: SectionIntro;
  practices: SectionIntro & { items: readonly { title: string; description: string }[] };
  cta: CtaBlock;
};

export const customersPage = {
  meta: {
    title: 'Customers: teams that win competitive deals',
    description:
      'How Gainsight, Navattic, Athenian and Vendr use competitor engagement alerts, CRM enrichment and playbooks to build pipeline and win competitive deals.',
    keywords: ['customer stories', 'competitive intelligence case studies', 'revenue teams'],
  },
  hero: {
    eyebrow: 'Customers',
    headline: 'Revenue teams that see the competition coming',
    description:
      'Sales, marketing and revenue operations teams use Countermove to learn when their accounts engage a competitor, and to act on it before the shortlist is set.',
    primaryCta: bookDemo,
    secondaryCta: bookingCta('Talk to an expert'),
  },
  marksLabel: 'Customers with a story on this site',
  stories: {
    eyebrow: 'Customer stories',
    headline: 'Results from teams in competitive markets',
    description: 'Four teams, four markets, one signal: a stakeholder at an account engaging a competitor.',
  },
  practices: {
    eyebrow: 'What they have in common',
    headline: 'The same three habits behind every result',
    items: [
      {
        title: 'Alerts go to the account owner',
        description:
          'Not to a dashboard someone checks on Fridays. The rep or account manager who owns the account hears about a competitor within minutes, in team chat, email or the CRM.',
      },
      {
        title: 'The CRM carries the signal',
        description:
          'Accounts, contacts and opportunities are enriched with the competitor and the date engaged, so pipeline reviews and reports start from facts.',
      },
      {
        title: 'Every alert starts a playbook',
        description:
          'New business, deal protection, closed-lost revival: each signal opens the play for that situation, with tasks and talk tracks for that competitor.',
      },
    ],
  },
  cta: {
    headline: 'Put your accounts on the list',
    description:
      'See which of your prospects, open deals and customers are engaging competitors right now. Go-live typically takes 1-2 weeks.',
    primaryCta: bookDemo,
    secondaryCta: bookingCta('Talk to an expert'),
  },
} as const satisfies CustomersPageContent;

export { findCustomer };
