import { SectionHeader } from '#src/components/sections/section-header.tsx';
import type { UseCaseGroup } from '#src/content/schemas/use-cases.ts';
import type { SectionIntro } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';

/** A use-case page as the section lists it: its address, name, one line and strategy. */
export type UseCaseLink = { path: string; label: string; blurb: string; group: UseCaseGroup };

export type ExploreUseCasesProps = {
  intro: SectionIntro;
  /** The other use cases, never the current page. */
  items: readonly UseCaseLink[];
  badgeLabels: Record<UseCaseGroup, string>;
  id?: string;
};

const rule: Record<UseCaseGroup, string> = {
  offensive: 'border-offense-600 text-offense-700',
  defensive: 'border-defense-600 text-defense-700',
};

/**
 * 'Explore other use cases' (issue 29, third round): a compact list, not a second grid of cards. The
 * other five plays in one row from 1024 px, three over two from 640 px and one column on phones (two
 * columns left one play alone on the last row: issue 29, seventh round), each its strategy over a coloured rule,
 * its name (the link, 24 px tall, its hit area the whole item) and its one line. The page's own calls to action (the
 * spec's block and the closing band) are the only ones; the section adds none.
 */
export function ExploreUseCases({ intro, items, badgeLabels, id = 'explore' }: ExploreUseCasesProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="border-t border-ink-100 py-12 md:py-16">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} align="left" />
        <ul className="mt-8 grid gap-y-5 sm:grid-cols-6 sm:gap-x-4 sm:gap-y-6 lg:grid-cols-5 lg:gap-x-6">
          {items.map((item) => (
            <li
              key={item.path}
              data-use-case-link={item.path}
              className="group relative min-w-0 sm:max-lg:col-span-2 sm:max-lg:nth-[n+4]:col-span-3"
            >
              <span
                className={cn(
                  'block border-t-2 pt-2 text-xs font-semibold uppercase tracking-wider',
                  rule[item.group],
                )}
              >
                {badgeLabels[item.group]}
              </span>{' '}
              <a
                href={item.path}
                className="mt-1 block min-h-6 font-semibold leading-6 text-ink-950 underline-offset-4 after:absolute after:inset-0 after:rounded-sm group-hover:text-brand-700 group-hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-ring"
              >
                {item.label}
              </a>{' '}
              <span className="mt-0.5 block text-sm leading-snug text-ink-600">{item.blurb}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
