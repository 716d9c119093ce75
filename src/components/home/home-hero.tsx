import { Check } from 'lucide-react';
import { AlertCard } from '#src/components/mock/alert-card.tsx';
import { CrmRecordCard } from '#src/components/mock/crm-record.tsx';
import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import { CtaButtons } from '#src/components/sections/cta-buttons.tsx';
import type { HomeHeroContent } from '#src/content/schemas/home.ts';
import type { SamplesContent } from '#src/content/schemas/samples.ts';

/*
 * Home hero: static HTML, no island, so it paints with the first response. The product visual layers the
 * alert card over the CRM opportunity it enriched (both mock-ups, no images), marked as a sample.
 */

export type HomeHeroProps = HomeHeroContent & {
  /** The mock-ups' words and their sample mark (site/samples.yaml). */
  samples: Pick<SamplesContent, 'mark' | 'card' | 'record'>;
  id?: string;
};

export function HomeHero({
  eyebrow,
  headline,
  description,
  primaryCta,
  secondaryCta,
  highlights,
  visual,
  samples,
  id = 'hero',
}: HomeHeroProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-gradient-to-b from-brand-50/80 via-white to-white" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(11_18_34/0.045)_1px,transparent_1px),linear-gradient(to_bottom,rgb(11_18_34/0.045)_1px,transparent_1px)] bg-[size:3.5rem_3.5rem] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)]" />
        <div className="absolute -top-40 right-[-10%] size-[38rem] rounded-full bg-brand-400/20 blur-3xl" />
      </div>

      <div className="container-page grid grid-cols-1 items-center gap-14 pt-14 pb-20 md:pt-20 md:pb-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12 lg:pt-24 lg:pb-28 xl:gap-20">
        <div className="max-w-2xl">
          {eyebrow ? (
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 shadow-card">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600" />
              {eyebrow}
            </p>
          ) : null}
          <h1
            id={headingId}
            className="mt-6 text-[clamp(2.25rem,1.5rem+2.6vw,3.5rem)] leading-[1.06] font-bold tracking-[-0.035em] text-ink-950"
          >
            {headline}
          </h1>
          <p className="mt-6 max-w-xl text-lead text-ink-600">{description}</p>
          <CtaButtons primaryCta={primaryCta} secondaryCta={secondaryCta} className="mt-9" />
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-600">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 shrink-0 text-offense-600" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>

        <SampleFrame
          mark={samples.mark}
          role="group"
          aria-label={visual.label}
          className="relative mx-auto w-full max-w-xl lg:max-w-none"
        >
          <div
            aria-hidden="true"
            className="absolute inset-x-8 top-10 bottom-0 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-200/60 via-brand-100/40 to-transparent blur-2xl"
          />
          <CrmRecordCard {...visual.record} words={samples.record} className="w-full sm:w-[88%]" />
          <AlertCard
            {...visual.alert}
            words={samples.card}
            size="full"
            className="relative z-10 mt-4 ml-auto w-[94%] shadow-menu sm:-mt-20 sm:w-[64%] sm:max-w-none"
          />
        </SampleFrame>
      </div>
    </section>
  );
}
