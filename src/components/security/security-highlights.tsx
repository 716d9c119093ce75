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

/** Spec §2 "Security": the six security highlights. */
export function SecurityHighlights({ intro, items, id = 'security-highlights' }: SecurityHighlightsProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="border-y border-ink-100 bg-ink-50 py-16 md:py-24">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <ul className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {items.map((item) => {
            const Icon = icons[item.icon];
            return (
              <li
                key={item.title}
                className="rounded-xl border border-border bg-white p-6 shadow-card sm:p-7"
              >
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm"
                >
                  <Icon className="size-5" />
                </span>
                <h3 className="mt-5 text-h3 font-semibold text-ink-950">{item.title}</h3>
                <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-600">{item.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
