import type { SampleContext } from '#src/components/mock/persona-sample.tsx';
import { PersonaSampleView } from '#src/components/mock/persona-sample.tsx';
import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import { KeepCompoundsTogether, KeepRangesTogether } from '#src/components/sections/keep-ranges-together.tsx';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import { CheckList } from '#src/components/ui/check-list.tsx';
import type { ObjectiveArrangement, PersonaObjective } from '#src/content/schemas/personas.ts';
import type { SectionIntro } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';

export type ObjectiveListProps = {
  intro: SectionIntro;
  items: readonly PersonaObjective[];
  /** How the objectives are laid out from 1024 px (the page's `objectives.arrangement`). */
  arrangement: ObjectiveArrangement;
  /** The visible mark on each sample (site/samples.yaml `mark`). */
  mark: string;
  /** What every sample draws from besides its own parts: the shared words and the tools' names. */
  context: Omit<SampleContext, 'alert' | 'routedOpportunity'>;
  id?: string;
};

/** The classes each arrangement adds from 1024 px; below 1024 px every page has the same stacked list. */
type Parts = { list: string; row: string; copy: string; frame: string; number: string; sample?: string };

function partsFor(arrangement: ObjectiveArrangement, index: number): Parts {
  const cardSide = index % 2 === 0 ? 'right' : 'left';
  const side = cardSide === 'left' ? 'lg:order-2' : '';
  // Borders are set per row, not on the list or through group variants: rules inside `:where()` or `:is()`
  // stay in every page's stylesheet (decision 0029), a row's own classes only where a page has them.
  const first = index === 0;
  switch (arrangement) {
    // The first objective in a wide tinted panel (words 5/12, sample 7/12), the rest in 50/50 rows.
    case 'featured':
      return index === 0
        ? {
            list: 'lg:border-t-0',
            row: 'lg:mb-4 lg:grid-cols-12 lg:gap-8 lg:rounded-3xl lg:border-b-0 lg:bg-ink-50 lg:p-8 xl:gap-12 xl:p-14',
            copy: 'lg:col-span-5',
            frame: 'lg:col-span-7',
            number: '',
          }
        : { list: '', row: 'lg:grid-cols-2 lg:gap-16 lg:py-16', copy: side, frame: '', number: '' };
    // Two cards a row, each spanning two rows of the list (subgrid): samples level, words level.
    case 'grid':
      return {
        list: 'lg:grid lg:grid-cols-2 lg:gap-x-8 lg:gap-y-12 lg:border-y-0',
        row: 'lg:row-span-2 lg:grid-rows-subgrid lg:items-stretch lg:gap-6 lg:rounded-3xl lg:border lg:border-ink-200 lg:p-4 xl:p-6',
        copy: 'lg:row-start-2 lg:px-2',
        frame:
          'lg:row-start-1 lg:flex lg:flex-col lg:justify-center lg:rounded-2xl lg:bg-ink-50 lg:p-4 xl:p-6',
        number: '',
        // A card is 400 px wide at 1024: the surface is drawn at 87 % there, as on a phone, so no word breaks.
        sample: 'lg:[zoom:0.87] xl:[zoom:1]',
      };
    // A ledger: each objective a bordered card, the sample 3/5 and the words 2/5 under a large number,
    // alternating sides; a thin line with an arrowhead routes each card to the next.
    case 'ledger':
      return {
        list: 'lg:flex lg:flex-col lg:gap-16 lg:border-y-0',
        row: cn(
          'lg:relative lg:gap-12 lg:rounded-3xl lg:border lg:border-ink-200 lg:p-8 xl:gap-16 xl:p-10',
          cardSide === 'right'
            ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]'
            : 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]',
          !first &&
            'lg:before:absolute lg:before:bottom-full lg:before:left-1/2 lg:before:h-16 lg:before:w-px lg:before:bg-brand-300 lg:after:absolute lg:after:bottom-full lg:after:left-1/2 lg:after:mb-px lg:after:size-2.5 lg:after:-translate-x-1/2 lg:after:rotate-45 lg:after:border-r lg:after:border-b lg:after:border-brand-400',
        ),
        copy: side,
        frame: 'lg:rounded-2xl lg:bg-ink-50 lg:p-6',
        number: 'lg:text-7xl lg:text-brand-700',
      };
    // Rows along one line down the middle, the number on it, the sample right and left of it in turn.
    case 'timeline':
      return {
        list: 'lg:relative lg:border-y-0 lg:before:absolute lg:before:inset-y-0 lg:before:left-1/2 lg:before:w-0.5 lg:before:-translate-x-1/2 lg:before:bg-brand-100',
        row: 'lg:grid-cols-[minmax(0,1fr)_3rem_minmax(0,1fr)] lg:gap-x-6 lg:border-b-0 lg:py-12 xl:grid-cols-[minmax(0,1fr)_4rem_minmax(0,1fr)] xl:gap-x-10',
        copy: cardSide === 'left' ? 'lg:order-3' : 'lg:order-1',
        frame: cardSide === 'left' ? 'lg:order-1' : 'lg:order-3',
        number: 'lg:hidden',
        // Each side is 432 px wide at 1024: drawn at 87 % there, as in the grid.
        sample: 'lg:[zoom:0.87] xl:[zoom:1]',
      };
  }
}

/**
 * Objective cards of a persona page. Below 1024 px every page stacks them (words, then sample). From 1024 px
 * each page lays them out its own way (`arrangement`, issue 29's fifth round): /sales a featured first
 * objective then rows, /marketing a grid of cards, /revenue-operations a ledger of bordered cards joined by
 * a routing line, /customer-success a timeline. Where the objectives are rows, the sample alternates sides
 * by position (spec §2): right for the 1st, 3rd, 5th…, left for the 2nd, 4th, 6th…; in the grid the cards
 * alternate left and right column. Each sample draws the alert in the surface this team works in, a
 * different composition per objective (components/mock/persona-sample.tsx).
 */
export function ObjectiveList({
  intro,
  items,
  arrangement,
  mark,
  context,
  id = 'objectives',
}: ObjectiveListProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-12 md:py-24">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <ol
          data-arrangement={arrangement}
          className={cn(
            'mt-8 divide-y divide-ink-200 border-y border-ink-200 md:mt-16',
            partsFor(arrangement, 0).list,
          )}
        >
          {items.map((objective, index) => {
            const cardSide = index % 2 === 0 ? 'right' : 'left';
            const parts = partsFor(arrangement, index);
            const number = String(index + 1).padStart(2, '0');
            return (
              <li
                key={objective.title}
                data-objective=""
                data-card-side={cardSide}
                className={cn('grid items-center gap-7 py-8 md:gap-8 md:py-12', parts.row)}
              >
                <div data-objective-copy="" className={cn('min-w-0', parts.copy)}>
                  {/* Below 768 px the number stands beside the title, not over it (60 px less a row). */}
                  <div className="flex items-baseline gap-3 md:block">
                    <p
                      aria-hidden="true"
                      className={cn(
                        'shrink-0 text-2xl font-bold tracking-tighter text-ink-500 tabular-nums md:text-5xl',
                        parts.number,
                      )}
                    >
                      {number}
                    </p>
                    <h3
                      className={cn(
                        'min-w-0 text-2xl font-bold tracking-tight text-ink-950 md:mt-3 md:text-[1.75rem] md:leading-tight',
                        arrangement === 'featured' && index === 0 && 'lg:text-4xl',
                        arrangement === 'timeline' && 'lg:mt-0',
                      )}
                    >
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
                {arrangement === 'timeline' && (
                  // The number on the line (from 1024 px; below, it stands with the title).
                  <p
                    aria-hidden="true"
                    data-objective-node=""
                    className="relative hidden size-12 items-center justify-center rounded-full bg-white text-xl font-bold tracking-tighter text-brand-700 tabular-nums ring-2 ring-brand-200 lg:order-2 lg:flex xl:size-16 xl:text-2xl"
                  >
                    {number}
                  </p>
                )}
                <SampleFrame
                  mark={mark}
                  markOnEdge
                  data-objective-visual=""
                  // 12 px more above on phones, so the mark hanging over the scene stands clear of the bullets.
                  className={cn('min-w-0 max-sm:mt-3', parts.frame)}
                >
                  {/* Below 640 px the surface is drawn at 87 %: laid out 15 % wider, it wraps less and
                      the six samples take 600-700 px less. */}
                  <div data-sample="" className={cn('max-sm:[zoom:0.87]', parts.sample)}>
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
