import { pageMetadataSchema } from '#src/lib/page-metadata.ts';
import { softwareApplicationJsonLd } from '#src/lib/structured-data.ts';
import { siteConfig } from '#src/site.config.ts';
import { ownerFacts } from './owner-facts';
import type { PageMetadata } from './types';

/**
 * Spec §3: metadata presets for the pages that share them. A page spreads a preset and overrides only
 * what differs.
 */
export type MetadataPreset = 'home' | 'pricing';

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
  home: {
    title: `${brand}: see accounts engaging your competitors`,
    description:
      'AI that finds prospects and customers engaging your competitors and alerts the account owner in Slack, email and your CRM, with the playbook to respond.',
    keywords: [
      'competitive intelligence',
      'competitor engagement alerts',
      'revenue intelligence',
      'churn prevention',
      'closed-lost revival',
    ],
    ogType: 'website',
  },
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
} as const satisfies Record<MetadataPreset, PageMetadata>;

// Every preset follows the one metadata rule (lib/page-metadata.ts), checked when the module loads.
for (const preset of Object.values(metadataPresets)) pageMetadataSchema.parse(preset);
