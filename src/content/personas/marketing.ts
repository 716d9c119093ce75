import { alertCard } from '#src/content/alerts.ts';
import { company } from '#src/content/company.ts';
import { metadataPresets } from '#src/content/metadata-presets.ts';
import { siteConfig } from '#src/site.config.ts';
import { ctas, type PersonaContent } from './shared';

const brand = siteConfig.name;
const { marketingCrm } = company.integrations;

/** /marketing ('For Marketing Leaders'): turn competitor activity into go-to-market strategy. */
export const marketingPersona = {
  path: '/marketing',
  meta: metadataPresets.marketing,
  hero: {
    headline: 'Turn competitor activity into go-to-market strategy',
    description: `Your competitors work your market in public. ${brand} shows marketing which accounts engage which rivals, and when, so campaigns, messaging and enablement go where competitive deals are actually being decided.`,
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
    metricsLabel: 'Why timing decides competitive deals',
    metrics: [
      { value: '69%', label: 'of the buying journey is done before buyers talk to sales' },
      { value: '80-90%', label: 'of buyers already have a shortlist at first contact' },
      {
        value: '1 in 20',
        label:
          'alerts became a sales-qualified opportunity in one sample comparison, against 1 in 200 high-intent accounts',
      },
    ],
  },
  objectives: {
    intro: {
      eyebrow: 'Objectives',
      headline: 'Six ways marketing teams use competitive signals',
      description:
        'Competitive signals tell marketing who is in market, what they are comparing and which message will land.',
    },
    items: [
      {
        title: 'Build in-market target lists',
        description:
          'Replace static ideal-customer-profile lists with the accounts whose stakeholders are engaging your competitors right now, and feed them to your advertising and nurture programs.',
        highlights: [
          `In-market accounts synced to ${marketingCrm} lists`,
          'The competitor each account is weighing, on every record',
        ],
        alertCard: alertCard({
          name: 'Lucas Ferreira',
          title: 'VP of Revenue',
          tag: 'New Business',
          description: 'Commented on SignalScope’s launch post and followed its company page and its CEO.',
          account: 'Fernway Travel',
          competitor: 'SignalScope',
          accountStatus: 'Prospect',
          accountDetails: ['@alex.sdr', 'Target account'],
        }),
      },
      {
        title: 'Sharpen competitive messaging',
        description:
          'See which competitors show up in live deals and which of their messages buyers engage with. Battlecards and comparison pages get written for the rivals your team actually faces.',
        highlights: [
          'Competitor frequency across open pipeline, by segment',
          'Messaging checked against what buyers really engage with',
        ],
        alertCard: alertCard({
          name: 'Sofia Marín',
          title: 'Director of Procurement',
          tag: 'Open Opportunity',
          description:
            'Liked three Rivalry AI posts comparing its pricing with yours during your evaluation.',
          account: 'Summit Dental Group',
          competitor: 'Rivalry AI',
          accountStatus: 'Open',
          accountDetails: ['@jordan.ae', 'Stage: Evaluation'],
        }),
      },
      {
        title: 'Run win-back campaigns on real signals',
        description:
          'Target closed-lost accounts that show frustration with the competitor they chose, with a message about what has changed since they last looked, and leave the happy ones alone.',
        highlights: [
          'Win-back audiences built from fresh signals',
          'Spend focused on lost accounts that are back in play',
        ],
        alertCard: alertCard({
          name: 'Daniel Park',
          title: 'Head of Data',
          tag: 'Closed Lost Revival',
          description:
            'Asked his network for SignalScope alternatives in a public post, six months after choosing it.',
          account: 'Cobalt Energy',
          competitor: 'SignalScope',
          accountStatus: 'Closed Lost',
          accountDetails: ['@jordan.ae', 'Lost to SignalScope'],
        }),
      },
      {
        title: 'Drive expansion with customer marketing',
        description:
          'Know which customers are researching adjacent categories you sell, and reach them with launches and case studies before they buy from someone else.',
        highlights: [
          'Customers segmented by the categories they explore',
          'Launch campaigns timed to demand that already exists',
        ],
        alertCard: alertCard({
          name: 'Irene Walsh',
          title: 'Director of Analytics',
          tag: 'Upsell Opportunity',
          description:
            'Registered for a Rivalry AI webinar on reporting add-ons and followed two of its product managers.',
          account: 'Harbor & Vale',
          competitor: 'Rivalry AI',
          accountStatus: 'Customer',
          accountDetails: ['@priya.am', 'Customer'],
        }),
      },
      {
        title: 'Reinforce value before renewal',
        description:
          'Renewal accounts hearing from a competitor get advocacy, product-update and comparison programs first, with messages that answer that rival’s pitch 90-120 days before the decision.',
        highlights: [
          'Renewal accounts grouped by competitor',
          'Advocacy programs aimed where risk is highest',
        ],
        alertCard: alertCard({
          name: 'Kenji Watanabe',
          title: 'VP of Operations',
          tag: 'Renewal Risk',
          description:
            'Followed SignalScope and engaged with its customer-switching campaign ahead of your renewal.',
          account: 'Northgate Clinics',
          competitor: 'SignalScope',
          accountStatus: 'Renewal',
          accountDetails: ['@priya.am', 'Renewal next quarter'],
        }),
      },
      {
        title: 'Learn why customers switch',
        description:
          'Churn signals show which competitor claims land with your customers. Feed them into positioning, product marketing and retention programs for the segments most exposed.',
        highlights: [
          'Competitor claims that resonate, seen in real behavior',
          'Positioning updated from switching signals, not anecdotes',
        ],
        alertCard: alertCard({
          name: 'Laura Bianchi',
          title: 'Director of E-commerce',
          tag: 'Churn Risk',
          description:
            'Shared Rivalry AI’s comparison page with her team and commented on its onboarding offer.',
          account: 'Velo Outfitters',
          competitor: 'Rivalry AI',
          accountStatus: 'Active',
          accountDetails: ['@priya.am', 'Mid-contract'],
        }),
      },
    ],
  },
  faq: {
    intro: { eyebrow: 'FAQ', headline: 'Questions marketing leaders ask' },
    items: [
      {
        question: 'How does this fit with our intent data?',
        answer: `Intent data shows the topics an account researches; ${brand} shows which person engages which competitor. In one comparison, 200 high-intent accounts yielded one sales-qualified opportunity, while 20 alerts yielded one. Use intent for reach and competitive signals for precision.`,
      },
      {
        question: 'Can we sync signals to our marketing automation?',
        answer: `Yes. ${marketingCrm} connects in one click, and accounts, contacts and the competitor they engaged are written to the records you already use for lists and campaigns. Other systems can use the API.`,
      },
      {
        question: 'What results do marketing teams see?',
        answer: `Athenian reports a 9.8% booked meeting rate, a 4x response rate and 95% lead quality with ${brand}. Outreach works better when it starts from what the buyer is already evaluating.`,
      },
    ],
  },
  closingCta: {
    headline: 'Build your go-to-market on what competitors are doing now',
    description:
      'Book a 30-minute demo to see the signals, the synced audiences and the plays your team would run.',
    primaryCta: ctas.bookDemo,
    secondaryCta: ctas.talkToExpert,
  },
} as const satisfies PersonaContent;
