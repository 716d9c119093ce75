import { alertCard } from '#src/content/alerts.ts';
import { company } from '#src/content/company.ts';
import { alertContact, SAMPLE_CAST } from '#src/content/samples.ts';
import { siteConfig } from '#src/site.config.ts';
import { ctas, type UseCaseContent } from './shared';

const brand = siteConfig.name;
const { teamChat, salesCrm } = company.integrations;
const { aishaBello, priyaShah } = SAMPLE_CAST;

/** /defend-customer-base ('Proactively Protect Renewals'): defensive, renewals. */
export const defendCustomerBase = {
  path: '/defend-customer-base',
  meta: {
    title: 'Protect renewals before competitors get in',
    description:
      'Know when stakeholders at renewal accounts engage a competitor, 90-120 days ahead. Flag the renewal High Risk and run the renewal-protection play.',
    keywords: ['renewal risk', 'renewal protection', 'customer retention', 'account management'],
  },
  hero: {
    headline: 'Defend every renewal before the RFP goes out',
    description: `By the time a customer asks for a renewal discount, they have often talked to a competitor already. ${brand} watches the stakeholders at your renewal accounts and alerts the Account Manager when one engages a rival, with 90-120 days of warning to reset the relationship. Teams running this play have raised renewal win rates by 23%.`,
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
    alertCard: alertCard({
      ...alertContact(aishaBello),
      tag: 'Renewal Risk',
      description:
        'Followed SignalScope and commented on its post about switching costs, ahead of your renewal next quarter.',
      competitor: 'SignalScope',
      accountStatus: 'Renewal',
      accountDetails: [priyaShah.handle, 'Renewal next quarter', 'Enterprise'],
    }),
    scene: {
      kind: 'renewal-record',
      caption: `The alert, and the renewal it flagged High Risk in ${salesCrm} a quarter ahead`,
      record: {
        objectType: 'Opportunity',
        name: `${aishaBello.company}: Renewal`,
        subtitle: `Renewal next quarter · Owned by ${priyaShah.name}`,
        enriched: true,
        flag: { label: 'High Risk', tone: 'defensive' },
        fields: [
          { label: 'Owner', value: priyaShah.name },
          { label: 'Stage', value: 'Renewal' },
          { label: 'Stakeholder', value: aishaBello.name, enriched: true },
          { label: 'Competitor', value: 'SignalScope', enriched: true },
        ],
        activity: [
          { text: 'Renewal status set to High Risk', meta: `${brand} · Today` },
          { text: 'Executive review proposed for this month', meta: `${priyaShah.name} · Today` },
        ],
      },
    },
    nextSteps: [
      `Account Manager @priya.am and the CSM alerted in ${teamChat}`,
      `Renewal marked High Risk in ${salesCrm} with the stakeholder and the competitor`,
      'Renewal protection play sets up an executive review and updates the QBR agenda',
    ],
  },
  roles: {
    intro: {
      eyebrow: 'By team',
      headline: 'Renewals are won months before the renewal date',
      description:
        'Everyone who touches the account sees the risk early enough to change the outcome, each with a clear next step.',
    },
    tabListLabel: 'Revenue teams',
    sections: [
      {
        id: 'sales',
        title: 'Sales and account management',
        headline: 'Start the renewal conversation before the competitor does',
        description:
          'Account Managers get renewal-risk alerts when a stakeholder at an account up for renewal engages a competitor. With 90-120 days of warning they can bring in an executive sponsor, show the value delivered and close the gap before anyone asks for a quote.',
        bulletPoints: [
          'Renewal-risk alerts 90-120 days ahead of the decision',
          'The stakeholder and the competitor named in every alert',
          'Executive sponsors brought in while there is time to matter',
        ],
      },
      {
        id: 'marketing',
        title: 'Marketing',
        headline: 'Reinforce value where a rival is circling',
        description:
          'Customer marketing sees which renewal accounts are hearing from which competitors. Advocacy programs, product updates and comparison content reach those accounts first, with messages that answer that competitor’s pitch.',
        bulletPoints: [
          'Renewal accounts grouped by the competitor they engage',
          'Product-update and advocacy programs aimed at real risk',
          'Competitive messaging tested against live renewals',
        ],
      },
      {
        id: 'revenue-operations',
        title: 'Revenue Operations',
        headline: 'Forecast renewals on signals, not hope',
        description:
          'Renewals with competitive signals are marked High Risk in the CRM automatically, with the stakeholder and the competitor recorded. The renewal forecast reflects risk as it appears, and leadership sees exposure long before the quarter closes.',
        bulletPoints: [
          'High Risk renewal status set automatically',
          'At-risk renewal revenue visible by quarter and segment',
          'Renewal outcomes reported by competitor',
        ],
      },
      {
        id: 'customer-success',
        title: 'Customer Success',
        headline: 'Give CSMs a reason to act, not just a health score',
        description:
          'Health scores show usage; they do not show a champion talking to a competitor. CSMs get the same alert as the Account Manager and rebuild the QBR agenda, the success plan and the executive sponsor map around it.',
        bulletPoints: [
          'Alerts copied to the CSM alongside the account owner',
          'QBR agendas updated with the risk to address',
          'Competitive context next to usage and health data',
        ],
      },
    ],
  },
  cta: {
    headline: 'Find the renewals a competitor is already working',
    description:
      'Book a 30-minute demo to see a renewal-risk alert, the High Risk flag in your CRM and the play your account managers would run.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
  },
  faq: {
    intro: {
      eyebrow: 'FAQ',
      headline: 'Protecting renewals',
      description: 'What account management and customer success leaders ask about renewal risk.',
    },
    items: [
      {
        question: 'How early will we know a renewal is at risk?',
        answer:
          'Typically 90-120 days before the renewal decision, when stakeholders start researching alternatives in public. That is early enough to bring in an executive sponsor, address product gaps and reset the commercial conversation.',
      },
      {
        question: 'Who is alerted about renewal risk?',
        answer: `The Account Manager who owns the renewal, in ${teamChat} and by email, with the CSM copied if you choose. Account Executives keep pipeline and deal alerts and Account Managers get renewal and churn alerts, so each person sees what they own.`,
      },
      {
        question: 'What does High Risk mean in our CRM?',
        answer: `When a stakeholder at a renewal account engages a competitor, ${brand} marks the renewal High Risk and records who engaged which competitor. Renewal forecasts and dashboards can filter on it.`,
      },
      {
        question: 'How is this different from a customer health score?',
        answer:
          'A health score measures product usage and support activity. A competitive signal shows a decision-maker looking elsewhere, which usage data can miss entirely when the users are happy and the buyer is not. The two work best side by side.',
      },
      {
        question: 'What is in the renewal protection playbook?',
        answer:
          'It alerts the account owner and the CSM, marks the renewal High Risk, adds the risk to the QBR agenda and sets up an executive review. Time to value is typically 4-8 weeks, in step with a renewal cycle.',
      },
      {
        question: 'What results have teams seen?',
        answer:
          'Teams that run a renewal protection play on competitive signals have raised their renewal win rate by 23%. The gain comes from time: 90-120 days of warning instead of a surprise at the renewal call.',
      },
    ],
  },
  closingCta: {
    headline: 'Never lose a renewal you could have saved',
    description:
      'Get 90-120 days of warning when a renewal account engages a competitor, and a plan to keep it.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.chat,
  },
} as const satisfies UseCaseContent;
