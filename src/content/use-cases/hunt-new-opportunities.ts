import { alertCard } from '#src/content/alerts.ts';
import { company } from '#src/content/company.ts';
import { alertContact, SAMPLE_CAST } from '#src/content/samples.ts';
import { siteConfig } from '#src/site.config.ts';
import { ctas, type UseCaseContent } from './shared';

const brand = siteConfig.name;
const { teamChat, salesCrm, marketingCrm } = company.integrations;
const { danaWhitfield, jordanLee } = SAMPLE_CAST;

/** /hunt-new-opportunities: offensive, new business. */
export const huntNewOpportunities = {
  path: '/hunt-new-opportunities',
  meta: {
    title: 'Hunt new opportunities as buyers eye rivals',
    description:
      'Find target accounts whose stakeholders are engaging your competitors, route them to the right rep with context, and start the new-business play in minutes.',
    keywords: ['competitive prospecting', 'in-market accounts', 'new business pipeline', 'buyer signals'],
  },
  hero: {
    headline: 'Find the accounts already shopping your competitors',
    description: `Buyers are 69% through their journey before they talk to sales, and 80-90% already have a shortlist. ${brand} watches the stakeholders at your target accounts and tells the account owner the moment one of them engages a competitor, so you make the shortlist instead of hearing about the deal after it closes.`,
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
    alertCard: alertCard({
      ...alertContact(danaWhitfield),
      tag: 'New Business',
      description:
        'Followed Rivalry AI, registered for its product webinar and connected with two of its account executives this week.',
      competitor: 'Rivalry AI',
      accountStatus: 'Prospect',
      accountDetails: [jordanLee.handle, 'Target account', 'Mid-market'],
    }),
    scene: {
      kind: 'chat-routed',
      caption: `The alert in ${teamChat}, and the opportunity it created and routed`,
      delivery: {
        channel: '#new-business',
        mentions: [jordanLee.handle],
        message: `${danaWhitfield.name} at ${danaWhitfield.company} is comparing Rivalry AI. The opportunity is in ${salesCrm} and routed to you.`,
        actions: ['Open opportunity', 'Start play'],
      },
      opportunity: {
        name: `${danaWhitfield.company}: New business`,
        account: danaWhitfield.company,
        owner: jordanLee.name,
        stage: 'Qualification',
        priority: 'High',
        badge: 'Routed',
        source: `Created from a New Business signal: ${danaWhitfield.name} engaged Rivalry AI`,
      },
    },
    nextSteps: [
      `Alert posted to @jordan.ae in ${teamChat} with the stakeholder, the signal and the competitor`,
      `Contact and account enriched in ${salesCrm}; a new opportunity is created and routed to the owner`,
      'Competitive new-business sequence starts with the Rivalry AI comparison and a first email',
    ],
  },
  roles: {
    intro: {
      eyebrow: 'By team',
      headline: 'One signal, a clear job for every revenue team',
      description:
        'Everyone who works new business gets the part of the alert they can act on, in the tools they already use.',
    },
    tabListLabel: 'Revenue teams',
    sections: [
      {
        id: 'sales',
        title: 'Sales',
        headline: 'Open conversations with buyers who are already in market',
        description:
          'Account Executives and SDRs get an alert when a stakeholder at a target account follows, comments on or connects with a competitor. They reach out with a real reason to talk and a comparison that meets the buyer where the evaluation already is.',
        bulletPoints: [
          'Alerts name the stakeholder, the competitor and what they engaged with',
          'Accounts showing competitive intent move to the top of the call list',
          'Reach the wider buying group of 10-11 stakeholders, not only the one who engaged',
        ],
      },
      {
        id: 'marketing',
        title: 'Marketing',
        headline: 'Point campaigns at accounts that are actively evaluating',
        description:
          'Marketing sees which target accounts engage which competitor, and when. Those accounts move into competitive ad audiences and nurture tracks while the evaluation is live, instead of waiting for a form fill that may never come.',
        bulletPoints: [
          `In-market accounts synced to ${marketingCrm} lists for competitive campaigns`,
          'The competitor each account is weighing decides the message it sees',
          'Campaigns measured on the pipeline they create from competitive signals',
        ],
      },
      {
        id: 'revenue-operations',
        title: 'Revenue Operations',
        headline: 'Turn public signals into clean, routed pipeline',
        description:
          'Every alert writes to the CRM: the contact and account are enriched, the competitor is recorded, and a new opportunity is created and routed by your existing territory rules. No spreadsheets, no manual imports.',
        bulletPoints: [
          `One-click ${salesCrm} and ${marketingCrm} integration, plus an API for other systems`,
          'Routing follows the territory and ownership rules you already run',
          'Pipeline sourced from competitive signals reported on its own',
        ],
      },
      {
        id: 'customer-success',
        title: 'Customer Success',
        headline: 'Bring customer proof into competitive evaluations',
        description:
          'When a prospect is comparing you with a competitor, the most convincing voice is a customer who made the same choice. Customer Success sees new-business alerts and lines up the right reference before the Account Executive has to ask.',
        bulletPoints: [
          'References matched to the competitor the prospect is evaluating',
          'Switching stories that answer the objections buyers raise',
          'Onboarding that starts from what was promised in the evaluation',
        ],
      },
    ],
  },
  cta: {
    headline: 'See which target accounts are talking to your competitors',
    description:
      'Book a 30-minute demo to see the alert, the enriched CRM record and the new-business play your reps would get.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
  },
  faq: {
    intro: {
      eyebrow: 'FAQ',
      headline: 'Hunting new business with competitive signals',
      description: `What revenue leaders ask before they point ${brand} at their target accounts.`,
    },
    items: [
      {
        question: 'What counts as a competitive signal?',
        answer: `A stakeholder at one of your accounts engaging a competitor in public: following its company page, commenting on its posts, attending its webinars or connecting with its employees. ${brand} watches the key stakeholders you care about on public professional networks and social platforms, and alerts you when that activity points to an evaluation.`,
      },
      {
        question: 'Which accounts does it watch for new business?',
        answer:
          'The target accounts and prospects you choose, usually synced from your CRM. You can start with named accounts or an ideal-customer-profile list and widen it later. Seats and alerts are unlimited, so coverage is never capped by a license count.',
      },
      {
        question: 'How is this different from intent data?',
        answer: `Intent data says an account is researching a topic; a relationship signal says which person is engaging which competitor. In one comparison, 200 high-intent accounts yielded one sales-qualified opportunity, while 20 ${brand} alerts yielded one. The alert also names the stakeholder, so the rep knows whom to call.`,
      },
      {
        question: 'Who receives a new-business alert?',
        answer: `The account owner in your CRM, in ${teamChat} and by email, with the record updated in ${salesCrm} or ${marketingCrm}. Account Executives get pipeline alerts, SDRs can be added for the accounts they prospect, and marketing can follow the same signals for campaigns.`,
      },
      {
        question: 'What happens after the alert?',
        answer:
          'The competitive new-business playbook runs: the contact and account are enriched, an opportunity is created and routed to the owner, and the rep gets the talking points for that competitor. You can change the steps to match how your team sells.',
      },
      {
        question: 'How soon will we see results?',
        answer:
          'Typical go-live is 1-2 weeks, and once accounts are connected alerts arrive within minutes of the signal. Vendr generated 25 opportunities in its first 3 months.',
      },
    ],
  },
  closingCta: {
    headline: 'Stop hearing about competitive deals after they close',
    description:
      'Get an alert the moment a target account engages a competitor, with the play to win the evaluation.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.chat,
  },
} as const satisfies UseCaseContent;
