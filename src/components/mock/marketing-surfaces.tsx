import { CalendarDays, FileText, Newspaper, Users } from 'lucide-react';
import { Fragment } from 'react';
import type { PersonaSample } from '#src/content/schemas/persona-samples.ts';
import { cn } from '#src/lib/cn.ts';
import type { SampleContext } from './sample-context';
import {
  AlertFacts,
  Avatar,
  Bar,
  PhoneMore,
  phoneDrop,
  SignalDot,
  SurfaceFrame,
  windowClass,
} from './surface-kit';

/*
 * The marketing team's surfaces (issue 29): the weekly competitive-landscape digest is its core view, and
 * the other objectives are drawn where marketing acts on a signal: the battlecard it updates, the
 * audience list the alert added a contact to, a column chart of what customers research, the campaign
 * calendar up to a renewal, and the rival claims as a donut. Six shapes, each carrying its alert.
 */

type Of<K extends PersonaSample['kind']> = Extract<PersonaSample, { kind: K }>;

/** A window's title bar: an icon tile, the title and, on the right, a note. */
function TitleBar({ icon, title, note }: { icon: React.ReactNode; title: string; note?: React.ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 border-b border-ink-100 px-3 py-2">
      <span
        aria-hidden="true"
        className="flex size-6 shrink-0 items-center justify-center rounded-md bg-ink-100 text-ink-700"
      >
        {icon}
      </span>{' '}
      <span className="min-w-0 font-bold text-ink-950">{title}</span>
      {note ? (
        <>
          {' '}
          <span className="ml-auto text-[0.6875rem] text-ink-500">{note}</span>
        </>
      ) : null}
    </p>
  );
}

/**
 * The digest's ranked in-market accounts under its masthead; the alert's account first and open. On a phone
 * the first account and a “+ 3 more” row.
 */
export function DigestInMarket({
  sample,
  context,
}: {
  sample: Of<'digest-in-market'>;
  context: SampleContext;
}) {
  const { digest } = context.words;
  const max = Math.max(sample.focusSignals, ...sample.rows.map((row) => row.signals));
  const rows = [
    { account: context.alert.account, competitor: context.alert.competitor, signals: sample.focusSignals },
    ...sample.rows,
  ];
  return (
    <SurfaceFrame label={sample.label} composition="digest-in-market">
      <div className={windowClass}>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 bg-ink-950 px-3 py-2 text-white">
          <Newspaper aria-hidden="true" className="size-3.5 text-signal-300" />{' '}
          <span className="font-semibold">{digest.title}</span>{' '}
          <span className="ml-auto text-[0.6875rem] text-ink-300">{digest.period}</span>
        </p>
        <div className="p-3 sm:p-4">
          <p className="border-b border-ink-950 pb-1.5 text-[0.8125rem] font-bold tracking-tight text-ink-950">
            {sample.heading}
          </p>
          <ol className="mt-1">
            {rows.map((row, index) => (
              <li
                key={row.account}
                {...phoneDrop(index > 0, cn('py-2', index > 0 && 'border-t border-ink-100'))}
              >
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
                  <AlertFacts
                    alert={context.alert}
                    labels={context.words.alertFields}
                    className="mt-2 ml-7"
                  />
                ) : null}
              </li>
            ))}
            <PhoneMore
              count={rows.length - 1}
              words={context.words.more}
              className="border-t border-ink-100 pt-2 pl-7"
            />
          </ol>
        </div>
      </div>
    </SurfaceFrame>
  );
}

/**
 * The battlecard itself: its sections as tabs under its title, their claim and the answer, the changed
 * section lit. From 640 px the tabs run across the card (a column of them beside it left about 300 px
 * blank under four names at 1440); a phone leaves them and the answer out.
 */
export function Battlecard({ sample, context }: { sample: Of<'battlecard'>; context: SampleContext }) {
  const last = sample.contents.length - 1;
  return (
    <SurfaceFrame label={sample.label} composition="battlecard">
      <div className={windowClass}>
        <TitleBar icon={<FileText className="size-3.5" />} title={sample.heading} />
        <ul {...phoneDrop(true, 'flex flex-wrap gap-1 border-b border-ink-100 bg-ink-50 px-2 py-1.5')}>
          {sample.contents.map((section, index) => (
            <li
              key={section}
              className={cn(
                'flex items-center gap-1.5 rounded px-2 py-1',
                index === last ? 'bg-white font-semibold text-ink-950 shadow-card' : 'text-ink-600',
              )}
            >
              {section} {index === last ? <SignalDot className="size-1.5 ring-0" /> : null}
            </li>
          ))}
        </ul>
        <dl className="divide-y divide-ink-100 px-3">
          <div className="py-2.5">
            <dt className="text-[0.625rem] font-bold uppercase tracking-wider text-defense-700">
              {sample.theySayLabel}
            </dt>{' '}
            <dd className="mt-0.5 text-[0.8125rem] leading-snug text-ink-900">“{sample.theySay}”</dd>
          </div>
          {/* On a phone the card shows their claim and the new evidence; the answer is left out. */}
          <div {...phoneDrop(true, 'py-2.5')}>
            <dt className="text-[0.625rem] font-bold uppercase tracking-wider text-brand-700">
              {sample.weSayLabel}
            </dt>{' '}
            <dd className="mt-0.5 text-[0.8125rem] leading-snug text-ink-900">{sample.weSay}</dd>
          </div>
        </dl>
        <div className="m-3 mt-0 rounded-r-lg border-l-[3px] border-signal-400 bg-signal-50 p-2.5">
          <p className="flex flex-wrap items-center justify-between gap-x-2 text-[0.625rem] font-bold uppercase tracking-wider text-signal-700">
            {sample.contents[last]}{' '}
            <span className="rounded-full bg-white px-2 py-px normal-case tracking-normal">
              {sample.updated}
            </span>
          </p>
          <AlertFacts
            alert={context.alert}
            labels={context.words.alertFields}
            variant="panel"
            className="mt-1.5"
          />
        </div>
      </div>
    </SurfaceFrame>
  );
}

/**
 * The marketing system's audience list: its rules, the alert's contact just added, the members, the
 * program they are enrolled in. On a phone the alert's contact and a “+ 2 more” row.
 */
export function AudienceList({ sample, context }: { sample: Of<'audience-list'>; context: SampleContext }) {
  const { alert } = context;
  return (
    <SurfaceFrame label={sample.label} composition="audience-list">
      <div className={windowClass}>
        <TitleBar
          icon={<Users className="size-3.5" />}
          title={sample.heading}
          note={
            <>
              <span className="text-[0.8125rem] font-bold text-ink-950 tabular-nums">{sample.size}</span>{' '}
              {sample.sizeLabel}
            </>
          }
        />
        {/* The list's filters: left out on a phone, where the title says the same. */}
        <p {...phoneDrop(true, 'flex flex-wrap gap-1 border-b border-ink-100 bg-ink-50 px-3 py-1.5')}>
          {sample.criteria.map((criterion, index) => (
            <Fragment key={criterion}>
              {index > 0 ? ' ' : null}
              <span className="rounded-md border border-ink-200 bg-white px-1.5 py-0.5 text-[0.6875rem] text-ink-700">
                {criterion}
              </span>
            </Fragment>
          ))}
        </p>
        <ul className="divide-y divide-ink-100">
          <li className="bg-signal-50 px-3 py-2.5">
            <p className="flex items-center gap-2">
              <Avatar name={alert.name} tone="signal" />{' '}
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink-950">{alert.name}</span>{' '}
                <span className="block text-[0.6875rem] text-ink-600">{alert.account}</span>
              </span>{' '}
              <span className="rounded-full bg-white px-2 py-px text-[0.6875rem] font-semibold text-signal-700 ring-1 ring-signal-200">
                {sample.newestLabel}
              </span>
            </p>
            <AlertFacts alert={alert} labels={context.words.alertFields} className="mt-2 ml-9" />
          </li>
          {sample.members.map((member) => (
            <li key={member.name} {...phoneDrop(true, 'flex items-center gap-2 px-3 py-2')}>
              <Avatar name={member.name} />{' '}
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink-900">{member.name}</span>{' '}
                <span className="block text-[0.6875rem] text-ink-500">{member.account}</span>
              </span>{' '}
              <span className="text-[0.6875rem] text-ink-500">{member.added}</span>
            </li>
          ))}
          <PhoneMore count={sample.members.length} words={context.words.more} className="px-3 py-2 pl-12" />
        </ul>
        <p
          {...phoneDrop(
            true,
            // No rule of its own above: the list's divider under the last member draws it.
            'flex flex-wrap items-center gap-1.5 bg-ink-50 px-3 py-2 text-[0.6875rem]',
          )}
        >
          <span className="font-semibold text-ink-600">{sample.enrolledLabel}</span>
          {sample.steps.map((step, index) => (
            <Fragment key={step}>
              {' '}
              <span className="rounded-full bg-ink-950 px-2 py-0.5 font-medium text-white">
                {index + 1}. {step}
              </span>
            </Fragment>
          ))}
        </p>
      </div>
    </SurfaceFrame>
  );
}

/** What customers research, as columns; the alert's category lit, the alert pinned under the chart. */
export function ResearchColumns({
  sample,
  context,
}: {
  sample: Of<'research-columns'>;
  context: SampleContext;
}) {
  const max = Math.max(...sample.bars.map((bar) => bar.value));
  const width = 100 / sample.bars.length;
  return (
    <SurfaceFrame label={sample.label} composition="research-columns">
      <div className={cn(windowClass, 'p-3 sm:p-4')}>
        <p className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-bold text-ink-950">{sample.heading}</span>{' '}
          <span className="text-[0.6875rem] text-ink-500">{sample.unit}</span>
        </p>
        <svg
          viewBox="0 0 100 40"
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
          className="mt-3 block h-16 w-full sm:h-28"
        >
          <path d="M0 13.5H100M0 26.5H100" className="stroke-ink-100" strokeWidth="0.5" />
          {sample.bars.map((bar, index) => {
            const height = (bar.value / max) * 38;
            return (
              <rect
                key={bar.label}
                x={index * width + width * 0.18}
                y={40 - height}
                width={width * 0.64}
                height={height}
                className={bar.focus ? 'fill-signal-400' : 'fill-ink-300'}
              />
            );
          })}
        </svg>
        <dl className="flex border-t border-ink-200 pt-1.5 text-center text-[0.625rem]">
          {sample.bars.map((bar) => (
            <div key={bar.label} className="min-w-0 flex-1 px-0.5">
              <dt className={bar.focus ? 'font-bold text-ink-950' : 'text-ink-600'}>{bar.label}</dt>{' '}
              <dd className="text-[0.8125rem] font-bold text-ink-900 tabular-nums">
                {bar.value}
                <span className="sr-only"> {sample.unit}</span>
              </dd>
            </div>
          ))}
        </dl>
        <AlertFacts
          alert={context.alert}
          labels={context.words.alertFields}
          variant="panel"
          className="mt-3"
        />
      </div>
    </SurfaceFrame>
  );
}

/** The campaign calendar up to the renewal: a row per program, the renewal week marked in rose. */
export function CampaignCalendar({
  sample,
  context,
}: {
  sample: Of<'campaign-calendar'>;
  context: SampleContext;
}) {
  const week = 100 / sample.weeks.length;
  const renewalX = (sample.renewalWeek + 0.5) * week;
  // The programs' column gives a phone's six weeks room for their labels.
  const row =
    'grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] items-center gap-2 sm:grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)]';
  return (
    <SurfaceFrame label={sample.label} composition="campaign-calendar">
      <div className={windowClass}>
        <TitleBar
          icon={<CalendarDays className="size-3.5" />}
          title={sample.heading}
          note={
            <span className="rounded-full bg-defense-50 px-2 py-px font-semibold text-defense-700">
              {sample.renewalLabel}: {sample.weeks[sample.renewalWeek]}
            </span>
          }
        />
        <div className="p-3">
          <p className={cn(row, 'text-[0.625rem] font-semibold text-ink-500')}>
            <span />{' '}
            <span className="flex">
              {sample.weeks.map((label, index) => (
                <Fragment key={label}>
                  {index > 0 ? ' ' : null}
                  <span
                    className={cn('flex-1 text-center', index === sample.renewalWeek && 'text-defense-700')}
                  >
                    {label}
                  </span>
                </Fragment>
              ))}
            </span>
          </p>
          <ul className="mt-1 space-y-1 border-t border-ink-200 pt-1.5">
            {sample.programs.map((program) => (
              <li key={program.label} className={row}>
                <span className="truncate text-[0.6875rem] text-ink-700">{program.label}</span>{' '}
                <svg
                  viewBox="0 0 100 10"
                  preserveAspectRatio="none"
                  aria-hidden="true"
                  focusable="false"
                  className="block h-5 w-full"
                >
                  {sample.weeks.map((label, index) => (
                    <rect key={label} x={index * week} width="0.4" height="10" className="fill-ink-100" />
                  ))}
                  <rect
                    x={program.start * week + 0.6}
                    y="1.5"
                    width={Math.max(0, program.span * week - 1.2)}
                    height="7"
                    rx="1"
                    className="fill-brand-600"
                  />
                  <rect x={renewalX - 0.4} width="0.8" height="10" className="fill-defense-600" />
                </svg>
              </li>
            ))}
          </ul>
          <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-3" />
        </div>
      </div>
    </SurfaceFrame>
  );
}

/** The rival claims customers engage with, as a donut and its legend; the alert's claim in amber. */
export function ClaimsDonut({ sample, context }: { sample: Of<'claims-donut'>; context: SampleContext }) {
  const total = sample.claims.reduce((sum, claim) => sum + claim.count, 0);
  const circumference = 2 * Math.PI * 40;
  const tones = ['stroke-ink-800', 'stroke-ink-500', 'stroke-ink-300', 'stroke-ink-200'];
  let offset = 0;
  let other = 0;
  const arcs = sample.claims.map((claim) => {
    const length = (claim.count / Math.max(1, total)) * circumference;
    const arc = {
      claim,
      dash: `${Math.max(0, length - 1.5)} ${circumference}`,
      offset: -offset,
      tone: claim.focus ? 'stroke-signal-400' : (tones[other] ?? 'stroke-ink-200'),
    };
    offset += length;
    if (!claim.focus) other += 1;
    return arc;
  });
  return (
    <SurfaceFrame label={sample.label} composition="claims-donut">
      <div className={cn(windowClass, 'p-3 sm:p-4')}>
        <p className="font-bold text-ink-950">{sample.heading}</p>
        <div className="mt-3 flex items-center gap-4">
          <div className="relative size-24 shrink-0">
            <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className="size-full -rotate-90">
              {arcs.map((arc) => (
                <circle
                  key={arc.claim.text}
                  cx="50"
                  cy="50"
                  r="40"
                  fill="none"
                  strokeWidth="16"
                  strokeDasharray={arc.dash}
                  strokeDashoffset={arc.offset}
                  className={arc.tone}
                />
              ))}
            </svg>
            <p className="absolute inset-0 flex flex-col items-center justify-center leading-tight">
              <span className="text-xl font-bold text-ink-950 tabular-nums">{total}</span>{' '}
              <span className="text-[0.5625rem] text-ink-500">{sample.countLabel}</span>
            </p>
          </div>
          <dl className="min-w-0 flex-1 space-y-1.5 text-[0.6875rem]">
            {arcs.map((arc) => (
              <div key={arc.claim.text} className="flex items-center gap-2">
                <dt
                  className={cn(
                    'flex min-w-0 flex-1 items-center gap-1.5',
                    arc.claim.focus ? 'font-bold text-ink-950' : 'text-ink-700',
                  )}
                >
                  <svg viewBox="0 0 10 10" aria-hidden="true" focusable="false" className="size-2.5 shrink-0">
                    <circle cx="5" cy="5" r="3" fill="none" strokeWidth="4" className={arc.tone} />
                  </svg>{' '}
                  “{arc.claim.text}”
                </dt>{' '}
                <dd className="font-semibold text-ink-900 tabular-nums">
                  {arc.claim.count}
                  <span className="sr-only"> {sample.countLabel}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-3" />
      </div>
    </SurfaceFrame>
  );
}
