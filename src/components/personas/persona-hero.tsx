import { CtaButtons } from '#src/components/sections/cta-buttons.tsx';
import { KeepRangesTogether } from '#src/components/sections/keep-ranges-together.tsx';
import type { PersonaHero as PersonaHeroContent } from '#src/content/schemas/personas.ts';

export type PersonaHeroProps = PersonaHeroContent & {
  /** The page's name (its menu label, e.g. 'For Sales Leaders'), shown above the headline. */
  label: string;
};

/** Persona hero: the audience, the promise (h1), two calls to action and three figures from the spec. */
export function PersonaHero({
  label,
  eyebrow,
  headline,
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
      className="relative overflow-hidden border-b border-ink-100 bg-gradient-to-b from-brand-50/80 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(rgb(11_18_34/0.07)_1px,transparent_1px)] bg-[size:22px_22px] [mask-image:radial-gradient(ellipse_at_top_right,black_20%,transparent_70%)]"
      />
      <div className="container-page relative grid items-center gap-12 py-14 md:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-20 lg:py-24">
        <div>
          <p className="inline-flex items-center rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-card">
            {label}
          </p>
          {eyebrow ? <p className="mt-6 text-sm font-semibold text-ink-600">{eyebrow}</p> : null}
          <h1 id="hero-heading" className="mt-5 text-h1 font-bold text-ink-950">
            {headline}
          </h1>
          <p className="mt-5 max-w-2xl text-lead text-ink-600">
            <KeepRangesTogether text={description} />
          </p>
          <CtaButtons primaryCta={primaryCta} secondaryCta={secondaryCta} className="mt-8" />
        </div>

        <div className="relative">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -inset-6 rounded-[2rem] bg-gradient-to-br from-brand-100/80 via-brand-50/40 to-transparent blur-2xl"
          />
          <div className="relative rounded-2xl border border-ink-200/80 bg-white p-6 shadow-raised sm:p-8">
            <p className="text-sm font-semibold text-ink-950">{metricsLabel}</p>
            <dl className="mt-2 divide-y divide-ink-100 sm:grid sm:grid-cols-3 sm:divide-x sm:divide-y-0 lg:block lg:divide-x-0 lg:divide-y">
              {metrics.map((metric) => (
                <div
                  key={metric.value}
                  className="flex flex-col-reverse justify-end gap-1 py-5 last:pb-0 sm:px-6 sm:pb-0 sm:first:pl-0 sm:last:pr-0 lg:px-0 lg:pb-5 lg:last:pb-0"
                >
                  <dt className="text-sm leading-snug text-ink-600">{metric.label}</dt>
                  <dd className="text-[2rem] font-bold leading-none tracking-tight text-brand-700">
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
