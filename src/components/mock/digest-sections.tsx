import { ArrowRight, Newspaper } from 'lucide-react';
import { Fragment } from 'react';
import type { PersonaSample } from '#src/content/schemas/persona-samples.ts';
import { cn } from '#src/lib/cn.ts';
import type { SampleContext } from './sample-context';
import { AlertFacts, Bar, SurfaceFrame, windowClass } from './surface-kit';

/*
 * The marketing team's surface (issue 29): the weekly competitive-landscape digest. Each sample is one of
 * its sections (in-market accounts, a battlecard update, a win-back audience, where customers look, the
 * renewal program plan, the claims that land), each a different figure, each carrying its alert.
 */

type Of<K extends PersonaSample['kind']> = Extract<PersonaSample, { kind: K }>;

/** The digest's masthead and a section heading above the section's figure. */
function DigestFrame({
  sample,
  composition,
  heading,
  context,
  children,
}: {
  sample: { label: string };
  composition: string;
  heading: string;
  context: SampleContext;
  children: React.ReactNode;
}) {
  const { digest } = context.words;
  return (
    <SurfaceFrame label={sample.label} composition={composition}>
      <div className={windowClass}>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 bg-ink-950 px-3 py-2 text-white">
          <Newspaper aria-hidden="true" className="size-3.5 text-signal-300" />{' '}
          <span className="font-semibold">{digest.title}</span>{' '}
          <span className="ml-auto text-[0.6875rem] text-ink-300">{digest.period}</span>
        </p>
        <div className="p-3 sm:p-4">
          <p className="border-b border-ink-950 pb-1.5 text-[0.8125rem] font-bold tracking-tight text-ink-950">
            {heading}
          </p>
          {children}
        </div>
      </div>
    </SurfaceFrame>
  );
}

/** Ranked in-market accounts; the alert's account first, opened to show the alert. */
export function DigestInMarket({
  sample,
  context,
}: {
  sample: Of<'digest-in-market'>;
  context: SampleContext;
}) {
  const max = Math.max(sample.focusSignals, ...sample.rows.map((row) => row.signals));
  const rows = [
    { account: context.alert.account, competitor: context.alert.competitor, signals: sample.focusSignals },
    ...sample.rows,
  ];
  return (
    <DigestFrame sample={sample} composition="digest-in-market" heading={sample.heading} context={context}>
      <ol className="mt-1">
        {rows.map((row, index) => (
          <li key={row.account} className="border-b border-ink-100 py-2 last:border-b-0">
            <p className="grid grid-cols-[1.25rem_minmax(0,1fr)_4.5rem] items-center gap-2 sm:grid-cols-[1.25rem_minmax(0,1fr)_auto_6rem]">
              <span className="font-bold text-ink-400 tabular-nums">{index + 1}</span>{' '}
              <span className="truncate font-semibold text-ink-950">{row.account}</span>{' '}
              <span className="hidden rounded-full bg-ink-100 px-2 py-px text-[0.6875rem] text-ink-700 sm:inline">
                {row.competitor}
              </span>{' '}
              <span className="flex items-center gap-1.5 text-[0.6875rem] text-ink-600">
                <Bar value={row.signals / max} tone={index === 0 ? 'signal' : 'ink'} className="flex-1" />{' '}
                <span className="tabular-nums">
                  {row.signals}
                  <span className="sr-only"> {sample.signalsLabel}</span>
                </span>
              </span>
            </p>
            {index === 0 ? (
              <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-2 ml-7" />
            ) : null}
          </li>
        ))}
      </ol>
    </DigestFrame>
  );
}

/** A battlecard update: the rival's claim, the answer, and the alert as new evidence. */
export function DigestBattlecard({
  sample,
  context,
}: {
  sample: Of<'digest-battlecard'>;
  context: SampleContext;
}) {
  return (
    <DigestFrame sample={sample} composition="digest-battlecard" heading={sample.heading} context={context}>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <div className="rounded-lg bg-defense-50 p-3">
          <p className="text-[0.625rem] font-bold uppercase tracking-wider text-defense-700">
            {sample.theySayLabel}
          </p>{' '}
          <p className="mt-1 text-[0.8125rem] leading-snug text-ink-900">“{sample.theySay}”</p>
        </div>{' '}
        <div className="rounded-lg bg-brand-50 p-3">
          <p className="text-[0.625rem] font-bold uppercase tracking-wider text-brand-700">
            {sample.weSayLabel}
          </p>{' '}
          <p className="mt-1 text-[0.8125rem] leading-snug text-ink-900">{sample.weSay}</p>
        </div>
      </div>
      <p className="mt-3 text-[0.625rem] font-bold uppercase tracking-wider text-signal-700">
        {sample.evidenceLabel}
      </p>
      <AlertFacts
        alert={context.alert}
        labels={context.words.alertFields}
        variant="panel"
        className="mt-1.5"
      />
    </DigestFrame>
  );
}

/** A win-back audience: its size, its rules, the campaign's steps and the alert as its newest member. */
export function DigestAudience({
  sample,
  context,
}: {
  sample: Of<'digest-audience'>;
  context: SampleContext;
}) {
  return (
    <DigestFrame sample={sample} composition="digest-audience" heading={sample.heading} context={context}>
      <div className="mt-3 flex flex-wrap items-end gap-x-4 gap-y-2">
        <p className="flex items-baseline gap-1.5">
          <span className="text-4xl font-bold tracking-tight text-ink-950 tabular-nums">{sample.size}</span>{' '}
          <span className="font-medium text-ink-600">{sample.sizeLabel}</span>
        </p>{' '}
        <p className="flex flex-wrap gap-1 pb-1">
          {sample.criteria.map((criterion, index) => (
            <Fragment key={criterion}>
              {index > 0 ? ' ' : null}
              <span className="rounded-md border border-ink-200 bg-ink-50 px-1.5 py-0.5 text-[0.6875rem] text-ink-700">
                {criterion}
              </span>
            </Fragment>
          ))}
        </p>
      </div>
      <ol className="mt-3 flex flex-wrap items-center gap-1.5">
        {sample.steps.map((step, index) => (
          // The arrow sits inside the item: an <ol> holds only <li> (html-validate).
          <li key={step} className="flex items-center gap-1.5">
            {index > 0 ? (
              <>
                <ArrowRight aria-hidden="true" className="size-3.5 text-ink-400" />{' '}
              </>
            ) : null}
            <span className="flex items-center gap-1.5 rounded-full bg-ink-950 py-1 pr-2.5 pl-1 text-[0.6875rem] font-medium text-white">
              <span
                aria-hidden="true"
                className="flex size-4 items-center justify-center rounded-full bg-white/15 text-[0.5625rem] font-bold"
              >
                {index + 1}
              </span>{' '}
              {step}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-[0.625rem] font-bold uppercase tracking-wider text-signal-700">
        {sample.newestLabel}
      </p>
      <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-1.5" />
    </DigestFrame>
  );
}

/** Where customers look: a bar per category, the alert's one lit. */
export function DigestShare({ sample, context }: { sample: Of<'digest-share'>; context: SampleContext }) {
  const max = Math.max(...sample.bars.map((bar) => bar.value));
  return (
    <DigestFrame sample={sample} composition="digest-share" heading={sample.heading} context={context}>
      <dl className="mt-3 space-y-2">
        {sample.bars.map((bar) => (
          <div key={bar.label} className="grid grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] items-center gap-2">
            <dt
              className={cn(
                'truncate text-[0.6875rem]',
                bar.focus ? 'font-bold text-ink-950' : 'text-ink-600',
              )}
            >
              {bar.label}
            </dt>{' '}
            <dd className="flex items-center gap-2">
              <Bar value={bar.value / max} tone={bar.focus ? 'signal' : 'ink'} className="h-4 flex-1" />{' '}
              <span className="text-[0.6875rem] font-semibold text-ink-800 tabular-nums">
                {bar.value}
                <span className="sr-only"> {sample.unit}</span>
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-4" />
    </DigestFrame>
  );
}

/** Grid classes by number of weeks, and a program's placement (Tailwind sees every class here). */
const planColumns: Record<number, string> = {
  4: 'grid-cols-[minmax(0,8.5rem)_repeat(4,minmax(0,1fr))]',
  5: 'grid-cols-[minmax(0,8.5rem)_repeat(5,minmax(0,1fr))]',
  6: 'grid-cols-[minmax(0,8.5rem)_repeat(6,minmax(0,1fr))]',
  7: 'grid-cols-[minmax(0,8.5rem)_repeat(7,minmax(0,1fr))]',
  8: 'grid-cols-[minmax(0,8.5rem)_repeat(8,minmax(0,1fr))]',
};
const columnStart = [
  'col-start-2',
  'col-start-3',
  'col-start-4',
  'col-start-5',
  'col-start-6',
  'col-start-7',
  'col-start-8',
  'col-start-9',
];
const columnSpan = [
  'col-span-1',
  'col-span-2',
  'col-span-3',
  'col-span-4',
  'col-span-5',
  'col-span-6',
  'col-span-7',
  'col-span-8',
];

/** The renewal program plan across weeks, up to the renewal. */
export function DigestPlan({ sample, context }: { sample: Of<'digest-plan'>; context: SampleContext }) {
  const grid = cn('grid gap-px', planColumns[sample.weeks.length]);
  return (
    <DigestFrame sample={sample} composition="digest-plan" heading={sample.heading} context={context}>
      <div className="mt-3 text-[0.625rem]">
        <p className={grid}>
          <span />
          {sample.weeks.map((week, index) => (
            <Fragment key={week}>
              {' '}
              <span
                className={cn(
                  'py-0.5 text-center font-semibold',
                  index === sample.renewalWeek ? 'rounded-t bg-defense-600 text-white' : 'text-ink-500',
                )}
              >
                {week}
              </span>
            </Fragment>
          ))}
        </p>
        <ul className="space-y-1 border-t border-ink-200 pt-1.5">
          {sample.programs.map((program) => (
            <li key={program.label} className={cn(grid, 'items-center')}>
              <span className="col-start-1 row-start-1 truncate pr-1 text-[0.6875rem] text-ink-700">
                {program.label}
              </span>{' '}
              <span
                aria-hidden="true"
                className={cn(
                  'row-start-1 h-4 rounded bg-brand-600',
                  columnStart[program.start],
                  columnSpan[program.span - 1],
                )}
              />
            </li>
          ))}
        </ul>
        <p className="mt-1.5 text-right font-semibold text-defense-700">{sample.renewalLabel}</p>
      </div>
      <AlertFacts alert={context.alert} labels={context.words.alertFields} variant="panel" className="mt-2" />
    </DigestFrame>
  );
}

/** The competitor's claims customers engage with, as four tiles; the alert's claim lit. */
export function DigestClaims({ sample, context }: { sample: Of<'digest-claims'>; context: SampleContext }) {
  return (
    <DigestFrame sample={sample} composition="digest-claims" heading={sample.heading} context={context}>
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {sample.claims.map((claim) => (
          <li
            key={claim.text}
            className={cn(
              'rounded-lg border p-2.5',
              claim.focus ? 'border-signal-400 bg-signal-50' : 'border-ink-200 bg-white',
            )}
          >
            <p className="flex items-baseline gap-1">
              <span className="text-xl font-bold text-ink-950 tabular-nums">{claim.count}</span>{' '}
              <span className="text-[0.625rem] text-ink-500">{sample.countLabel}</span>
            </p>{' '}
            <p className="mt-0.5 text-[0.6875rem] leading-snug text-ink-800">“{claim.text}”</p>
          </li>
        ))}
      </ul>
      <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-3" />
    </DigestFrame>
  );
}
