import { Braces } from 'lucide-react';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import type { IntegrationItem } from '#src/content/schemas/home.ts';
import type { SectionIntro } from '#src/content/types.ts';

/*
 * Spec §2 Home "Integrations row". Every tool gets the same neutral text mark: its initial on an ink tile
 * beside its name. We show no brand's logo (we hold no rights to them, and a real mark for one tool beside
 * letter tiles for the others read as unfinished, issue 29), and never an imitation of one.
 */

function IntegrationMark({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      data-mark="text"
      className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink-950 text-lg font-bold leading-none text-white"
    >
      {name.charAt(0)}
    </span>
  );
}

export type IntegrationsRowProps = {
  intro: SectionIntro;
  items: readonly IntegrationItem[];
  api: { title: string; description: string };
  id?: string;
};

export function IntegrationsRow({ intro, items, api, id = 'integrations' }: IntegrationsRowProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-12 md:py-28">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <ul className="mt-8 grid grid-cols-1 gap-3 md:mt-14 md:grid-cols-3 md:gap-5">
          {items.map((item) => (
            <li
              key={item.name}
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 rounded-2xl border border-ink-200 bg-white p-4 shadow-card md:flex md:flex-col md:p-6"
            >
              <IntegrationMark name={item.name} />
              <div className="md:mt-5">
                <p className="text-xs font-semibold uppercase tracking-wider text-ink-500">{item.kind}</p>
                <h3 className="mt-1 text-lg font-semibold tracking-tight text-ink-950">{item.name}</h3>
              </div>
              <p className="col-span-2 mt-2 text-sm leading-relaxed text-ink-600 md:mt-3">
                {item.description}
              </p>
            </li>
          ))}
        </ul>
        {/* The spec's row is the three tools; the API is the way in for the rest of the stack. */}
        <p className="mx-auto mt-6 flex md:mt-8 max-w-2xl items-start justify-center gap-3 text-sm leading-relaxed text-ink-600">
          <Braces aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
          <span>
            <span className="font-semibold text-ink-900">{api.title}.</span> {api.description}
          </span>
        </p>
      </div>
    </section>
  );
}
