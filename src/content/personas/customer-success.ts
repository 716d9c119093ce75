import { alertCard } from '#src/content/alerts.ts';
import { company } from '#src/content/company.ts';
import { metadataPresets } from '#src/content/metadata-presets.ts';
import { siteConfig } from '#src/site.config.ts';
import { ctas, type PersonaContent } from './shared';

const brand = siteConfig.name;
const { teamChat, salesCrm, marketingCrm } = company.integrations;

/**
 * /customer-success ('For Customer Success Leaders'): predict and prevent churn. The spec names six
 * objectives against 'four cards'; all six are shown, the reading a visitor finds complete.
 */
export const customerSuccessPersona = {
  path: '/customer-success',
  meta: metadataPresets.customerSuccess,
  hero: {
    headline: 'Predict and prevent churn before the renewal call',
    description: `Customers who are about to leave usually talk to a competitor first, in public. ${brand} alerts Account Managers and CSMs when stakeholders at customer accounts engage a rival, predicting churn with 70-85% accuracy and 30-90 days of warning.`,
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
    metricsLabel: 'What customer success teams can count on',
    metrics: [
      { value: '70-85%', label: 'churn prediction accuracy' },
      { value: '30-90 days', label: 'of warning before a customer churns' },
      { value: '23%', label: 'higher renewal win rate for teams running the renewal play' },
    ],
  },
  objectives: {
    intro: {
      eyebrow: 'Objectives',
      headline: 'Six ways customer success teams use competitive signals',
      description:
        'From onboarding to renewal and beyond, every competitive signal reaches the person who owns the relationship.',
    },
    items: [
      {
        title: 'Onboard with competitive context',
        description:
          'Know which competitor a new customer evaluated and whether its stakeholders are still engaging it. CSMs build the onboarding plan around the gaps the rival promised to fill.',
        highlights: [
          'The competitor from the sales cycle handed over to the CSM',
          'An early alert if stakeholders keep engaging the rival',
        ],
        alertCard: alertCard({
          name: 'Isabel Duarte',
          title: 'Director of Customer Operations',
          tag: 'Churn Risk',
          description:
            'Still follows SignalScope and liked its post on onboarding speed, three weeks into your onboarding.',
          account: 'Alder Home Services',
          competitor: 'SignalScope',
          accountStatus: 'Active',
          accountDetails: ['@sam.csm', 'Onboarding'],
        }),
      },
      {
        title: 'Spot expansion early',
        description:
          'When a customer researches a competitor for a product you also sell, the CSM and the Account Manager hear at the same time. Expansion succeeds 40-60% of the time, against 20-30% for new business.',
        highlights: [
          'Expansion signals shared with the CSM and the account owner',
          'Value reviews built around what the customer is researching',
        ],
        alertCard: alertCard({
          name: 'Jonah Reed',
          title: 'Director of Analytics',
          tag: 'Upsell Opportunity',
          description: 'Joined a Rivalry AI webinar on analytics add-ons and followed its product team.',
          account: 'Solstice Learning',
          competitor: 'Rivalry AI',
          accountStatus: 'Customer',
          accountDetails: ['@priya.am', 'Customer'],
        }),
      },
      {
        title: 'Protect renewals',
        description:
          'Account Managers and CSMs get 90-120 days of warning when a renewal account engages a competitor, with time to bring in executives and rebuild the QBR agenda around the risk.',
        highlights: ['Renewals marked High Risk in the CRM', 'QBR agendas updated with the risk to address'],
        alertCard: alertCard({
          name: 'Rachel Stein',
          title: 'VP of Customer Experience',
          tag: 'Renewal Risk',
          description:
            'Connected with a SignalScope account executive and followed its customer success lead, ahead of your renewal.',
          account: 'Evergreen Utilities',
          competitor: 'SignalScope',
          accountStatus: 'Renewal',
          accountDetails: ['@priya.am', 'Renewal next quarter'],
        }),
      },
      {
        title: 'Get an early churn warning',
        description:
          'Customers who start engaging a competitor mid-contract are flagged 30-90 days before they would churn, with 70-85% accuracy. The save plan starts while the customer is still deciding.',
        highlights: [
          'Churn alerts to the Account Manager and the CSM',
          'Save plans started from the churn prevention playbook',
        ],
        alertCard: alertCard({
          name: 'Marco Silva',
          title: 'Head of Support Operations',
          tag: 'Churn Risk',
          description:
            'Shared Rivalry AI’s migration checklist with his team and connected with its implementation lead.',
          account: 'Copperline Telecom',
          competitor: 'Rivalry AI',
          accountStatus: 'Active',
          accountDetails: ['@sam.csm', 'Mid-contract'],
        }),
      },
      {
        title: 'Win back former customers',
        description:
          'Customers who left for a competitor do not always stay happy there. Know when a former customer’s stakeholders show frustration with the rival they chose, and hand the win-back to the right owner with the history of why they left.',
        highlights: [
          'Churn reasons and account history kept on the record',
          'A Win-Back flag on every reopened opportunity',
        ],
        alertCard: alertCard({
          name: 'Felix Baumann',
          title: 'VP of Operations',
          tag: 'Closed Lost Revival',
          description:
            'Posted about SignalScope’s support response times and followed your company page again, a year after switching.',
          account: 'Driftwood Hotels',
          competitor: 'SignalScope',
          accountStatus: 'Closed Lost',
          accountDetails: ['@jordan.ae', 'Former customer'],
        }),
      },
      {
        title: 'Grow net revenue retention',
        description:
          'Net revenue retention is the renewals you keep plus the expansion you win. Customer teams see both sides of every account in one place: where a competitor is a risk, and where a business unit is shopping for something you sell.',
        highlights: [
          'Risk and expansion signals on the same account view',
          'Retention and expansion reported by competitor',
        ],
        alertCard: alertCard({
          name: 'Lila Moreno',
          title: 'Director of Finance',
          tag: 'Upsell Opportunity',
          description:
            'Followed SignalScope and joined its multi-entity reporting webinar; her business unit is not on your platform yet.',
          account: 'Keystone Freight',
          competitor: 'SignalScope',
          accountStatus: 'Active',
          accountDetails: ['@priya.am', 'Active customer'],
        }),
      },
    ],
  },
  faq: {
    intro: { eyebrow: 'FAQ', headline: 'Questions customer success leaders ask' },
    items: [
      {
        question: 'How is this different from our health score?',
        answer: `Health scores show what customers do inside your product. ${brand} shows what their stakeholders do outside it, such as engaging a competitor. Together they catch the accounts that look healthy on usage but are already looking elsewhere.`,
      },
      {
        question: 'Who on the customer team gets alerts?',
        answer: `Each alert goes to the account's owner: the Account Manager for renewals, expansion and most churn signals, the CSM while a customer is onboarding. Either can be copied on the other's alerts, for every account or for specific ones. Alerts go to ${teamChat} and email and are logged on the account in ${salesCrm} or ${marketingCrm}.`,
      },
      {
        question: 'How early will we hear about churn risk?',
        answer:
          'Churn alerts typically arrive 30-90 days before a customer would leave, and renewal-risk alerts 90-120 days before the renewal decision. That is time for an executive conversation, a product fix or a commercial reset.',
      },
    ],
  },
  closingCta: {
    headline: 'Keep the customers you worked so hard to win',
    description:
      'Book a 30-minute demo to see the churn and renewal alerts, the CRM records and the save plans your team would run.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
  },
} as const satisfies PersonaContent;
