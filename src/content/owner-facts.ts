/**
 * Owner facts: every statement on the site that only the company can vouch for (who its customers are and
 * what they said, who founded it, where it is, where demos are booked, where its rating comes from, which
 * tools it integrates with). Each fact carries its value, the pages that show it, why it matters and
 * whether someone at the company has confirmed it. Pages read these values from here (directly, or through
 * `site.config.ts` and the content modules); no copy repeats them.
 *
 * `npm run launch-check` lists the unconfirmed ones; `LAUNCH=1 npm run build` refuses to build while any is
 * unconfirmed. To confirm a fact, set `confirmed: true` and, ideally, `confirmedBy` and `confirmedOn`.
 *
 * Imported by Node scripts as well as by Astro, so this module uses relative `.ts` imports only.
 */

import type { RoutePath } from '#src/site-map.ts';
import type { OwnerFactsInput } from './owner-facts-schema.ts';

/** Where a fact shows: a site-map route, or `*` for every page (the footer, the site-wide JSON-LD). */
export type FactPlacement = { path: RoutePath | '*'; where: string };

const customerStoryWhy =
  'A real company is named as a customer, with its industry, team and the plays it runs. The company must agree to be named and to the story told on its case-study page.';
const quoteWhy =
  'Words are put in the mouth of a person at a real company, by job title. The company must approve the quote and the role, or the quote comes down.';
const claimWhy =
  'It is shown as the proof point of a playbook, yet no customer story backs it. A buyer will ask where the figure comes from; the company must be able to say.';
const citedClaimWhy =
  'A result figure presented as what teams achieve, with no customer story behind it. A buyer will ask where it comes from; the company must be able to say, or the figure comes off every page that cites it.';
const profileWhy =
  'The case-study page links to this profile as the quoted person’s; it must be the page the customer wants linked.';

const facts = {
  legalName: {
    label: 'Legal entity name',
    value: 'Countermove, Inc.',
    appearsOn: [
      { path: '*', where: 'footer copyright line and Organization structured data' },
      { path: '/terms-of-service', where: 'the contracting party and the notice address' },
      { path: '/privacy-policy', where: 'who we are, and the postal contact' },
    ],
    why: 'The Terms name it as the contracting party and the Privacy Policy as the business responsible for personal data. A wrong name makes both documents point at an entity that does not exist.',
    confirmed: false,
  },
  founder: {
    label: 'Founder’s name, title and biography',
    value: {
      name: 'Maya Okafor',
      title: 'Founder & CEO',
      bio: 'Maya Okafor is the founder of Countermove, which gives revenue teams the view of the competition their systems never had.',
    },
    appearsOn: [
      { path: '*', where: 'Organization structured data (founder)' },
      { path: '/about', where: 'signature of the founder letter, and the closing call to action' },
      { path: '/blog', where: 'byline of each post in the list, and the feed' },
      { path: '/blog/competitive-blind-spot', where: 'byline, author box and BlogPosting author' },
      { path: '/book-time', where: 'meta description, host card and scheduler labels' },
    ],
    why: 'Every demo is booked with this person and the founder letter on /about speaks in their voice. A wrong name or biography misleads every buyer who books a call.',
    confirmed: false,
  },
  postalAddress: {
    label: 'Postal address',
    value: {
      street: '2261 Market Street, Suite 5680',
      city: 'San Francisco',
      region: 'CA',
      postalCode: '94114',
      country: 'United States',
    },
    appearsOn: [
      { path: '*', where: 'Organization structured data (address)' },
      { path: '/privacy-policy', where: 'summary table and the contact section' },
      { path: '/terms-of-service', where: 'notice address (8. Miscellaneous)' },
    ],
    why: 'Privacy law requires a reachable contact, and the Terms send legal notices here. Mail to a wrong address is lost, and the notice clause fails.',
    confirmed: false,
  },
  mailboxes: {
    label: 'Support and security mailboxes',
    value: { support: 'support@countermove.io', security: 'security@countermove.io' },
    appearsOn: [
      {
        path: '*',
        where: 'footer (Email support, Report a security issue) and Organization structured data',
      },
      { path: '/security', where: 'Contact Security Team and the Request buttons' },
      { path: '/book-time', where: 'the email fallback of the scheduler' },
      { path: '/privacy-policy', where: 'summary table and the contact section' },
      { path: '/terms-of-service', where: 'notice address (8. Miscellaneous)' },
    ],
    why: 'Security reports, document requests and privacy requests go to these addresses. A mailbox nobody reads loses them.',
    confirmed: false,
  },
  schedulerUrl: {
    label: 'Scheduler URL (30-minute meeting with the founder)',
    value: 'https://calendly.com/countermove/30min',
    appearsOn: [{ path: '/book-time', where: 'the embedded scheduler and the direct booking link' }],
    why: 'Every call to action on the site leads to /book-time, which embeds this booking page. If it is wrong, nobody can book a demo.',
    confirmed: false,
    env: 'PUBLIC_SCHEDULER_URL',
  },
  companyProfiles: {
    label: 'Company profile links',
    value: { linkedin: 'https://www.linkedin.com/company/countermove' },
    appearsOn: [{ path: '*', where: 'Organization structured data (sameAs)' }],
    why: 'Search engines use these links to tie the site to the company’s profiles. A profile the company does not own ties it to someone else.',
    confirmed: false,
  },
  rating: {
    label: 'Aggregate rating and its source',
    value: { value: 4.8, count: 50, best: 5, source: null },
    appearsOn: [
      { path: '/pricing', where: 'rating under the plans, and SoftwareApplication structured data' },
    ],
    why: 'A rating marked up for search must reflect real reviews a visitor can check. Nobody has named where the 50 ratings come from; without a source the rating must come off the page.',
    confirmed: false,
  },
  integrations: {
    label: 'Integration partners named',
    value: { salesCrm: 'Salesforce', marketingCrm: 'HubSpot', teamChat: 'Slack' },
    appearsOn: [
      { path: '/', where: 'meta description, integrations row and feature showcase' },
      { path: '/pricing', where: 'what you get and the FAQ' },
      { path: '/book-time', where: 'the agenda' },
      { path: '/playbooks', where: 'each playbook’s tools and steps' },
      { path: '/hunt-new-opportunities', where: 'role tabs and FAQ' },
      { path: '/revive-closed-lost', where: 'role tabs and FAQ' },
      { path: '/flag-expansion-opportunities', where: 'role tabs and FAQ' },
      { path: '/win-open-deals', where: 'role tabs and FAQ' },
      { path: '/defend-customer-base', where: 'role tabs and FAQ' },
      { path: '/predict-prevent-churn', where: 'role tabs and FAQ' },
      { path: '/sales', where: 'objectives and FAQ' },
      { path: '/marketing', where: 'objectives and FAQ' },
      { path: '/revenue-operations', where: 'objectives and FAQ' },
      { path: '/customer-success', where: 'objectives and FAQ' },
      { path: '/terms-of-service', where: '1. Services and Support' },
      { path: '/privacy-policy', where: 'information collected, use and sharing' },
    ],
    why: 'The spec names the tools by kind only (a sales CRM, a marketing CRM, a team chat tool). Naming products promises working integrations with them, in marketing copy and in the Terms.',
    confirmed: false,
  },
  founderStory: {
    label: 'The founder’s own story in the letter on /about (her career before the company)',
    value:
      'For most of my career I sat in forecast calls where a deal went from commit to closed-lost in a week. The post-mortem was always the same: the buyer had been talking to a competitor for months, and nobody on our side knew. The CRM said “Negotiation.” The buying group had already decided.',
    appearsOn: [{ path: '/about', where: 'first paragraph of the founder letter' }],
    why: 'It is written in the founder’s voice about her own career. She must recognise it as true and sign it, or it is rewritten in her words.',
    confirmed: false,
  },
  certifications: {
    label: 'Audited certifications: the SOC 2 report and the ISO certificate',
    value: { soc2: 'SOC 2 Type II', iso: 'ISO 9001 2017' },
    appearsOn: [
      { path: '/', where: 'hero highlights and the FAQ on security' },
      { path: '/security', where: 'certification cards, compliance FAQ and page description' },
    ],
    why: 'An auditor backs a certification, not the website. Security reviews ask for the current SOC 2 Type II report and the ISO certificate (check the edition: the spec says 9001 2017, the current standard is ISO 9001:2015); without them the claims come off both pages.',
    confirmed: false,
  },
  fifthLogo: {
    label: 'Fifth logo in the customer strip',
    value: { name: 'Relayline' },
    appearsOn: [{ path: '/', where: 'logo strip under the hero' }],
    why: 'Relayline is not a real company. The strip shows five customers; the fifth must be a real customer that agreed to be shown, or the strip shows four.',
    confirmed: false,
  },
  customers: {
    gainsight: {
      label: 'Gainsight named as a customer, with its story',
      value: {
        name: 'Gainsight',
        industry: 'Customer success software',
        team: 'Account executives and sales leadership',
        plays: ['Competitive new biz', 'Deal protection', 'Closed lost revival'],
      },
      appearsOn: [
        { path: '/', where: 'logo strip and case-study teaser' },
        { path: '/customers', where: 'case-study card' },
        { path: '/customers-gainsight', where: 'the whole case study' },
        { path: '/customers-navattic', where: 'More customer stories' },
        { path: '/customers-athenian', where: 'More customer stories' },
        { path: '/customers-vendr', where: 'More customer stories' },
        { path: '/playbooks', where: 'proof point of Defend Open Opportunity' },
        { path: '/sales', where: 'FAQ on reporting pipeline' },
        { path: '/hunt-new-opportunities', where: 'proof band (mark, figure and link to the story)' },
        { path: '/flag-expansion-opportunities', where: 'proof band (mark, figure and link to the story)' },
        { path: '/predict-prevent-churn', where: 'proof band (mark, figure and link to the story)' },
      ],
      why: customerStoryWhy,
      confirmed: false,
    },
    navattic: {
      label: 'Navattic named as a customer, with its story',
      value: {
        name: 'Navattic',
        industry: 'Interactive product demos',
        team: 'Founder-led sales and account executives',
        plays: ['Competitive new biz', 'Closed lost revival', 'Deal protection'],
      },
      appearsOn: [
        { path: '/', where: 'logo strip' },
        { path: '/customers', where: 'case-study card' },
        { path: '/customers-navattic', where: 'the whole case study' },
        { path: '/customers-gainsight', where: 'More customer stories' },
        { path: '/customers-athenian', where: 'More customer stories' },
        { path: '/customers-vendr', where: 'More customer stories' },
        { path: '/playbooks', where: 'proof point of Revive Closed Lost' },
        { path: '/win-open-deals', where: 'FAQ on win rates and the proof band' },
        { path: '/revive-closed-lost', where: 'proof band (mark, figure and link to the story)' },
        { path: '/customer-success', where: 'proof band (mark, figure and link to the story)' },
      ],
      why: customerStoryWhy,
      confirmed: false,
    },
    athenian: {
      label: 'Athenian named as a customer, with its story',
      value: {
        name: 'Athenian',
        industry: 'Engineering analytics',
        team: 'Outbound sales development',
        plays: ['Competitive new biz', 'Closed lost revival'],
      },
      appearsOn: [
        { path: '/', where: 'logo strip' },
        { path: '/customers', where: 'case-study card' },
        { path: '/customers-athenian', where: 'the whole case study' },
        { path: '/customers-gainsight', where: 'More customer stories' },
        { path: '/customers-navattic', where: 'More customer stories' },
        { path: '/customers-vendr', where: 'More customer stories' },
        { path: '/playbooks', where: 'proof point of Capture New Business' },
        { path: '/marketing', where: 'FAQ on outreach and the proof band' },
        { path: '/sales', where: 'proof band (mark, figure and link to the story)' },
      ],
      why: customerStoryWhy,
      confirmed: false,
    },
    vendr: {
      label: 'Vendr named as a customer, with its story',
      value: {
        name: 'Vendr',
        industry: 'SaaS buying platform',
        team: 'Account executives and revenue operations',
        plays: ['Competitive new biz', 'Deal protection'],
      },
      appearsOn: [
        { path: '/', where: 'logo strip' },
        { path: '/customers', where: 'case-study card' },
        { path: '/customers-vendr', where: 'the whole case study' },
        { path: '/customers-gainsight', where: 'More customer stories' },
        { path: '/customers-navattic', where: 'More customer stories' },
        { path: '/customers-athenian', where: 'More customer stories' },
        { path: '/hunt-new-opportunities', where: 'FAQ on time to value' },
        { path: '/defend-customer-base', where: 'proof band (mark, figure and link to the story)' },
        { path: '/revenue-operations', where: 'proof band (mark, figure and link to the story)' },
      ],
      why: customerStoryWhy,
      confirmed: false,
    },
  },
  quotes: {
    homeTeaser: {
      label: 'Gainsight quote on the home page, and its role',
      value: {
        text: 'We used to learn a competitor was in the deal when the prospect told us. Now the account owner hears it first, with the play already running, and it shows up in our pipeline.',
        role: 'VP of Sales',
        company: 'Gainsight',
      },
      appearsOn: [{ path: '/', where: 'case-study teaser' }],
      why: quoteWhy,
      confirmed: false,
    },
    gainsight: {
      label: 'Gainsight quote on its case study, and its role',
      value: {
        text: 'Intent data told us who might be interested someday. Countermove tells the account owner who is talking to a competitor this week, and that is the conversation we want to be in.',
        role: 'VP of Sales',
        company: 'Gainsight',
      },
      appearsOn: [{ path: '/customers-gainsight', where: 'In their words' }],
      why: quoteWhy,
      confirmed: false,
    },
    navattic: {
      label: 'Navattic quote on its case study, and its role',
      value: {
        text: 'We used to find out about a competitive deal when the prospect sent us a comparison sheet. Now we know before the first call, and we walk in with the right story.',
        role: 'Head of Sales',
        company: 'Navattic',
      },
      appearsOn: [{ path: '/customers-navattic', where: 'In their words' }],
      why: quoteWhy,
      confirmed: false,
    },
    athenian: {
      label: 'Athenian quote on its case study, and its role',
      value: {
        text: 'A competitor signal is the best reason to reach out that we have found. The buyer is already thinking about the problem, and our message lands as relevant instead of random.',
        role: 'Sales development leader',
        company: 'Athenian',
      },
      appearsOn: [{ path: '/customers-athenian', where: 'In their words' }],
      why: quoteWhy,
      confirmed: false,
    },
    vendr: {
      label: 'Vendr quote on its case study, and its role',
      value: {
        text: 'Intent tools tell us an account is researching. Countermove tells us the account is comparing us with someone, and who is doing the comparing. That is the signal our executives act on.',
        role: 'Revenue operations leader',
        company: 'Vendr',
      },
      appearsOn: [{ path: '/customers-vendr', where: 'In their words' }],
      why: quoteWhy,
      confirmed: false,
    },
  },
  customerProfiles: {
    gainsight: {
      label: 'Gainsight profile link',
      value: { url: 'https://www.linkedin.com/company/gainsight/', label: 'Gainsight on LinkedIn' },
      appearsOn: [{ path: '/customers-gainsight', where: 'link under the quote' }],
      why: profileWhy,
      confirmed: false,
    },
    navattic: {
      label: 'Navattic profile link',
      value: { url: 'https://www.linkedin.com/company/navattic/', label: 'Navattic on LinkedIn' },
      appearsOn: [{ path: '/customers-navattic', where: 'link under the quote' }],
      why: profileWhy,
      confirmed: false,
    },
    athenian: {
      label: 'Athenian profile link',
      value: { url: 'https://www.linkedin.com/company/athenian/', label: 'Athenian on LinkedIn' },
      appearsOn: [{ path: '/customers-athenian', where: 'link under the quote' }],
      why: profileWhy,
      confirmed: false,
    },
    vendr: {
      label: 'Vendr profile link',
      value: { url: 'https://www.linkedin.com/company/vendr-co/', label: 'Vendr on LinkedIn' },
      appearsOn: [{ path: '/customers-vendr', where: 'link under the quote' }],
      why: profileWhy,
      confirmed: false,
    },
  },
  claims: {
    expansionSuccess: {
      label:
        'Expansion success rate (proof point of Capture Expansion Opportunity, and wherever it is cited)',
      value: {
        sentence: 'Expansion deals close at 40-60%, against 20-30% for new business.',
        figures: ['40-60%'],
      },
      appearsOn: [
        { path: '/playbooks', where: 'proof point and metric of Capture Expansion Opportunity' },
        { path: '/flag-expansion-opportunities', where: 'hero, role tabs and FAQ' },
        { path: '/sales', where: 'objective on expansion' },
        { path: '/customer-success', where: 'objective on expansion' },
      ],
      why: claimWhy,
      confirmed: false,
    },
    renewalWinRate: {
      label: 'Renewal win rate (proof point of Protect Renewal, and wherever it is cited)',
      value: {
        sentence:
          'Renewal win rate up 23% when account teams act on competitor alerts before the renewal conversation.',
        figures: ['23%'],
      },
      appearsOn: [
        { path: '/playbooks', where: 'proof point of Protect Renewal' },
        { path: '/defend-customer-base', where: 'hero and FAQ' },
        { path: '/sales', where: 'objective on renewals' },
        { path: '/customer-success', where: 'hero figures' },
        { path: '/blog/competitive-blind-spot', where: 'key points and closing section' },
      ],
      why: claimWhy,
      confirmed: false,
    },
    churnPrediction: {
      label: 'Churn prediction accuracy (proof point of Prevent Churn, and wherever it is cited)',
      value: {
        sentence: 'Churn prediction accuracy of 70-85%, with alerts 30-90 days before churn.',
        figures: ['70-85%'],
      },
      appearsOn: [
        { path: '/playbooks', where: 'proof point of Prevent Churn' },
        { path: '/predict-prevent-churn', where: 'hero, role tabs and FAQ' },
        { path: '/customer-success', where: 'hero figures and objective on churn' },
        { path: '/sales', where: 'objective on churn' },
        { path: '/revenue-operations', where: 'objective on forecasting' },
      ],
      why: claimWhy,
      confirmed: false,
    },
    winRate: {
      label: 'Win rate up by as much as 30% (wherever it is cited)',
      value: {
        sentence: 'Win rate up by as much as 30% when teams act on competitive signals in open deals.',
        figures: ['as much as 30%', 'Up to 30%'],
      },
      appearsOn: [
        { path: '/playbooks', where: 'metric of Defend Open Opportunity' },
        { path: '/win-open-deals', where: 'FAQ' },
        { path: '/sales', where: 'hero figures' },
        { path: '/blog/competitive-blind-spot', where: 'key points and closing section' },
      ],
      why: citedClaimWhy,
      confirmed: false,
    },
    firstYearReturn: {
      label: '10-20x first-year return (wherever it is cited)',
      value: { sentence: 'A 10-20x return on the investment in the first year.', figures: ['10-20x'] },
      appearsOn: [
        { path: '/revenue-operations', where: 'hero figures' },
        { path: '/blog/competitive-blind-spot', where: 'key points and closing section' },
      ],
      why: citedClaimWhy,
      confirmed: false,
    },
    revivalWinRate: {
      label: 'Revival win rate of 15-25% (wherever it is cited)',
      value: { sentence: 'Revived closed-lost deals are won at 15-25%.', figures: ['15-25%'] },
      appearsOn: [
        { path: '/playbooks', where: 'metric of Revive Closed Lost' },
        { path: '/revive-closed-lost', where: 'hero, role tabs and FAQ' },
        { path: '/sales', where: 'hero figures' },
      ],
      why: citedClaimWhy,
      confirmed: false,
    },
  },
} as const satisfies OwnerFactsInput;

/**
 * The facts, with their literal types kept. The schema (owner-facts-schema.ts) checks them when the build
 * starts (astro.config.ts), in `npm run launch-check` and in the tests.
 */
export const ownerFacts = facts;

/** One fact, as the launch check sees it. */
export type OwnerFact = {
  label: string;
  value: unknown;
  appearsOn: readonly FactPlacement[];
  why: string;
  confirmed: boolean;
  confirmedBy?: string;
  confirmedOn?: string;
  env?: string;
};

function isFact(node: unknown): node is OwnerFact {
  return typeof node === 'object' && node !== null && 'confirmed' in node && 'appearsOn' in node;
}

/** Every fact of a tree of facts, with a dotted id (`quotes.gainsight`), in declaration order. */
export function listOwnerFacts(tree: object, prefix = ''): { id: string; fact: OwnerFact }[] {
  return Object.entries(tree).flatMap(([key, node]) => {
    const id = prefix ? `${prefix}.${key}` : key;
    if (isFact(node)) return [{ id, fact: node }];
    return typeof node === 'object' && node !== null ? listOwnerFacts(node, id) : [];
  });
}
