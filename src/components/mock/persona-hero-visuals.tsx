import { ArrowRight, CalendarClock, ChartLine, GitBranch, SquareKanban } from 'lucide-react';
import { Fragment } from 'react';
import type { PersonaHeroVisual } from '#src/content/schemas/persona-heroes.ts';
import { cn } from '#src/lib/cn.ts';
import { Avatar, SignalDot, SurfaceFrame, windowClass } from './surface-kit';

/*
 * The picture in a persona page's hero (issue 29): the team's own world, so the four pages differ at a
 * glance. A deal board (sales), share of voice (marketing), a signal routed to its owner (revenue
 * operations), the renewals ahead (customer success). Each shows the signal in amber and the answer in
 * blue, like every mock-up; words and sample figures come from the page's content.
 */

/**
 * From 1024 px the picture is as tall as the hero's words (persona-hero.tsx): the surface fills it, its
 * window is a column and its body takes the height, with a little larger type than on phones.
 */
const FILL = 'lg:flex lg:flex-1 lg:flex-col lg:text-[0.8125rem]';
const WINDOW = 'lg:flex lg:flex-1 lg:flex-col';
const BODY = 'lg:flex-1';

type Of<K extends PersonaHeroVisual['kind']> = Extract<PersonaHeroVisual, { kind: K }>;

function TitleBar({
  icon,
  title,
  dark,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  /** On an ink window (the routing flow). */
  dark?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 border-b px-4 py-2.5',
        dark ? 'border-ink-700' : 'border-ink-100',
      )}
    >
      <span aria-hidden="true" className={dark ? 'text-ink-400' : 'text-ink-500'}>
        {icon}
      </span>{' '}
      <span className={cn('font-bold', dark ? 'text-white' : 'text-ink-950')}>{title}</span>
      {children}
    </p>
  );
}

function DealBoard({ visual }: { visual: Of<'deal-board'> }) {
  const deals = visual.columns.flatMap((column) => column.deals);
  const flagged = deals.filter((deal) => deal.flag).length;
  return (
    <SurfaceFrame label={visual.label} composition="hero-deal-board" className={FILL}>
      <div className={cn(windowClass, WINDOW)}>
        <TitleBar icon={<SquareKanban className="size-4" />} title={visual.heading} />
        <div className={cn('bg-ink-50 p-3 lg:flex lg:flex-col lg:p-4', BODY)}>
          {/* From 1024 px the lanes take the height: each deal's card grows, its amount at its foot. */}
          <div className="grid grid-cols-3 gap-2 lg:flex-1 lg:gap-3">
            {visual.columns.map((column) => (
              <div key={column.stage} className="min-w-0 lg:flex lg:flex-col">
                <p className="flex items-center justify-between px-1 pb-1.5 text-[0.6875rem] font-semibold text-ink-600">
                  {column.stage} <span className="text-ink-400 tabular-nums">{column.deals.length}</span>
                </p>
                <ul className="space-y-1.5 lg:flex lg:flex-1 lg:flex-col lg:gap-2.5 lg:space-y-0">
                  {column.deals.map((deal) => (
                    <li
                      key={deal.name}
                      className={cn(
                        'rounded-lg border bg-white p-2 shadow-card lg:flex lg:min-h-24 lg:flex-1 lg:flex-col lg:p-3',
                        deal.flag ? 'border-signal-400 ring-2 ring-signal-200' : 'border-ink-200',
                      )}
                    >
                      <p className="font-semibold text-ink-950">{deal.name}</p>{' '}
                      <p className="text-ink-600 tabular-nums lg:order-last lg:mt-auto lg:pt-2 lg:text-sm lg:font-semibold lg:text-ink-800">
                        {deal.amount}
                      </p>
                      {deal.flag ? (
                        <>
                          {' '}
                          <p className="mt-1.5 flex items-center gap-1.5 text-[0.6875rem] font-semibold text-signal-700">
                            <SignalDot /> {deal.flag}
                          </p>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          {visual.totals ? (
            <p className="mt-3 flex justify-between border-t border-ink-200 px-1 pt-2.5 text-[0.6875rem] font-semibold text-ink-600 tabular-nums max-lg:hidden">
              <span>
                {deals.length} {visual.totals.deals}
              </span>{' '}
              <span className="flex items-center gap-1.5 text-signal-700">
                <SignalDot className="size-1.5 ring-0" /> {flagged} {visual.totals.flagged}
              </span>
            </p>
          ) : null}
        </div>
      </div>
    </SurfaceFrame>
  );
}

function VoiceChart({ visual }: { visual: Of<'voice-chart'> }) {
  const length = Math.max(...visual.series.map((series) => series.points.length));
  const step = 100 / Math.max(1, length - 1);
  const y = (value: number) => 48 - (value / 60) * 44;
  const line = (points: readonly number[]) =>
    points.map((value, index) => `${index * step},${y(value)}`).join(' ');
  const focus = visual.series.find((series) => series.focus);
  return (
    <SurfaceFrame label={visual.label} composition="hero-voice-chart" className={FILL}>
      <div className={cn(windowClass, WINDOW)}>
        <TitleBar icon={<ChartLine className="size-4" />} title={visual.heading}>
          {' '}
          <span className="ml-auto flex items-center gap-3 text-[0.6875rem] text-ink-600">
            {visual.series.map((series) => (
              <Fragment key={series.name}>
                {' '}
                <span className="flex items-center gap-1">
                  <span
                    aria-hidden="true"
                    className={cn('h-0.5 w-3', series.focus ? 'bg-signal-400' : 'bg-ink-300')}
                  />{' '}
                  {series.name}
                </span>
              </Fragment>
            ))}
          </span>
        </TitleBar>
        <div className={cn('p-4 lg:flex lg:flex-col lg:p-5', BODY)}>
          {focus ? (
            <p className="ml-auto flex w-fit items-center gap-1.5 rounded-full bg-signal-50 px-2.5 py-1 text-[0.6875rem] font-semibold text-signal-700 ring-1 ring-signal-200">
              <SignalDot className="size-1.5 ring-0" /> {visual.callout}
            </p>
          ) : null}
          <svg
            viewBox="0 0 100 50"
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
            className="mt-2 block h-28 w-full lg:h-auto lg:min-h-28 lg:flex-1"
          >
            <path
              d="M0 4H100M0 19H100M0 34H100M0 49H100"
              className="stroke-ink-100"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
            {focus ? (
              <polygon
                points={`0,50 ${line(focus.points)} 100,50`}
                className="fill-signal-100"
                opacity="0.6"
              />
            ) : null}
            {visual.series.map((series) => (
              <polyline
                key={series.name}
                points={line(series.points)}
                fill="none"
                strokeWidth={series.focus ? 2.5 : 1.5}
                vectorEffect="non-scaling-stroke"
                className={series.focus ? 'stroke-signal-500' : 'stroke-ink-300'}
              />
            ))}
          </svg>
          <p className="mt-1 flex justify-between text-[0.625rem] text-ink-500">
            <span>{visual.startLabel}</span> <span>{visual.endLabel}</span>
          </p>
        </div>
      </div>
    </SurfaceFrame>
  );
}

/**
 * Phones draw two rows of each three: the lit one and its neighbour, so the flow keeps its story (signal,
 * rule, owner) in two thirds of the height. Returns the class that hides the third row below 640 px.
 */
function offPhone(index: number, lit: number) {
  return index === (lit >= 2 ? 0 : 2) ? 'max-sm:hidden' : undefined;
}

/**
 * From 1024 px, where the middle of each of a column's three rows is (they share the rows' height, 12 px
 * apart): top, bottom (the same line measured from the foot) and the arrowhead's top, by row. The
 * record's card spans the three, its middle the second's.
 */
const LEVEL = [
  {
    top: 'top-[calc((100%-24px)/6)]',
    bottom: 'bottom-[calc((100%-24px)*5/6+24px)]',
    arrow: 'lg:top-[calc((100%-24px)/6)]',
  },
  { top: 'top-1/2', bottom: 'bottom-1/2', arrow: 'lg:top-1/2' },
  {
    top: 'top-[calc((100%-24px)*5/6+24px)]',
    bottom: 'bottom-[calc((100%-24px)/6)]',
    arrow: 'lg:top-[calc((100%-24px)*5/6+24px)]',
  },
] as const;

/**
 * The signal routed to its owner, drawn for the ink band of /revenue-operations' hero (persona-hero.tsx
 * `band`): an ink window, the lit path amber (the signal) then blue (the rule and the owner). Below
 * 1024 px three columns; from 1024 px, across the page, a fourth: the CRM record the routing wrote (its
 * values amber: written by the service), so the flow reads left to right, signal, rule, owner, record.
 * Each column is a flex column there and its rows share the height, lined up across.
 */
function RoutingFlow({ visual }: { visual: Of<'routing-flow'> }) {
  const column = 'min-w-0 space-y-1.5 lg:flex lg:flex-col lg:space-y-0';
  const head = 'px-1 pb-1 text-[0.625rem] font-bold uppercase tracking-wider text-ink-400 lg:pb-2';
  const rows = 'space-y-1.5 lg:flex lg:flex-1 lg:flex-col lg:gap-3 lg:space-y-0';
  const item =
    'rounded-lg border bg-ink-800 p-1.5 lg:flex lg:flex-1 lg:flex-col lg:justify-center lg:p-2.5 lg:px-3';
  const plain = 'border-ink-700';
  const { record } = visual;
  /*
   * Between two columns: an arrow at the heads below 1024 px; from 1024 px the lit path, a dashed trace from
   * the lit row on the left to the lit row on the right (elbowed where they differ, the knight's move),
   * amber out of the signal and blue after the rule, its arrowhead at the right. The rows share the
   * column's height in three, 12 px apart, so a row's middle is a fixed fraction of it (`LEVEL`).
   */
  const trace = (from: number, to: number, tone: 'signal' | 'brand', className?: string) => {
    const line = cn(
      'absolute border-dashed max-lg:hidden',
      tone === 'signal' ? 'border-signal-400' : 'border-brand-400',
    );
    const [high, low] = from < to ? [from, to] : [to, from];
    return (
      <div aria-hidden="true" className={cn('lg:flex lg:w-12 lg:flex-col xl:w-16', className)}>
        <span className={cn(head, 'max-lg:hidden')}>{'\u00a0'}</span>
        <div className="relative lg:flex-1">
          <span className={cn(line, 'left-0 w-1/2 border-t-[1.5px]', LEVEL[from]?.top)} />
          {from === to ? null : (
            <span className={cn(line, 'left-1/2 border-l-[1.5px]', LEVEL[high]?.top, LEVEL[low]?.bottom)} />
          )}
          <span className={cn(line, 'right-1 left-1/2 border-t-[1.5px]', LEVEL[to]?.top)} />
          <ArrowRight
            className={cn(
              'mt-px size-3.5 lg:absolute lg:-right-1 lg:-mt-2 lg:size-4',
              tone === 'signal' ? 'text-signal-400' : 'text-brand-300',
              LEVEL[to]?.arrow,
            )}
          />
        </div>
      </div>
    );
  };
  return (
    <SurfaceFrame label={visual.label} composition="hero-routing-flow" className={cn(FILL, 'text-ink-300')}>
      <div className="overflow-hidden rounded-xl border border-ink-700 bg-ink-900 shadow-raised">
        <TitleBar icon={<GitBranch className="size-4" />} title={visual.heading} dark />
        <div
          className={cn(
            'grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto_minmax(0,1fr)] gap-1 p-3 lg:gap-x-4 lg:p-5',
            record &&
              'lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto_minmax(0,1fr)_auto_minmax(0,1.35fr)]',
          )}
        >
          <div className={column}>
            <p className={head}>{visual.signalsLabel}</p>
            <ul className={rows}>
              {visual.signals.map((signal, index) => (
                <li
                  key={signal.account}
                  className={cn(
                    item,
                    index === 0 ? 'border-signal-400 ring-2 ring-signal-400/25' : plain,
                    offPhone(index, 0),
                  )}
                >
                  <span className={cn('block font-semibold', index === 0 ? 'text-white' : 'text-ink-200')}>
                    {signal.account}
                  </span>{' '}
                  <span
                    className={cn(
                      'flex items-center gap-1 text-[0.6875rem]',
                      index === 0 ? 'text-signal-300' : 'text-ink-400',
                    )}
                  >
                    {index === 0 ? <SignalDot className="size-1.5 ring-0" /> : null} {signal.competitor}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          {trace(0, visual.matched, 'signal')}
          <div className={column}>
            <p className={head}>{visual.rulesLabel}</p>
            <ol className={rows}>
              {visual.rules.map((rule, index) => (
                <li
                  key={rule}
                  className={cn(
                    item,
                    'py-2.5 text-[0.6875rem] lg:text-[0.8125rem]',
                    index === visual.matched
                      ? 'border-brand-400 bg-brand-950 font-semibold text-brand-200'
                      : cn(plain, 'text-ink-300'),
                    offPhone(index, visual.matched),
                  )}
                >
                  {rule}
                </li>
              ))}
            </ol>
          </div>
          {trace(visual.matched, visual.owner, 'brand')}
          <div className={column}>
            <p className={head}>{visual.ownersLabel}</p>
            <ul className={rows}>
              {visual.owners.map((owner, index) => (
                <li
                  key={owner.name}
                  className={cn(
                    item,
                    'flex items-center gap-1.5 lg:flex-row lg:justify-start lg:gap-2.5',
                    index === visual.owner ? 'border-brand-400 ring-2 ring-brand-400/30' : plain,
                    offPhone(index, visual.owner),
                  )}
                >
                  <Avatar
                    name={owner.name}
                    tone={index === visual.owner ? 'brand' : 'soft'}
                    className="size-6 max-sm:hidden lg:size-7"
                  />{' '}
                  <span className="min-w-0">
                    <span className="block font-semibold text-white">{owner.name}</span>{' '}
                    <span className="block text-[0.625rem] text-ink-400 lg:text-[0.6875rem]">
                      {owner.role}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          {record ? (
            <>
              {trace(visual.owner, 1, 'brand', 'max-lg:hidden')}
              {/* From 1024 px, the flow's last step: the record the routed signal wrote (amber: written by the service). */}
              <div data-routing-record="" className={cn(column, 'max-lg:hidden')}>
                <p className={head}>{record.label}</p>
                <div className="rounded-lg border border-signal-400 bg-ink-950 p-3 lg:flex lg:flex-1 lg:flex-col">
                  <p className="flex items-center gap-1.5 font-bold text-white">
                    <SignalDot className="size-1.5 ring-0" /> {record.heading}
                  </p>{' '}
                  {/* A list, not a <dl>: the hero's <dd>s are the page's figures (persona-hero.test.tsx). */}
                  <ul className="mt-2 lg:flex lg:flex-1 lg:flex-col lg:justify-around">
                    {record.fields.map((field) => (
                      <li
                        key={field.name}
                        className="flex items-baseline justify-between gap-3 border-t border-ink-800 py-1.5"
                      >
                        <span className="whitespace-nowrap text-[0.625rem] font-bold uppercase tracking-wider text-ink-400">
                          {field.name}
                        </span>{' '}
                        <span className="text-right font-semibold text-signal-300">{field.value}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </>
          ) : null}
        </div>
      </div>
    </SurfaceFrame>
  );
}

/**
 * The renewals ahead: a chart whose marks are placed in percentages of its box (an svg without a viewBox),
 * so it can take any height without stretching its dots, and the month labels sit right under its axis.
 * Below 1024 px it is 5:1 (low on a 768 px tablet, where the picture is 672 px wide) over the renewal at
 * risk; from 1024 px (the /customer-success strip) the chart takes the window's width beside that renewal,
 * 112 px tall, or fills a taller window.
 */
function RenewalTimeline({ visual }: { visual: Of<'renewal-timeline'> }) {
  const span = visual.months.length;
  const x = (at: number) => `${(Math.min(span, Math.max(0, at)) / span) * 100}%`;
  const focusX = x(visual.focus.at);
  return (
    <SurfaceFrame label={visual.label} composition="hero-renewal-timeline" className={FILL}>
      <div className={cn(windowClass, WINDOW)}>
        <TitleBar icon={<CalendarClock className="size-4" />} title={visual.heading} />
        <div className={cn('p-4 lg:flex lg:items-center lg:gap-6 lg:p-5', BODY)}>
          <div className="lg:flex lg:flex-1 lg:flex-col lg:self-stretch">
            <svg
              aria-hidden="true"
              focusable="false"
              overflow="visible"
              className="block aspect-[5/1] w-full lg:h-28 lg:grow"
            >
              {visual.months.map((month, index) => (
                <rect
                  key={month}
                  x={`${(index / span) * 100}%`}
                  width="1"
                  height="100%"
                  className="fill-ink-100"
                />
              ))}
              {/* The axis, the chart's foot. */}
              <rect y="100%" width="100%" height="1" transform="translate(0 -1)" className="fill-ink-200" />
              {visual.renewals.map((renewal, index) => (
                <circle
                  // biome-ignore lint/suspicious/noArrayIndexKey: the dots are a fixed sample, drawn in order
                  key={index}
                  cx={x(renewal.at)}
                  cy={index % 2 === 0 ? '72%' : '48%'}
                  r={renewal.size * 3.5}
                  className="fill-ink-300"
                />
              ))}
              <line
                x1={focusX}
                x2={focusX}
                y1="24%"
                y2="100%"
                className="stroke-signal-500"
                strokeWidth="1.5"
                strokeDasharray="3 3"
              />
              <circle
                cx={focusX}
                cy="24%"
                r="10"
                className="fill-signal-400 stroke-signal-100"
                strokeWidth="5"
              />
            </svg>
            <p className="mt-1.5 flex text-[0.625rem] font-semibold text-ink-500">
              {visual.months.map((month, index) => (
                <Fragment key={month}>
                  {index > 0 ? ' ' : null}
                  <span className="flex-1 pl-1">{month}</span>
                </Fragment>
              ))}
            </p>
          </div>
          {/* From 1024 px, beside the chart and as tall: the account over its days to renewal and ARR. */}
          <div className="mt-3 flex items-center gap-3 rounded-lg border border-signal-400 bg-signal-50 p-3 lg:mt-0 lg:w-72 lg:shrink-0 lg:flex-wrap lg:content-center lg:gap-y-3 lg:self-stretch lg:p-4">
            <SignalDot />{' '}
            <span className="min-w-0 flex-1">
              <span className="block font-bold text-ink-950">{visual.focus.account}</span>{' '}
              <span className="block text-[0.6875rem] text-signal-700">{visual.focus.note}</span>
            </span>{' '}
            <span className="text-right lg:flex lg:basis-full lg:items-baseline lg:justify-between lg:border-t lg:border-signal-200 lg:pt-3">
              <span className="block font-bold text-ink-950 tabular-nums lg:text-2xl">
                {visual.focus.days}
              </span>{' '}
              <span className="block text-[0.6875rem] text-ink-600 tabular-nums lg:text-sm">
                {visual.focus.arr}
              </span>
            </span>
          </div>
        </div>
      </div>
    </SurfaceFrame>
  );
}

/** The hero's picture, by kind. */
export function PersonaHeroVisualView({ visual }: { visual: PersonaHeroVisual }) {
  switch (visual.kind) {
    case 'deal-board':
      return <DealBoard visual={visual} />;
    case 'voice-chart':
      return <VoiceChart visual={visual} />;
    case 'routing-flow':
      return <RoutingFlow visual={visual} />;
    case 'renewal-timeline':
      return <RenewalTimeline visual={visual} />;
  }
}
