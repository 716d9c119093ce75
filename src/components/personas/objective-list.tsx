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

/**
 * The classes each arrangement adds: its own form on phones, on tablets (768 px) and from 1024 px (issue 29,
 * fifth and seventh rounds), so that no two persona pages lay out their objectives alike at any width.
 */
type Parts = { list: string; row: string; copy: string; frame: string; number: string; sample?: string };

/** The line and arrowhead from the card above, across the gap (the ledger's routing rule). */
const ROUTE =
  'before:absolute before:bottom-full before:left-1/2 before:h-8 before:w-px before:bg-brand-300 after:absolute after:bottom-full after:left-1/2 after:mb-px after:size-2.5 after:-translate-x-1/2 after:rotate-45 after:border-r after:border-b after:border-brand-400 md:before:h-12 lg:before:h-16';

function partsFor(arrangement: ObjectiveArrangement, index: number): Parts {
  const cardSide = index % 2 === 0 ? 'right' : 'left';
  const side = cardSide === 'left' ? 'lg:order-2' : '';
  // Borders are set per row, not on the list or through group variants: rules inside `:where()` or `:is()`
  // stay in every page's stylesheet (decision 0029), a row's own classes only where a page has them.
  const first = index === 0;
  switch (arrangement) {
    // The first objective in a tinted panel (full-bleed below 1024 px; from 1024 px words 5/12 and sample
    // 7/12), the rest compact rows: below 768 px stacked, from 768 px words and sample side by side, the
    // sample alternating sides.
    case 'featured':
      // Below 768 px the list ends with its last sample, no rule and no padding under it: the section's own
      // padding is the one gap to the next section (it was 24 px, a rule and 96 px at 375).
      return first
        ? {
            list: 'border-t-0 max-md:border-b-0',
            row: '-mx-5 border-b-0 bg-ink-50 px-5 py-8 sm:-mx-6 sm:px-6 md:py-12 lg:mx-0 lg:mb-4 lg:grid-cols-12 lg:gap-8 lg:rounded-3xl lg:p-8 xl:gap-12 xl:p-14',
            copy: 'lg:col-span-5',
            frame: 'lg:col-span-7',
            number: 'text-brand-700',
          }
        : {
            list: '',
            row: cn(
              'py-6 max-md:last:pb-0 md:gap-8 md:py-10 lg:grid-cols-2 lg:gap-16 lg:py-16',
              cardSide === 'right'
                ? 'md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]'
                : 'md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]',
            ),
            copy: cardSide === 'left' ? 'md:order-2' : '',
            frame: '',
            number: '',
            // From 768 to 1023 px the sample has 7/12 of the row: drawn at 85 %, laid out as at 1024.
            sample: 'md:[zoom:0.85] lg:[zoom:1]',
          };
    // Cards. Below 1024 px white cards in a tinted well across the screen (from 768 px the sample in a well
    // of its own above the words); from 1024 px two cards a row, each spanning two rows of the list
    // (subgrid), the sample in its well above its words, samples level.
    case 'grid':
      return {
        list: '-mx-5 flex flex-col gap-3 border-y-0 bg-ink-50 px-5 py-5 sm:-mx-6 sm:px-6 md:gap-6 md:py-8 lg:mx-0 lg:grid lg:grid-cols-2 lg:gap-x-8 lg:gap-y-12 lg:bg-transparent lg:p-0',
        row: 'rounded-2xl border border-ink-200 bg-white p-3 min-[25rem]:p-4 md:gap-6 md:p-6 lg:row-span-2 lg:grid-rows-subgrid lg:items-stretch lg:rounded-3xl lg:p-4 xl:p-6',
        copy: 'md:row-start-2 lg:px-2',
        frame:
          'md:row-start-1 md:rounded-2xl md:bg-ink-50 md:p-6 lg:flex lg:flex-col lg:justify-center lg:p-4 xl:p-6',
        number: '',
        // A card is 400 px wide at 1024: the surface is drawn at 87 % there, so no word breaks.
        sample: 'lg:[zoom:0.87] xl:[zoom:1]',
      };
    // A ledger: each objective a bordered card, a thin line with an arrowhead routing each card to the next
    // across the gap; from 1024 px the sample 3/5 and the words 2/5 under a large number, alternating sides.
    case 'ledger':
      return {
        list: 'flex flex-col gap-8 border-y-0 md:gap-12 lg:gap-16',
        row: cn(
          'relative rounded-2xl border border-ink-200 px-3 py-4 min-[25rem]:px-4 md:p-8 lg:gap-12 lg:rounded-3xl xl:gap-16 xl:p-10',
          cardSide === 'right'
            ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]'
            : 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]',
          !first && ROUTE,
        ),
        copy: side,
        frame: 'md:rounded-2xl md:bg-ink-50 md:p-6',
        number: 'text-brand-700 lg:text-7xl',
      };
    // A timeline: below 1024 px a rail down the left edge with each number on it, the objective beside it;
    // from 1024 px the line runs down the middle, the number on it, the sample right and left of it in turn.
    case 'timeline':
      return {
        list: 'relative border-y-0 before:absolute before:inset-y-0 before:left-3.5 before:w-0.5 before:bg-brand-200 md:before:left-5 lg:before:bg-brand-100 lg:before:left-1/2 lg:before:-translate-x-1/2',
        row: 'relative border-b-0 py-5 pl-9 md:py-10 md:pl-16 lg:grid-cols-[minmax(0,1fr)_3rem_minmax(0,1fr)] lg:gap-x-6 lg:py-12 lg:pl-0 xl:grid-cols-[minmax(0,1fr)_4rem_minmax(0,1fr)] xl:gap-x-10',
        copy: cardSide === 'left' ? 'lg:order-3' : 'lg:order-1',
        frame: cardSide === 'left' ? 'lg:order-1' : 'lg:order-3',
        number: 'hidden',
        // Each side is 432 px wide at 1024: drawn at 87 % there, as in the grid.
        sample: 'lg:[zoom:0.87] xl:[zoom:1]',
      };
  }
}

/**
 * Objective cards of a persona page. Each page lays them out its own way (`arrangement`; from 1024 px since
 * issue 29's fifth round, on phones and tablets since its seventh): /sales a featured first objective in a
 * tinted panel then rows, /marketing cards (in a tinted well below 1024 px, two a row from 1024 px),
 * /revenue-operations a ledger of bordered cards joined by a routing line, /customer-success a timeline
 * (a rail down the left edge below 1024 px, a line down the middle from 1024 px). Where the objectives are rows, the sample alternates sides
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
                className={cn('grid items-center gap-5 py-8 md:gap-8 md:py-12', parts.row)}
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
                        arrangement === 'timeline' && 'md:mt-0',
                      )}
                    >
                      <KeepCompoundsTogether text={objective.title} />
                    </h3>
                  </div>
                  <p className="mt-3 text-[0.9375rem] leading-normal text-ink-600 sm:text-base md:mt-4 md:text-lg md:leading-relaxed">
                    <KeepRangesTogether text={objective.description} />
                  </p>
                  <CheckList
                    items={objective.highlights}
                    size="md"
                    className="mt-4 space-y-2 sm:space-y-3 md:mt-6"
                    itemClassName="text-[0.9375rem] leading-normal sm:text-base md:leading-relaxed"
                    renderItem={(highlight) => <KeepRangesTogether text={highlight} />}
                  />
                </div>
                {arrangement === 'timeline' && (
                  // The number on the line: below 1024 px on the rail at the left edge, beside the title.
                  <p
                    aria-hidden="true"
                    data-objective-node=""
                    className="absolute top-[1.5625rem] left-0 flex size-7 items-center justify-center rounded-full bg-white text-xs font-bold tracking-tighter text-brand-700 tabular-nums ring-2 ring-brand-200 md:top-9 md:size-10 md:text-base lg:relative lg:top-auto lg:order-2 lg:size-12 lg:text-xl xl:size-16 xl:text-2xl"
                  >
                    {number}
                  </p>
                )}
                <SampleFrame
                  mark={mark}
                  markOnEdge
                  data-objective-visual=""
                  // 12 px more above on phones, so the mark hanging over the scene stands clear of the bullets.
                  className={cn('min-w-0 max-sm:mt-6', parts.frame)}
                >
                  {/* Below 640 px the surface is drawn at 100 %, no text under 11 px, and leaves out whole
                      trailing parts (`phoneDrop` in mock/surface-kit.tsx): it ends on a clean edge, the alert
                      whole. */}
                  <div data-sample="" className={cn('max-sm:sample-type-floor', parts.sample)}>
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
