import {
  ArrowRight,
  CalendarCheck,
  Crosshair,
  LifeBuoy,
  type LucideIcon,
  RotateCcw,
  ShieldCheck,
  TrendingUp,
} from 'lucide-react';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import type { UseCaseGroupContent, UseCaseIcon } from '#src/content/schemas/home.ts';
import type { SectionIntro } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';

const icons: Record<UseCaseIcon, LucideIcon> = {
  hunt: Crosshair,
  revive: RotateCcw,
  expand: TrendingUp,
  'protect-deals': ShieldCheck,
  'protect-renewals': CalendarCheck,
  churn: LifeBuoy,
};

const groupStyles: Record<UseCaseGroupContent['strategy'], { label: string; icon: string; bar: string }> = {
  offensive: {
    label: 'text-offense-700',
    icon: 'bg-offense-50 text-offense-700 ring-offense-600/15',
    bar: 'bg-offense-600',
  },
  defensive: {
    label: 'text-defense-700',
    icon: 'bg-defense-50 text-defense-700 ring-defense-600/15',
    bar: 'bg-defense-600',
  },
};

export type UseCaseGridProps = {
  intro: SectionIntro;
  groups: readonly UseCaseGroupContent[];
  linkLabel: string;
  id?: string;
};

/** Spec §2 Home: the six use cases as linked cards, grouped into offensive and defensive plays. */
export function UseCaseGrid({ intro, groups, linkLabel, id = 'use-cases' }: UseCaseGridProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-12 md:py-28">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <div className="mt-8 space-y-6 md:mt-14 md:space-y-12">
          {groups.map((group) => {
            const styles = groupStyles[group.strategy];
            const groupId = `${id}-${group.strategy}`;
            return (
              <div key={group.strategy}>
                <h3
                  id={groupId}
                  className={cn(
                    'flex items-center gap-2 text-sm font-semibold uppercase tracking-wider',
                    styles.label,
                  )}
                >
                  <span aria-hidden="true" className={cn('h-0.5 w-5 rounded-full', styles.bar)} />
                  {group.title}
                </h3>
                <ul
                  aria-labelledby={groupId}
                  className="mt-4 grid grid-cols-1 gap-3 md:mt-5 md:grid-cols-3 md:gap-5"
                >
                  {group.cards.map((card) => {
                    const Icon = icons[card.icon];
                    return (
                      <li key={card.href}>
                        <a
                          href={card.href}
                          className="group relative grid h-full grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 rounded-2xl border border-ink-200 bg-white px-3.5 py-3 shadow-card md:flex md:flex-col md:items-stretch md:p-6 transition-[box-shadow,border-color,transform] hover:-translate-y-0.5 hover:border-ink-300 hover:shadow-raised motion-reduce:hover:translate-y-0"
                        >
                          <span
                            aria-hidden="true"
                            className={cn(
                              'row-span-2 flex size-10 items-center md:size-11 justify-center rounded-xl ring-1 ring-inset',
                              styles.icon,
                            )}
                          >
                            <Icon className="size-5" />
                          </span>
                          <span className="text-base font-semibold tracking-tight text-ink-950 md:mt-5 md:text-lg">
                            {card.label}
                          </span>{' '}
                          <span className="col-start-2 flex-1 text-sm leading-snug text-ink-600 md:mt-2 md:leading-relaxed">
                            {card.blurb}
                          </span>{' '}
                          <span
                            aria-hidden="true"
                            className="col-start-3 row-span-2 row-start-1 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 md:mt-6"
                          >
                            <span className="max-md:hidden">{linkLabel}</span>
                            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                          </span>
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
