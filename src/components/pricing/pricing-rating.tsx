import { Star } from 'lucide-react';
import { cn } from '#src/lib/cn.ts';

export type PricingRatingProps = {
  value: number;
  count: number;
  best: number;
  label: string;
  caption: string;
  className?: string;
};

/**
 * The aggregate rating, shown as text with decorative stars. It is the same rating the page's structured
 * data carries (marked-up ratings must be visible on the page).
 */
export function PricingRating({ value, count, best, label, caption, className }: PricingRatingProps) {
  const stars = Array.from({ length: best }, (_, index) => index);
  return (
    <div
      data-slot="rating"
      data-rating-value={value}
      data-rating-count={count}
      className={cn(
        'inline-flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full border border-ink-200 bg-white/80 px-4 py-2 shadow-card',
        className,
      )}
    >
      <span aria-hidden="true" className="relative inline-flex">
        <span className="flex text-ink-200">
          {stars.map((index) => (
            <Star key={index} className="size-4 fill-current" />
          ))}
        </span>
        <span
          className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500"
          style={{ width: `${(value / best) * 100}%` }}
        >
          {stars.map((index) => (
            <Star key={index} className="size-4 shrink-0 fill-current" />
          ))}
        </span>
      </span>
      <p className="text-sm text-ink-700">
        <span className="font-semibold text-ink-950">{label}</span> <span>{caption}</span>
      </p>
    </div>
  );
}
