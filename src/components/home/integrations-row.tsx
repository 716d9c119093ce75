import { Braces } from 'lucide-react';
import { SignalGlyph } from '#src/components/brand/signal-trace.tsx';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import type { IntegrationItem } from '#src/content/schemas/home.ts';
import type { SectionIntro } from '#src/content/types.ts';

/*
 * Spec §2 Home "Integrations row". Every tool gets the same neutral treatment (docs/decisions/0025): its
 * name set as a wordmark in the site's own type, white on an ink panel, under its category, then what
 * the service does there. No brand's logo (we hold no rights to them), no brand colour, and never an
 * imitation of one. The panel's faint grid and signal glyph are the site's signature, not the tool's.
 */

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
              data-mark="wordmark"
              className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-card"
            >
              <div className="flex items-baseline justify-between gap-x-4 bg-ink-950 bg-[linear-gradient(to_right,rgb(255_255_255/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.06)_1px,transparent_1px)] bg-[size:24px_24px] px-4 py-3 md:flex-col-reverse md:gap-y-5 md:px-6 md:pt-5 md:pb-6">
                <h3 className="text-xl font-bold tracking-tight text-white md:text-3xl">{item.name}</h3>
                <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-ink-300">
                  <SignalGlyph className="max-md:hidden" />
                  {item.kind}
                </p>
              </div>
              <p className="px-4 pt-3 pb-4 text-sm leading-relaxed text-ink-600 md:px-6 md:pt-5 md:pb-6">
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
