import { SectionHeader } from '#src/components/sections/section-header.tsx';
import { CheckList } from '#src/components/ui/check-list.tsx';
import type { PricingStep } from '#src/content/schemas/pricing.ts';
import type { SectionIntro } from '#src/content/types.ts';

export type PricingHowItWorksProps = {
  intro: SectionIntro;
  steps: readonly PricingStep[];
  included: { headline: string; items: readonly string[] };
  id?: string;
};

/** How pricing works: three numbered steps and the what-you-get list beside them. */
export function PricingHowItWorks({
  intro,
  steps,
  included,
  id = 'how-pricing-works',
}: PricingHowItWorksProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-16 md:py-24">
      <div className="container-page">
        <SectionHeader {...intro} id={headingId} align="center-md" />
        <div className="mt-12 grid gap-8 md:mt-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
          <ol className="relative space-y-8">
            {steps.map((step, index) => (
              <li key={step.title} className="relative flex gap-5">
                {index < steps.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-11 bottom-[-1.75rem] left-5 w-px bg-ink-200"
                  />
                ) : null}
                <span
                  aria-hidden="true"
                  className="relative flex size-10 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-brand-50 font-semibold text-brand-700"
                >
                  {index + 1}
                </span>
                <div className="pt-1.5">
                  <h3 className="text-h3 font-semibold text-ink-950">{step.title}</h3>
                  <p className="mt-2 text-base leading-relaxed text-ink-700">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="rounded-2xl border border-ink-200 bg-ink-50/70 p-6 sm:p-8">
            <h3 className="text-h3 font-semibold text-ink-950">{included.headline}</h3>
            <CheckList items={included.items} marker="solid" className="mt-6 space-y-4" />
          </div>
        </div>
      </div>
    </section>
  );
}
