import { Fragment } from 'react';
import type { DeliveryCopy } from '#src/components/mock/alert-delivery.tsx';
import { initialsOf, SignalDot, StagePath, TagPill } from '#src/components/mock/surface-kit.tsx';
import type { PlaybookCardSample } from '#src/content/playbooks.ts';
import type { AlertCard as AlertCardData } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';

/*
 * The picture on a playbook's card (issue 29): the compact sample alert (spec §3: its tag, the contact,
 * their title and account, what they did, the competitor, then status and response) drawn in the form
 * the play's channel gives it, inside a scene of the play's own, so that the six cards of the library
 * differ at thumbnail size, the alert included: a chat message someone claims, an email with its button
 * over last year's thread, the account's contact beside the open product slot, an entry on the
 * opportunity's activity timeline, a renewal task with its chips, a row of the health report pinned to
 * the chart's marker. Every word and figure is the playbook's (`card` and `sampleAlert` in its file) or
 * the samples' (site/samples.yaml). The root is a labelled group carrying `data-sample` and
 * `data-composition`; the alert inside it carries `data-slot="alert-card"` and `data-size="compact"`.
 * The cards of a row share a height, so each picture fills its well (a column that grows): one part of
 * each grows with it, never a blank strip under the picture: the chat's thread pane down to its reply
 * box, the email's and the renewal task's text above their fields, the record's lines spread, the
 * activity timeline's line, the health chart.
 * Kept lean: plain text and single SVG shapes, no icons, since the library page has a
 * DOM budget (tests/e2e/playbooks.spec.ts).
 */

export type CardSampleProps = {
  sample: PlaybookCardSample;
  /** The playbook's sample alert, shown compact. */
  alert: AlertCardData;
  /** The samples' shared words (site/samples.yaml): the alert card's, the app's and the tools' names. */
  copy: DeliveryCopy;
};

type AlertProps = Omit<CardSampleProps, 'sample'>;

const frame = 'overflow-hidden rounded-xl border border-ink-200 bg-white text-xs shadow-raised';
/** A chat avatar: the app's initial or a teammate's, in a square. */
const avatar =
  'flex size-6 shrink-0 items-center justify-center rounded-md text-[0.625rem] font-bold text-white';

/** The attributes of the alert's own element: a labelled group, compact (spec §3). */
function alertRoot({ alert, copy }: AlertProps, className: string) {
  return {
    role: 'group',
    'aria-label': fillSlots(copy.card.label, {
      strategy: copy.card.strategies[alert.strategyType].toLowerCase(),
      name: alert.name,
      account: alert.account,
      competitor: alert.competitor,
    }),
    'data-slot': 'alert-card',
    'data-size': 'compact',
    'data-strategy': alert.strategyType,
    className: cn('min-w-0 text-left', className),
  } as const;
}

/** How one channel draws the compact alert's status and response. */
type FactsLook = { list: string; field?: string; term: string; detail: string; response?: string };

/** The compact alert's two fields (spec §3: status and response), in the look of the surface. */
function Facts({ alert, copy, look }: AlertProps & { look: FactsLook }) {
  const fields = [
    { key: 'status', term: copy.card.status, detail: alert.accountStatus },
    { key: 'response', term: copy.card.response, detail: alert.play },
  ];
  return (
    <dl className={look.list}>
      {fields.map((field) => (
        <div key={field.key} className={cn('min-w-0', look.field)}>
          <dt className={look.term}>{field.term}</dt>{' '}
          <dd className={cn('font-semibold', look.detail, field.key === 'response' && look.response)}>
            {field.detail}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** “Competitor: Quorvane”, as the alert card words it. */
function Competitor({ alert, copy, className }: AlertProps & { className?: string }) {
  return (
    <span className={cn('text-ink-600', className)}>
      {copy.card.competitor}: <b className="font-semibold text-ink-900">{alert.competitor}</b>
    </span>
  );
}

/** The points of a 0–100 series as an SVG polyline over a 100 × 40 box, its own range filling the height. */
function linePoints(points: readonly number[]): {
  x: (index: number) => number;
  y: (score: number) => number;
} {
  const low = Math.min(...points) - 3;
  const high = Math.max(...points) + 3;
  return {
    x: (index) => (index * 100) / Math.max(1, points.length - 1),
    y: (score) => 38 - ((score - low) / (high - low)) * 34,
  };
}

export function CardSample({ sample, alert, copy }: CardSampleProps) {
  const root = {
    role: 'group',
    'aria-label': sample.label,
    'data-sample': '',
    'data-composition': sample.kind,
    className: cn(frame, 'flex w-full grow flex-col text-left text-ink-800'),
  } as const;
  const data = { alert, copy };

  switch (sample.kind) {
    // A chat message: the app's avatar beside its post, the alert as the post's text and fields, the
    // account executive's reply in the thread under it, over an empty reply box (drawn by CSS).
    case 'chat-claim':
      return (
        <div {...root}>
          <div {...alertRoot(data, 'relative pt-2.5 pr-4 pb-3 pl-12 text-[0.8125rem]')}>
            <span aria-hidden="true" className={cn(avatar, 'absolute top-2.5 left-4 bg-brand-600')}>
              {copy.surfaces.app.charAt(0)}
            </span>
            <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
              <b className="font-semibold text-ink-950">{copy.surfaces.app}</b>{' '}
              <span className="text-ink-500">{sample.time}</span>{' '}
              <span className="ml-auto font-medium text-ink-600">
                {sample.channel} · {copy.surfaces.teamChat}
              </span>
            </p>
            <p className="mt-1 leading-snug text-ink-950">
              <TagPill strategy={alert.strategyType}>{alert.tag}</TagPill>{' '}
              <b className="font-semibold">{alert.name}</b>, {alert.title}, {alert.account}
            </p>
            <p className="mt-1 leading-snug text-ink-800">
              {alert.description} <Competitor {...data} className="text-xs" />
            </p>
            <Facts
              {...data}
              look={{
                list: 'mt-2 grid grid-cols-2 gap-x-4 text-xs',
                term: 'font-bold text-ink-950',
                detail: 'font-normal text-ink-800',
              }}
            />
          </div>
          <p className="relative grow border-t border-ink-100 bg-ink-50 pt-2.5 pr-4 pb-12 pl-12 text-[0.8125rem] leading-snug text-ink-800 after:absolute after:inset-x-4 after:bottom-3 after:h-7 after:rounded-md after:border after:border-ink-200 after:bg-white">
            <span aria-hidden="true" className={cn(avatar, 'absolute top-2.5 left-4 bg-ink-800')}>
              {initialsOf(sample.reply.name)}
            </span>{' '}
            <b className="font-semibold text-ink-950">{sample.reply.name}</b>{' '}
            <span className="text-xs text-ink-500">{sample.reply.time}</span> {sample.reply.text}
          </p>
        </div>
      );

    // An email: last year's thread stacked behind (only the latest on phones), the alert open on top as
    // a letter with its label beside the subject and the play as the email's button.
    case 'inbox-thread':
      return (
        <div {...root} className="flex w-full grow flex-col text-left text-xs text-ink-600">
          <ul>
            {sample.earlier.toReversed().map((email, index, stack) => (
              <li
                key={email.subject}
                className={cn(
                  'flex flex-wrap gap-x-1.5 rounded-t-lg border border-b-0 border-ink-200 bg-ink-50 px-4 py-1.5',
                  stack.length - index === 1 ? 'mx-2' : 'mx-5 max-sm:hidden',
                )}
              >
                <b className="font-semibold text-ink-700">{email.from}</b> {email.subject}{' '}
                <span className="ml-auto text-ink-500">{email.date}</span>
              </li>
            ))}
          </ul>
          <div {...alertRoot(data, cn(frame, 'flex grow flex-col px-4 py-3'))}>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold leading-snug text-ink-950">
              {sample.subject} <TagPill strategy={alert.strategyType}>{alert.tag}</TagPill>
            </p>
            <p className="mt-0.5 flex gap-2 border-b border-ink-100 pb-2">
              {copy.surfaces.emailFrom} · {copy.surfaces.emailTo} {sample.to}{' '}
              <span className="ml-auto shrink-0 text-ink-500">{sample.time}</span>
            </p>
            <p className="mt-2 grow text-[0.8125rem] leading-relaxed text-ink-800">
              <b className="font-semibold text-ink-950">{alert.name}</b>, {alert.title}, {alert.account}.{' '}
              {alert.description} <Competitor {...data} />
            </p>
            <Facts
              {...data}
              look={{
                list: 'mt-3 flex flex-wrap items-end gap-x-5 gap-y-2',
                term: 'text-ink-500',
                detail: 'text-ink-900',
                response: 'mt-0.5 rounded-md bg-brand-600 px-3 py-1.5 text-white',
              }}
            />
          </div>
        </div>
      );

    // The customer's account: its products, the open slot the competitor is filling, and the contact
    // who is evaluating it, their words in a bubble under the slot, the fields as the record's own.
    case 'product-slots':
      return (
        <div {...root}>
          <p className="flex flex-wrap gap-x-2 bg-ink-50 px-4 pt-2.5 text-ink-600">
            <span className="font-semibold text-ink-800">
              {copy.surfaces.salesCrm} · {sample.record}
            </span>{' '}
            <span className="ml-auto font-semibold text-ink-950">{alert.account}</span>
          </p>
          <p className="flex flex-wrap items-center gap-1.5 bg-ink-50 px-4 pt-2 pb-3 font-semibold">
            <span className="text-[0.625rem] uppercase tracking-wider text-ink-500">{sample.inUseLabel}</span>
            {sample.inUse.map((product) => (
              <Fragment key={product}>
                {' '}
                <span className="rounded-md bg-brand-600 px-2 py-1 text-white">{product}</span>
              </Fragment>
            ))}{' '}
            <span className="rounded-md border border-dashed border-signal-400 bg-signal-50 px-2 py-0.5 text-ink-950">
              {/* The note may wrap under the product, without its dot (`dot-row`). */}
              <span className="dot-row [--dot-gap:0.75rem]">
                <span>{sample.evaluating.product}</span>{' '}
                <span className="font-medium text-signal-700">{sample.evaluating.note}</span>
              </span>
            </span>
          </p>
          <div
            {...alertRoot(data, 'flex grow flex-wrap content-between items-center gap-x-3 px-4 pt-3 pb-4')}
          >
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-signal-100 text-[0.6875rem] font-bold text-signal-700 ring-2 ring-signal-300"
            >
              {initialsOf(alert.name)}
            </span>
            <p className="min-w-0 flex-1 leading-snug text-ink-600">
              <b className="block text-[0.8125rem] font-semibold text-ink-950">{alert.name}</b> {alert.title},{' '}
              {alert.account}
            </p>
            <p className="mt-3 w-full rounded-lg bg-signal-50 px-3 py-2 text-[0.8125rem] leading-snug text-ink-800">
              <TagPill strategy={alert.strategyType} className="bg-white">
                {alert.tag}
              </TagPill>{' '}
              {alert.description} <Competitor {...data} className="text-xs" />
            </p>
            <Facts
              {...data}
              look={{
                list: 'mt-3 grid w-full grid-cols-2 gap-x-4',
                field: 'border-b border-ink-200 pb-1',
                term: 'text-[0.6875rem] text-ink-500',
                detail: 'text-ink-900',
                response: 'mark-bolt flex items-center gap-1 text-brand-700',
              }}
            />
          </div>
        </div>
      );

    // The opportunity: its stage path with the competitor's flag, the alert as the newest entry on the
    // record's activity timeline (an amber node on the line), the fields as the record's highlights strip.
    case 'stage-track':
      return (
        <div {...root}>
          <div className="border-b border-ink-100 px-4 pt-2.5 pb-3">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold text-ink-800">
                {copy.surfaces.salesCrm} · {sample.record}
              </span>{' '}
              <span className="ml-auto rounded bg-signal-50 px-1.5 py-0.5 font-semibold text-signal-700 ring-1 ring-signal-300 ring-inset">
                {sample.flag}
              </span>
            </p>
            <StagePath stages={sample.stages} current={sample.current - 1} className="mt-2.5" />
          </div>
          <div {...alertRoot(data, 'flex grow flex-col')}>
            <div className="relative mx-5 mt-3 mb-3 grow border-l-2 border-ink-200 pl-4">
              <SignalDot className="absolute top-1 -left-[5px]" />
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-600">
                <TagPill strategy={alert.strategyType}>{alert.tag}</TagPill> <Competitor {...data} />
              </p>
              <p className="mt-1.5 text-[0.8125rem] leading-snug text-ink-800">
                <b className="font-semibold text-ink-950">{alert.name}</b> ({alert.title}, {alert.account}){' '}
                {alert.description}
              </p>
            </div>
            <Facts
              {...data}
              look={{
                list: 'grid grid-cols-2 border-t border-ink-200 bg-ink-50 py-2',
                field: 'px-4',
                term: 'text-[0.625rem] font-semibold uppercase tracking-wider text-ink-500',
                detail: 'text-[0.8125rem] text-ink-950',
                response: 'text-brand-700',
              }}
            />
          </div>
        </div>
      );

    // The renewal: the days left on ink, then the account owner's task the alert created, a box to tick,
    // the contact and what they did, the fields as the task's chips.
    case 'renewal-clock': {
      const elapsed = Math.round((1 - sample.days / sample.termDays) * 1000) / 10;
      return (
        <div {...root}>
          <div className="flex items-center gap-4 bg-ink-950 px-4 py-3 text-ink-300">
            <p className="shrink-0 text-3xl font-bold leading-none text-white tabular-nums">
              {sample.days}{' '}
              <span className="mt-1 block text-[0.6875rem] font-normal text-ink-300">{sample.daysLabel}</span>
            </p>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-white">{sample.record}</p>
              <svg
                viewBox="0 0 100 4"
                preserveAspectRatio="none"
                aria-hidden="true"
                className="my-2 block h-1.5 w-full"
              >
                <rect width="100" height="4" rx="2" className="fill-signal-400" />
                <rect width={elapsed} height="4" rx="2" className="fill-ink-600" />
              </svg>
              <p className="text-[0.6875rem]">{sample.termLabel}</p>
            </div>
          </div>
          <div {...alertRoot(data, 'relative flex grow flex-col bg-ink-50 pt-2.5 pr-4 pb-3 pl-11')}>
            <span
              aria-hidden="true"
              className="absolute top-2.5 left-4 size-4 rounded border-2 border-ink-400 bg-white"
            />
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[0.8125rem] leading-snug text-ink-950">
              <b className="font-semibold">{alert.name}</b>{' '}
              <TagPill strategy={alert.strategyType} className="ml-auto">
                {alert.tag}
              </TagPill>
            </p>
            <p className="text-ink-600">
              {alert.title}, {alert.account}
            </p>
            <p className="mt-1.5 grow leading-snug text-ink-800">
              {alert.description} <Competitor {...data} />
            </p>
            <Facts
              {...data}
              look={{
                list: 'mt-2.5 flex flex-wrap gap-1.5',
                field: 'flex gap-1 rounded-md bg-white px-2.5 py-1 ring-1 ring-ink-200',
                term: 'text-ink-500',
                detail: 'text-ink-900',
                response: 'mark-bolt flex items-center gap-1 text-brand-700',
              }}
            />
          </div>
        </div>
      );
    }

    // The account's health: the weekly score with the week the competitor was engaged marked, the alert
    // as the report's row for that week, its fields as columns under a header band.
    case 'health-dip': {
      const { x, y } = linePoints(sample.points);
      const line = sample.points.map((score, index) => `${x(index)},${y(score)}`).join(' ');
      const signal = x(sample.signalAt - 1);
      return (
        <div {...root}>
          <div className="flex grow flex-col bg-ink-50 px-4 pt-2.5 pb-2">
            <p className="flex flex-wrap items-baseline gap-x-3">
              <b className="font-semibold text-ink-800">{sample.heading}</b>{' '}
              <span className="font-bold text-ink-950 tabular-nums">
                {sample.points[0]} → {sample.points.at(-1)}
              </span>{' '}
              <span className="ml-auto flex items-center gap-1.5 text-[0.6875rem] font-semibold text-signal-700">
                <span aria-hidden="true" className="h-3 border-l-2 border-dashed border-signal-400" />{' '}
                {sample.signalLabel}
              </span>
            </p>
            <svg
              viewBox="0 0 100 40"
              preserveAspectRatio="none"
              aria-hidden="true"
              className="mt-1.5 block h-11 w-full grow overflow-visible"
            >
              <line
                x1={signal}
                x2={signal}
                y1="0"
                y2="40"
                className="stroke-signal-400"
                strokeWidth="2"
                strokeDasharray="3 3"
                vectorEffect="non-scaling-stroke"
              />
              <polyline
                points={line}
                fill="none"
                className="stroke-brand-600"
                strokeWidth="2"
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
          </div>
          <div {...alertRoot(data, 'border-t-2 border-signal-400')}>
            <p className="px-4 pt-2.5 text-[0.8125rem] leading-snug text-ink-800">
              <TagPill strategy={alert.strategyType}>{alert.tag}</TagPill>{' '}
              <b className="font-semibold text-ink-950">{alert.name}</b>, {alert.title}, {alert.account}:{' '}
              {alert.description} <Competitor {...data} className="text-xs" />
            </p>
            <Facts
              {...data}
              look={{
                list: 'mt-2.5 grid grid-cols-2 border-t border-ink-100',
                field: 'flex flex-col',
                term: 'bg-ink-100 px-4 py-1 text-[0.625rem] font-semibold uppercase tracking-wider text-ink-600',
                detail: 'px-4 py-2 text-ink-950',
                response: 'mark-bolt flex items-center gap-1 text-brand-700',
              }}
            />
          </div>
        </div>
      );
    }
  }
}
