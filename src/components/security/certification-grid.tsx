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

/** Spec §2 "Security": the certification cards, each with its name, what it covers and its status. */
export function CertificationGrid({ intro, items, id = 'certifications' }: CertificationGridProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-16 md:py-24">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {items.map((item) => {
            const Icon = frameworkIcon(item.name);
            return (
              <li
                key={item.name}
                data-certification={item.name}
                className="flex flex-col rounded-xl border border-border bg-white p-6 shadow-card"
              >
                <div className="flex items-start justify-between gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-600/10 ring-inset"
                  >
                    <Icon className="size-5.5" />
                  </span>
                  <span
                    data-slot="certification-status"
                    className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-700/20 ring-inset"
                  >
                    <BadgeCheck aria-hidden="true" className="size-3.5" />
                    {item.status}
                  </span>
                </div>
                <h3 className="mt-6 text-lg font-semibold tracking-tight text-ink-950">{item.name}</h3>
                <p className="mt-1 text-sm text-ink-600">{item.subtitle}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
