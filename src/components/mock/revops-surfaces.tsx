import { ArrowDown, ArrowRight, Check, Database, GitBranch } from 'lucide-react';
import { Fragment } from 'react';
import type { PersonaSample } from '#src/content/schemas/persona-samples.ts';
import { cn } from '#src/lib/cn.ts';
import { RoutedOpportunityCard } from './routed-opportunity';
import type { SampleContext } from './sample-context';
import { AlertFacts, Bar, phoneDrop, SurfaceFrame, windowClass } from './surface-kit';

/*
 * The revenue operations team's surfaces (issue 29): the routing rule an alert met and the data it wrote.
 * A rule between the alert and the opportunity it routed, a forecast board, a field-by-field diff, a
 * pipeline-by-source chart, the renewal forecast and the record the API sends. Each carries its alert.
 */

type Of<K extends PersonaSample['kind']> = Extract<PersonaSample, { kind: K }>;

const keyword = 'font-mono text-[0.625rem] font-bold uppercase tracking-wider text-brand-700';

/** The arrow from one part to the next; `dropOnPhone` when a phone leaves out the part it points at. */
function Down({ dropOnPhone = false }: { dropOnPhone?: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-connector=""
      {...phoneDrop(dropOnPhone, 'flex justify-center py-1.5 text-ink-400')}
    >
      <ArrowDown className="size-4" />
    </span>
  );
}

/**
 * The alert, the routing rule it met, and the opportunity the rule created and routed. On a phone it ends
 * with the rule: the arrow and the opportunity under it are left out.
 */
export function RoutingRule({ sample, context }: { sample: Of<'routing-rule'>; context: SampleContext }) {
  return (
    <SurfaceFrame label={sample.label} composition="routing-rule">
      <AlertFacts alert={context.alert} labels={context.words.alertFields} variant="panel" />
      <Down />
      <div className={cn(windowClass, 'border-brand-200')}>
        <p className="flex items-center gap-2 border-b border-ink-100 px-3 py-2 font-semibold text-ink-950">
          <GitBranch aria-hidden="true" className="size-3.5 text-brand-700" /> {sample.ruleName}{' '}
          <span
            aria-hidden="true"
            className="ml-auto flex h-3.5 w-6 items-center rounded-full bg-offense-600 p-0.5"
          >
            <span className="ml-auto size-2.5 rounded-full bg-white" />
          </span>
        </p>
        <div className="grid grid-cols-[3rem_minmax(0,1fr)] gap-2 p-3">
          <p className={cn(keyword, 'pt-1')}>{sample.whenLabel}</p>{' '}
          <ul className="flex flex-wrap gap-1.5">
            {sample.conditions.map((condition) => (
              <li
                key={condition.field}
                className="flex flex-wrap items-center gap-1 rounded-md border border-ink-200 bg-ink-50 px-1.5 py-1"
              >
                <span className="font-semibold text-ink-900">{condition.field}</span>{' '}
                <span className="text-ink-500">{condition.operator}</span>{' '}
                <span className="rounded bg-signal-100 px-1 font-semibold text-signal-700">
                  {condition.value}
                </span>
              </li>
            ))}
          </ul>{' '}
          <p className={cn(keyword, 'pt-0.5')}>{sample.thenLabel}</p>{' '}
          <ul className="space-y-1">
            {sample.actions.map((action) => (
              <li key={action} className="flex items-center gap-1.5 text-ink-800">
                <Check aria-hidden="true" className="size-3.5 shrink-0 text-offense-600" /> {action}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {context.routedOpportunity ? (
        <>
          <Down dropOnPhone />
          <div {...phoneDrop(true)}>
            <RoutedOpportunityCard
              {...context.routedOpportunity}
              words={context.opportunityWords}
              className="max-w-none"
            />
          </div>
        </>
      ) : null}
    </SurfaceFrame>
  );
}

/** The forecast board: three categories, the alert's deal moved into the last, opened under it. */
export function ForecastBoard({ sample, context }: { sample: Of<'forecast-board'>; context: SampleContext }) {
  return (
    <SurfaceFrame label={sample.label} composition="forecast-board">
      <div className={cn(windowClass, 'p-3')}>
        <p className="font-bold text-ink-950">{sample.heading}</p>
        <ol className="mt-2 grid grid-cols-3 gap-1.5">
          {sample.columns.map((column, index) => {
            const last = index === sample.columns.length - 1;
            return (
              <li
                key={column.label}
                className={cn('rounded-lg p-1 sm:p-1.5', last ? 'bg-defense-50' : 'bg-ink-50')}
              >
                <p className="flex flex-wrap items-baseline justify-between gap-x-1 px-0.5">
                  <span className={cn('font-semibold', last ? 'text-defense-700' : 'text-ink-700')}>
                    {column.label}
                  </span>{' '}
                  <span className="text-[0.625rem] text-ink-600 tabular-nums">{column.total}</span>
                </p>
                <ul className="mt-1.5 space-y-1">
                  {column.deals.map((deal, dealIndex) => (
                    <li
                      key={deal.name}
                      // On a phone one deal a category: the columns stay as short as the lit deal.
                      {...phoneDrop(
                        dealIndex > 0,
                        'rounded border border-ink-200 bg-white px-1 py-1 sm:px-1.5',
                      )}
                    >
                      <span className="block text-[0.625rem] leading-tight [overflow-wrap:anywhere] font-medium text-ink-800">
                        {deal.name}
                      </span>{' '}
                      <span className="block text-[0.625rem] text-ink-600 tabular-nums">{deal.amount}</span>
                    </li>
                  ))}
                  {last ? (
                    <li className="rounded border-2 border-signal-400 bg-white px-1 py-1 sm:px-1.5">
                      <span className="block text-[0.625rem] leading-tight [overflow-wrap:anywhere] font-bold text-ink-950">
                        {context.alert.account}
                      </span>{' '}
                      <span className="block text-[0.625rem] text-ink-600 tabular-nums">{sample.amount}</span>
                    </li>
                  ) : null}
                </ul>
              </li>
            );
          })}
        </ol>
        <p className="mt-3 flex items-center gap-1.5 text-[0.6875rem] font-semibold text-signal-700">
          <ArrowRight aria-hidden="true" className="size-3.5" /> {sample.movedLabel}
        </p>
        <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-2" />
      </div>
    </SurfaceFrame>
  );
}

/** The record's fields the service wrote, before and after, the signal as their source. */
export function FieldDiff({ sample, context }: { sample: Of<'field-diff'>; context: SampleContext }) {
  return (
    <SurfaceFrame label={sample.label} composition="field-diff">
      <div className={windowClass}>
        <p className="border-b border-ink-100 bg-ink-50 px-3 py-2">
          <span className="text-[0.625rem] font-semibold uppercase tracking-wider text-ink-500">
            {context.surfaces.salesCrm} · {sample.objectLabel}
          </span>{' '}
          <span className="block text-[0.8125rem] font-semibold text-ink-950">{sample.name}</span>
        </p>
        <table className="w-full text-left text-[0.6875rem]">
          <thead className="text-ink-500">
            <tr className="border-b border-ink-100">
              <th scope="col" className="px-3 py-1.5 font-medium">
                {sample.columns.field}
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {sample.columns.before}
              </th>
              <th scope="col" className="px-3 py-1.5 font-medium">
                {sample.columns.after}
              </th>
            </tr>
          </thead>
          <tbody>
            {sample.rows.map((row, rowIndex) => (
              <tr
                key={row.field}
                // On a phone the last field (the signal's date, also in the record under it) is left out.
                {...phoneDrop(rowIndex === sample.rows.length - 1, 'border-b border-ink-100 last:border-b-0')}
              >
                <th scope="row" className="px-3 py-1.5 font-semibold text-ink-900">
                  {row.field}
                </th>
                <td className="px-2 py-1.5 text-ink-600 line-through">{row.before}</td>
                <td className="px-3 py-1.5 font-semibold text-ink-950">
                  <span className="signal-mark">{row.after}</span>
                  <span className="sr-only"> ({context.words.writtenLabel})</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="border-t border-ink-200 bg-ink-50/60 p-3">
          <p className="mb-1.5 text-[0.625rem] font-bold uppercase tracking-wider text-signal-700">
            {sample.sourceLabel}
          </p>
          <AlertFacts alert={context.alert} labels={context.words.alertFields} />
        </div>
      </div>
    </SurfaceFrame>
  );
}

const seriesFill = ['fill-ink-300', 'fill-ink-500', 'fill-brand-600'] as const;
const seriesSwatch = ['bg-ink-300', 'bg-ink-500', 'bg-brand-600'] as const;

/** Pipeline by source, stacked per period; the last period's top segment is the alert's opportunity. */
export function PipelineBySource({
  sample,
  context,
}: {
  sample: Of<'pipeline-by-source'>;
  context: SampleContext;
}) {
  const totals = sample.periods.map((period) => period.values.reduce((sum, value) => sum + value, 0));
  const max = Math.max(...totals);
  const slot = 100 / sample.periods.length;
  const width = slot * 0.56;
  return (
    <SurfaceFrame label={sample.label} composition="pipeline-by-source">
      <div className={cn(windowClass, 'p-3')}>
        <p className="font-bold text-ink-950">{sample.heading}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-[0.6875rem] text-ink-600">
          {sample.series.map((series, index) => (
            <Fragment key={series}>
              {index > 0 ? ' ' : null}
              <span className="flex items-center gap-1">
                <span aria-hidden="true" className={cn('size-2 rounded-sm', seriesSwatch[index])} />
                {series}
              </span>
            </Fragment>
          ))}
        </p>
        <svg
          viewBox="0 0 100 52"
          aria-hidden="true"
          className="mt-2 h-24 w-full sm:h-32"
          preserveAspectRatio="none"
        >
          {sample.periods.map((period, column) => {
            let top = 50;
            const x = column * slot + (slot - width) / 2;
            const lastColumn = column === sample.periods.length - 1;
            return (
              <g key={period.label}>
                {period.values.map((value, index) => {
                  const height = (value / max) * 46;
                  top -= height;
                  const focus = lastColumn && index === period.values.length - 1;
                  return (
                    <rect
                      // biome-ignore lint/suspicious/noArrayIndexKey: a period's values never reorder
                      key={index}
                      x={x}
                      y={top}
                      width={width}
                      height={Math.max(0, height - 0.4)}
                      className={focus ? 'fill-signal-400' : seriesFill[index]}
                    />
                  );
                })}
              </g>
            );
          })}
          <path d="M0 50.5H100" className="stroke-ink-300" strokeWidth="0.4" />
        </svg>
        <p className="flex text-center text-[0.625rem] text-ink-500">
          {sample.periods.map((period, index) => (
            <Fragment key={period.label}>
              {index > 0 ? ' ' : null}
              <span className="flex-1">{period.label}</span>
            </Fragment>
          ))}
        </p>
        <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-3" />
      </div>
    </SurfaceFrame>
  );
}

/** The quarter's renewal forecast: two figures, the at-risk share, and the renewals behind it. */
export function RenewalRollup({ sample, context }: { sample: Of<'renewal-rollup'>; context: SampleContext }) {
  return (
    <SurfaceFrame label={sample.label} composition="renewal-rollup">
      <div className={cn(windowClass, 'p-3')}>
        <p className="font-bold text-ink-950">{sample.heading}</p>
        <dl className="mt-2 grid grid-cols-2 gap-2">
          {sample.tiles.map((tile, index) => (
            <div
              key={tile.label}
              className={cn(
                'rounded-lg p-2.5',
                index === 1 ? 'bg-defense-50 text-defense-700' : 'bg-ink-50 text-ink-950',
              )}
            >
              <dt className="text-[0.6875rem] font-medium">{tile.label}</dt>{' '}
              <dd className="text-2xl font-bold tracking-tight tabular-nums">{tile.value}</dd>
            </div>
          ))}
        </dl>
        <Bar value={sample.atRiskShare} tone="risk" className="mt-2.5 h-2" />
        <ul className="mt-3 divide-y divide-ink-100 border-y border-ink-100">
          <li className="py-2">
            <p className="flex items-center justify-between gap-2">
              <span className="font-semibold text-ink-950">{context.alert.account}</span>{' '}
              <span className="rounded-full bg-defense-600 px-2 py-px text-[0.625rem] font-semibold text-white">
                {sample.focusStatus}
              </span>
            </p>
            <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-2" />
          </li>
          {sample.rows.map((row) => (
            <li
              key={row.account}
              {...phoneDrop(true, 'flex items-center justify-between gap-2 py-1.5 text-ink-600')}
            >
              <span>{row.account}</span>{' '}
              <span className="rounded-full bg-ink-100 px-2 py-px text-[0.625rem] font-semibold text-ink-700">
                {row.status}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </SurfaceFrame>
  );
}

/**
 * The alert as the record the API sends, and the fields and models it lands in. On a phone the record
 * alone: the arrow and the systems it lands in are left out.
 */
export function DataMapping({ sample, context }: { sample: Of<'data-mapping'>; context: SampleContext }) {
  return (
    <SurfaceFrame label={sample.label} composition="data-mapping">
      <div className="grid items-center gap-2 sm:grid-cols-[minmax(0,1.35fr)_auto_minmax(0,1fr)]">
        <div className="rounded-xl bg-ink-950 p-3 shadow-raised">
          <p className="mb-1.5 text-[0.625rem] font-semibold uppercase tracking-wider text-ink-400">
            {sample.payloadLabel}
          </p>
          <AlertFacts alert={context.alert} labels={context.words.alertFields} variant="code" />
        </div>{' '}
        <span
          aria-hidden="true"
          data-connector=""
          {...phoneDrop(true, 'flex justify-center text-signal-500')}
        >
          <ArrowRight className="size-5" />
        </span>{' '}
        <div {...phoneDrop(true, cn(windowClass, 'p-3'))}>
          <p className="text-[0.625rem] font-semibold uppercase tracking-wider text-ink-500">
            {sample.targetsLabel}
          </p>
          <ul className="mt-2 space-y-2">
            {sample.targets.map((target) => (
              <li key={target.system} className="flex items-start gap-2">
                <Database aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-brand-700" />{' '}
                <span className="min-w-0">
                  <span className="block font-semibold text-ink-900">{target.system}</span>{' '}
                  <span className="block font-mono text-[0.625rem] text-ink-600">{target.field}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </SurfaceFrame>
  );
}
