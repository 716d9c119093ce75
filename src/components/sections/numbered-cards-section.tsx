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
  className,
}: NumberedCardsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('py-16 md:py-24', tone === 'tinted' && 'border-y border-ink-100 bg-ink-50/70', className)}
    >
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <ol className="mt-12 grid gap-6 md:mt-16 lg:grid-cols-3">
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
                <h3 className="text-h3 font-semibold text-ink-950">
                  <KeepCompoundsTogether text={item.title} />
                </h3>
                <p className="mt-3 text-base leading-relaxed text-ink-700">{item.description}</p>
                {item.points ? (
                  <ul className="mt-6 space-y-3 border-t border-ink-100 pt-6">
                    {item.points.map((point) => (
                      <li key={point} className="flex gap-3 text-sm leading-relaxed text-ink-700">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                        {point}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
