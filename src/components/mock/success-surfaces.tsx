import { Check, Circle } from 'lucide-react';
import { Fragment } from 'react';
import type { PersonaSample } from '#src/content/schemas/persona-samples.ts';
import { cn } from '#src/lib/cn.ts';
import type { SampleContext } from './sample-context';
import { AlertFacts, Bar, PhoneMore, phoneDrop, SignalDot, SurfaceFrame, windowClass } from './surface-kit';

/*
 * The customer success team's surfaces (issue 29): the renewal-risk list and the account around it. The
 * renewals ranked by risk, the onboarding plan, the health trend with the signal on it, former customers,
 * the account's whitespace by business unit and both sides of an account. Each carries its alert.
 */

type Of<K extends PersonaSample['kind']> = Extract<PersonaSample, { kind: K }>;

function Heading({ children }: { children: React.ReactNode }) {
  return <span className="font-bold text-ink-950">{children}</span>;
}

/**
 * The renewals ranked by risk; the alert's account first, opened to show the alert. On a phone that account
 * and a “+ 2 more” row.
 */
export function RiskList({ sample, context }: { sample: Of<'risk-list'>; context: SampleContext }) {
  const rows = [{ account: context.alert.account, ...sample.focus }, ...sample.rows];
  return (
    <SurfaceFrame label={sample.label} composition="risk-list">
      <div className={windowClass}>
        <p className="border-b border-ink-100 px-3 py-2">
          <Heading>{sample.heading}</Heading>
        </p>
        <table className="w-full text-left text-[0.6875rem]">
          <thead className="bg-ink-50 text-ink-500">
            <tr>
              <th scope="col" className="py-1.5 pr-2 pl-3 font-medium">
                {sample.columns.account}
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {sample.columns.renews}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                {sample.columns.arr}
              </th>
              <th scope="col" className="w-16 py-1.5 pr-3 pl-2 font-medium sm:w-24">
                {sample.columns.risk}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <Fragment key={row.account}>
                <tr {...phoneDrop(index > 0, cn('border-t border-ink-100', index === 0 && 'bg-signal-50'))}>
                  <th
                    scope="row"
                    className={cn(
                      'py-2 pr-2 pl-3 font-semibold text-ink-950',
                      index === 0 && 'border-l-[3px] border-signal-400 pl-2.5',
                    )}
                  >
                    {row.account}
                  </th>
                  <td className="px-2 py-2 text-ink-700">{row.renews}</td>
                  <td className="px-2 py-2 text-right text-ink-700 tabular-nums">{row.arr}</td>
                  <td className="py-2 pr-3 pl-2">
                    <Bar value={row.risk} tone={row.risk >= 0.66 ? 'risk' : 'ink'} />
                    <span className="sr-only">{Math.round(row.risk * 100)} / 100</span>
                  </td>
                </tr>
                {index === 0 ? (
                  <tr className="bg-signal-50">
                    <td colSpan={4} className="border-l-[3px] border-signal-400 pr-3 pb-3 pl-2.5">
                      <AlertFacts alert={context.alert} labels={context.words.alertFields} variant="panel" />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
            <PhoneMore
              count={rows.length - 1}
              words={context.words.more}
              row={{ columns: 4 }}
              className="border-t border-ink-100 px-3 py-2"
            />
          </tbody>
        </table>
      </div>
    </SurfaceFrame>
  );
}

/** The onboarding plan, the competitor from the sales handoff, and the alert. */
export function OnboardingPlan({
  sample,
  context,
}: {
  sample: Of<'onboarding-plan'>;
  context: SampleContext;
}) {
  return (
    <SurfaceFrame label={sample.label} composition="onboarding-plan">
      <div className={cn(windowClass, 'p-3')}>
        <p className="flex flex-wrap items-baseline justify-between gap-x-3">
          <Heading>{sample.heading}</Heading>{' '}
          <span className="text-[0.6875rem] text-ink-500">{sample.progressLabel}</span>
        </p>
        <Bar value={sample.progress} tone="brand" className="mt-2 h-2" />
        <ul className="mt-3 grid grid-cols-2 gap-1.5">
          {sample.tasks.map((task) => (
            <li key={task.label} className="flex items-start gap-1.5">
              {task.done ? (
                <Check
                  aria-hidden="true"
                  className="mt-px size-3.5 shrink-0 rounded-full bg-offense-600 p-0.5 text-white"
                />
              ) : (
                <Circle aria-hidden="true" className="mt-px size-3.5 shrink-0 text-ink-300" />
              )}{' '}
              <span className={task.done ? 'text-ink-500 line-through' : 'text-ink-900'}>{task.label}</span>
            </li>
          ))}
        </ul>
        <div className="mt-3 rounded-lg border border-signal-200 bg-signal-50 p-2.5">
          <p className="text-[0.625rem] font-bold uppercase tracking-wider text-signal-700">
            {sample.handoffLabel}
          </p>{' '}
          <p className="mt-0.5 leading-snug text-ink-800">{sample.handoff}</p>
        </div>
        <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-3" />
      </div>
    </SurfaceFrame>
  );
}

/** The account's health score week by week, the competitor signal marked where it came. */
export function HealthTrend({ sample, context }: { sample: Of<'health-trend'>; context: SampleContext }) {
  const step = 100 / (sample.points.length - 1);
  // The score's own range fills the chart, so a fall of a few points reads as the fall it is.
  const low = Math.min(...sample.points) - 4;
  const high = Math.max(...sample.points) + 4;
  const y = (score: number) => 44 - ((score - low) / (high - low)) * 40;
  const line = sample.points.map((score, index) => `${index * step},${y(score)}`).join(' ');
  const markerX = Math.min(sample.markerAt, sample.points.length - 1) * step;
  return (
    <SurfaceFrame label={sample.label} composition="health-trend">
      <div className={cn(windowClass, 'p-3')}>
        <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <Heading>{sample.heading}</Heading>{' '}
          <span className="flex items-center gap-3 text-[0.6875rem] text-ink-600">
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="h-0.5 w-3 bg-brand-600" /> {sample.usageLabel}
            </span>{' '}
            <span className="flex items-center gap-1">
              <SignalDot className="size-1.5 ring-0" /> {sample.signalLabel}
            </span>
          </span>
        </p>
        <svg
          viewBox="0 0 100 48"
          preserveAspectRatio="none"
          aria-hidden="true"
          className="mt-3 h-20 w-full sm:h-28"
        >
          <path d="M0 24H100M0 44H100" className="stroke-ink-100" strokeWidth="0.5" />
          <polygon points={`0,44 ${line} 100,44`} className="fill-brand-50" />
          <polyline
            points={line}
            fill="none"
            className="stroke-brand-600"
            strokeWidth="1.2"
            vectorEffect="non-scaling-stroke"
          />
          <path
            d={`M${markerX} 2V44`}
            className="stroke-signal-500"
            strokeWidth="1.5"
            strokeDasharray="3 3"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <p className="flex justify-between text-[0.625rem] text-ink-500">
          <span>{sample.startLabel}</span> <span>{sample.endLabel}</span>
        </p>
        <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-3" />
      </div>
    </SurfaceFrame>
  );
}

/** Former customers as cards; the one whose stakeholders re-engaged is lit, its alert under the cards. */
export function WinbackCards({ sample, context }: { sample: Of<'winback-cards'>; context: SampleContext }) {
  const cards = [
    { name: context.alert.account, leftFor: context.alert.competitor, since: sample.focusSince, focus: true },
    ...sample.accounts.map((account) => ({ ...account, focus: false })),
  ];
  return (
    <SurfaceFrame label={sample.label} composition="winback-cards">
      <p>
        <Heading>{sample.heading}</Heading>
      </p>
      <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
        {cards.map((card, index) => (
          <li
            key={card.name}
            // On a phone the lit card and one other: the cards stack there.
            {...phoneDrop(
              index > 1,
              cn(
                'rounded-xl border bg-white p-2.5 shadow-card',
                card.focus ? 'border-signal-400 ring-2 ring-signal-200' : 'border-ink-200 bg-ink-50',
              ),
            )}
          >
            <p className="flex items-center justify-between gap-2 font-semibold text-ink-950">
              {card.name} {card.focus ? <SignalDot /> : null}
            </p>
            <dl className="mt-1.5 space-y-0.5 text-[0.6875rem]">
              <div className="flex gap-1">
                <dt className="text-ink-500">{sample.leftForLabel}</dt>{' '}
                <dd className="font-semibold text-defense-700">{card.leftFor}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-ink-500">{sample.sinceLabel}</dt>{' '}
                <dd className="text-ink-800">{card.since}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className={cn(windowClass, 'mt-3 p-3')}>
        <AlertFacts alert={context.alert} labels={context.words.alertFields} />
      </div>
    </SurfaceFrame>
  );
}

/** The account's business units by product; the cell the customer is shopping for is lit. */
export function WhitespaceMap({ sample, context }: { sample: Of<'whitespace-map'>; context: SampleContext }) {
  return (
    <SurfaceFrame label={sample.label} composition="whitespace-map">
      <div className={cn(windowClass, 'p-3')}>
        <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <Heading>{sample.heading}</Heading>{' '}
          <span className="flex items-center gap-3 text-[0.6875rem] text-ink-600">
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="size-2.5 rounded-sm bg-brand-600" /> {sample.ownedLabel}
            </span>{' '}
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="size-2.5 rounded-sm border border-dashed border-ink-400" />{' '}
              {sample.openLabel}
            </span>
          </span>
        </p>
        <table className="mt-3 w-full table-fixed text-[0.625rem]">
          <thead>
            <tr>
              <td className="w-[34%]" />
              {sample.products.map((product) => (
                <th key={product} scope="col" className="px-0.5 pb-1 text-center font-semibold text-ink-600">
                  {product}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sample.units.map((unit, row) => (
              <tr key={unit}>
                <th scope="row" className="truncate py-0.5 pr-1 text-left font-medium text-ink-800">
                  {unit}
                </th>
                {sample.products.map((product, column) => {
                  const owned = sample.owned[row]?.[column] ?? false;
                  const lit = sample.signal.unit === row && sample.signal.product === column;
                  return (
                    <td key={product} className="p-0.5">
                      <span
                        className={cn(
                          'flex h-6 items-center justify-center rounded sm:h-7',
                          lit && 'bg-signal-400 ring-2 ring-signal-200',
                          !lit && owned && 'bg-brand-600',
                          !lit && !owned && 'border border-dashed border-ink-300',
                        )}
                      >
                        <span className="sr-only">
                          {lit ? context.alert.competitor : owned ? sample.ownedLabel : sample.openLabel}
                        </span>
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-3" />
      </div>
    </SurfaceFrame>
  );
}

/** Both sides of one account: the risks on it, and the growth the alert found. */
export function AccountSides({ sample, context }: { sample: Of<'account-sides'>; context: SampleContext }) {
  return (
    <SurfaceFrame label={sample.label} composition="account-sides">
      <div className={windowClass}>
        <p className="border-b border-ink-100 px-3 py-2">
          <Heading>{sample.heading}</Heading>
        </p>
        <div className="grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="border-b border-ink-100 bg-defense-50/60 p-3 sm:border-r sm:border-b-0">
            <p className="text-[0.625rem] font-bold uppercase tracking-wider text-defense-700">
              {sample.riskLabel}
            </p>
            <ul className="mt-1.5 space-y-1.5">
              {sample.risks.map((risk) => (
                <li key={risk} className="flex gap-1.5 leading-snug text-ink-800">
                  <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-defense-600" />{' '}
                  {risk}
                </li>
              ))}
            </ul>
          </div>{' '}
          <div className="bg-offense-50/60 p-3">
            <p className="text-[0.625rem] font-bold uppercase tracking-wider text-offense-700">
              {sample.growthLabel}
            </p>
            <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-1.5" />
          </div>
        </div>
        <p className="flex items-baseline justify-between gap-3 border-t border-ink-100 px-3 py-2">
          <span className="font-medium text-ink-600">{sample.retentionLabel}</span>{' '}
          <span className="text-xl font-bold text-ink-950 tabular-nums">{sample.retention}</span>
        </p>
      </div>
    </SurfaceFrame>
  );
}
