import { alertCard } from '#src/content/alerts.ts';
import { company } from '#src/content/company.ts';
import { alertContact, SAMPLE_CAST } from '#src/content/samples.ts';
import { siteConfig } from '#src/site.config.ts';
import { ctas, type UseCaseContent } from './shared';

const brand = siteConfig.name;
const { teamChat, salesCrm, marketingCrm } = company.integrations;
const { graceLindqvist, aishaBello, graceLiu, priyaShah } = SAMPLE_CAST;

/** /predict-prevent-churn: defensive, churn. */
export const predictPreventChurn = {
  path: '/predict-prevent-churn',
  meta: {
    title: 'Predict churn from competitor engagement',
    description:
      'Spot customers engaging competitors mid-contract, 30-90 days before they churn, with 70-85% accuracy. Alert the account manager and run the save play.',
    keywords: ['churn prediction', 'churn prevention', 'customer retention', 'competitive churn'],
  },
  hero: {
    headline: 'See churn coming while there is time to act',
    description: `Customers rarely churn without warning; the warning just happens outside your product. ${brand} watches the stakeholders at your customer accounts and predicts churn with 70-85% accuracy, alerting the Account Manager 30-90 days before the customer would leave.`,
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
    alertCard: alertCard({
      ...alertContact(graceLindqvist),
      tag: 'Churn Risk',
      description:
        'Connected with three Rivalry AI employees and shared its migration guide with her team, mid-contract.',
      competitor: 'Rivalry AI',
      accountStatus: 'Active',
      accountDetails: [priyaShah.handle, 'Mid-contract', 'Mid-market'],
    }),
    scene: {
      kind: 'pipeline-shift',
      caption: 'The alert beside the same three accounts, seen without and with early warning',
      pipeline: {
        title: 'Three accounts, two ways of finding out',
        without: {
          label: `Without ${brand}`,
          summary: 'The competitor conversation happens where your CRM cannot see it.',
        },
        with: {
          label: `With ${brand}`,
          summary: 'Each account is flagged the moment its stakeholder engages.',
        },
        accounts: [
          {
            account: graceLindqvist.company,
            stage: 'Customer, mid-contract',
            signal: `${graceLindqvist.name} engaged Rivalry AI`,
            end: 'Renewal',
            engagedAt: 0.3,
            without: { status: 'Churned', found: 'Found at renewal' },
            with: { status: 'Churn Risk', found: 'Flagged mid-contract' },
          },
          {
            account: aishaBello.company,
            stage: 'Renewal next quarter',
            signal: `${aishaBello.name} engaged SignalScope`,
            end: 'Renewal',
            engagedAt: 0.55,
            without: { status: 'RFP issued', found: 'Found when the RFP goes out' },
            with: { status: 'High Risk', found: 'Flagged a quarter before renewal' },
          },
          {
            account: graceLiu.company,
            stage: 'Open opportunity, Negotiation',
            signal: `${graceLiu.name} engaged Rivalry AI`,
            end: 'Close date',
            engagedAt: 0.7,
            without: { status: 'Closed Lost', found: 'Found at loss' },
            with: { status: 'At-Risk', found: 'Flagged during Negotiation' },
          },
        ],
        caption: `Sample accounts. Without ${brand}, each risk is found at renewal or at loss. With ${brand}, the same accounts are flagged Churn Risk, High Risk and At-Risk when a stakeholder engages the competitor, weeks before the renewal or close date.`,
      },
    },
    nextSteps: [
      `Account Manager @priya.am and CSM @sam.csm alerted in ${teamChat} and by email`,
      `Churn Risk recorded on the account in ${salesCrm} with the stakeholder and the competitor`,
      'Churn prevention play opens a save plan: executive outreach, a value review and a response to the pitch',
    ],
  },
  roles: {
    intro: {
      eyebrow: 'By team',
      headline: 'Turn a churn signal into a save plan',
      description:
        'Account management, marketing, RevOps and customer success each get what they need to keep the customer.',
    },
    tabListLabel: 'Revenue teams',
    sections: [
      {
        id: 'sales',
        title: 'Sales and account management',
        headline: 'Save the account while the customer is still deciding',
        description:
          'Account Managers get churn alerts when a stakeholder at an active customer starts engaging a competitor mid-contract. They reach out with a save plan while the customer is still weighing the move, not after the cancellation notice.',
        bulletPoints: [
          'Churn alerts 30-90 days before the customer would leave',
          'Know which stakeholder is looking, and at which competitor',
          'Executives brought in before the decision is made',
        ],
      },
      {
        id: 'marketing',
        title: 'Marketing',
        headline: 'Learn what pulls customers toward rivals',
        description:
          'Churn signals show which competitor messages land with your customers. Marketing uses them to sharpen positioning, choose proof points and run retention programs for the segments most exposed.',
        bulletPoints: [
          'See which competitor claims resonate with customers',
          'Retention programs aimed at the most exposed segments',
          'Positioning updated from real switching behavior',
        ],
      },
      {
        id: 'revenue-operations',
        title: 'Revenue Operations',
        headline: 'Add a leading indicator to your churn model',
        description:
          'Competitive engagement is recorded on the account as it happens, so churn forecasts and health dashboards include a signal that usage data cannot see. With it, churn prediction reaches 70-85% accuracy.',
        bulletPoints: [
          'Churn-risk signals written to the account record',
          'Churn prediction accuracy of 70-85%',
          'At-risk revenue visible in the forecast',
        ],
      },
      {
        id: 'customer-success',
        title: 'Customer Success',
        headline: 'Step in before the cancellation notice',
        description:
          'CSMs see churn risk at the same time as the Account Manager and start the save plan: a usage review, an executive touchpoint and a fix for the gap the customer is trying to close elsewhere.',
        bulletPoints: [
          'Alerts shared with the CSM and the account owner',
          'Save plans started from a playbook, not from scratch',
          'Churn reasons captured for the product team',
        ],
      },
    ],
  },
  cta: {
    headline: 'See which customers are talking to competitors today',
    description:
      'Book a 30-minute demo to see a churn-risk alert, the CRM record and the save plan your team would run.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
  },
  faq: {
    intro: {
      eyebrow: 'FAQ',
      headline: 'Predicting and preventing churn',
      description: 'What customer success and account management leaders ask about churn signals.',
    },
    items: [
      {
        question: 'How accurate is the churn prediction?',
        answer:
          'Churn prediction based on competitive signals reaches 70-85% accuracy. Each alert explains what was seen and who did it, so your team can judge the risk instead of trusting a black-box score.',
      },
      {
        question: 'How much warning do we get before a customer churns?',
        answer:
          'Alerts typically arrive 30-90 days before churn, once stakeholders start engaging a competitor in public. That is enough time for a save plan, an executive conversation or a product fix.',
      },
      {
        question: 'How is churn risk different from renewal risk?',
        answer: `Renewal risk covers accounts approaching a renewal date. Churn risk covers customers mid-contract who are already looking elsewhere, whether that ends in a cancellation, a downgrade or usage moving to a competitor. ${brand} runs a separate playbook for each.`,
      },
      {
        question: 'Who gets churn alerts?',
        answer: `The Account Manager who owns the account, with the CSM copied. Alerts go to ${teamChat} and email and are recorded on the account in ${salesCrm} or ${marketingCrm}.`,
      },
      {
        question: 'What does the churn prevention playbook do?',
        answer:
          'It alerts the owner and the CSM, records the risk in the CRM and starts a save plan: executive outreach, a usage and value review, and a response to the competitor’s pitch. Time to value is typically 2-6 weeks.',
      },
      {
        question: 'Does this replace our health score?',
        answer: `No. Health scores measure what customers do inside your product; ${brand} shows what their stakeholders do outside it. Together they catch the accounts that look healthy on usage but are already talking to a competitor.`,
      },
    ],
  },
  closingCta: {
    headline: 'Stop learning about churn from the cancellation email',
    description:
      'Get 30-90 days of warning when a customer engages a competitor, and a playbook to keep them.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.chat,
  },
} as const satisfies UseCaseContent;
