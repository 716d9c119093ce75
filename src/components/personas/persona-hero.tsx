import { MoveFrame, MoveGrid, SignalGlyph } from '#src/components/brand/signal-trace.tsx';
import { CtaButtons } from '#src/components/sections/cta-buttons.tsx';
import { KeepRangesTogether } from '#src/components/sections/keep-ranges-together.tsx';
import { SignalHeadline } from '#src/components/sections/signal-headline.tsx';
import type { PersonaHero as PersonaHeroContent } from '#src/content/schemas/personas.ts';

export type PersonaHeroProps = PersonaHeroContent & {
  /** The page's name (its menu label, e.g. 'For Sales Leaders'), shown above the headline. */
  label: string;
};

/**
 * Persona hero: the audience, the promise (h1, its marked words underlined in amber), two calls to
 * action, and the team's three figures on an ink scoreboard, each after an amber tick.
 */
export function PersonaHero({
  label,
  eyebrow,
  headline,
  mark,
  description,
  primaryCta,
  secondaryCta,
  metricsLabel,
  metrics,
}: PersonaHeroProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      data-section="hero"
      className="relative isolate overflow-hidden border-b border-ink-200 bg-white"
    >
      <MoveGrid />
      <div className="container-page grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-20 lg:py-24">
        <div>
          <p className="eyebrow">
            <SignalGlyph />
            {label}
          </p>
          {eyebrow ? <p className="mt-5 text-sm font-semibold text-ink-600">{eyebrow}</p> : null}
          <h1 id="hero-heading" className="mt-5 text-h1 font-bold text-ink-950">
            <SignalHeadline text={headline} mark={mark} />
          </h1>
          <p className="mt-5 max-w-2xl text-lead text-ink-600">
            <KeepRangesTogether text={description} />
          </p>
          <CtaButtons primaryCta={primaryCta} secondaryCta={secondaryCta} className="mt-8" />
        </div>

        <div className="relative isolate mx-7 lg:mx-0">
          <MoveFrame />
          <div className="rounded-2xl bg-ink-950 p-6 text-white shadow-raised sm:p-8">
            <p className="text-sm font-semibold text-ink-300">{metricsLabel}</p>
            <dl className="mt-3 divide-y divide-white/10 sm:grid sm:grid-cols-3 sm:divide-x sm:divide-y-0 lg:block lg:divide-x-0 lg:divide-y">
              {metrics.map((metric) => (
                <div
                  key={metric.value}
                  className="flex flex-col-reverse justify-end gap-1.5 py-4 last:pb-0 sm:px-5 sm:pb-0 sm:first:pl-0 sm:last:pr-0 lg:px-0 lg:pb-4 lg:last:pb-0"
                >
                  <dt className="text-sm leading-snug text-ink-300">{metric.label}</dt>
                  <dd className="flex items-center gap-2.5 text-[2rem] font-bold leading-none tracking-tight tabular-nums">
                    <span aria-hidden="true" className="h-6 w-1 shrink-0 rounded-full bg-signal-400" />
                    {metric.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
