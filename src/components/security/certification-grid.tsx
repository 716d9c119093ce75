import { Award, BadgeCheck, Globe, type LucideIcon, Scale, ShieldCheck } from 'lucide-react';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import type { SectionIntro } from '#src/content/schemas/fields.ts';
import type { Certification } from '#src/content/schemas/security.ts';

/**
 * Each framework's own symbol, so four cards do not repeat one shield: an audit (SOC 2), a quality award
 * (ISO 9001), EU-wide privacy law (GDPR) and a state statute (CCPA). Keyed by the name's first word.
 */
const frameworkIcons: Record<string, LucideIcon> = {
  SOC: ShieldCheck,
  ISO: Award,
  GDPR: Globe,
  CCPA: Scale,
};

function frameworkIcon(name: string): LucideIcon {
  return frameworkIcons[name.split(' ')[0] ?? ''] ?? ShieldCheck;
}

export type CertificationGridProps = { intro: SectionIntro; items: readonly Certification[]; id?: string };

/**
 * Spec §2 "Security": the certification cards, each with its name, what it covers and its status. Below
 * 640 px each card is a compact row (symbol, name over what it covers, the status at its right), so the
 * four no longer stack into a column a screen tall (728 px at 390 before, 380 now; docs/design.md).
 */
export function CertificationGrid({ intro, items, id = 'certifications' }: CertificationGridProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-16 md:py-24">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <ul className="mt-8 grid gap-3 sm:mt-12 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4 lg:gap-6">
          {items.map((item) => {
            const Icon = frameworkIcon(item.name);
            return (
              <li
                key={item.name}
                data-certification={item.name}
                className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 rounded-xl border border-border bg-white p-4 shadow-card sm:flex sm:flex-col sm:items-stretch sm:p-6"
              >
                <div className="contents sm:flex sm:items-start sm:justify-between sm:gap-3">
                  <span
                    aria-hidden="true"
                    className="row-span-2 flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-600/10 ring-inset"
                  >
                    <Icon className="size-5.5" />
                  </span>
                  <span
                    data-slot="certification-status"
                    className="col-start-3 row-start-1 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-700/20 ring-inset"
                  >
                    <BadgeCheck aria-hidden="true" className="size-3.5" />
                    {item.status}
                  </span>
                </div>
                <h3 className="col-start-2 row-start-1 text-lg font-semibold tracking-tight text-ink-950 sm:mt-6">
                  {item.name}
                </h3>
                <p className="col-span-2 col-start-2 mt-1 text-sm text-ink-600">{item.subtitle}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
