import { Braces } from 'lucide-react';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import type { IntegrationItem } from '#src/content/home.ts';
import type { SectionIntro } from '#src/content/types.ts';

/*
 * Spec §2 Home "Integrations row". The marks are generic drawings of each kind of tool, never the
 * vendors' logos.
 */

const marks: Record<IntegrationItem['mark'], React.ReactNode> = {
  // A record card with fields: a CRM.
  'sales-crm': (
    <>
      <rect x="5" y="6" width="22" height="20" rx="4" className="fill-brand-600" />
      <rect x="9" y="11" width="9" height="2.5" rx="1.25" fill="#fff" />
      <rect x="9" y="16" width="14" height="2" rx="1" fill="#fff" opacity="0.7" />
      <rect x="9" y="20" width="11" height="2" rx="1" fill="#fff" opacity="0.7" />
    </>
  ),
  // A funnel of contacts: marketing.
  'marketing-crm': (
    <>
      <path d="M5 7h22l-8 10v7l-6 3V17z" className="fill-offense-600" />
      <circle cx="16" cy="11" r="2" fill="#fff" />
    </>
  ),
  // A speech bubble with a hash: team chat.
  'team-chat': (
    <>
      <path
        d="M6 8a3 3 0 0 1 3-3h14a3 3 0 0 1 3 3v11a3 3 0 0 1-3 3h-8l-6 5v-5H9a3 3 0 0 1-3-3z"
        className="fill-defense-600"
      />
      <path
        d="M13 9.5l-1 9M19 9.5l-1 9M10.5 12.5h10M10 15.5h10"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </>
  ),
};

export type IntegrationsRowProps = {
  intro: SectionIntro;
  items: readonly IntegrationItem[];
  api: { title: string; kind: string; description: string };
  id?: string;
};

export function IntegrationsRow({ intro, items, api, id = 'integrations' }: IntegrationsRowProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-20 md:py-28">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <ul className="mt-14 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <li
              key={item.name}
              className="flex flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-card"
            >
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-xl bg-ink-50 ring-1 ring-ink-200 ring-inset"
              >
                <svg viewBox="0 0 32 32" className="size-7">
                  {marks[item.mark]}
                </svg>
              </span>
              <p className="mt-5 text-xs font-semibold uppercase tracking-wider text-ink-500">{item.kind}</p>
              <h3 className="mt-1 text-lg font-semibold tracking-tight text-ink-950">{item.name}</h3>
              <p className="mt-3 text-sm leading-relaxed text-ink-600">{item.description}</p>
            </li>
          ))}
          <li className="flex flex-col rounded-2xl border border-dashed border-ink-300 bg-ink-50 p-6">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-xl bg-white text-ink-800 ring-1 ring-ink-200 ring-inset"
            >
              <Braces className="size-5" />
            </span>
            <p className="mt-5 text-xs font-semibold uppercase tracking-wider text-ink-500">{api.kind}</p>
            <h3 className="mt-1 text-lg font-semibold tracking-tight text-ink-950">{api.title}</h3>
            <p className="mt-3 text-sm leading-relaxed text-ink-600">{api.description}</p>
          </li>
        </ul>
      </div>
    </section>
  );
}
