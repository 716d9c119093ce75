import type * as React from 'react';
import { IntroHero } from '#src/components/sections/intro-hero.tsx';
import type { PricingContent, PricingTier } from '#src/content/schemas/pricing.ts';
import { PlanSummary } from './plan-summary';

export type PricingHeroProps = PricingContent['hero'] & {
  tiers: readonly PricingTier[];
  /** Under the buttons (the rating, once confirmed). */
  children?: React.ReactNode;
};

/**
 * /pricing's hero: the copy on the left and, from 1024 px, the three plans at a glance on the right
 * (issue 29, seventh review: the page opened with the same centred hero as /customers and /blog).
 */
export function PricingHero({ plans, tiers, children, ...copy }: PricingHeroProps) {
  return (
    <IntroHero {...copy} align="left" picture={<PlanSummary {...plans} tiers={tiers} />}>
      {children}
    </IntroHero>
  );
}
