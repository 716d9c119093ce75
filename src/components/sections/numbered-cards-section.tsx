import { Check } from 'lucide-react';
import type { SectionIntro } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { KeepCompoundsTogether } from './keep-ranges-together';
import { SectionHeader } from './section-header';

export type NumberedCard = { title: string; description: string; points?: readonly string[] };

export type NumberedCardsSectionProps = {
  intro: SectionIntro;
  items: readonly NumberedCard[];
  /** Prefix for the section's ids; unique per page. */
  id: string;
  /** `plain` on white, `tinted` on a light ink band. */
  tone?: 'plain' | 'tinted';
  /**
   * `cards`: numbered white cards (/pricing's reasons); `ruled`: a text list in columns under a heavy rule,
   * no cards (/about's principles); `steps`: a line of steps joined by the dashed trace, the first square
   * amber (the signal), the last blue (the answer), for habits that follow one another (/customers). Three
   * sections of three numbered cards read as one (issue 29, fifth review).
   */
  layout?: 'cards' | 'ruled' | 'steps';
  className?: string;
};

/**
 * A section of three (or more) numbered cards under a section header: principles, reasons, habits. Each
 * card has an h3, a sentence or two and an optional checklist.
 */
export function NumberedCardsSection({
  intro,
  items,
  id,
  tone = 'plain',
  layout = 'cards',
  className,
}: NumberedCardsSectionProps) {
  const headingId = `${id}-heading`;
  const list =
    layout === 'ruled' ? <RuledList items={items} /> : layout === 'steps' ? <StepLine items={items} /> : null;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('py-16 md:py-24', tone === 'tinted' && 'border-y border-ink-100 bg-ink-50/70', className)}
    >
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} align={layout === 'ruled' ? 'left' : 'center'} />
        {list ?? (
          <ol data-layout="cards" className="mt-12 grid gap-6 md:mt-16 lg:grid-cols-3">
            {items.map((item, index) => (
              <li
                key={item.title}
                className="flex flex-col gap-6 rounded-2xl border border-ink-200 bg-white p-6 shadow-card sm:p-8 md:flex-row md:gap-8 lg:flex-col lg:gap-6"
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 font-mono text-sm font-semibold text-white"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div className="flex min-w-0 flex-1 flex-col">
                  <ItemText item={item} pointsClassName="mt-6 space-y-3 border-t border-ink-100 pt-6" />
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

const number = (index: number) => String(index + 1).padStart(2, '0');

/**
 * Columns of text under a heavy rule, each with its number, title and sentence: no cards. Stacked (below
 * 1024 px) the items are 32 px apart; the last leaves the room under it to the section's padding (its
 * 32 px added to it made /about's join with the closing band 224 px at 768: issue 29's eighth review).
 */
function RuledList({ items }: { items: readonly NumberedCard[] }) {
  return (
    <ol data-layout="ruled" className="mt-10 grid gap-x-12 md:mt-14 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.title} className="border-t-2 border-ink-950 pt-5 pb-8 last:pb-0 lg:pt-6 lg:pb-0">
          <span aria-hidden="true" className="font-mono text-sm font-semibold text-ink-500">
            {number(index)}
          </span>
          <ItemText item={item} titleClassName="mt-2" />
        </li>
      ))}
    </ol>
  );
}

/**
 * An item's title, sentence and points (/about's principles carry three each), as every layout shows them;
 * the cards set their points off with a rule.
 */
function ItemText({
  item,
  titleClassName,
  pointsClassName = 'mt-5 space-y-2.5',
}: {
  item: NumberedCard;
  titleClassName?: string;
  pointsClassName?: string;
}) {
  return (
    <>
      <h3 className={cn('text-h3 font-semibold text-ink-950', titleClassName)}>
        <KeepCompoundsTogether text={item.title} />
      </h3>
      <p className="mt-3 text-base leading-relaxed text-ink-700">{item.description}</p>
      {item.points?.length ? (
        <ul className={pointsClassName}>
          {item.points.map((point) => (
            <li key={point} className="flex gap-3 text-sm leading-relaxed text-ink-700">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {point}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * Steps joined by the dashed trace: down the left on phones, across from 1024 px. The first square is
 * amber (their move: the alert), the last blue (your answer: the playbook), the ones between ink.
 */
function StepLine({ items }: { items: readonly NumberedCard[] }) {
  const last = items.length - 1;
  return (
    <ol data-layout="steps" className="mt-10 grid gap-8 md:mt-14 lg:grid-cols-3 lg:gap-10">
      {items.map((item, index) => (
        <li key={item.title} className="relative pl-14 lg:pt-16 lg:pl-0">
          <span
            aria-hidden="true"
            className={cn(
              'absolute top-0 left-0 flex size-9 items-center justify-center rounded-md font-mono text-sm font-semibold',
              index === 0
                ? 'bg-signal-400 text-ink-950'
                : index === last
                  ? 'bg-brand-600 text-white'
                  : 'bg-ink-950 text-white',
            )}
          >
            {number(index)}
          </span>
          {index < last ? (
            <span
              aria-hidden="true"
              className="absolute top-11 -bottom-6 left-[1.0625rem] border-l-2 border-dashed border-ink-300 lg:top-[1.0625rem] lg:-right-8 lg:bottom-auto lg:left-11 lg:border-t-2 lg:border-l-0"
            />
          ) : null}
          <ItemText item={item} />
        </li>
      ))}
    </ol>
  );
}
