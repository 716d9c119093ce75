import { ArrowRight, ShieldAlert, Sparkles } from 'lucide-react';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import type { UseCaseGroup } from '#src/content/schemas/use-cases.ts';
import type { Cta, SectionIntro } from '#src/content/types.ts';

/** A use-case page as the section lists it: its address, name, one line and strategy. */
export type UseCaseLink = { path: string; label: string; blurb: string; group: UseCaseGroup };

export type ExploreUseCasesProps = {
  intro: SectionIntro;
  /** The other use cases, never the current page. */
  items: readonly UseCaseLink[];
  badgeLabels: Record<UseCaseGroup, string>;
  /** A closing card for visitors who have not found their use case. */
  help: { headline: string; description: string; cta: Cta };
  id?: string;
};

const groupIcon = { offensive: Sparkles, defensive: ShieldAlert } satisfies Record<UseCaseGroup, unknown>;

/** 'Explore other use cases': a card per other use-case page, with its offensive/defensive badge. */
export function ExploreUseCases({ intro, items, badgeLabels, help, id = 'explore' }: ExploreUseCasesProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="border-y border-ink-100 bg-ink-50 py-16 md:py-24">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} align="left" />
        <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          <ul className="contents">
            {items.map((item) => {
              const Icon = groupIcon[item.group];
              return (
                <li
                  key={item.path}
                  data-use-case-link={item.path}
                  className="group relative flex flex-col rounded-xl border border-border bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised motion-reduce:transition-none motion-reduce:hover:translate-y-0"
                >
                  <Badge variant={item.group}>
                    <Icon aria-hidden="true" />
                    {badgeLabels[item.group]}
                  </Badge>
                  <h3 className="mt-4 text-lg font-semibold text-ink-950">
                    <a
                      href={item.path}
                      className="inline-block after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
                    >
                      {item.label}
                    </a>
                  </h3>
                  <p className="mt-1.5 flex-1 text-sm leading-relaxed text-ink-600">{item.blurb}</p>
                  <ArrowRight
                    aria-hidden="true"
                    className="mt-5 size-4 text-brand-700 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                  />
                </li>
              );
            })}
          </ul>
          <div className="flex flex-col rounded-xl bg-ink-950 p-6 text-white shadow-card">
            <p className="text-lg font-semibold">{help.headline}</p>
            <p className="mt-1.5 flex-1 text-sm leading-relaxed text-ink-200">{help.description}</p>
            <a
              href={help.cta.href}
              className="mt-5 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-white underline-offset-4 hover:underline"
            >
              {help.cta.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
