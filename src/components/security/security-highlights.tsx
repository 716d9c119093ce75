import { Activity, Code2, FileLock2, KeyRound, LifeBuoy, type LucideIcon, Network } from 'lucide-react';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import type { SectionIntro } from '#src/content/schemas/fields.ts';
import type { SecurityHighlight, SecurityHighlightIcon } from '#src/content/schemas/security.ts';

const icons: Record<SecurityHighlightIcon, LucideIcon> = {
  'zero-trust': Network,
  encryption: FileLock2,
  monitoring: Activity,
  mfa: KeyRound,
  continuity: LifeBuoy,
  code: Code2,
};

export type SecurityHighlightsProps = {
  intro: SectionIntro;
  items: readonly SecurityHighlight[];
  id?: string;
};

/**
 * Spec §2 "Security": the six security highlights. Below 640 px the symbol sits beside the title and the
 * sentence runs under both, about 80 px shorter a card than the symbol over the title.
 */
export function SecurityHighlights({ intro, items, id = 'security-highlights' }: SecurityHighlightsProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="border-y border-ink-100 bg-ink-50 py-16 md:py-24">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <ul className="mt-8 grid gap-3 sm:mt-12 sm:gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {items.map((item) => {
            const Icon = icons[item.icon];
            return (
              <li
                key={item.title}
                className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 rounded-xl border border-border bg-white p-5 shadow-card sm:block sm:p-7"
              >
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm"
                >
                  <Icon className="size-5" />
                </span>
                <h3 className="text-h3 font-semibold text-ink-950 sm:mt-5">{item.title}</h3>
                <p className="col-span-2 mt-3 text-[0.9375rem] leading-relaxed text-ink-600 sm:mt-2">
                  {item.description}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
