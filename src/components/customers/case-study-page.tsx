import { ArrowRight, ExternalLink, Quote } from 'lucide-react';
import { CustomerWordmark } from '#src/components/brand/customer-wordmark.tsx';
import { type BreadcrumbLink, PageBreadcrumb } from '#src/components/sections/page-breadcrumb.tsx';
import { CheckList } from '#src/components/ui/check-list.tsx';
import type { CaseStudy, CaseStudyPart, CaseStudyTemplateCopy, Customer } from '#src/content/case-studies.ts';
import { cn } from '#src/lib/cn.ts';
import { CaseStudyCard } from './case-study-card';
import type { StoryPlaybook } from './story-playbooks';

export type RelatedStory = { study: CaseStudy; customer: Customer };

export type CaseStudyPageProps = {
  study: CaseStudy;
  customer: Customer;
  breadcrumb: readonly BreadcrumbLink[];
  /** What screen readers call the breadcrumb trail. */
  breadcrumbLabel: string;
  /** The words every story page shares (the Customers page's `story`). */
  copy: CaseStudyTemplateCopy;
  /** The story's plays with their playbooks (`storyPlaybooks`), for the rail beside the challenge. */
  playbooks: readonly StoryPlaybook[];
  related: readonly RelatedStory[];
};

/**
 * The story is three rows, each with its words on the left and something of its own in the rail on the
 * right from 1024 px: beside the challenge the plays it ran (linked to their playbooks), beside the
 * solution what was set up, beside the results the call to action. The rail is never an empty column
 * under one card (issue 29, third review); below 1024 px each row's rail item follows its words.
 */
const STORY_ROW = 'grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16';

/**
 * One template for every case study (spec §2): breadcrumb, headline metrics, summary, challenge,
 * solution, results, a quote attributed by role and company, and a link to the profile given in the
 * content, then the other stories.
 */
export function CaseStudyPage({
  study,
  customer,
  breadcrumb,
  breadcrumbLabel,
  copy,
  playbooks,
  related,
}: CaseStudyPageProps) {
  return (
    <>
      <CaseStudyHeader
        study={study}
        customer={customer}
        breadcrumb={breadcrumb}
        breadcrumbLabel={breadcrumbLabel}
        copy={copy}
      />
      <CaseStudyMetrics study={study} heading={copy.metricsHeading} />
      <div className="container-page space-y-14 py-16 md:space-y-16 md:py-20">
        <div className={STORY_ROW}>
          <CaseStudySection id="challenge" headline={copy.sections.challenge} part={study.challenge} />
          <StoryPlaybooksRail {...copy.playbooks} playbooks={playbooks} />
        </div>
        <CaseStudySection
          id="solution"
          headline={copy.sections.solution}
          part={study.solution}
          className={STORY_ROW}
        />
        <div className={STORY_ROW}>
          <CaseStudySection id="results" headline={copy.sections.results} part={study.results} />
          <CaseStudySidebar {...copy.sidebar} />
        </div>
      </div>
      <CaseStudyQuote study={study} customer={customer} heading={copy.quoteHeading} />
      <RelatedStories heading={copy.moreHeading} linkLabel={copy.readStory} stories={related} />
    </>
  );
}

function CaseStudyHeader({
  study,
  customer,
  breadcrumb,
  breadcrumbLabel,
  copy,
}: Pick<CaseStudyPageProps, 'study' | 'customer' | 'breadcrumb' | 'breadcrumbLabel' | 'copy'>) {
  return (
    <header className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50/70 via-white to-white">
      <div className="container-page pt-8 pb-12 md:pt-10 md:pb-16">
        <PageBreadcrumb label={breadcrumbLabel} trail={breadcrumb} current={study.company} />
        <div className="mt-10 grid gap-10 md:mt-14 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-end lg:gap-16">
          <div className="max-w-3xl">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <CustomerWordmark customer={customer} className="text-2xl text-ink-900" />
              <span aria-hidden="true" className="hidden h-5 w-px bg-ink-300 sm:block" />
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{copy.eyebrow}</p>
            </div>
            <h1 className="mt-6 text-h1 font-bold text-ink-950">{study.headline}</h1>
            <p className="mt-5 text-lead text-ink-600">{study.summary}</p>
          </div>
          <CaseStudyFacts study={study} copy={copy} />
        </div>
      </div>
    </header>
  );
}

function CaseStudyMetrics({ study, heading }: { study: CaseStudy; heading: string }) {
  const columns = study.metrics.length === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3';
  return (
    <section aria-labelledby="metrics-heading" className="border-y border-ink-200 bg-ink-50/60">
      <div className="container-page py-10 md:py-12">
        <h2 id="metrics-heading" className="text-sm font-semibold uppercase tracking-wider text-ink-600">
          {heading}
        </h2>
        <dl className={cn('mt-6 grid gap-px overflow-hidden rounded-xl bg-ink-200', columns)}>
          {study.metrics.map((metric) => (
            <div
              key={metric.label}
              className="flex flex-row-reverse items-baseline justify-end gap-4 bg-white px-5 py-4 sm:flex-col-reverse sm:items-stretch sm:gap-0 sm:px-6 sm:py-6 md:px-8 md:py-8"
            >
              <dt className="text-sm font-medium text-ink-600 sm:mt-2 md:text-base">{metric.label}</dt>
              <dd className="min-w-[6.5rem] shrink-0 text-3xl font-bold tracking-tight text-brand-700 sm:min-w-0 sm:text-4xl md:text-5xl">
                {metric.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function CaseStudySection({
  id,
  headline,
  part,
  className,
}: {
  id: string;
  headline: string;
  part: CaseStudyPart;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} data-story-part={id} className={className}>
      <div className="max-w-[68ch]">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink-950 md:text-3xl">
          {headline}
        </h2>
        <div className="mt-5 space-y-5 text-[1.0625rem] leading-[1.75] text-ink-700">
          {part.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      {part.points ? (
        <CheckList
          data-rail=""
          items={part.points}
          itemClassName="text-sm leading-relaxed"
          className="grid gap-4 space-y-0 rounded-2xl border border-ink-200 bg-white p-5 shadow-card sm:p-6"
        />
      ) : null}
    </section>
  );
}

/** Beside the challenge: each play the story ran, a link to its playbook, tinted by its strategy. */
function StoryPlaybooksRail({
  headline,
  description,
  playbooks,
}: CaseStudyTemplateCopy['playbooks'] & { playbooks: readonly StoryPlaybook[] }) {
  return (
    <aside aria-labelledby="playbooks-heading" data-rail="" data-no-print="">
      <h2 id="playbooks-heading" className="text-sm font-semibold uppercase tracking-wider text-ink-600">
        {headline}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-600">{description}</p>
      <ul className="mt-4 divide-y divide-ink-200 border-y border-ink-200">
        {playbooks.map((playbook) => (
          <li key={playbook.play}>
            <a
              href={playbook.href}
              className="group flex min-h-11 items-center gap-3 py-3 hover:text-brand-700"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'size-2.5 shrink-0 rounded-[2px]',
                  playbook.strategy === 'defensive' ? 'bg-defense-600' : 'bg-offense-600',
                )}
              />
              <span className="min-w-0 flex-1">
                <span className="block text-xs font-medium text-ink-600">{playbook.play}</span>{' '}
                <span className="block font-semibold text-ink-950 group-hover:text-brand-700">
                  {playbook.title}
                </span>
              </span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

function CaseStudyFacts({ study, copy }: Pick<CaseStudyPageProps, 'study' | 'copy'>) {
  return (
    <dl className="grid gap-5 rounded-2xl border border-ink-200 bg-white/90 p-6 text-sm shadow-card sm:grid-cols-3 lg:grid-cols-1">
      <div>
        <dt className="font-medium text-ink-500">{copy.factLabels.industry}</dt>
        <dd className="mt-1 font-semibold text-ink-900">{study.industry}</dd>
      </div>
      <div>
        <dt className="font-medium text-ink-500">{copy.factLabels.team}</dt>
        <dd className="mt-1 font-semibold text-ink-900">{study.team}</dd>
      </div>
      <div>
        <dt className="font-medium text-ink-500">{copy.factLabels.plays}</dt>
        <dd className="mt-2">
          <ul className="flex flex-wrap gap-2">
            {study.plays.map((play) => (
              <li
                key={play}
                className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800"
              >
                {play}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}

function CaseStudySidebar({ headline, description, cta }: CaseStudyTemplateCopy['sidebar']) {
  // A quiet row with a text link, not a tinted box with a filled button: the closing band's buttons follow
  // a screen later, and two filled calls to action that close together read as two endings (issue 29).
  return (
    <aside
      aria-labelledby="sidebar-heading"
      data-rail=""
      data-no-print=""
      className="border-t border-ink-200 pt-5"
    >
      <h2 id="sidebar-heading" className="text-lg font-semibold text-ink-950">
        {headline}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-700">{description}</p>
      <p className="mt-2">
        <a
          href={cta.href}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
        >
          {cta.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </p>
    </aside>
  );
}

/**
 * The customer's words on a light band (the page's one dark band is the closing one). From 1024 px the
 * quote's source stands beside it as a card (the company's wordmark, the role and the profile link), so
 * the band's right part is not empty; it showed the story's first figure there, the third time on the
 * page (issue 29, eighth review). Below 1024 px the source is a line under the quote.
 */
function CaseStudyQuote({
  study,
  customer,
  heading,
}: {
  study: CaseStudy;
  customer: Customer;
  heading: string;
}) {
  const { quote, profile } = study;
  return (
    <section aria-labelledby="quote-heading" className="border-y border-ink-200 bg-ink-50">
      <div className="container-page grid py-12 md:py-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-center lg:gap-x-16">
        <figure className="max-w-4xl lg:contents">
          <div className="lg:col-start-1">
            <h2 id="quote-heading" className="text-sm font-semibold uppercase tracking-wider text-brand-700">
              {heading}
            </h2>
            <Quote aria-hidden="true" className="mt-6 size-10 text-brand-500" />
            <blockquote className="mt-4">
              <p className="text-2xl font-medium leading-snug tracking-tight text-balance text-ink-950 md:text-3xl">
                {quote.text}
              </p>
            </blockquote>
          </div>
          <figcaption
            data-quote-source=""
            className="mt-8 flex flex-col gap-3 border-t border-ink-200 pt-6 sm:flex-row sm:items-center sm:justify-between lg:col-start-2 lg:row-start-1 lg:mt-0 lg:flex-col lg:items-start lg:rounded-2xl lg:border lg:bg-white lg:p-8 lg:shadow-card"
          >
            <span aria-hidden="true" className="hidden lg:mb-3 lg:block">
              <CustomerWordmark customer={customer} className="text-3xl text-ink-900" />
            </span>
            <p className="text-base">
              <span className="font-semibold text-ink-950">{quote.role}</span>
              <span className="text-ink-600">, {study.company}</span>
            </p>
            <a
              href={profile.url}
              className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline sm:self-auto lg:self-start"
            >
              {profile.label}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

function RelatedStories({
  heading,
  linkLabel,
  stories,
}: {
  heading: string;
  linkLabel: string;
  stories: readonly RelatedStory[];
}) {
  return (
    <section aria-labelledby="related-heading" className="pt-16 pb-10 md:pt-24 md:pb-0" data-no-print="">
      <div className="container-page">
        <h2 id="related-heading" className="text-h2 font-bold text-ink-950">
          {heading}
        </h2>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {stories.map(({ study, customer }) => (
            <li key={study.slug}>
              <CaseStudyCard
                customer={customer}
                href={study.path}
                metric={study.metrics[0]}
                summary={study.cardLine}
                linkLabel={linkLabel}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
