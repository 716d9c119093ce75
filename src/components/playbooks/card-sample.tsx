import { AlertCard } from '#src/components/mock/alert-card.tsx';
import type { DeliveryCopy } from '#src/components/mock/alert-delivery.tsx';
import { initialsOf } from '#src/components/mock/surface-kit.tsx';
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
const alertInside = 'max-w-none rounded-none border-0 shadow-none';
const bar = 'flex items-center gap-2 border-b border-ink-100 px-4 py-2';

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
          <p className={cn(bar, 'bg-ink-50 font-semibold text-ink-800')}>
            {sample.channel}{' '}
            <span className="ml-auto font-medium text-ink-500">{copy.surfaces.teamChat}</span>
          </p>
          <p className="px-4 pt-3 font-semibold text-ink-950">
            {copy.surfaces.app} <span className="font-normal text-ink-500">{sample.time}</span>
          </p>
          <Alert alert={alert} copy={copy} className="pt-2 pb-3" />
          <p className="flex items-start gap-2 border-t border-ink-100 bg-ink-50 px-4 py-2.5 text-[0.8125rem] leading-snug">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-md bg-ink-800 text-[0.625rem] font-bold text-white"
            >
              {initialsOf(sample.reply.name)}
            </span>{' '}
            <span className="min-w-0">
              <b className="font-semibold text-ink-950">{sample.reply.name}</b>{' '}
              <span className="text-xs text-ink-500">{sample.reply.time}</span>{' '}
              <span className="block text-ink-800">{sample.reply.text}</span>
            </span>
          </p>
        </div>
      );

    case 'inbox-thread':
      return (
        <div {...root} className={cn(root.className, 'bg-ink-50')}>
          <div className="border-b border-ink-200 bg-white">
            <p className="px-4 pt-3 text-[0.8125rem] font-semibold leading-snug text-ink-950">
              {sample.subject}
            </p>
            <p className="flex gap-2 px-4 pt-0.5 text-ink-600">
              {copy.surfaces.emailFrom} · {copy.surfaces.emailTo} {sample.to}{' '}
              <span className="ml-auto shrink-0 text-ink-500">{sample.time}</span>
            </p>
            <Alert alert={alert} copy={copy} className="pt-3" />
          </div>
          <ul className="text-ink-600">
            {sample.earlier.map((email) => (
              <li
                key={email.subject}
                className="flex gap-3 border-t border-ink-200 px-4 py-2 first:border-t-0"
              >
                <span className="w-24 shrink-0 truncate font-medium">{email.from}</span>{' '}
                <span className="min-w-0 flex-1 truncate">{email.subject}</span>{' '}
                <span className="shrink-0 text-ink-500">{email.date}</span>
              </li>
            ))}
          </ul>
        </div>
      );

    case 'product-slots':
      return (
        <div {...root}>
          <p className={cn(bar, 'bg-ink-50 text-ink-600')}>
            <span className="font-semibold text-ink-800">
              {copy.surfaces.salesCrm} · {sample.record}
            </span>{' '}
            <span className="ml-auto font-semibold text-ink-950">{alert.account}</span>
          </p>
          <Alert alert={alert} copy={copy} />
          <ul className="flex flex-wrap items-stretch gap-2 border-t border-ink-100 bg-ink-50 px-4 py-3">
            {sample.inUse.map((product) => (
              <li
                key={product}
                className="rounded-md border border-brand-200 bg-white px-2.5 py-1.5 font-semibold text-brand-800"
              >
                <span className="block text-[0.625rem] font-medium uppercase tracking-wider text-ink-500">
                  {sample.inUseLabel}
                </span>{' '}
                {product}
              </li>
            ))}{' '}
            <li className="min-w-0 flex-1 rounded-md border border-dashed border-signal-400 bg-signal-50 px-2.5 py-1.5 font-semibold text-ink-950">
              <span className="block text-[0.625rem] font-semibold uppercase tracking-wider text-signal-700">
                {sample.evaluating.note}
              </span>{' '}
              {sample.evaluating.product}
            </li>
          </ul>
        </div>
      );

    case 'stage-track':
      return (
        <div {...root}>
          <div className="border-b border-ink-100 px-4 pt-3 pb-3.5">
            <p className="font-semibold text-ink-950">
              <span className="font-medium text-ink-500">{copy.surfaces.salesCrm} ·</span> {sample.record}
            </p>
            <ol className="mt-2.5 flex gap-1 text-[0.6875rem] leading-tight">
              {sample.stages.map((stage, index) => {
                const step = index + 1;
                return (
                  <li
                    key={stage}
                    aria-current={step === sample.current ? 'step' : undefined}
                    className={cn(
                      'min-w-0 flex-1 border-t-4 pt-1.5 [overflow-wrap:anywhere]',
                      step < sample.current && 'border-brand-600 text-ink-600',
                      step === sample.current && 'border-signal-400 font-semibold text-ink-950',
                      step > sample.current && 'border-ink-200 text-ink-500',
                    )}
                  >
                    {stage}
                    {step === sample.current ? (
                      <>
                        {' '}
                        <span className="mt-1 block w-fit rounded bg-signal-50 px-1 py-0.5 font-semibold text-signal-700 ring-1 ring-signal-300 ring-inset">
                          {sample.flag}
                        </span>
                      </>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </div>
          <Alert alert={alert} copy={copy} />
        </div>
      );

    case 'renewal-clock': {
      const left = sample.days / sample.termDays;
      return (
        <div {...root}>
          <div className="flex items-center gap-4 bg-ink-950 px-4 py-3 text-ink-300">
            <p className="shrink-0 leading-none">
              <span className="block text-3xl font-bold text-white tabular-nums">{sample.days}</span>{' '}
              <span className="mt-1 block text-[0.6875rem]">{sample.daysLabel}</span>
            </p>
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-white">{sample.record}</p>
              <svg
                viewBox="0 0 100 4"
                preserveAspectRatio="none"
                aria-hidden="true"
                className="my-2 block h-1.5 w-full"
              >
                <rect width="100" height="4" rx="2" className="fill-ink-700" />
                <rect
                  width={Math.round((1 - left) * 1000) / 10}
                  height="4"
                  rx="2"
                  className="fill-signal-400"
                />
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
      const signal = sample.signalAt - 1;
      const first = sample.points[0] ?? 0;
      const last = sample.points.at(-1) ?? 0;
      return (
        <div {...root}>
          <div className="border-b border-ink-100 bg-ink-50 px-4 pt-3 pb-2">
            <p className="flex items-baseline gap-2 font-semibold text-ink-800">
              {sample.heading}{' '}
              <span className="ml-auto text-base font-bold text-ink-950 tabular-nums">
                {first} → {last}
              </span>
            </p>
            <svg
              viewBox="0 0 100 40"
              preserveAspectRatio="none"
              aria-hidden="true"
              className="mt-1 block h-14 w-full overflow-visible"
            >
              <line
                x1={x(signal)}
                x2={x(signal)}
                y1="0"
                y2="40"
                className="stroke-signal-400"
                strokeWidth="1"
                strokeDasharray="2 2"
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
            <p className="flex items-center justify-end gap-1.5 text-[0.6875rem] font-semibold text-signal-700">
              <span aria-hidden="true" className="h-3 border-l border-dashed border-signal-400" />{' '}
              {sample.signalLabel}
            </p>
          </div>
          <Alert alert={alert} copy={copy} />
        </div>
      );
    }
  }
}
