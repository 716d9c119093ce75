import { company } from '#src/content/company.ts';
import { siteConfig } from '#src/site.config.ts';
import { bookingCta } from './ctas';
import { metadataPresets, pricingFacts } from './metadata-presets';
import type { CtaBlock, FaqItem, Hero, PageMetadata, SectionIntro } from './types';

/*
 * /pricing (spec §2 "Pricing", §9 "Pricing facts"). The flat fee and the rating are derived from
 * `pricingFacts`, the same constants the page's SoftwareApplication structured data is built from, so the
 * visible page and the markup cannot disagree.
 */

export type PricingTier = {
  id: 'flat' | 'outcome' | 'enterprise';
  name: string;
  /** The price as shown, e.g. "$2,000/month". */
  price: string;
  /** A short line under the price. */
  priceNote: string;
  description: string;
  features: readonly string[];
  cta: { label: string; href: string };
  /** Emphasized card. */
  featured?: boolean;
  badge?: string;
};

export type PricingStep = { title: string; description: string };

export type PricingReason = { title: string; description: string };

export type PricingContent = {
  meta: PageMetadata;
  hero: Hero;
  rating: { value: number; count: number; best: number; label: string; caption: string };
  howItWorks: SectionIntro & {
    steps: readonly [PricingStep, PricingStep, PricingStep];
    included: { headline: string; items: readonly string[] };
  };
  tiers: SectionIntro & { items: readonly [PricingTier, PricingTier, PricingTier] };
  reasons: SectionIntro & { items: readonly [PricingReason, PricingReason, PricingReason] };
  faq: SectionIntro & { items: readonly FaqItem[] };
  individualContributor: {
    eyebrow: string;
    headline: string;
    description: string;
    points: readonly string[];
    link: { label: string; href: string };
  };
  cta: CtaBlock;
};

const { salesCrm, marketingCrm, teamChat } = company.integrations;
const brand = siteConfig.name;

/** "$2,000/month", from the same number the structured data carries. */
export const flatFeeLabel = `$${pricingFacts.flatFeeUsdPerMonth.toLocaleString('en-US')}/month`;

const requestPricing = bookingCta('Request pricing');

export const pricing = {
  meta: metadataPresets.pricing,
  hero: {
    eyebrow: 'Pricing',
    headline: 'Pay per identified competitor-influenced opportunity',
    description:
      'You pay when a qualified competitive opportunity enters your CRM opportunities pipeline. Seats and alerts are unlimited, there are no credit limits and there is no implementation fee.',
    primaryCta: requestPricing,
    secondaryCta: bookingCta('Talk to an expert'),
  },
  rating: {
    value: pricingFacts.rating.value,
    count: pricingFacts.rating.count,
    best: pricingFacts.rating.best,
    label: `Rated ${pricingFacts.rating.value} out of ${pricingFacts.rating.best}`,
    caption: pricingFacts.ratingSource
      ? `from ${pricingFacts.rating.count} ratings on ${pricingFacts.ratingSource}`
      : `from ${pricingFacts.rating.count} ratings`,
  },
  howItWorks: {
    eyebrow: 'How pricing works',
    headline: 'You pay for opportunities, not for logins',
    description:
      'Most tools charge for seats or data credits, whether or not anything reaches your pipeline. Our default is to charge for the outcome you bought the tool for; teams that need a fixed budget line can choose a flat monthly fee instead.',
    steps: [
      {
        title: 'We watch your accounts',
        description:
          'The agent follows key stakeholders at your prospects, open deals, closed-lost accounts, renewals and customers on public professional networks and social platforms.',
      },
      {
        title: 'Your team acts on alerts',
        description: `When a stakeholder engages a competitor, the account owner is alerted in ${teamChat}, email and the CRM, and the matching playbook starts.`,
      },
      {
        title: 'You pay per qualified opportunity',
        description:
          'A charge applies only when a qualified competitive opportunity enters your CRM opportunities pipeline, where you can see and audit every one.',
      },
    ],
    included: {
      headline: 'What you get',
      items: [
        'On the outcome-based plan, a charge only per qualified competitive opportunity that enters your CRM opportunities pipeline',
        'Unlimited seats for sales, marketing, revenue operations and customer success',
        'Unlimited alerts, and no credit limits',
        'No implementation fee',
        'Typical go-live in 1-2 weeks',
        `Alerts in ${teamChat}, email and your CRM`,
        `One-click ${salesCrm} and ${marketingCrm} integrations, plus an API`,
        'CRM enrichment, competitive playbooks and landscape tracking',
      ],
    },
  },
  tiers: {
    eyebrow: 'Plans',
    headline: 'Three ways to pay',
    description:
      'Every plan includes unlimited seats and alerts, no credit limits and no implementation fee.',
    items: [
      {
        id: 'flat',
        name: 'Flat fee',
        price: flatFeeLabel,
        priceNote: 'Billed monthly in USD',
        description: 'A predictable monthly price for teams that want a fixed line in the budget.',
        features: [
          `Alerts to account owners in ${teamChat}, email and ${salesCrm}`,
          'CRM enrichment of accounts, contacts and opportunities',
          'Competitive playbooks and landscape tracking',
          'Typical go-live in 1-2 weeks',
        ],
        cta: requestPricing,
      },
      {
        id: 'outcome',
        name: 'Outcome-based',
        price: 'Per opportunity',
        priceNote: 'Per qualified competitive opportunity in your CRM',
        description:
          'Pay only when a qualified competitive opportunity enters your CRM opportunities pipeline.',
        features: [
          'All the features of the flat fee plan',
          'Charged per qualified opportunity, counted in your CRM',
          'The definition of a qualified opportunity agreed with you up front',
          'Regular results reviews with our team',
        ],
        cta: requestPricing,
        featured: true,
        badge: 'Pay for outcomes',
      },
      {
        id: 'enterprise',
        name: 'Enterprise',
        price: 'Custom pricing',
        priceNote: 'Shaped to your structure and terms',
        description:
          'For organizations with several business units, regions or CRMs, and a formal security review.',
        features: [
          'Everything in the outcome-based plan',
          'Multiple business units, regions and CRM instances',
          'Single sign-on and role-based access',
          'Security review and custom contract terms',
        ],
        cta: requestPricing,
      },
    ],
  },
  reasons: {
    eyebrow: 'Why outcome-based pricing works',
    headline: 'Our incentives point the same way as yours',
    items: [
      {
        title: 'You pay for pipeline, not potential',
        description:
          'Seat licenses and data credits charge you for access. We charge when a competitive opportunity is real enough to enter your pipeline.',
      },
      {
        title: 'Everyone gets the alerts',
        description:
          'With unlimited seats and alerts, there is no reason to ration access. Every account owner hears about their accounts, and nobody waits for a license.',
      },
      {
        title: 'Return on investment is a CRM report',
        description:
          'Each charge maps to an opportunity in your CRM, so return on investment is a report you already have, not a model you have to defend.',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    headline: 'Pricing questions',
    description: 'Anything else? Request pricing and we will walk you through it with your own numbers.',
    items: [
      {
        question: 'What counts as a qualified competitive opportunity?',
        answer:
          'An opportunity that enters your CRM opportunities pipeline from a competitive signal we surfaced: a stakeholder at the account engaged a competitor, your team acted on the alert, and the opportunity meets the qualification criteria we agree with you before go-live.',
      },
      {
        question: 'When are we charged?',
        answer:
          'On the outcome-based plan, only when a qualified competitive opportunity enters your CRM opportunities pipeline. Alerts, seats and enrichment never trigger a charge on their own.',
      },
      {
        question: 'How do the three plans differ?',
        answer: `The flat fee is ${pricingFacts.flatFeeUsdPerMonth.toLocaleString('en-US')} USD per month for teams that want a fixed budget line. The outcome-based plan charges per qualified competitive opportunity. Enterprise has custom pricing for several business units, regions or CRMs and a formal security review.`,
      },
      {
        question: 'Are seats or alerts limited?',
        answer:
          'No. Seats and alerts are unlimited on every plan, and there are no credit limits. Add every seller, account manager and marketer who owns accounts.',
      },
      {
        question: 'Is there an implementation fee?',
        answer:
          'No. Set-up, CRM integration and the first configuration of accounts, competitors and playbooks are included.',
      },
      {
        question: 'How long does it take to go live?',
        answer:
          'Typically 1-2 weeks. Connecting the CRM takes one click; most of the time goes into choosing the accounts and competitors to watch and agreeing how alerts are routed.',
      },
      {
        question: 'Which tools does it work with?',
        answer: `Alerts reach account owners in ${teamChat}, by email and in the CRM. ${salesCrm} and ${marketingCrm} connect in one click, and an API covers other systems.`,
      },
      {
        question: 'How do I build the business case internally?',
        answer: `Start with the deals you lost to a competitor you did not know was involved, then compare the cost of one plan with the value of one more competitive opportunity won. Our article on the competitive blind spot makes the argument step by step, and we are happy to build the case with you.`,
      },
    ],
  },
  individualContributor: {
    eyebrow: 'For individual contributors',
    headline: 'Want this for your team? Build the business case.',
    description: `If you are the seller, account manager or RevOps analyst who wants ${brand} for your team, our business-case article gives you the argument and the figures to take to your manager.`,
    points: [
      'Why the go-to-market stack cannot see competitors',
      'What a competitor signal is worth compared with intent data',
      'Three plays for sales, marketing and customer success',
    ],
    link: { label: 'Read the business case', href: '/blog/competitive-blind-spot' },
  },
  cta: {
    headline: 'See what your pipeline would cost, and what it would return',
    description:
      'Tell us about your market and your competitors. We will show you the alerts your team would get and what the outcome-based plan would look like.',
    primaryCta: requestPricing,
    secondaryCta: bookingCta('Book a demo'),
  },
} as const satisfies PricingContent;
