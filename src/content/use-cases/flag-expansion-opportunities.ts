import { alertCard } from '#src/content/alerts.ts';
import { company } from '#src/content/company.ts';
import { SAMPLE_CAST } from '#src/content/samples.ts';
import { siteConfig } from '#src/site.config.ts';
import { ctas, type UseCaseContent } from './shared';

const brand = siteConfig.name;
const { teamChat, salesCrm } = company.integrations;
const { priyaShah } = SAMPLE_CAST;

/** /flag-expansion-opportunities: offensive, expansion and upsell. */
export const flagExpansionOpportunities = {
  path: '/flag-expansion-opportunities',
  meta: {
    title: 'Flag expansion before a competitor lands',
    description:
      'See when customers evaluate tools next to yours, alert the account manager and run the upsell play. Expansion succeeds at 40-60%, against 20-30% for new logos.',
    keywords: ['expansion revenue', 'upsell signals', 'cross-sell', 'account management'],
  },
  hero: {
    headline: 'Catch expansion demand before a competitor fills it',
    description: `When a customer starts evaluating a tool in a category you sell, that is budget you could win. ${brand} watches the stakeholders at your customer accounts and alerts the account manager when they engage a competitor for an adjacent product. Expansion deals succeed 40-60% of the time, against 20-30% for new business.`,
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
    alertCard: alertCard({
      name: 'Tomás Álvarez',
      title: 'Director of Analytics',
      tag: 'Upsell Opportunity',
      description:
        'Joined a SignalScope webinar on forecasting add-ons and followed two of its product managers.',
      account: 'Atlas Freightworks',
      competitor: 'SignalScope',
      accountStatus: 'Customer',
      accountDetails: [priyaShah.handle, 'Customer', 'Enterprise'],
    }),
    scene: {
      kind: 'account-record',
      caption: `The customer account flagged Expansion Opportunity in ${salesCrm}, and the alert behind the flag`,
      record: {
        objectType: 'Account',
        name: 'Atlas Freightworks',
        subtitle: 'Customer · Enterprise',
        enriched: true,
        flag: { label: 'Expansion Opportunity', tone: 'offensive' },
        fields: [
          { label: 'Owner', value: priyaShah.name },
          { label: 'Type', value: 'Customer' },
          { label: 'Evaluating', value: 'Forecasting add-ons', enriched: true },
          { label: 'Competitor', value: 'SignalScope', enriched: true },
        ],
      },
    },
    nextSteps: [
      `Account manager @priya.am alerted in ${teamChat} with the product the customer is evaluating`,
      `Account flagged Expansion Opportunity in ${salesCrm}, with an opportunity linked to it`,
      'Upsell play drafts the business case and books a value review with the customer',
    ],
  },
  roles: {
    intro: {
      eyebrow: 'By team',
      headline: 'One expansion signal, four teams that act on it',
      description:
        'Account management, marketing, RevOps and customer success each see the expansion signals that matter to their part of the account.',
    },
    tabListLabel: 'Revenue teams',
    sections: [
      {
        id: 'sales',
        title: 'Sales and account management',
        headline: 'Bring the offer before the customer goes shopping',
        description:
          'Account Managers get an alert when a stakeholder at a customer account engages a competitor in a category you sell. They open the conversation with a product the customer is already looking for, from a vendor the customer already trusts.',
        bulletPoints: [
          'Alerts for adjacent-product evaluations at existing customers',
          'Expansion success of 40-60%, against 20-30% for new business',
          'Account Executives looped in when the expansion needs a new buying group',
        ],
      },
      {
        id: 'marketing',
        title: 'Marketing',
        headline: 'Aim cross-sell campaigns at real demand',
        description:
          'Marketing sees which customers are researching which adjacent categories. Customer marketing, launches and in-product messages reach the accounts that are actively evaluating, instead of the whole customer base.',
        bulletPoints: [
          'Customers segmented by the categories they are exploring',
          'Launch campaigns timed to accounts already in market',
          'Cross-sell positioning sharpened against the competitor in view',
        ],
      },
      {
        id: 'revenue-operations',
        title: 'Revenue Operations',
        headline: 'Make expansion pipeline visible and measurable',
        description:
          'Each expansion signal becomes an Expansion Opportunity in the CRM, attached to the customer account and routed to its owner. RevOps can see expansion pipeline by source and forecast it apart from renewals.',
        bulletPoints: [
          'Expansion Opportunities created and linked automatically',
          'Routing that respects account ownership and product lines',
          'Expansion pipeline reported by the signal that sourced it',
        ],
      },
      {
        id: 'customer-success',
        title: 'Customer Success',
        headline: 'Turn healthy accounts into growing accounts',
        description:
          'CSMs hear about expansion interest at the same time as the account manager, so the value review, the usage data and the success plan are ready when the conversation starts. The customer hears one coordinated story.',
        bulletPoints: [
          'Expansion signals shared with the CSM and the account manager',
          'Value reviews built around the need the customer is researching',
          'Fewer surprises at renewal from tools bought elsewhere',
        ],
      },
    ],
  },
  cta: {
    headline: 'Find the expansion revenue already in your customer base',
    description:
      'Book a 30-minute demo to see an expansion alert, the Expansion Opportunity it creates and the play your account managers would run.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
  },
  faq: {
    intro: {
      eyebrow: 'FAQ',
      headline: 'Flagging expansion opportunities',
      description: 'What account management and customer success leaders ask about expansion signals.',
    },
    items: [
      {
        question: 'What is an expansion signal?',
        answer:
          'A stakeholder at a current customer engaging a competitor for a product in a category you also sell, or for a capability you offer as an add-on. It means the customer has a need and a budget conversation is starting, and you are not part of it yet.',
      },
      {
        question: 'Who gets expansion alerts, the account manager or the CSM?',
        answer: `The account owner in your CRM gets the alert, usually the account manager. You can copy the CSM or route specific product lines to specialist sellers. Everyone sees the same signal and the same record in ${salesCrm}.`,
      },
      {
        question: 'Why focus on expansion rather than new logos?',
        answer:
          'Expansion deals succeed 40-60% of the time, against 20-30% for new business, because trust, procurement and integration already exist. Signals tell you which customers to approach, and with which product.',
      },
      {
        question: 'How is this different from product usage data?',
        answer:
          'Usage shows how customers use what they already bought. Competitive signals show what they are shopping for outside your product. Together they tell the account team where a customer is healthy and where it is looking next.',
      },
      {
        question: 'What does the expansion playbook do?',
        answer:
          'It alerts the owner, creates an Expansion Opportunity in the CRM, prepares the business case for the product the customer is researching and sets up a value review. Time to value is typically 2-4 weeks.',
      },
      {
        question: 'Will customers feel watched?',
        answer: `${brand} only uses public activity on professional networks and social platforms, the same activity anyone in your market can see. The alert gives your team a reason to offer help; the conversation itself is about the customer’s goals, not the signal.`,
      },
    ],
  },
  closingCta: {
    headline: 'Grow accounts before a competitor gets a foothold',
    description:
      'Every adjacent tool a customer buys elsewhere puts a competitor inside the account. Hear about it first.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.chat,
  },
} as const satisfies UseCaseContent;
