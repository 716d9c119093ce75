import { MoveFrame, MoveGrid, SignalGlyph } from '#src/components/brand/signal-trace.tsx';
import { PersonaHeroVisualView } from '#src/components/mock/persona-hero-visuals.tsx';
import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import { CtaButtons } from '#src/components/sections/cta-buttons.tsx';
import { KeepRangesTogether } from '#src/components/sections/keep-ranges-together.tsx';
import { SignalHeadline } from '#src/components/sections/signal-headline.tsx';
import type { PersonaHero as PersonaHeroContent } from '#src/content/schemas/personas.ts';

export type PersonaHeroProps = PersonaHeroContent & {
  /** The page's name (its menu label, e.g. 'For Sales Leaders'), shown above the headline. */
  label: string;
  /** The samples' visible mark (site/samples.yaml `mark`), on the picture. */
  sampleMark: string;
};

/**
 * Persona hero: the audience, the promise (h1, its marked words underlined in amber), two calls to
 * action, the team's world as a picture (a deal board, share of voice, a routing flow, the renewals
 * ahead: the four pages differ at a glance), and the team's three figures, each after an amber tick.
 * From 1024 px the picture fills the right half, as tall as the words beside it and drawn inside the
 * knight's move (`MoveFrame`), and the figures make a row under both; below, the
 * picture follows the buttons (as wide as the paragraph at most, phones drawing fewer rows) and the
 * figures follow the picture.
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
  visual,
  sampleMark,
}: PersonaHeroProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      data-section="hero"
      className="relative isolate overflow-hidden border-b border-ink-200 bg-white"
    >
      <MoveGrid />
      <div className="container-page grid items-center gap-x-12 gap-y-6 pt-8 pb-10 md:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:gap-x-16 xl:grid-cols-[minmax(0,1fr)_minmax(0,32rem)] lg:gap-y-14 lg:pt-20 lg:pb-16">
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
          <CtaButtons primaryCta={primaryCta} secondaryCta={secondaryCta} className="mt-6 md:mt-8" />
        </div>

        {/* From 1024 px the picture is as tall as the words beside it, inside the knight's move. */}
        <div data-hero-picture="" className="relative isolate max-w-2xl lg:self-stretch">
          <MoveFrame className="max-lg:hidden" />
          <SampleFrame mark={sampleMark} className="lg:flex lg:h-full lg:flex-col">
            <PersonaHeroVisualView visual={visual} />
          </SampleFrame>
        </div>

        <div className="border-t border-ink-200 pt-6 lg:col-span-2">
          <p className="text-sm font-semibold text-ink-600">{metricsLabel}</p>
          <dl className="mt-4 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-3 sm:grid-cols-3 sm:gap-8">
            {metrics.map((metric) => (
              <div
                key={metric.value}
                className="col-span-2 grid grid-cols-subgrid items-center sm:col-span-1 sm:flex sm:flex-col-reverse sm:items-stretch sm:gap-1.5"
              >
                <dt className="col-start-2 row-start-1 text-sm leading-snug text-ink-600">{metric.label}</dt>
                <dd className="col-start-1 row-start-1 flex items-center gap-2.5 whitespace-nowrap text-[1.75rem] font-bold leading-none tracking-tight text-ink-950 tabular-nums sm:text-[2rem]">
                  <span aria-hidden="true" className="h-6 w-1 shrink-0 rounded-full bg-signal-400" />
                  {metric.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
