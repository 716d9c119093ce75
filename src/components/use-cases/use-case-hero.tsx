import { ShieldAlert, Sparkles } from 'lucide-react';
import { AlertCard } from '#src/components/mock/alert-card.tsx';
import { CtaButtons } from '#src/components/sections/cta-buttons.tsx';
import { KeepRangesTogether } from '#src/components/sections/keep-ranges-together.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import type { UseCaseHero as UseCaseHeroContent } from '#src/content/use-cases/shared.ts';
import { cn } from '#src/lib/cn.ts';
import type { UseCaseGroup } from '#src/site-map.ts';

export type UseCaseHeroProps = UseCaseHeroContent & {
  /** The page's name in the site map, shown above the headline. */
  label: string;
  group: UseCaseGroup;
  strategyLabel: string;
  illustration: { label: string; channels: readonly string[]; nextStepsLabel: string };
};

const groupIcon = { offensive: Sparkles, defensive: ShieldAlert } satisfies Record<UseCaseGroup, unknown>;

const glow: Record<UseCaseGroup, string> = {
  offensive: 'from-offense-100/70 via-brand-100/50 to-transparent',
  defensive: 'from-defense-100/70 via-brand-100/50 to-transparent',
};

/** Use-case hero: page name and strategy, h1, two calls to action, and a sample alert with its playbook. */
export function UseCaseHero({
  label,
  group,
  strategyLabel,
  eyebrow,
  headline,
  description,
  primaryCta,
  secondaryCta,
  alertCard,
  nextSteps,
  illustration,
}: UseCaseHeroProps) {
  const Icon = groupIcon[group];
  return (
    <section
      aria-labelledby="hero-heading"
      data-section="hero"
      className="relative overflow-hidden border-b border-ink-100 bg-gradient-to-b from-brand-50/80 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(11_18_34/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(11_18_34/0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
      />
      <div className="container-page relative grid items-center gap-12 py-14 md:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,29rem)] lg:gap-16 lg:py-24">
        <div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <Badge variant={group}>
              <Icon aria-hidden="true" />
              {strategyLabel}
            </Badge>
            <span className="text-sm font-semibold text-ink-700">{label}</span>
          </div>
          {eyebrow ? <p className="mt-6 text-sm font-semibold text-brand-700">{eyebrow}</p> : null}
          <h1 id="hero-heading" className="mt-4 text-h1 font-bold text-ink-950">
            {headline}
          </h1>
          <p className="mt-5 max-w-2xl text-lead text-ink-600">
            <KeepRangesTogether text={description} />
          </p>
          <CtaButtons primaryCta={primaryCta} secondaryCta={secondaryCta} className="mt-8" />
        </div>

        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute -inset-6 rounded-[2rem] bg-gradient-to-br blur-2xl',
              glow[group],
            )}
          />
          <div className="relative rounded-2xl border border-ink-200/80 bg-white/80 p-2 shadow-card backdrop-blur sm:p-4">
            <div className="flex flex-wrap items-center justify-between gap-2 px-2 pt-1 pb-3 text-xs sm:px-1 sm:pt-0 font-medium text-ink-600">
              <span className="inline-flex items-center gap-2">
                <span aria-hidden="true" className="relative flex size-2">
                  <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand-400 opacity-60 motion-reduce:hidden" />
                  <span className="relative inline-flex size-2 rounded-full bg-brand-600" />
                </span>
                {illustration.label}
              </span>
              <span className="flex flex-wrap gap-1.5">
                {illustration.channels.map((channel) => (
                  <span key={channel} className="rounded-full bg-ink-100 px-2 py-0.5 text-ink-700">
                    {channel}
                  </span>
                ))}
              </span>
            </div>
            <AlertCard {...alertCard} className="max-w-none" />
            <div className="mt-3 rounded-xl border border-ink-200 bg-white p-4 sm:p-5">
              <p className="text-xs font-semibold uppercase tracking-wider text-ink-600">
                {illustration.nextStepsLabel}
              </p>
              <ol className="mt-3 space-y-3">
                {nextSteps.map((step, index) => (
                  <li key={step} className="flex gap-3 text-sm leading-snug text-ink-700">
                    <span
                      aria-hidden="true"
                      className="flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-[0.6875rem] font-bold text-brand-700"
                    >
                      {index + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
