import { ArrowRight, Check } from 'lucide-react';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import { Button } from '#src/components/ui/button.tsx';
import type { PricingTier } from '#src/content/schemas/pricing.ts';
import type { SectionIntro } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { planAnchor } from './plan-summary';

export type PricingTiersProps = {
  intro: SectionIntro;
  tiers: readonly PricingTier[];
  id?: string;
};

/**
 * The three plans side by side; the featured plan is raised and outlined in brand blue. The section follows
 * the page's hero, which draws the line above it, so it has a bottom border only.
 */
export function PricingTiers({ intro, tiers, id = 'plans' }: PricingTiersProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="border-b border-ink-100 bg-ink-50/70 py-12 md:py-24"
    >
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        {/* From 1024 px each card spans the list's five rows (name, price, description, features, button)
            as a subgrid, so the three cards' prices, descriptions, dividers and buttons line up. From 768
            to 1023 px the cards stack, each in two columns: name, price, description and button on the
            left, the features on the right (a full-width card left its right half empty). */}
        <ul className="mt-8 grid gap-6 md:mt-16 lg:grid-cols-3 lg:gap-y-0">
          {tiers.map((tier) => (
            <li
              key={tier.id}
              id={planAnchor(tier.id)}
              data-tier={tier.id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8 lg:row-span-5 lg:grid lg:grid-rows-subgrid',
                'md:max-lg:grid md:max-lg:grid-cols-2 md:max-lg:grid-rows-[auto_auto_1fr_auto] md:max-lg:gap-x-10',
                tier.featured
                  ? 'border-brand-600 shadow-raised ring-1 ring-brand-600'
                  : 'border-ink-200 shadow-card',
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                <h3 className="text-h3 font-semibold text-ink-950">{tier.name}</h3>
                {tier.badge ? (
                  <span className="whitespace-nowrap rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                    {tier.badge}
                  </span>
                ) : null}
              </div>
              <p data-slot="price-block" className="mt-6 flex flex-col">
                <span
                  data-slot="price"
                  className="text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl"
                >
                  {tier.price}
                </span>{' '}
                <span className="mt-1 text-sm text-ink-600">{tier.priceNote}</span>
              </p>
              <p className="mt-5 text-base leading-relaxed text-ink-700">{tier.description}</p>
              <ul
                data-slot="features"
                className="mt-6 flex-1 space-y-3 border-t border-ink-100 pt-6 md:max-lg:col-start-2 md:max-lg:row-span-4 md:max-lg:row-start-1 md:max-lg:mt-0 md:max-lg:self-center md:max-lg:border-t-0 md:max-lg:border-l md:max-lg:pt-0 md:max-lg:pl-8"
              >
                {tier.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-sm leading-relaxed text-ink-700">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button
                asChild
                size="lg"
                variant={tier.featured ? 'default' : 'outline'}
                className="mt-8 w-full md:max-lg:mt-6 md:max-lg:self-end lg:self-end"
              >
                <a href={tier.cta.href}>
                  {tier.cta.label}
                  <span className="sr-only">: {tier.name}</span>
                  <ArrowRight aria-hidden="true" />
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
