import { Eye, EyeOff } from 'lucide-react';
import type { FunnelStage, FunnelView } from '#src/content/samples.ts';
import { cn } from '#src/lib/cn.ts';

/*
 * Spec §3 "Funnel stages and weights": the buying funnel drawn in CSS, each stage as wide as its weight
 * relative to the largest. One view shows which stages a team can see (before) or what it sees at each
 * stage (after). The bars are decorative; `FunnelComparisonTable` is the text alternative for both views.
 */

/** Bar width of a stage, in percent of the widest stage. */
export function stageWidth(stage: FunnelStage, stages: readonly FunnelStage[]): number {
  const max = Math.max(...stages.map((entry) => entry.weight));
  return max > 0 ? Math.round((stage.weight / max) * 1000) / 10 : 0;
}

const toneStyles = {
  before: {
    visible: 'bg-ink-700 text-white',
    hidden: 'border border-dashed border-ink-300 bg-ink-50 text-ink-600',
  },
  after: {
    visible: 'bg-gradient-to-r from-brand-700 to-brand-500 text-white shadow-sm',
    hidden: 'border border-dashed border-ink-300 bg-ink-50 text-ink-600',
  },
} as const;

export type FunnelChartProps = {
  stages: readonly FunnelStage[];
  view: FunnelView;
  tone: keyof typeof toneStyles;
  /** Id for the caption's title, so the figure is labelled by it. */
  id: string;
  className?: string;
};

export function FunnelChart({ stages, view, tone, id, className }: FunnelChartProps) {
  const styles = toneStyles[tone];
  return (
    <figure
      aria-labelledby={id}
      data-slot="funnel-chart"
      data-tone={tone}
      className={cn('rounded-2xl border border-border bg-white p-3.5 shadow-card sm:p-8', className)}
    >
      <figcaption>
        <p id={id} className="text-base font-semibold leading-snug tracking-tight text-ink-950 sm:text-lg">
          {view.title}
        </p>
        {/* On phones the stages' notes, beside their bars, say it stage by stage: the summary is read, not shown. */}
        <p className="mt-1.5 text-xs leading-relaxed text-ink-600 max-sm:sr-only sm:mt-2 sm:text-sm">
          {view.summary}
        </p>
      </figcaption>
      <div
        aria-hidden="true"
        className="mt-3 flex flex-col items-center gap-1.5 sm:mt-5 sm:gap-2.5 md:mt-8 md:gap-4"
      >
        {stages.map((stage) => {
          const stageView = view.stages[stage.name];
          const Icon = stageView.visible ? Eye : EyeOff;
          return (
            <div
              key={stage.name}
              data-stage={stage.name}
              className="flex w-full flex-col items-center gap-1 max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:gap-x-3 md:gap-1.5"
            >
              <div
                data-visible={stageView.visible ? 'true' : 'false'}
                className={cn(
                  'flex min-h-8 min-w-min items-center justify-center gap-2 justify-self-center rounded-[3px] px-1 py-1 text-center text-xs font-semibold sm:min-h-9 sm:px-3 sm:text-sm',
                  stageView.visible ? styles.visible : styles.hidden,
                )}
                style={{ width: `${stageWidth(stage, stages)}%` }}
              >
                <Icon className="size-4 shrink-0 opacity-80 max-sm:hidden" />
                <span className="min-w-0 break-words">{stage.name}</span>
              </div>
              <p className="text-xs leading-snug text-ink-600 sm:text-center">{stageView.note}</p>
            </div>
          );
        })}
      </div>
    </figure>
  );
}

export type FunnelComparisonTableProps = {
  caption: string;
  stages: readonly FunnelStage[];
  before: FunnelView;
  after: FunnelView;
  /** The heading of the column of stages. */
  stageLabel: string;
  weightLabel: string;
  className?: string;
};

/**
 * The charts' text alternative: one table, stage by stage, visually hidden by default (through a wrapper:
 * a table ignores the 1 px width `sr-only` sets and would widen the page).
 */
export function FunnelComparisonTable({
  caption,
  stages,
  before,
  after,
  stageLabel,
  weightLabel,
  className = 'sr-only',
}: FunnelComparisonTableProps) {
  const cell = (view: FunnelView, stage: FunnelStage) => view.stages[stage.name].note;
  return (
    <div className={className}>
      <table data-slot="funnel-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{stageLabel}</th>
            <th scope="col">{weightLabel}</th>
            <th scope="col">{before.title}</th>
            <th scope="col">{after.title}</th>
          </tr>
        </thead>
        <tbody>
          {stages.map((stage) => (
            <tr key={stage.name}>
              <th scope="row">{stage.name}</th>
              <td>{stage.weight}</td>
              <td>{cell(before, stage)}</td>
              <td>{cell(after, stage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
