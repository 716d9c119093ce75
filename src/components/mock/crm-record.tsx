import { BadgeDollarSign, Building2, type LucideIcon, Sparkles, UserRound } from 'lucide-react';
import type { CrmField, CrmFlag, CrmObjectType, CrmRecord } from '#src/content/samples.ts';
import type { SamplesContent } from '#src/content/schemas/samples.ts';
import { cn } from '#src/lib/cn.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';

/*
 * Spec §3 "Sample CRM objects": an Account, Contact or Opportunity record as the CRM shows it after the
 * service enriched it. An illustration, so a labelled group of static text. Fields the service wrote are
 * tinted and carry a spark; screen readers hear "(enriched)" after their value. A flag the service set
 * (the spec's 'High Risk', 'Expansion Opportunity') shows as a pill on its own row under the header, in words.
 * Its words are the samples' (site/samples.yaml `record`); its root carries `data-sample`.
 */

const objectIcons: Record<CrmObjectType, LucideIcon> = {
  Account: Building2,
  Contact: UserRound,
  Opportunity: BadgeDollarSign,
};

const flagStyles: Record<CrmFlag['tone'], string> = {
  offensive: 'bg-offense-50 text-offense-700 ring-offense-600/20',
  defensive: 'bg-defense-50 text-defense-700 ring-defense-600/20',
};

export type CrmRecordWords = SamplesContent['record'];

export type CrmRecordCardProps = CrmRecord & {
  words: CrmRecordWords;
  /** `compact` drops the subtitle and tightens spacing, for stacks of several records. */
  density?: 'default' | 'compact';
  className?: string;
};

export function CrmRecordCard({
  objectType,
  name: recordName,
  subtitle,
  enriched,
  fields,
  activity,
  flag,
  density = 'default',
  words,
  className,
}: CrmRecordCardProps) {
  const Icon = objectIcons[objectType];
  const compact = density === 'compact';
  return (
    <div
      role="group"
      aria-label={fillSlots(enriched ? words.enrichedLabel : words.label, {
        object: objectType.toLowerCase(),
        name: recordName,
      })}
      data-sample=""
      data-slot="crm-record"
      data-object={objectType}
      className={cn(
        'w-full overflow-hidden rounded-xl border border-border bg-white text-left shadow-raised',
        className,
      )}
    >
      <div
        className={cn(
          'flex items-start gap-3 border-b border-ink-100 bg-ink-50/70',
          compact ? 'px-4 py-3' : 'px-5 py-4',
        )}
      >
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-card ring-1 ring-ink-200"
          >
            <Icon className="size-4.5" />
          </span>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[0.6875rem] font-semibold uppercase tracking-wider text-ink-500">
              {objectType}
              {enriched ? ' ' : null}
              {enriched ? (
                <span
                  data-slot="enriched-badge"
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-px text-[0.6875rem] font-semibold normal-case tracking-normal text-brand-800 ring-1 ring-brand-600/20 ring-inset"
                >
                  <Sparkles aria-hidden="true" className="size-3" />
                  {words.enriched}
                </span>
              ) : null}
            </p>
            <p className="text-sm font-semibold leading-snug text-ink-950">{recordName}</p>
            {subtitle && !compact ? <p className="break-words text-xs text-ink-600">{subtitle}</p> : null}
          </div>
        </div>
      </div>
      {flag ? (
        <p
          className={cn(
            'flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-ink-100 text-xs font-medium text-ink-500',
            compact ? 'px-4 py-2' : 'px-5 py-2.5',
          )}
        >
          {words.flag}{' '}
          <span
            data-slot="record-flag"
            className={cn(
              'inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold ring-1 ring-inset',
              flagStyles[flag.tone],
            )}
          >
            {flag.label}
          </span>
        </p>
      ) : null}
      <RecordFields
        fields={fields}
        enrichedValue={words.enrichedValue}
        className={cn('text-xs', compact ? 'gap-y-1 p-2' : 'gap-y-1.5 p-3')}
      />
      {activity && activity.length > 0 ? (
        <div className={cn('border-t border-ink-100', compact ? 'px-4 py-3' : 'px-5 py-4')}>
          <p className="text-[0.6875rem] font-semibold uppercase tracking-wider text-ink-500">
            {words.activity}
          </p>
          <ul className="mt-2 space-y-2.5">
            {activity.map((entry) => (
              <li key={entry.text} className="flex items-start gap-2.5 text-xs">
                <span
                  aria-hidden="true"
                  className="mt-1 size-2 shrink-0 rounded-full bg-brand-500 ring-4 ring-brand-50"
                />
                <span className="min-w-0">
                  <span className="block font-medium text-ink-900">{entry.text}</span>{' '}
                  <span className="block text-ink-500">{entry.meta}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A CRM record's fields, two to a row; enriched ones are tinted and marked (for screen readers too, with
 * `enrichedValue` after the value).
 */
export function RecordFields({
  fields,
  enrichedValue,
  className,
}: {
  fields: readonly CrmField[];
  enrichedValue: string;
  className?: string;
}) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-3', className)}>
      {fields.map((field) => (
        <div
          key={field.label}
          data-enriched={field.enriched ? '' : undefined}
          className={cn('min-w-0 rounded-md px-2 py-1.5', field.enriched && 'bg-brand-50/70')}
        >
          <dt className="flex items-center gap-1 font-medium text-ink-500">
            {field.label}
            {field.enriched ? (
              <Sparkles aria-hidden="true" className="size-3 shrink-0 text-brand-600" />
            ) : null}
          </dt>
          <dd className="mt-0.5 break-words font-semibold text-ink-900">
            {field.value}
            {field.enriched ? <span className="sr-only"> {enrichedValue}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
