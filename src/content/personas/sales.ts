import { alertCard } from '#src/content/alerts.ts';
import { company } from '#src/content/company.ts';
import { metadataPresets } from '#src/content/metadata-presets.ts';
import { siteConfig } from '#src/site.config.ts';
import { ctas, type PersonaContent } from './shared';

const brand = siteConfig.name;
const { teamChat, salesCrm, marketingCrm } = company.integrations;

/** /sales ('For Sales Leaders'): arm sellers to win. */
export const salesPersona = {
  path: '/sales',
  meta: metadataPresets.sales,
  hero: {
    headline: 'Arm every seller to win competitive deals',
    description: `Your reps compete against rivals they cannot see. ${brand} alerts Account Executives when prospects, open deals and closed-lost accounts engage a competitor, and Account Managers when customers do, with the play to run next in ${teamChat}, email and ${salesCrm}.`,
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
    metricsLabel: 'What sales teams work with',
    metrics: [
      { value: 'Up to 30%', label: 'higher win rates when reps act on competitive signals' },
      { value: '15-25%', label: 'win rates on revived closed-lost deals' },
      { value: '10-11', label: 'stakeholders in a typical buying group, each one watched' },
    ],
  },
  objectives: {
    intro: {
      eyebrow: 'Objectives',
      headline: 'Six ways sales teams use competitive signals',
      description:
        'From the first signal at a target account to the renewal years later, each alert goes to the person who owns the relationship.',
    },
    items: [
      {
        title: 'Hunt new business',
        description:
          'Find target accounts whose stakeholders are engaging a competitor and reach them while the shortlist is still forming. Buyers are 69% through their journey before they talk to sales; this is how you get there earlier.',
        highlights: [
          'New-business alerts to the Account Executive or SDR who owns the account',
          `Opportunities created and routed in ${salesCrm} automatically`,
        ],
        alertCard: alertCard({
          name: 'Ravi Menon',
          title: 'Head of Sales Operations',
          tag: 'New Business',
          description:
            'Followed Rivalry AI and registered for its live demo after commenting on its CEO’s post about forecast accuracy.',
          account: 'Quarry Labs',
          competitor: 'Rivalry AI',
          accountStatus: 'Prospect',
          accountDetails: ['@alex.sdr', 'Target account'],
        }),
      },
      {
        title: 'Raise open opportunity win rates',
        description:
          'Know when anyone in a buying group of 10-11 stakeholders engages a competitor, not only your champion. Reps change the plan before the decision meeting, with the battlecard for the rival that showed up.',
        highlights: [
          'Opportunities flagged At-Risk with the competitor and the stakeholder',
          'The right battlecard delivered with the alert',
        ],
        alertCard: alertCard({
          name: 'Claire Dubois',
          title: 'VP of Finance',
          tag: 'Open Opportunity',
          description:
            'Connected with a SignalScope account executive and liked its customer story while your deal sits in Negotiation.',
          account: 'Meridian Biotech',
          competitor: 'SignalScope',
          accountStatus: 'Opportunity',
          accountDetails: ['@jordan.ae', 'Stage: Negotiation'],
        }),
      },
      {
        title: 'Revive closed-lost deals',
        description:
          'Lost deals come back when the competitor under-delivers. The original owner hears about it first, with the loss reason and the new signal side by side, and revival win rates run at 15-25%.',
        highlights: [
          'Closed-lost opportunities reopened and assigned to the original owner',
          'A Win-Back flag, so revived pipeline is tracked on its own',
        ],
        alertCard: alertCard({
          name: 'Omar Haddad',
          title: 'Director of IT',
          tag: 'Closed Lost Revival',
          description:
            'Posted about Rivalry AI’s missing integrations and started following two vendors in your category.',
          account: 'Tidewater Insurance',
          competitor: 'Rivalry AI',
          accountStatus: 'Closed Lost',
          accountDetails: ['@jordan.ae', 'Lost to Rivalry AI'],
        }),
      },
      {
        title: 'Grow expansion revenue',
        description:
          'When a customer evaluates a competitor for a product you also sell, the Account Manager hears first. Expansion deals succeed 40-60% of the time, against 20-30% for new business.',
        highlights: [
          'Expansion Opportunities created and linked to the customer account',
          'Account Executives looped in when a new buying group is involved',
        ],
        alertCard: alertCard({
          name: 'Nina Kowalski',
          title: 'Director of Marketing Operations',
          tag: 'Upsell Opportunity',
          description: 'Joined a SignalScope webinar on attribution add-ons and followed its product lead.',
          account: 'Oakridge Manufacturing',
          competitor: 'SignalScope',
          accountStatus: 'Customer',
          accountDetails: ['@priya.am', 'Customer'],
        }),
      },
      {
        title: 'Protect renewals',
        description:
          'Account Managers get 90-120 days of warning when a stakeholder at a renewal account engages a competitor, with time to bring in executives and reset the conversation before anyone asks for a quote.',
        highlights: [
          'Renewals marked High Risk in the CRM',
          'Renewal win rates up 23% for teams running the play',
        ],
        alertCard: alertCard({
          name: 'Ben Okoro',
          title: 'Chief Operating Officer',
          tag: 'Renewal Risk',
          description:
            'Commented on Rivalry AI’s post about switching costs, ahead of your renewal next quarter.',
          account: 'Pinecrest Media',
          competitor: 'Rivalry AI',
          accountStatus: 'Renewal',
          accountDetails: ['@priya.am', 'Renewal next quarter'],
        }),
      },
      {
        title: 'Prevent churn',
        description:
          'Customers who start engaging a competitor mid-contract are flagged 30-90 days before they would churn, with 70-85% accuracy, so the account team acts while the customer is still deciding.',
        highlights: [
          'Churn alerts to the Account Manager, with the CSM copied',
          'A save plan started from the churn prevention playbook',
        ],
        alertCard: alertCard({
          name: 'Hannah Schultz',
          title: 'VP of Customer Support',
          tag: 'Churn Risk',
          description:
            'Shared SignalScope’s migration checklist with her team and connected with its onboarding lead.',
          account: 'Corvid Security',
          competitor: 'SignalScope',
          accountStatus: 'Active',
          accountDetails: ['@priya.am', 'Mid-contract'],
        }),
      },
    ],
  },
  faq: {
    intro: { eyebrow: 'FAQ', headline: 'Questions sales leaders ask' },
    items: [
      {
        question: 'Will this add noise to my reps’ day?',
        answer:
          'No. An alert fires only when a stakeholder at an account your team owns engages a competitor, and it goes to the owner of that account. Account Executives get pipeline and risk alerts; Account Managers get renewal and churn alerts.',
      },
      {
        question: 'Do reps need to learn a new tool?',
        answer: `No. Alerts arrive in ${teamChat} and by email, and the record is updated in ${salesCrm} or ${marketingCrm}. Reps work where they already work, and seats are unlimited.`,
      },
      {
        question: 'How do we measure whether it works?',
        answer:
          'Every alert that becomes an opportunity is tracked in the CRM, so you can report pipeline and win rates from competitive signals directly. Gainsight generated $5.3M in pipeline, with 4.7% of alerts becoming opportunities.',
      },
    ],
  },
  closingCta: {
    headline: 'Put every competitive signal in front of the rep who can act on it',
    description:
      'Book a 30-minute demo to see the alerts, the CRM updates and the plays your sellers would get.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
  },
} as const satisfies PersonaContent;
