import type { SampleContext } from '#src/components/mock/persona-sample.tsx';
import { PersonaSampleView } from '#src/components/mock/persona-sample.tsx';
import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import { KeepCompoundsTogether, KeepRangesTogether } from '#src/components/sections/keep-ranges-together.tsx';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import { CheckList } from '#src/components/ui/check-list.tsx';
import type { PersonaObjective } from '#src/content/schemas/personas.ts';
import type { SectionIntro } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';

export type ObjectiveListProps = {
  intro: SectionIntro;
  items: readonly PersonaObjective[];
  /** The visible mark on each sample (site/samples.yaml `mark`). */
  mark: string;
  /** What every sample draws from besides its own parts: the shared words and the tools' names. */
  context: Omit<SampleContext, 'alert' | 'routedOpportunity'>;
  id?: string;
};

/**
 * Objective cards of a persona page. From 1024 px each objective is a two-column row, and its sample
 * alternates sides by position: right for the 1st, 3rd, 5th…, left for the 2nd, 4th, 6th… (spec §2). Each
 * sample draws the alert in the surface this team works in, a different composition per objective
 * (components/mock/persona-sample.tsx).
 */
export function ObjectiveList({ intro, items, mark, context, id = 'objectives' }: ObjectiveListProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-12 md:py-24">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <ol className="mt-8 divide-y divide-ink-200 border-y border-ink-200 md:mt-16">
          {items.map((objective, index) => {
            const cardSide = index % 2 === 0 ? 'right' : 'left';
            return (
              <li
                key={objective.title}
                data-objective=""
                data-card-side={cardSide}
                className="grid items-center gap-7 py-8 md:gap-8 md:py-12 lg:grid-cols-2 lg:gap-16 lg:py-16"
              >
                <div data-objective-copy="" className={cn('min-w-0', cardSide === 'left' && 'lg:order-2')}>
                  {/* Below 768 px the number stands beside the title, not over it (60 px less a row). */}
                  <div className="flex items-baseline gap-3 md:block">
                    <p
                      aria-hidden="true"
                      className="shrink-0 text-2xl font-bold tracking-tighter text-ink-500 tabular-nums md:text-5xl"
                    >
                      {String(index + 1).padStart(2, '0')}
                    </p>
                    <h3 className="min-w-0 text-2xl font-bold tracking-tight text-ink-950 md:mt-3 md:text-[1.75rem] md:leading-tight">
                      <KeepCompoundsTogether text={objective.title} />
                    </h3>
                  </div>
                  <p className="mt-3 text-base leading-normal text-ink-600 md:mt-4 md:text-lg md:leading-relaxed">
                    <KeepRangesTogether text={objective.description} />
                  </p>
                  <CheckList
                    items={objective.highlights}
                    size="md"
                    className="mt-4 md:mt-6"
                    itemClassName="leading-normal md:leading-relaxed"
                    renderItem={(highlight) => <KeepRangesTogether text={highlight} />}
                  />
                </div>
                <SampleFrame mark={mark} markOnEdge data-objective-visual="" className="min-w-0">
                  {/* Below 640 px the surface is drawn at 87 %: laid out 15 % wider, it wraps less and
                      the six samples take 600-700 px less. */}
                  <div data-sample="" className="max-sm:[zoom:0.87]">
                    <PersonaSampleView
                      sample={objective.sample}
                      context={{
                        ...context,
                        alert: objective.alertCard,
                        routedOpportunity: objective.routedOpportunity,
                      }}
                    />
                  </div>
                </SampleFrame>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
