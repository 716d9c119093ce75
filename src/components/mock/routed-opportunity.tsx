import { ArrowRightLeft, Zap } from 'lucide-react';
import type { OpportunityPriority, RoutedOpportunity } from '#src/content/samples.ts';
import type { SamplesContent } from '#src/content/schemas/samples.ts';
import { cn } from '#src/lib/cn.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';

/*
 * Spec §3: the opportunity a competitive signal creates in the CRM and routes to the account owner
 * (owner, stage, priority and a 'Routed' badge). An illustration: a labelled group of static text.
 */

const priorityStyles: Record<OpportunityPriority, string> = {
  High: 'bg-defense-600',
  Medium: 'bg-brand-500',
  Low: 'bg-ink-400',
};

/** "Jordan Lee" → "JL", for the owner's avatar. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

export type RoutedOpportunityWords = SamplesContent['opportunity'];

export type RoutedOpportunityCardProps = RoutedOpportunity & {
  words: RoutedOpportunityWords;
  className?: string;
};

export function RoutedOpportunityCard({
  name: opportunityName,
  account,
  owner,
  stage,
  priority,
  badge,
  source,
  words,
  className,
}: RoutedOpportunityCardProps) {
  return (
    <div
      role="group"
      aria-label={fillSlots(words.label, { name: opportunityName, owner })}
      data-sample=""
      data-slot="routed-opportunity"
      className={cn(
        'w-full max-w-md overflow-hidden rounded-xl border border-border bg-white p-5 text-left shadow-raised',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-[0.6875rem] font-semibold uppercase tracking-wider text-ink-500">
            {words.heading}
          </p>
          <p className="mt-0.5 text-sm font-semibold leading-snug text-ink-950">{opportunityName}</p>
          <p className="break-words text-xs text-ink-600">{account}</p>
        </div>
        <span
          data-slot="routed-badge"
          className="inline-flex shrink-0 items-center gap-1 rounded-full bg-offense-50 px-2.5 py-0.5 text-xs font-semibold text-offense-700 ring-1 ring-offense-600/20 ring-inset"
        >
          <ArrowRightLeft aria-hidden="true" className="size-3" />
          {badge}
        </span>
      </div>

      <dl className="mt-4 grid grid-cols-[auto_auto_auto] justify-between gap-3 border-t border-ink-100 pt-4 text-xs max-[359px]:grid-cols-2">
        <div className="min-w-0">
          <dt className="font-medium text-ink-500">{words.owner}</dt>
          <dd className="mt-1 flex min-w-0 items-center gap-1.5 font-semibold text-ink-900">
            <span
              aria-hidden="true"
              className="flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-[0.625rem] font-bold text-white"
            >
              {initials(owner)}
            </span>{' '}
            <span className="min-w-0 break-words">{owner}</span>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="font-medium text-ink-500">{words.stage}</dt>
          <dd className="mt-1 break-words font-semibold text-ink-900">{stage}</dd>
        </div>
        <div className="min-w-0">
          <dt className="font-medium text-ink-500">{words.priority}</dt>
          <dd className="mt-1 flex items-center gap-1.5 font-semibold text-ink-900">
            <span
              aria-hidden="true"
              className={cn('size-2 shrink-0 rounded-full', priorityStyles[priority])}
            />
            {priority}
          </dd>
        </div>
      </dl>

      {source ? (
        <p className="mt-4 flex items-start gap-1.5 rounded-lg bg-ink-50 px-3 py-2 text-xs text-ink-700">
          <Zap aria-hidden="true" className="mt-px size-3.5 shrink-0 text-brand-600" />
          {source}
        </p>
      ) : null}
    </div>
  );
}
