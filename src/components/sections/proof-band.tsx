import { ArrowRight, Quote } from 'lucide-react';
import { CustomerWordmark } from '#src/components/brand/customer-wordmark.tsx';
import type { ProofBand as ProofBandProps } from '#src/content/case-studies.ts';
import { cn } from '#src/lib/cn.ts';

/**
 * A customer's result on a selling page: their mark, one headline figure from their story, a line on why
 * it matters to this page's reader, and a link to the story. Static HTML, no JavaScript.
 */
export function ProofBand({ eyebrow, customer, metric, line, link }: ProofBandProps) {
  return (
    <section
      aria-labelledby="proof-heading"
      data-slot="proof-band"
      data-proof="band"
      className="py-12 md:py-16"
    >
      <div className="container-page">
        <div className="grid items-center gap-6 rounded-2xl border border-ink-200 bg-ink-50/70 p-6 sm:p-8 md:grid-cols-[auto_minmax(0,1fr)] md:gap-x-10 md:gap-y-4 lg:grid-cols-[auto_minmax(0,1fr)_auto]">
          <div className="flex flex-col gap-3">
            <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
            <CustomerWordmark customer={customer} className="text-2xl text-ink-900" />
          </div>
          <div className="min-w-0 md:border-l md:border-ink-200 md:pl-10">
            <ProofFigure metric={metric} className="gap-y-1" />
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

/** The figure line every form shows: the story's figure, large, then what it measures, on one baseline. */
function ProofFigure({ metric, className }: { metric: ProofBandProps['metric']; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-3', className)}>
      <span className="text-4xl font-bold tracking-tight text-ink-950">{metric.value}</span>{' '}
      <span className="text-base font-medium text-ink-700">{metric.label}</span>
    </p>
  );
}

/** The link to the story, a 44 px target on phones (24 px from 768 px), never inside running text. */
function StoryLink({ link, className }: { link: ProofBandProps['link']; className?: string }) {
  return (
    <a
      href={link.href}
      className={cn(
        'group inline-flex min-h-11 items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-brand-700 hover:underline md:min-h-6',
        className,
      )}
    >
      {link.label}
      <ArrowRight
        aria-hidden="true"
        className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
      />
    </a>
  );
}

/**
 * The proof as the story's own words (issue 29, seventh round: the band followed the hero on three
 * use-case pages): the quote, open on white, attributed by role and company, with the page's figure and
 * its line beside it from 1024 px (under it before), then the link to the story.
 */
export function ProofQuote({ eyebrow, customer, metric, line, link, quote }: ProofBandProps) {
  return (
    <section aria-labelledby="proof-heading" data-proof="quote" className="py-12 md:py-16">
      <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-end lg:gap-16">
        <div>
          <h2 id="proof-heading" className="text-xs font-semibold uppercase tracking-wider text-brand-700">
            {eyebrow}
          </h2>
          <figure>
            <Quote aria-hidden="true" className="mt-5 size-8 text-brand-500" />
            <blockquote className="mt-3">
              <p className="max-w-3xl text-2xl font-medium leading-snug tracking-tight text-balance text-ink-950 md:text-3xl">
                {quote.text}
              </p>
            </blockquote>
            <figcaption className="mt-5 text-base">
              <span className="font-semibold text-ink-950">{quote.role}</span>
              <span className="text-ink-600">, {customer.name}</span>
            </figcaption>
          </figure>
        </div>
        <div className="flex flex-col gap-2 border-t border-ink-200 pt-6 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10">
          <CustomerWordmark customer={customer} className="text-xl text-ink-900" />
          <ProofFigure metric={metric} className="mt-2" />
          <p className="text-sm leading-relaxed text-ink-600">{line}</p>
          <StoryLink link={link} />
        </div>
      </div>
    </section>
  );
}

/**
 * The proof as a compact card (issue 29, seventh round), for a section's side column (the FAQ's, under its
 * heading from 1024 px): the customer's mark, the figure, the page's line and the link. No heading: it
 * sits inside the section it is passed to.
 */
export function ProofCard({ eyebrow, customer, metric, line, link }: ProofBandProps) {
  return (
    <div
      data-proof="card"
      className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-6 shadow-card lg:max-w-sm"
    >
      <p className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-xs font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</span>{' '}
        <CustomerWordmark customer={customer} className="text-lg text-ink-900" />
      </p>
      <ProofFigure metric={metric} className="border-t border-ink-100 pt-3" />
      <p className="text-sm leading-relaxed text-ink-600">{line}</p>
      <StoryLink link={link} />
    </div>
  );
}
