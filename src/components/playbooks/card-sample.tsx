import { Fragment } from 'react';
import { AlertCard } from '#src/components/mock/alert-card.tsx';
import type { DeliveryCopy } from '#src/components/mock/alert-delivery.tsx';
import { initialsOf, StagePath } from '#src/components/mock/surface-kit.tsx';
import type { PlaybookCardSample } from '#src/content/playbooks.ts';
import type { AlertCard as AlertCardData } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';

/*
 * The picture on a playbook's card (issue 29): the compact sample alert (spec §3, status and response)
 * inside a scene of the play's own, so that the six cards of the library differ at thumbnail size and
 * each says what its play is about and where the alert lands: a chat thread someone claims, an inbox
 * over last year's lost deal, the account's products with the open slot, the stage the competitor
 * entered, the days to renewal, the health score falling. Every word and figure is the playbook's
 * (`card` in its file); the root is a labelled group carrying `data-sample` and `data-composition`.
 * Kept lean: plain text and single SVG shapes, no icons, since the library page has a DOM budget.
 */

export type CardSampleProps = {
  sample: PlaybookCardSample;
  /** The playbook's sample alert, shown compact. */
  alert: AlertCardData;
  /** The samples' shared words (site/samples.yaml): the alert card's, the app's and the tools' names. */
  copy: DeliveryCopy;
};

const frame = 'overflow-hidden rounded-xl border border-ink-200 bg-white text-xs shadow-raised';
/** Inside a drawn window the alert loses its own frame: the window is the card. */
const alertInside = 'max-w-none rounded-none border-0 px-3.5 shadow-none sm:px-4';
/** A chat avatar: the app's initial or a teammate's, in a square. */
const avatar =
  'flex size-6 shrink-0 items-center justify-center rounded-md text-[0.625rem] font-bold text-white';

function Alert({ alert, copy, className }: Omit<CardSampleProps, 'sample'> & { className?: string }) {
  return <AlertCard {...alert} size="compact" words={copy.card} className={cn(alertInside, className)} />;
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
    className: cn(frame, 'w-full text-left text-ink-800'),
  } as const;

  switch (sample.kind) {
    case 'chat-claim':
      return (
        <div {...root}>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 px-4 pt-3">
            <span aria-hidden="true" className={cn(avatar, 'bg-brand-600')}>
              {copy.surfaces.app.charAt(0)}
            </span>{' '}
            <b className="font-semibold text-ink-950">{copy.surfaces.app}</b>{' '}
            <span className="text-ink-500">{sample.time}</span>{' '}
            <span className="ml-auto font-medium text-ink-600">
              {sample.channel} · {copy.surfaces.teamChat}
            </span>
          </p>
          <Alert alert={alert} copy={copy} className="pt-2 pb-3" />
          <p className="relative border-t border-ink-100 bg-ink-50 py-2.5 pr-4 pl-12 text-[0.8125rem] leading-snug text-ink-800">
            <span aria-hidden="true" className={cn(avatar, 'absolute top-2.5 left-4 bg-ink-800')}>
              {initialsOf(sample.reply.name)}
            </span>{' '}
            <b className="font-semibold text-ink-950">{sample.reply.name}</b>{' '}
            <span className="text-xs text-ink-500">{sample.reply.time}</span> {sample.reply.text}
          </p>
        </div>
      );

    case 'inbox-thread':
      // Last year's emails stacked behind the new one, the oldest furthest back (only the latest on phones).
      return (
        <div {...root} className="w-full text-left text-xs text-ink-600">
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
          <div className={frame}>
            <p className="px-4 pt-3 text-[0.8125rem] font-semibold leading-snug text-ink-950">
              {sample.subject}
            </p>
            <p className="flex gap-2 px-4 pt-0.5">
              {copy.surfaces.emailFrom} · {copy.surfaces.emailTo} {sample.to}{' '}
              <span className="ml-auto shrink-0 text-ink-500">{sample.time}</span>
            </p>
            <Alert alert={alert} copy={copy} className="pt-3" />
          </div>
        </div>
      );

    case 'product-slots':
      return (
        <div {...root}>
          <p className="flex flex-wrap gap-x-2 bg-ink-50 px-4 pt-2.5 text-ink-600">
            <span className="font-semibold text-ink-800">
              {copy.surfaces.salesCrm} · {sample.record}
            </span>{' '}
            <span className="ml-auto font-semibold text-ink-950">{alert.account}</span>
          </p>
          <p className="flex flex-wrap items-center gap-1.5 border-b border-ink-100 bg-ink-50 px-4 pt-2 pb-2.5 font-semibold">
            <span className="text-[0.625rem] uppercase tracking-wider text-ink-500">{sample.inUseLabel}</span>
            {sample.inUse.map((product) => (
              <Fragment key={product}>
                {' '}
                <span className="rounded-md bg-brand-600 px-2 py-1 text-white">{product}</span>
              </Fragment>
            ))}{' '}
            <span className="rounded-md border border-dashed border-signal-400 bg-signal-50 px-2 py-0.5 text-ink-950">
              {sample.evaluating.product}{' '}
              <span className="font-medium text-signal-700">· {sample.evaluating.note}</span>
            </span>
          </p>
          <Alert alert={alert} copy={copy} />
        </div>
      );

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
          <Alert alert={alert} copy={copy} />
        </div>
      );

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
          <Alert alert={alert} copy={copy} />
        </div>
      );
    }

    case 'health-dip': {
      const { x, y } = linePoints(sample.points);
      const line = sample.points.map((score, index) => `${x(index)},${y(score)}`).join(' ');
      const signal = x(sample.signalAt - 1);
      return (
        <div {...root}>
          <div className="border-b border-ink-100 bg-ink-50 px-4 pt-2.5 pb-2">
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
              className="mt-1.5 block h-11 w-full overflow-visible"
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
          <Alert alert={alert} copy={copy} />
        </div>
      );
    }
  }
}
