/**
 * /pricing (spec §2 "Pricing", §9 "Pricing facts"): the hero, how pricing works, three plans, why
 * outcome-based pricing works, eight FAQs, the individual-contributor box and the closing call to action.
 * The flat fee the structured data carries is `offer.pricePerMonth`; the rating comes from the owner fact
 * `rating` and shows only once that fact is confirmed.
 */
import { z } from 'astro/zod';
import {
  cta,
  ctaBlock,
  faqItem,
  hero,
  line,
  lines,
  pageMeta,
  prose,
  sectionIntro,
  titled,
} from './fields.ts';

const plan = z.object({
  id: z
    .enum(['flat', 'outcome', 'enterprise'])
    .describe('Which plan this card is (fixed: it styles the card).'),
  name: line('The plan’s name.', { max: 40 }),
  price: line('The price as shown (“$2,000/month”, “Custom pricing”).', { max: 40 }),
  priceNote: line('A short line under the price.', { max: 80 }),
  description: prose('Who the plan is for, in a sentence.'),
  features: lines('What the plan includes, one line each.', { min: 2 }),
  cta,
  featured: z.boolean().default(false).describe('Raise and outline this card (one plan at most).'),
  badge: line('A small label on the card (“Pay for outcomes”).', { max: 40 }).optional(),
});

export const pricingSchema = z.object({
  meta: pageMeta,
  hero: hero.extend({
    plans: z
      .object({
        label: line('The small label over the summary (“Plans at a glance”).', { max: 40 }),
        linkLabel: line('What each row says it leads to, read after the plan’s name (“see the plan”).', {
          max: 40,
        }),
      })
      .describe(
        'The hero’s summary of the three plans, beside the copy from 1024 px: each plan’s name, price and note, from the plans below, as a link to its card.',
      ),
  }),
  rating: z
    .object({
      label: line('The rating in words; use $fact:rating.value$ and $fact:rating.best$.'),
      caption: line('Where it comes from; use $fact:rating.count$ and $fact:rating.source$.'),
    })
    .describe('The aggregate rating under the hero: shown only once the owner fact “rating” is confirmed.'),
  offer: z
    .object({
      name: line('The plan the structured data names.'),
      description: prose('What the product is, in one sentence, for search engines.'),
      pricePerMonth: z
        .number()
        .int()
        .positive()
        .describe('The flat fee in US dollars per month (spec: 2000).'),
      currency: z.literal('USD').describe('The currency (USD).'),
    })
    .describe('The flat-fee offer search engines read (structured data).'),
  howItWorks: sectionIntro
    .extend({
      steps: z.array(titled).length(3, 'has three steps').describe('The three steps of how pricing works.'),
      included: z.object({
        headline: line('Heading of the list.'),
        items: lines('What every customer gets, one line each.', { min: 3 }),
      }),
    })
    .describe('How pricing works, and what you get.'),
  tiers: sectionIntro
    .extend({ items: z.array(plan).length(3, 'has three plans').describe('The three plans, left to right.') })
    .describe('The plans.'),
  reasons: sectionIntro
    .extend({ items: z.array(titled).length(3, 'has three cards').describe('Three reasons.') })
    .describe('Why outcome-based pricing works.'),
  faq: sectionIntro.extend({ items: z.array(faqItem).min(1).describe('The pricing questions.') }),
  individualContributor: z
    .object({
      eyebrow: line('Small label above the heading.'),
      headline: line('The box’s heading.'),
      description: prose('The paragraph.'),
      points: lines('What the article covers, one line each.'),
      link: cta,
    })
    .describe('The box for the individual contributor who wants to build a business case.'),
  cta: ctaBlock.describe('The closing call to action.'),
});

export type PricingContent = z.infer<typeof pricingSchema>;
export type PricingTier = PricingContent['tiers']['items'][number];
export type PricingStep = PricingContent['howItWorks']['steps'][number];
