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
    <section id={id} aria-labelledby={headingId} className="py-20 md:py-28">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} />
        <div className="mt-14 space-y-12">
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
                <ul aria-labelledby={groupId} className="mt-5 grid grid-cols-1 gap-5 md:grid-cols-3">
                  {group.cards.map((card) => {
                    const Icon = icons[card.icon];
                    return (
                      <li key={card.href}>
                        <a
                          href={card.href}
                          className="group relative flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-card transition-[box-shadow,border-color,transform] hover:-translate-y-0.5 hover:border-ink-300 hover:shadow-raised motion-reduce:hover:translate-y-0"
                        >
                          <span
                            aria-hidden="true"
                            className={cn(
                              'flex size-11 items-center justify-center rounded-xl ring-1 ring-inset',
                              styles.icon,
                            )}
                          >
                            <Icon className="size-5" />
                          </span>
                          <span className="mt-5 text-lg font-semibold tracking-tight text-ink-950">
                            {card.label}
                          </span>{' '}
                          <span className="mt-2 flex-1 text-sm leading-relaxed text-ink-600">
                            {card.blurb}
                          </span>{' '}
                          <span
                            aria-hidden="true"
                            className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
                          >
                            {linkLabel}
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
