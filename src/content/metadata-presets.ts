import { pageMetadataSchema } from '#src/lib/page-metadata.ts';
import { softwareApplicationJsonLd } from '#src/lib/structured-data.ts';
import { siteConfig } from '#src/site.config.ts';
import { ownerFacts } from './owner-facts';
import type { PageMetadata } from './types';

/**
 * Spec §3: metadata presets for the pages that share them. A page spreads a preset and overrides only
 * what differs.
 */
export type MetadataPreset = 'pricing' | 'sales' | 'marketing' | 'revenueOps' | 'customerSuccess';

const brand = siteConfig.name;

const { source: ratingSource, ...rating } = ownerFacts.rating.value;

/**
 * Pricing facts (spec §9), shown on /pricing and carried by its structured data. The rating and its source
 * are owner facts.
 */
export const pricingFacts = {
  flatFeeUsdPerMonth: 2000,
  currency: 'USD',
  rating,
  ratingSource,
} as const;

export const metadataPresets = {
  pricing: {
    title: 'Pricing: pay per competitive opportunity',
    description: `A flat ${pricingFacts.flatFeeUsdPerMonth.toLocaleString('en-US')} USD per month, an outcome-based tier that charges per qualified opportunity in your pipeline, or custom enterprise pricing.`,
    keywords: [
      'competitive intelligence pricing',
      'outcome-based pricing',
      'pay per opportunity',
      'unlimited seats',
    ],
    ogType: 'website',
    structuredData: softwareApplicationJsonLd({
      name: brand,
      description:
        'Relationship-based competitive intelligence that alerts revenue teams when accounts engage a competitor.',
      path: '/pricing',
      offer: {
        name: 'Flat fee',
        pricePerMonth: pricingFacts.flatFeeUsdPerMonth,
        currency: pricingFacts.currency,
      },
      rating: pricingFacts.rating,
    }),
  },
  sales: {
    title: 'Sales leaders: win competitive deals',
    description:
      'Arm every seller with alerts when prospects, open deals and closed-lost accounts engage a competitor, plus the play to run next, inside your CRM.',
    keywords: [
      'competitive deal alerts',
      'sales competitive intelligence',
      'win rate',
      'closed-lost revival',
    ],
    ogType: 'website',
  },
  marketing: {
    title: 'Marketing leaders: competitive GTM strategy',
    description:
      'Turn competitor activity in your market into go-to-market strategy: see which accounts engage rivals and aim campaigns and messaging where they count.',
    keywords: [
      'competitive marketing',
      'competitor intelligence',
      'account-based marketing',
      'go-to-market strategy',
    ],
    ogType: 'website',
  },
  revenueOps: {
    title: 'RevOps leaders: automated competitive intel',
    description:
      'Automated competitive intelligence for revenue operations: enriched CRM records, routed opportunities and at-risk flags, with one-click CRM integration.',
    keywords: [
      'revenue operations',
      'CRM enrichment',
      'competitive intelligence automation',
      'opportunity routing',
    ],
    ogType: 'website',
  },
  customerSuccess: {
    title: 'Customer success leaders: prevent churn',
    description:
      'Predict and prevent churn: know when customers engage a competitor before renewal, with alerts to the account manager and a playbook to respond.',
    keywords: ['churn prediction', 'renewal risk', 'customer success', 'net revenue retention'],
    ogType: 'website',
  },
} as const satisfies Record<MetadataPreset, PageMetadata>;

// Every preset follows the one metadata rule (lib/page-metadata.ts), checked when the module loads.
for (const preset of Object.values(metadataPresets)) pageMetadataSchema.parse(preset);
