import { ArrowDown } from 'lucide-react';
import { AlertDelivery, deliverySurfaces } from '#src/components/mock/alert-delivery.tsx';
import { RoutedOpportunityCard } from '#src/components/mock/routed-opportunity.tsx';
import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import { KeepCompoundsTogether, KeepRangesTogether } from '#src/components/sections/keep-ranges-together.tsx';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import { CheckList } from '#src/components/ui/check-list.tsx';
import type { PersonaObjective } from '#src/content/schemas/personas.ts';
import type { SamplesContent } from '#src/content/schemas/samples.ts';
import type { SectionIntro, StrategyType } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';

export type ObjectiveListProps = {
  intro: SectionIntro;
  items: readonly PersonaObjective[];
  /** The mock-ups' words, their sample mark and the surfaces the alerts arrive in (site/samples.yaml). */
  samples: SamplesContent;
  id?: string;
};

const panelTint: Record<StrategyType, string> = {
  offensive: 'from-offense-50 via-white to-brand-50/60',
  defensive: 'from-defense-50 via-white to-brand-50/60',
  other: 'from-brand-50 via-white to-ink-50',
};

/**
 * Objective cards of a persona page. From 1024 px each objective is a two-column row, and the sample alert
 * alternates sides by position: right for the 1st, 3rd, 5th…, left for the 2nd, 4th, 6th… (spec §2). Each
 * alert arrives in a surface (chat, email or CRM record) that differs from its neighbour's.
 */
export function ObjectiveList({ intro, items, samples, id = 'objectives' }: ObjectiveListProps) {
  const headingId = `${id}-heading`;
  const surfaces = deliverySurfaces(items.map((objective) => objective.alertCard.tag));
  return (
    <section id={id} aria-labelledby={headingId} className="py-16 md:py-24">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <ol className="mt-12 space-y-16 md:mt-16 lg:space-y-8">
          {items.map((objective, index) => {
            const cardSide = index % 2 === 0 ? 'right' : 'left';
            return (
              <li
                key={objective.title}
                data-objective=""
                data-card-side={cardSide}
                className="grid items-center gap-8 lg:grid-cols-2 lg:gap-14 lg:rounded-3xl lg:border lg:border-ink-100 lg:bg-white lg:p-10 lg:shadow-card"
              >
                <div data-objective-copy="" className={cn('min-w-0', cardSide === 'left' && 'lg:order-2')}>
                  <p aria-hidden="true" className="font-mono text-sm font-semibold text-brand-700">
                    {String(index + 1).padStart(2, '0')}
                  </p>
                  <h3 className="mt-3 text-2xl font-bold tracking-tight text-ink-950 md:text-[1.75rem] md:leading-tight">
                    <KeepCompoundsTogether text={objective.title} />
                  </h3>
                  <p className="mt-4 text-base leading-relaxed text-ink-600 md:text-lg">
                    <KeepRangesTogether text={objective.description} />
                  </p>
                  <CheckList
                    items={objective.highlights}
                    size="md"
                    className="mt-6"
                    itemClassName="leading-relaxed"
                    renderItem={(highlight) => <KeepRangesTogether text={highlight} />}
                  />
                </div>
                <div
                  data-objective-visual=""
                  className={cn(
                    'relative -mx-5 flex min-w-0 flex-col items-center justify-center overflow-hidden bg-gradient-to-br px-4 py-8 sm:mx-0 sm:rounded-2xl sm:border sm:border-ink-100 sm:px-10 sm:py-12',
                    panelTint[objective.alertCard.strategyType],
                  )}
                >
                  <div
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-0 bg-[radial-gradient(rgb(11_18_34/0.06)_1px,transparent_1px)] bg-[size:18px_18px]"
                  />
                  <SampleFrame mark={samples.mark} className="relative w-full max-w-md">
                    <AlertDelivery
                      surface={surfaces[index] ?? 'chat'}
                      alert={objective.alertCard}
                      copy={samples}
                    />
                    {objective.routedOpportunity ? (
                      <>
                        <ArrowDown aria-hidden="true" className="mx-auto my-3 block size-5 text-ink-500" />
                        <RoutedOpportunityCard {...objective.routedOpportunity} words={samples.opportunity} />
                      </>
                    ) : null}
                  </SampleFrame>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
