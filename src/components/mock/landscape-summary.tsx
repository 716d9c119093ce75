import { ChartNoAxesColumn } from 'lucide-react';
import type { LandscapeStat, LandscapeSummary, LandscapeTone } from '#src/content/samples.ts';
import type { SamplesContent } from '#src/content/schemas/samples.ts';
import { cn } from '#src/lib/cn.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';

/*
 * Spec §3 "Sample landscape summary": counts and dollar figures of the competitive landscape, shown
 * exactly as given. An illustration: a labelled group; the share bar under the dollar figures is
 * decorative (the figures themselves are the text).
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

/** 1252000 → "$1,252,000"; 34 → "34". */
export function formatStat(stat: Pick<LandscapeStat, 'value' | 'format'>): string {
  return stat.format === 'usd' ? usd.format(stat.value) : count.format(stat.value);
}

const toneStyles: Record<LandscapeTone, { dot: string; bar: string; value: string }> = {
  offensive: { dot: 'bg-offense-600', bar: 'bg-offense-600', value: 'text-offense-700' },
  defensive: { dot: 'bg-defense-600', bar: 'bg-defense-600', value: 'text-defense-700' },
  neutral: { dot: 'bg-brand-600', bar: 'bg-brand-600', value: 'text-ink-950' },
};

export type LandscapeSummaryWords = SamplesContent['landscape'];

export type LandscapeSummaryCardProps = LandscapeSummary & {
  words: LandscapeSummaryWords;
  className?: string;
};

export function LandscapeSummaryCard({ title, period, stats, words, className }: LandscapeSummaryCardProps) {
  const counts = stats.filter((stat) => stat.format === 'count');
  const amounts = stats.filter((stat) => stat.format === 'usd');
  const total = amounts.reduce((sum, stat) => sum + stat.value, 0);
  return (
    <div
      role="group"
      aria-label={fillSlots(words.label, { title, period })}
      data-sample=""
      data-slot="landscape-summary"
      className={cn(
        'w-full max-w-xl overflow-hidden rounded-xl border border-border bg-white text-left shadow-raised',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3 border-b border-ink-100 px-5 py-4">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
          >
            <ChartNoAxesColumn className="size-4.5" />
          </span>
          <p className="text-sm font-semibold leading-snug text-ink-950">{title}</p>
        </div>
        <span className="shrink-0 rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
          {period}
        </span>
      </div>

      <dl className="grid grid-cols-2 gap-px bg-ink-100 sm:grid-cols-4">
        {counts.map((stat) => (
          <div key={stat.label} data-stat="" className="flex flex-col-reverse justify-end bg-white px-4 py-4">
            <dt className="mt-1 flex items-start gap-1.5 text-xs leading-snug text-ink-600">
              <span
                aria-hidden="true"
                className={cn('mt-1 size-1.5 shrink-0 rounded-full', toneStyles[stat.tone].dot)}
              />
              {stat.label}
            </dt>
            <dd className="text-2xl font-bold tracking-tight text-ink-950 tabular-nums">
              {formatStat(stat)}
            </dd>
          </div>
        ))}
      </dl>

      {amounts.length > 0 ? (
        <div className="border-t border-ink-100 px-5 py-4">
          <dl className="grid grid-cols-1 gap-3 min-[25rem]:grid-cols-2">
            {amounts.map((stat) => (
              <div key={stat.label} data-stat="" className="flex flex-col-reverse justify-end">
                <dt className="mt-0.5 text-xs text-ink-600">{stat.label}</dt>
                <dd
                  className={cn('text-xl font-bold tracking-tight tabular-nums', toneStyles[stat.tone].value)}
                >
                  {formatStat(stat)}
                </dd>
              </div>
            ))}
          </dl>
          {amounts.length > 1 && total > 0 ? (
            <div aria-hidden="true" className="mt-4 flex h-2 gap-1 overflow-hidden rounded-full">
              {amounts.map((stat) => (
                <span
                  key={stat.label}
                  className={cn('h-full rounded-full', toneStyles[stat.tone].bar)}
                  style={{ width: `${(stat.value / total) * 100}%` }}
                />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
