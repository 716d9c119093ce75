import { BellRing, Bot, type LucideIcon, Radar, Workflow } from 'lucide-react';
import type { ExplainerStep } from '#src/content/schemas/home.ts';
import type { SectionIntro } from '#src/content/types.ts';

const icons: Record<ExplainerStep['icon'], LucideIcon> = {
  listen: Radar,
  watch: Bot,
  alert: BellRing,
  act: Workflow,
};

export type HowItWorksProps = {
  intro: SectionIntro;
  steps: readonly ExplainerStep[];
  /** The word screen readers say before a step's number (“Step”). */
  stepLabel: string;
  id?: string;
};

/** Spec §2 Home "Product explainer": how the service works, as numbered steps on a dark band. */
export function HowItWorks({ intro, steps, stepLabel, id = 'how-it-works' }: HowItWorksProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="relative isolate bg-ink-950 py-12 text-white md:py-28"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_50%_0%,rgb(53_99_242/0.28),transparent_70%)]"
      />
      <div className="container-page">
        <div className="mx-auto max-w-3xl text-center">
          {intro.eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">{intro.eyebrow}</p>
          ) : null}
          <h2 id={headingId} className="mt-3 text-h2 font-bold text-white">
            {intro.headline}
          </h2>
          {intro.description ? <p className="mt-4 text-lead text-ink-300">{intro.description}</p> : null}
        </div>

        {/* Below 768 px the steps are one row that scrolls sideways (the next card peeks in): four cards
            stacked took two phone screens (issue 29). A step has no link, so the row itself takes focus. */}
        <ol
          aria-label={intro.headline}
          tabIndex={0}
          className="relative -mx-5 mt-10 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto overscroll-x-contain px-5 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 [scrollbar-width:thin] md:mx-0 md:mt-16 md:grid md:grid-cols-2 md:gap-6 md:overflow-visible md:px-0 md:pb-0 xl:grid-cols-4"
        >
          {steps.map((step, index) => {
            const Icon = icons[step.icon];
            return (
              <li
                key={step.title}
                className="relative flex w-[82%] shrink-0 snap-start flex-col rounded-2xl border border-white/10 bg-white/[0.04] p-5 backdrop-blur-sm md:w-auto md:p-6"
              >
                <div className="flex items-center justify-between">
                  <span
                    aria-hidden="true"
                    className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white shadow-[0_0_0_6px_rgb(36_73_216/0.18)]"
                  >
                    <Icon className="size-5" />
                  </span>
                  <span aria-hidden="true" className="font-mono text-sm font-semibold text-ink-400">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3 className="mt-4 text-h3 md:mt-6 font-semibold text-white">
                  <span className="sr-only">
                    {stepLabel} {index + 1}:{' '}
                  </span>
                  {step.title}
                </h3>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-300">{step.description}</p>
                <ul className="mt-4 flex flex-wrap gap-2 md:mt-6">
                  {step.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full border border-white/10 bg-white/5 px-2.5 py-1 text-xs font-medium text-ink-200"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
