import { ArrowRight } from 'lucide-react';
import { CustomerMonogram, CustomerWordmark } from '#src/components/brand/customer-wordmark.tsx';
import type { Customer } from '#src/content/case-studies.ts';
import type { Cta, Metric } from '#src/content/types.ts';

/*
 * Spec §2 Home "Case-study teaser" (anchor `case-studies`): a quote attributed by role and company (an
 * owner fact: the site never names a person at a real company), two metrics and a link to /customers. No
 * photo: the first letter of the company's wordmark stands in.
 */

export type CaseStudyTeaserProps = {
  eyebrow?: string | undefined;
  headline: string;
  quote: { text: string; role: string; company: string };
  metrics: readonly Metric[];
  link: Cta;
  customer: Customer;
  id?: string;
};

export function CaseStudyTeaser({
  eyebrow,
  headline,
  quote,
  metrics,
  link,
  customer,
  id = 'case-studies',
}: CaseStudyTeaserProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-12 md:py-28">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-950 text-white shadow-raised">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(50%_70%_at_0%_0%,rgb(53_99_242/0.35),transparent_70%),radial-gradient(40%_60%_at_100%_100%,rgb(53_99_242/0.22),transparent_70%)]"
          />
          <div className="grid grid-cols-1 gap-6 p-5 sm:gap-12 sm:p-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16 lg:p-16">
            <div className="flex flex-col">
              {eyebrow ? (
                <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">{eyebrow}</p>
              ) : null}
              <h2 id={headingId} className="mt-3 text-h2 font-bold text-white">
                {headline}
              </h2>
              <figure className="mt-6 flex flex-1 flex-col md:mt-8">
                <blockquote className="text-base leading-relaxed text-ink-100 sm:text-lg md:text-xl md:leading-relaxed">
                  <p>“{quote.text}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4 md:mt-8">
                  <span
                    aria-hidden="true"
                    className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20"
                  >
                    <CustomerMonogram customer={customer} className="text-lg" />
                  </span>{' '}
                  <span>
                    <span className="block font-semibold text-white">{quote.role}</span>{' '}
                    <span className="block text-sm text-ink-300">{quote.company}</span>
                  </span>
                </figcaption>
              </figure>
            </div>

            <div className="flex flex-col justify-between gap-6 border-t border-white/10 pt-8 md:gap-10 md:pt-10 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-16">
              <CustomerWordmark customer={customer} className="text-2xl text-white" />
              <dl className="grid grid-cols-2 gap-6 sm:gap-8 lg:grid-cols-1">
                {metrics.map((metric) => (
                  <div key={metric.label} className="flex flex-col-reverse">
                    <dt className="mt-2 text-sm text-ink-300 sm:text-base">{metric.label}</dt>
                    <dd className="text-4xl font-bold tracking-tight text-white tabular-nums sm:text-5xl md:text-6xl">
                      {metric.value}
                    </dd>
                  </div>
                ))}
              </dl>
              <a
                href={link.href}
                className="group inline-flex w-fit items-center gap-2 rounded-md font-semibold text-white underline decoration-white/30 underline-offset-4 hover:decoration-white"
              >
                {link.label}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
