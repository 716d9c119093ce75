import { FunnelChart, FunnelComparisonTable } from '#src/components/mock/funnel-chart.tsx';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import type { FunnelStage, FunnelView } from '#src/content/samples.ts';
import type { SectionIntro } from '#src/content/types.ts';

export type FunnelComparisonProps = {
  intro: SectionIntro;
  stages: readonly FunnelStage[];
  before: FunnelView;
  after: FunnelView;
  legend: string;
  tableCaption: string;
  stageLabel: string;
  weightLabel: string;
  id?: string;
};

/**
 * Spec §2 Home: the buying funnel before and after, side by side from 640 px; on phones one over the
 * other, each stage's bar beside its note (two 160 px columns with 11 px notes before). The bars are CSS; the legend (what the
 * bar widths mean) and a table with the same information are visually hidden and read by screen readers.
 */
export function FunnelComparison({
  intro,
  stages,
  before,
  after,
  legend,
  tableCaption,
  stageLabel,
  weightLabel,
  id = 'funnel',
}: FunnelComparisonProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-ink-50 py-12 md:py-28">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <div className="mt-6 grid gap-3 sm:mt-8 sm:grid-cols-2 sm:gap-4 md:mt-14 md:gap-6 lg:gap-8">
          <FunnelChart id={`${id}-before`} stages={stages} view={before} tone="before" />
          <FunnelChart
            id={`${id}-after`}
            stages={stages}
            view={after}
            tone="after"
            className="border-brand-200 ring-4 ring-brand-100/60"
          />
        </div>
        <p className="sr-only">{legend}</p>
        <FunnelComparisonTable
          caption={tableCaption}
          stages={stages}
          before={before}
          after={after}
          stageLabel={stageLabel}
          weightLabel={weightLabel}
        />
      </div>
    </section>
  );
}
