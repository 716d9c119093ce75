import { Braces } from 'lucide-react';
import { type SimpleIcon, siHubspot } from 'simple-icons';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import type { IntegrationItem } from '#src/content/schemas/home.ts';
import type { SectionIntro } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';

/*
 * Spec §2 Home "Integrations row". A tool's real mark comes from the simple-icons package (CC0 paths of
 * the brands' own marks; the brands keep their trademarks, which are shown only to name the tool we
 * integrate with, per the package's disclaimer). simple-icons no longer ships some marks (Salesforce and
 * Slack were removed at their owners' request); for those we draw a plain monogram of the name, never an
 * imitation of the logo.
 */

/** Marks simple-icons ships, by the tool's name as the site config spells it. */
const brandMarks: Record<string, SimpleIcon> = { [siHubspot.title]: siHubspot };

/**
 * The tile colour of a monogram, in the tool's own brand colour, so two tools that share an initial
 * (Salesforce, Slack) do not read as the same placeholder twice. Colour only, never the logo's shape.
 */
const monogramTiles: Record<string, string> = {
  Salesforce: 'bg-[#0176d3] text-white',
  Slack: 'bg-[#4a154b] text-white',
};

function IntegrationMark({ name }: { name: string }) {
  const icon = brandMarks[name];
  if (icon) {
    return (
      <svg viewBox="0 0 24 24" className="size-6" data-mark="simple-icons">
        <path d={icon.path} fill={`#${icon.hex}`} />
      </svg>
    );
  }
  return (
    <span
      data-mark="monogram"
      className={cn(
        'flex size-8 items-center justify-center rounded-lg text-base font-bold leading-none',
        monogramTiles[name] ?? 'bg-ink-900 text-white',
      )}
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
    <section id={id} aria-labelledby={headingId} className="py-20 md:py-28">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <ul className="mt-14 grid grid-cols-1 gap-5 md:grid-cols-3">
          {items.map((item) => (
            <li
              key={item.name}
              className="flex flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-card"
            >
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-xl bg-ink-50 ring-1 ring-ink-200 ring-inset"
              >
                <IntegrationMark name={item.name} />
              </span>
              <p className="mt-5 text-xs font-semibold uppercase tracking-wider text-ink-500">{item.kind}</p>
              <h3 className="mt-1 text-lg font-semibold tracking-tight text-ink-950">{item.name}</h3>
              <p className="mt-3 text-sm leading-relaxed text-ink-600">{item.description}</p>
            </li>
          ))}
        </ul>
        {/* The spec's row is the three tools; the API is the way in for the rest of the stack. */}
        <p className="mx-auto mt-8 flex max-w-2xl items-start justify-center gap-3 text-sm leading-relaxed text-ink-600">
          <Braces aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
          <span>
            <span className="font-semibold text-ink-900">{api.title}.</span> {api.description}
          </span>
        </p>
      </div>
    </section>
  );
}
