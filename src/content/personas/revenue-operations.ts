import { alertCard } from '#src/content/alerts.ts';
import { company } from '#src/content/company.ts';
import { metadataPresets } from '#src/content/metadata-presets.ts';
import { SAMPLE_CAST } from '#src/content/samples.ts';
import { siteConfig } from '#src/site.config.ts';
import { ctas, type PersonaContent } from './shared';

const brand = siteConfig.name;
const { teamChat, salesCrm, marketingCrm } = company.integrations;

/** /revenue-operations ('For Revenue Operations Leaders'): automated competitive intelligence. */
export const revenueOperationsPersona = {
  path: '/revenue-operations',
  meta: metadataPresets.revenueOps,
  hero: {
    headline: 'Automated competitive intelligence, inside your CRM',
    description: `Competitive intelligence usually lives in slide decks and rep notes. ${brand} turns public stakeholder activity into CRM data: enriched records, routed opportunities, At-Risk and High Risk flags and a competitor on every record, with one-click ${salesCrm} and ${marketingCrm} integration.`,
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
    metricsLabel: 'What RevOps teams can plan on',
    metrics: [
      { value: '1-2 weeks', label: 'typical time to go live' },
      {
        value: 'Minutes',
        label: `from a public signal to an alert in ${teamChat} and an updated CRM record`,
      },
      { value: '10-20x', label: 'first-year return on the investment' },
    ],
  },
  objectives: {
    intro: {
      eyebrow: 'Objectives',
      headline: 'Six ways RevOps teams use competitive signals',
      description:
        'Every signal becomes structured data in the systems you already run, following the rules you already set.',
    },
    items: [
      {
        title: 'Route competitive opportunities automatically',
        description:
          'A competitive signal at a target account creates an opportunity, enriches the contact and the account, and routes it to the right owner by your territory rules. No imports, no spreadsheets.',
        highlights: [
          'Opportunities created and routed without manual work',
          'Enriched Account, Contact and Opportunity records',
        ],
        alertCard: alertCard({
          name: 'Samuel Reyes',
          title: 'Director of Revenue Operations',
          tag: 'New Business',
          description:
            'Connected with two SignalScope solution engineers and followed its integrations page.',
          account: 'Kestrel Analytics',
          competitor: 'SignalScope',
          accountStatus: 'Prospect',
          accountDetails: [SAMPLE_CAST.alexRivera.handle, 'Territory: West'],
        }),
        routedOpportunity: {
          name: 'Kestrel Analytics: New business',
          account: 'Kestrel Analytics',
          owner: SAMPLE_CAST.alexRivera.name,
          stage: 'Qualification',
          priority: 'High',
          badge: 'Routed',
          source: 'Created from a New Business signal: Samuel Reyes engaged SignalScope',
        },
      },
      {
        title: 'Flag at-risk deals in the forecast',
        description:
          'Opportunities whose stakeholders engage a competitor are set to At-Risk, with the competitor and the stakeholder recorded, so forecast calls start from facts instead of rep sentiment.',
        highlights: [
          'At-Risk status set from signals, with the reason attached',
          'Competitor field filled on every affected deal',
        ],
        alertCard: alertCard({
          name: 'Peter Novak',
          title: 'Chief Information Officer',
          tag: 'Open Opportunity',
          description:
            'Attended Rivalry AI’s security briefing and connected with its solutions architect mid-evaluation.',
          account: 'Granite Health Partners',
          competitor: 'Rivalry AI',
          accountStatus: 'Opportunity',
          accountDetails: ['@jordan.ae', 'Stage: Negotiation'],
        }),
      },
      {
        title: 'Reopen closed-lost with clean data',
        description:
          'When a closed-lost account re-engages, the opportunity is reopened, assigned to the original owner and flagged Win-Back, with its loss history intact.',
        highlights: [
          'Win-Back flag and loss reason kept on the record',
          'Revived pipeline reported apart from net-new',
        ],
        alertCard: alertCard({
          name: 'Amara Nwosu',
          title: 'VP of Finance',
          tag: 'Closed Lost Revival',
          description:
            'Commented on a post about SignalScope’s reporting limits and followed your company page again.',
          account: 'Silverline Credit Union',
          competitor: 'SignalScope',
          accountStatus: 'Closed Lost',
          accountDetails: ['@jordan.ae', 'Lost to SignalScope'],
        }),
      },
      {
        title: 'Measure expansion pipeline',
        description:
          'Expansion signals become Expansion Opportunities on the customer account, so expansion pipeline can be reported and forecast by source, apart from renewals.',
        highlights: [
          'Expansion Opportunities linked to the customer account',
          'Pipeline by source: net-new, revived and expansion',
        ],
        alertCard: alertCard({
          name: 'Lena Fischer',
          title: 'Head of Customer Operations',
          tag: 'Upsell Opportunity',
          description: 'Followed Rivalry AI’s workflow product and joined its launch webinar.',
          account: 'Atlas Freightworks',
          competitor: 'Rivalry AI',
          accountStatus: 'Customer',
          accountDetails: ['@priya.am', 'Customer'],
        }),
      },
      {
        title: 'Keep the renewal forecast honest',
        description:
          'Renewals with competitive signals are marked High Risk automatically, 90-120 days ahead, so at-risk revenue shows up in the forecast well before the quarter closes.',
        highlights: [
          'High Risk renewal status set automatically',
          'At-risk revenue visible by quarter and segment',
        ],
        alertCard: alertCard({
          name: 'Victor Salas',
          title: 'VP of Procurement',
          tag: 'Renewal Risk',
          description:
            'Commented on SignalScope’s pricing announcement and followed its sales leader, ahead of your renewal.',
          account: 'Juniper Payments',
          competitor: 'SignalScope',
          accountStatus: 'Renewal',
          accountDetails: ['@priya.am', 'Renewal next quarter'],
        }),
      },
      {
        title: 'Give churn models a leading indicator',
        description:
          'Competitive engagement is written to the account as it happens, adding a signal usage data cannot see. With it, churn prediction reaches 70-85% accuracy, 30-90 days out.',
        highlights: [
          'Signals available to your BI and health-score models',
          'An API for the systems beyond the CRM',
        ],
        alertCard: alertCard({
          name: 'Chloe Martin',
          title: 'Director of Operations',
          tag: 'Churn Risk',
          description:
            'Shared Rivalry AI’s migration guide and connected with its onboarding team mid-contract.',
          account: 'Redwood Hospitality',
          competitor: 'Rivalry AI',
          accountStatus: 'Active',
          accountDetails: ['@priya.am', 'Mid-contract'],
        }),
      },
    ],
  },
  faq: {
    intro: { eyebrow: 'FAQ', headline: 'Questions RevOps leaders ask' },
    items: [
      {
        question: 'Which CRM fields does it write?',
        answer:
          'It enriches Account, Contact and Opportunity records with the competitor, the stakeholder, the signal and the date engaged, and sets statuses such as At-Risk on opportunities and High Risk on renewals. You map the fields during set-up, so the data lands where your reports already look.',
      },
      {
        question: 'How long does implementation take?',
        answer: `Typical go-live is 1-2 weeks. ${salesCrm} and ${marketingCrm} connect in one click, there is no implementation fee, and an API covers other systems.`,
      },
      {
        question: 'How is pricing structured?',
        answer:
          'Pricing is outcome-based: you pay for each qualified competitive opportunity that reaches your CRM opportunities pipeline. Seats and alerts are unlimited, and there are no credit limits.',
      },
    ],
  },
  closingCta: {
    headline: 'Make competitive intelligence a CRM field, not a slide',
    description:
      'Book a 30-minute demo to see the enriched records, the routing and the statuses your CRM would get.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
  },
} as const satisfies PersonaContent;
