import type {
  AccountField as AccountFieldData,
  DealTimeline as DealTimelineData,
  PipelineShift as PipelineShiftData,
  ProductSlots as ProductSlotsData,
  RenewalCountdown as RenewalCountdownData,
  StageTrack as StageTrackData,
} from '#src/content/schemas/mock.ts';
import { cn } from '#src/lib/cn.ts';
import { SignalDot, StagePath } from './surface-kit';

/*
 * The devices of the use-case heroes (issue 29, third round): each page's play as a picture of its own,
 * drawn above or beside the alert, so that the six heroes differ at thumbnail size. Hunt: a target account
 * surfacing among quiet ones; revive: a lost deal's timeline coming back; flag: the customer's products
 * with the open slot lit; win: the deal's stage path with the competitor entering; defend (fifth round): the
 * countdown to the renewal, drawn on the hero's dark stage; predict (round 7) the same accounts without and
 * with the service, side by side, on phones. Amber is the signal,
 * blue the answer, as everywhere. Words come from the page's scene; each root carries `data-sample` and
 * `data-device`. Plain text and single shapes, no icons (the pages' element budget).
 */

const panel = 'rounded-xl border border-ink-200 bg-white text-xs shadow-card';
const label = 'text-[0.6875rem] font-semibold uppercase tracking-wider text-ink-500';

/**
 * The target accounts, quiet and grey, the alert's account lit amber in the middle of them. `large`: from
 * 1024 px drawn as /hunt's hero field (round 7): taller tiles, the panel running past the page's column to
 * the screen's right edge (the hero clips it) and fading out towards it. Up to 1279 px two rows of three, the lit one in the first
 * (the alert is laid over the field's foot); from 1280 px four tiles a row over five rows, the lit one on
 * the right of the second, the left half of the rows under the first kept for the alert that the scene
 * lays over it (an empty, dashed cell), so that no account's tile is hidden under the alert.
 */
export function AccountField({
  field,
  account,
  large = false,
}: {
  field: AccountFieldData;
  account: string;
  large?: boolean;
}) {
  const names = field.accounts.toSpliced(4, 0, account);
  return (
    <div
      data-sample=""
      data-device="account-field"
      className={cn(
        panel,
        'p-3',
        // From 768 to 1023 px as tall as the message beside it, its tiles sharing the height (round 8).
        large && 'md:max-lg:flex md:max-lg:flex-col',
        // The page's column ends 2 rem (its padding) and half the room beside its 80 rem short of the edge.
        large &&
          'lg:relative lg:mr-[calc(-2rem_-_(100vw_-_min(100vw,80rem))_/_2)] lg:rounded-r-none lg:border-r-0 lg:p-5 lg:pr-0',
        // …and fades out towards that edge, so the cut reads as the field going on, not as a crop.
        large &&
          'lg:after:pointer-events-none lg:after:absolute lg:after:inset-y-0 lg:after:right-0 lg:after:w-24 lg:after:bg-linear-to-l lg:after:from-white lg:after:to-transparent',
      )}
    >
      <p className={cn(label, 'px-1 pb-2', large && 'lg:pb-3')}>{field.heading}</p>
      <ul
        className={cn(
          'grid grid-flow-row-dense grid-cols-2 gap-1.5 sm:grid-cols-3',
          large && 'md:max-lg:flex-1 md:max-lg:auto-rows-fr lg:gap-2 xl:auto-rows-[7.5rem] xl:grid-cols-4',
        )}
      >
        {large ? (
          <li
            aria-hidden="true"
            className="hidden rounded-lg border border-dashed border-ink-200 xl:col-span-2 xl:col-start-1 xl:row-span-4 xl:row-start-2 xl:block"
          />
        ) : null}
        {names.map((name, index) =>
          name === account ? (
            <li
              key={name}
              data-lit=""
              className={cn(
                'col-span-2 rounded-lg border border-signal-400 bg-signal-50 px-3 py-2 text-sm font-semibold text-ink-950 ring-2 ring-signal-200',
                large &&
                  'lg:col-start-2 lg:row-start-1 lg:px-4 lg:py-3 lg:text-base xl:col-start-3 xl:row-start-2',
              )}
            >
              {name}{' '}
              <span className="mt-0.5 flex items-center gap-1.5 text-[0.6875rem] text-signal-700">
                <SignalDot className="size-1.5 ring-0" /> {field.note}
              </span>
            </li>
          ) : (
            <li
              key={name}
              className={cn(
                'rounded-lg border border-ink-200 bg-ink-50 px-2 py-1.5 text-ink-500',
                index > 6 && 'max-sm:hidden',
                large && 'lg:flex lg:min-h-16 lg:px-3 lg:py-2.5 lg:text-sm xl:items-end',
                large && index > 4 && 'lg:max-xl:hidden',
              )}
            >
              {name}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

const pointStyles: Record<DealTimelineData[number]['kind'], { dot: string; when: string; line: string }> = {
  lost: { dot: 'bg-defense-600', when: 'text-defense-700', line: 'border-ink-200' },
  quiet: { dot: 'bg-ink-300', when: 'text-ink-950', line: 'border-dashed border-ink-300' },
  signal: { dot: 'bg-signal-400 ring-4 ring-signal-100', when: 'text-signal-700', line: 'border-brand-600' },
  reopened: { dot: 'bg-brand-600', when: 'text-brand-700', line: '' },
};

/**
 * The lost deal's history, oldest first: a row of four points on a line from 640 px (dashed through the
 * quiet months, blue from the signal on), a column on phones. `large`: from 1024 px drawn as the strip
 * across /revive's hero (round 7), its points and words larger.
 */
export function DealTimeline({ timeline, large = false }: { timeline: DealTimelineData; large?: boolean }) {
  return (
    <ol
      data-sample=""
      data-device="deal-timeline"
      className={cn(panel, 'grid gap-3 px-4 py-3.5 sm:grid-cols-4 sm:gap-0', large && 'lg:py-5 lg:text-sm')}
    >
      {timeline.map((point, index) => {
        const style = pointStyles[point.kind];
        return (
          <li key={point.kind} data-kind={point.kind} className="flex min-w-0 gap-2.5 sm:block">
            <span aria-hidden="true" className="mt-1 flex items-center">
              <span
                className={cn('block size-2.5 shrink-0 rounded-full', large && 'lg:size-3.5', style.dot)}
              />
              {index < timeline.length - 1 ? (
                <span className={cn('mx-1.5 h-0 flex-1 border-t-2 max-sm:hidden', style.line)} />
              ) : null}
            </span>{' '}
            <span className={cn('block min-w-0 pr-2 sm:mt-2', large && 'lg:mt-3 lg:pr-6')}>
              <b className={cn('block font-semibold', large && 'lg:text-base', style.when)}>{point.when}</b>{' '}
              <span className="block leading-snug text-ink-600">{point.what}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The customer's products: three in use (blue), and the slot it is filling elsewhere, lit amber. */
export function ProductSlots({ products, className }: { products: ProductSlotsData; className?: string }) {
  return (
    <div
      data-sample=""
      data-device="product-slots"
      className={cn('grid grid-cols-2 gap-3 text-xs lg:grid-cols-4', className)}
    >
      {products.inUse.map((product) => (
        <p key={product} className="rounded-xl bg-brand-600 px-4 py-3 text-white shadow-card">
          <span className="block text-[0.6875rem] font-semibold uppercase tracking-wider text-brand-100">
            {products.inUseLabel}
          </span>{' '}
          <span className="mt-1 block text-sm font-semibold">{product}</span>
        </p>
      ))}{' '}
      <p
        data-lit=""
        className="rounded-xl border-2 border-dashed border-signal-400 bg-signal-50 px-4 py-2.5 text-ink-950"
      >
        <span className="flex items-center gap-1.5 text-[0.6875rem] font-semibold uppercase tracking-wider text-signal-700">
          <SignalDot className="size-1.5 ring-0" /> {products.slot.label}
        </span>{' '}
        <span className="mt-1 block text-sm font-semibold">{products.slot.product}</span>{' '}
        <span className="block font-medium text-signal-700">{products.slot.note}</span>
      </p>
    </div>
  );
}

const columns: Record<number, string> = { 4: 'sm:grid-cols-4', 5: 'sm:grid-cols-5', 6: 'sm:grid-cols-6' };
const columnStart: Record<number, string> = {
  1: 'sm:col-start-1',
  2: 'sm:col-start-2',
  3: 'sm:col-start-3',
  4: 'sm:col-start-4',
  5: 'sm:col-start-5',
  6: 'sm:col-start-6',
};

/**
 * The deal's stage path across the scene, the competitor's pin dropping onto the current stage. On phones
 * the path keeps the current stage in the middle (`StagePath`), so the pin is centred over it.
 */
export function StageTrack({ track, className }: { track: StageTrackData; className?: string }) {
  return (
    <div data-sample="" data-device="stage-track" className={cn(panel, 'px-4 pt-3 pb-4', className)}>
      <div className={cn('sm:grid', columns[track.stages.length])}>
        <p
          className={cn(
            'mx-auto flex w-fit flex-col items-center text-center sm:mx-0 sm:justify-self-center',
            columnStart[track.current + 1],
          )}
        >
          <span className="flex items-center gap-1.5 whitespace-nowrap rounded-full bg-signal-50 px-2.5 py-1 text-[0.6875rem] font-semibold text-signal-700 ring-1 ring-signal-300">
            <SignalDot className="size-1.5 ring-0" /> {track.entered}
          </span>{' '}
          <span className="mt-1 text-[0.6875rem] text-ink-600">{track.who}</span>
          <span aria-hidden="true" className="h-3 border-l-2 border-dashed border-signal-400" />
        </p>
      </div>
      {/* From 1024 to 1279 px (/win's stack, ~460 px) the current stage keeps its whole name. */}
      <StagePath
        stages={track.stages}
        current={track.current}
        large
        className="mt-1 lg:max-xl:[&>li[data-current]]:flex-none"
      />
    </div>
  );
}

type Stop = { kind: 'signal' | 'step' | 'renewal'; days: number; text: string; number?: number };

const stopMarker: Record<Stop['kind'], string> = {
  signal: 'rounded-sm bg-signal-400 ring-4 ring-signal-400/25',
  step: 'rounded-full bg-brand-500 text-[0.6875rem] font-bold text-white',
  renewal: 'rounded-sm bg-defense-600 ring-4 ring-defense-600/25',
};

/**
 * Defend: the countdown to the customer's renewal, drawn light on the dark stage. Five stops: the
 * stakeholder engaging the competitor (amber), the playbook's three steps (blue, numbered) and the
 * renewal (rose) with the record's name and flag; each stop says its days to go, except a step on the
 * day of the stop before it, which says `sameDay` (“Same day”: one day twice in a row read as a bug,
 * round-5 review). A column on a line down the left on phones, a row on one line across the page from
 * 1024 px (in order, not to scale).
 */
export function RenewalCountdown({
  countdown,
  steps,
  renewal,
}: {
  countdown: RenewalCountdownData;
  steps: readonly string[];
  renewal: { name: string; flag?: string | undefined };
}) {
  const stops: Stop[] = [
    { kind: 'signal', days: countdown.signal.days, text: countdown.signal.what },
    ...steps.map((text, index) => ({
      kind: 'step' as const,
      days: countdown.steps[index] ?? 0,
      text,
      number: index + 1,
    })),
    { kind: 'renewal', days: 0, text: renewal.name },
  ];
  return (
    <ol data-sample="" data-device="renewal-countdown" className="grid lg:grid-cols-5">
      {stops.map((stop, index) => (
        <li
          key={stop.text}
          data-kind={stop.kind}
          data-days={stop.days}
          className="relative flex gap-4 pb-6 last:pb-0 lg:block lg:pb-0"
        >
          <span
            aria-hidden="true"
            className="relative flex w-6 shrink-0 justify-center lg:h-6 lg:w-full lg:items-center lg:justify-start"
          >
            {index < stops.length - 1 ? (
              <span className="absolute top-6 -bottom-6 left-1/2 border-l-2 border-dashed border-ink-600 lg:top-1/2 lg:right-0 lg:bottom-auto lg:left-6 lg:border-t-2 lg:border-l-0" />
            ) : null}
            <span className={cn('relative flex size-6 items-center justify-center', stopMarker[stop.kind])}>
              {stop.number}
            </span>
          </span>{' '}
          <span className="block min-w-0 lg:mt-4 lg:pr-5">
            {stop.kind === 'renewal' ? (
              <b className="block text-2xl font-bold text-defense-100 lg:text-3xl">{countdown.end}</b>
            ) : stop.days === stops[index - 1]?.days ? (
              <>
                <b className="block text-2xl font-bold text-white lg:text-3xl">{countdown.sameDay}</b>{' '}
                {/* Keeps the step's words on the row's line from 1024 px, where the other stops have a unit. */}
                <span
                  aria-hidden="true"
                  className="invisible block text-[0.6875rem] font-semibold uppercase tracking-wider max-lg:hidden"
                >
                  {countdown.unit}
                </span>
              </>
            ) : (
              <>
                <b className="block text-2xl font-bold tabular-nums text-white lg:text-3xl">{stop.days}</b>{' '}
                <span className="block text-[0.6875rem] font-semibold uppercase tracking-wider text-ink-400">
                  {countdown.unit}
                </span>
              </>
            )}{' '}
            <span
              data-step={stop.kind === 'step' ? '' : undefined}
              className={cn(
                'mt-1.5 block text-sm leading-snug',
                stop.kind === 'signal' ? 'font-semibold text-signal-300' : 'text-ink-200',
              )}
            >
              {stop.text}
            </span>
            {stop.kind === 'renewal' && renewal.flag ? (
              <>
                {' '}
                <span className="mt-2 inline-block rounded-full bg-defense-100 px-2 py-0.5 text-xs font-semibold text-defense-700">
                  {renewal.flag}
                </span>
              </>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Predict, on phones (round 7: its hero read as /win's there): the two ways of finding out in one compact
 * table, each sample account's row saying when the risk is found without the service (grey, a hollow
 * mark) and with it (rose). The column heads are drawn once; each cell names its side for screen readers.
 */
export function PipelineVersus({ pipeline }: { pipeline: PipelineShiftData }) {
  const head = 'flex items-center gap-1.5';
  return (
    <div data-sample="" data-device="pipeline-versus" className={cn(panel, 'px-3 py-2.5')}>
      <p
        aria-hidden="true"
        className="grid grid-cols-2 gap-x-3 border-b border-ink-100 pb-2 text-[0.6875rem] font-semibold leading-snug"
      >
        <span className={cn(head, 'text-ink-600')}>
          <span className="size-2 shrink-0 rounded-full border-2 border-dashed border-ink-400" />
          {pipeline.without.label}
        </span>{' '}
        <span className={cn(head, 'text-defense-700')}>
          <span className="size-2 shrink-0 rounded-full bg-defense-600" />
          {pipeline.with.label}
        </span>
      </p>
      <ul className="divide-y divide-ink-100">
        {pipeline.accounts.map((account) => (
          <li key={account.account} className="py-2 last:pb-0.5">
            <p className="text-sm font-semibold text-ink-950">{account.account}</p>
            <p className="mt-0.5 grid grid-cols-2 gap-x-3 leading-snug">
              <span className="text-ink-500">
                <span className="sr-only">{pipeline.without.label}: </span>
                {account.without.found}
              </span>{' '}
              <span className="font-medium text-defense-700">
                <span className="sr-only">{pipeline.with.label}: </span>
                {account.with.found}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
