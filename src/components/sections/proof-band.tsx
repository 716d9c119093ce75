import { ArrowRight } from 'lucide-react';
import { CustomerWordmark } from '#src/components/brand/customer-wordmark.tsx';
import type { ProofBand as ProofBandProps } from '#src/content/case-studies.ts';

/**
 * A customer's result on a selling page: their mark, one headline figure from their story, a line on why
 * it matters to this page's reader, and a link to the story. Static HTML, no JavaScript.
 */
export function ProofBand({ eyebrow, customer, metric, line, link }: ProofBandProps) {
  return (
    <section aria-labelledby="proof-heading" data-slot="proof-band" className="py-12 md:py-16">
      <div className="container-page">
        <div className="grid items-center gap-6 rounded-2xl border border-ink-200 bg-ink-50/70 p-6 sm:p-8 md:grid-cols-[auto_minmax(0,1fr)] md:gap-x-10 md:gap-y-4 lg:grid-cols-[auto_minmax(0,1fr)_auto]">
          <div className="flex flex-col gap-3">
            <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
            <CustomerWordmark customer={customer} className="text-2xl text-ink-900" />
          </div>
          <div className="min-w-0 md:border-l md:border-ink-200 md:pl-10">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-4xl font-bold tracking-tight text-ink-950">{metric.value}</span>
              <span className="text-base font-medium text-ink-700">{metric.label}</span>
            </p>
            <h2 id="proof-heading" className="mt-2 max-w-2xl text-base leading-relaxed text-ink-700">
              {line}
            </h2>
          </div>
          <a
            href={link.href}
            className="group inline-flex items-center gap-1.5 justify-self-start rounded-sm text-sm font-semibold text-brand-700 hover:underline md:col-start-2 md:ml-10 lg:col-start-auto lg:ml-0 lg:justify-self-end"
          >
            {link.label}
            <ArrowRight
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
            />
          </a>
        </div>
      </div>
    </section>
  );
}
