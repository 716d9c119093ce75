import { alertCard } from '#src/content/alerts.ts';
import { company } from '#src/content/company.ts';
import { alertContact, SAMPLE_CAST } from '#src/content/samples.ts';
import { siteConfig } from '#src/site.config.ts';
import { ctas, type UseCaseContent } from './shared';

const brand = siteConfig.name;
const { teamChat, salesCrm, marketingCrm } = company.integrations;
const { graceLiu, jordanLee } = SAMPLE_CAST;

/** /win-open-deals ('Protect Your Open Deals'): defensive, open opportunities. */
export const winOpenDeals = {
  path: '/win-open-deals',
  meta: {
    title: 'Protect open deals when a competitor enters',
    description:
      'Know when stakeholders in your open deals engage a competitor. Flag the opportunity At-Risk, alert the Account Executive and run the deal-protection play.',
    keywords: ['deal protection', 'competitive deals', 'at-risk opportunities', 'win rate'],
  },
  hero: {
    headline: 'Know the moment a competitor enters your deal',
    description: `Buying groups run to 10-11 stakeholders, and your champion speaks for one of them. ${brand} watches every stakeholder on your open opportunities and alerts the Account Executive when any of them engages a competitor, while the deal is still yours to win.`,
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
    alertCard: alertCard({
      ...alertContact(graceLiu),
      tag: 'Open Opportunity',
      description:
        'Attended a Rivalry AI pricing webinar and connected with its regional sales director, two weeks before your proposal is due.',
      competitor: 'Rivalry AI',
      accountStatus: 'Opportunity',
      accountDetails: [jordanLee.handle, 'Stage: Negotiation', 'Enterprise'],
    }),
    scene: {
      kind: 'opportunity-record',
      caption: `The open opportunity in ${salesCrm}, flagged At-Risk with the alert on the record`,
      delivery: {
        record: {
          objectType: 'Opportunity',
          name: `${graceLiu.company}: Enterprise platform`,
          flag: 'At-Risk',
          fields: [
            { label: 'Owner', value: jordanLee.name },
            { label: 'Stage', value: 'Negotiation' },
            { label: 'Competitor', value: 'Rivalry AI', enriched: true },
            { label: 'Stakeholder', value: `${graceLiu.name}, CFO`, enriched: true },
          ],
        },
      },
    },
    nextSteps: [
      `Account Executive @jordan.ae and the sales manager alerted in ${teamChat}`,
      `Opportunity flagged At-Risk in ${salesCrm} with the competitor and the stakeholder`,
      'Deal protection play loads the Rivalry AI battlecard and proposes an executive call with the CFO',
    ],
  },
  roles: {
    intro: {
      eyebrow: 'By team',
      headline: 'Every team has a part in defending a live deal',
      description:
        'The same alert tells sellers what to do next, tells marketing what to build and tells RevOps what to forecast.',
    },
    tabListLabel: 'Revenue teams',
    sections: [
      {
        id: 'sales',
        title: 'Sales',
        headline: 'See the whole buying group, not only your champion',
        description:
          'Account Executives get an alert when anyone in the buying group engages a competitor: the CFO at a pricing webinar, the IT lead connecting with a rival’s solution engineer. They change the plan before the decision meeting, not after the loss review.',
        bulletPoints: [
          'Alerts on every stakeholder attached to the opportunity',
          'The battlecard for the competitor that actually showed up',
          'Managers see which late-stage deals turned competitive this week',
        ],
      },
      {
        id: 'marketing',
        title: 'Marketing',
        headline: 'Give sellers the right counter-message in time',
        description:
          'Marketing sees which competitors appear in live deals, how often and at which stage. Battlecards, comparison pages and proof points are built for the rivals your team faces this quarter, not the ones it faced last year.',
        bulletPoints: [
          'Competitor frequency across open pipeline, by segment',
          'Battlecards prioritized by where they are needed now',
          'Proof points delivered into the deals that need them',
        ],
      },
      {
        id: 'revenue-operations',
        title: 'Revenue Operations',
        headline: 'Forecast with competitive risk in view',
        description:
          'Opportunities that turn competitive are flagged At-Risk in the CRM automatically, with the competitor and the stakeholder recorded. Forecast calls start from facts, and win-loss analysis has the competitor on every record.',
        bulletPoints: [
          'At-Risk status set from real signals, not rep sentiment',
          'Competitor field filled on every affected opportunity',
          'Win-loss reporting by competitor without manual tagging',
        ],
      },
      {
        id: 'customer-success',
        title: 'Customer Success',
        headline: 'Back the deal with customer proof',
        description:
          'When a competitor enters a late-stage deal, a reference from a customer who chose you over the same rival can decide it. Customer Success sees deal-protection alerts and lines up that reference, plus an onboarding plan that answers the buyer’s doubts.',
        bulletPoints: [
          'References matched to the competitor in the deal',
          'Onboarding and support commitments ready for the final round',
          'A clean handover once the deal closes',
        ],
      },
    ],
  },
  cta: {
    headline: 'See which open deals have a competitor in them',
    description:
      'Book a 30-minute demo to see a deal-protection alert, the At-Risk flag in your CRM and the battlecard your reps would get.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
  },
  faq: {
    intro: {
      eyebrow: 'FAQ',
      headline: 'Protecting open deals',
      description: 'What sales leaders ask about competitive alerts on live opportunities.',
    },
    items: [
      {
        question: 'Which deals does it watch?',
        answer:
          'Open opportunities in your CRM, the contacts attached to them and the other key stakeholders at the account. You can limit coverage to certain stages or segments, though most teams watch the whole pipeline because seats and alerts are unlimited.',
      },
      {
        question: 'Our reps already know who they compete with. What is new?',
        answer:
          'Reps know what their champion tells them. A buying group runs to 10-11 stakeholders, and the CFO or IT lead who is talking to a competitor rarely mentions it. The alert shows that activity as it happens, with the person’s name.',
      },
      {
        question: 'What does At-Risk mean in the CRM?',
        answer: `When a stakeholder on an open opportunity engages a competitor, ${brand} sets the opportunity to At-Risk and records the competitor and the stakeholder. Managers can filter the forecast on it and see exactly what changed.`,
      },
      {
        question: 'What is in the deal protection playbook?',
        answer:
          'An alert to the Account Executive and the manager, the At-Risk flag, the battlecard for that competitor and a suggested next step, such as an executive call or a customer reference. Time to value is typically 1 week, because late-stage deals do not wait.',
      },
      {
        question: 'How fast do alerts arrive?',
        answer: `Within minutes of the activity being detected. They go to ${teamChat} and email, and the opportunity in ${salesCrm} or ${marketingCrm} is updated at the same time.`,
      },
      {
        question: 'What results do teams see?',
        answer:
          'Teams that act on competitive signals in open deals have raised win rates by as much as 30%. Navattic reports a 26.7% win rate across 80 closed-won deals.',
      },
    ],
  },
  closingCta: {
    headline: 'Stop losing deals to competitors you never saw',
    description:
      'Alert the Account Executive the moment a stakeholder in an open deal engages a rival, with the play to respond.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.chat,
  },
} as const satisfies UseCaseContent;
