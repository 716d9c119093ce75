import { ArrowRight } from 'lucide-react';
import { SignalGlyph } from '#src/components/brand/signal-trace.tsx';
import type { PricingTier } from '#src/content/schemas/pricing.ts';
import { cn } from '#src/lib/cn.ts';

export type PlanSummaryProps = {
  /** The small label over the list (`hero.plans.label`). */
  label: string;
  /** Read after each plan's name by screen readers: where the row leads (`hero.plans.linkLabel`). */
  linkLabel: string;
  tiers: readonly PricingTier[];
};

/** The id of a plan's card in the plans section, which each row of the summary links to. */
export const planAnchor = (id: PricingTier['id']) => `plan-${id}`;

/**
 * /pricing's hero, right half from 1024 px (issue 29, seventh review: /customers, /blog and /pricing
 * opened with one centred hero): the three plans at a glance, each row its name, price and note, taken
 * from the plans below (no figure of its own), and a link to that plan's card. Drawn as an open price
 * ledger (a heavy rule over hairline rows, no card), not as /security's boxed "at a glance" card; the
 * featured plan's row carries its badge and a blue edge, as its card is raised.
 */
export function PlanSummary({ label, linkLabel, tiers }: PlanSummaryProps) {
  return (
    <div data-plan-summary="">
      <p className="eyebrow">
        <SignalGlyph />
        {label}
      </p>
      <ul className="mt-4 divide-y divide-ink-200 border-y-2 border-y-ink-950">
        {tiers.map((tier) => (
          <li key={tier.id}>
            <a
              href={`#${planAnchor(tier.id)}`}
              className={cn(
                'group flex items-center gap-4 border-l-4 py-5 pr-1 pl-4 hover:bg-ink-50',
                tier.featured ? 'border-l-brand-600' : 'border-l-transparent',
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink-950">
                  {tier.name}{' '}
                  {tier.badge ? (
                    <span className="whitespace-nowrap rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                      {tier.badge}
                    </span>
                  ) : null}
                </span>{' '}
                <span className="mt-0.5 block text-sm text-ink-600">{tier.priceNote}</span>
              </span>{' '}
              <span className="text-right text-2xl font-bold tracking-tight text-ink-950">{tier.price}</span>
              <span className="sr-only">: {linkLabel}</span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
