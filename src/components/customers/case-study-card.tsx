import { ArrowRight } from 'lucide-react';
import { CustomerWordmark } from '#src/components/brand/customer-wordmark.tsx';
import type { Customer, Metric } from '#src/content/case-studies.ts';
import { cn } from '#src/lib/cn.ts';

export type CaseStudyCardProps = {
  customer: Customer;
  href: string;
  /** The card's headline metric, exactly as the case study states it. */
  metric: Metric;
  /** Further metrics, shown small under the summary. */
  supporting?: readonly Metric[];
  /** What the company does, shown beside the wordmark. */
  industry?: string;
  summary: string;
  linkLabel: string;
  /** Heading level of the company name, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * One case study in a grid: drawn wordmark, company, headline metric, summary and a link. The whole card
 * is clickable through the link's stretched hit area; the link text names the company for screen readers.
 */
export function CaseStudyCard({
  customer,
  href,
  metric,
  supporting,
  industry,
  summary,
  linkLabel,
  headingLevel = 3,
  className,
}: CaseStudyCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      data-slot="case-study-card"
      className={cn(
        'group relative flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-card transition-shadow focus-within:shadow-raised hover:border-ink-300 hover:shadow-raised sm:p-8',
        className,
      )}
    >
      <div className="flex flex-col items-start gap-3 lg:flex-row lg:items-center lg:justify-between">
        <Heading className="text-ink-900">
          <CustomerWordmark customer={customer} className="text-2xl" />
        </Heading>
        {industry ? (
          <p className="whitespace-nowrap rounded-full bg-ink-100 px-2.5 py-1 text-xs font-medium text-ink-700">
            {industry}
          </p>
        ) : null}
      </div>
      <p className="mt-8 flex flex-col">
        <span className="text-4xl font-bold tracking-tight text-brand-700 sm:text-5xl">{metric.value}</span>
        <span className="mt-1 text-sm font-medium text-ink-600">{metric.label}</span>
      </p>
      <p className="mt-5 flex-1 text-base leading-relaxed text-ink-700">{summary}</p>
      {supporting && supporting.length > 0 ? (
        <dl className="mt-6 grid grid-cols-[repeat(2,auto)] justify-start gap-x-8 gap-y-3 border-t border-ink-100 pt-5">
          {supporting.map((item) => (
            <div key={item.label} className="flex flex-col-reverse justify-end">
              <dt className="text-xs font-medium text-ink-600">{item.label}</dt>
              <dd className="text-xl font-bold tracking-tight text-ink-950">{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <a
        href={href}
        className="mt-6 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline focus-visible:outline-offset-4"
      >
        {linkLabel}
        <span className="sr-only">: {customer.name}</span>
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
      </a>
    </article>
  );
}
