import type * as React from 'react';
import { type BreadcrumbLink, PageBreadcrumb } from '#src/components/sections/page-breadcrumb.tsx';
import { TableOfContents } from '#src/components/sections/table-of-contents.tsx';
import { Button } from '#src/components/ui/button.tsx';
import type { ArticleFrame } from '#src/content/schemas/blog-index.ts';
import { cn } from '#src/lib/cn.ts';
import { initials } from '#src/lib/initials.ts';
import { ArticleFunnel, type ArticleFunnelProps } from './article-funnel';

export type ArticleHeading = { slug: string; text: string };

export type ArticleLayoutProps = {
  eyebrow: string;
  title: string;
  lead: string;
  author: { name: string; title: string; bio: string };
  /** ISO date (YYYY-MM-DD) of publication. */
  published: string;
  readingTime: string;
  /** The TL;DR box, when the post has one. */
  tldr?: readonly string[] | undefined;
  /** The funnel figure, when the post has one. */
  funnel?: Omit<ArticleFunnelProps, 'id'> | undefined;
  headings: readonly ArticleHeading[];
  /** The frame's words (pages/blog.yaml `article`), and the breadcrumb back to the blog. */
  labels: Omit<ArticleFrame, 'cta'> & {
    /** The blog index, shown as the breadcrumb's parent. */
    breadcrumb: BreadcrumbLink;
    /** What screen readers call the breadcrumb trail. */
    breadcrumbLabel: string;
  };
  /** The rendered Markdown body. */
  children: React.ReactNode;
};

/** Contents | article | demo card, the first column on the container's left edge (the page grid). */
const ARTICLE_GRID =
  'grid lg:grid-cols-[13rem_minmax(0,48rem)] lg:gap-12 xl:grid-cols-[13rem_minmax(0,48rem)_15rem] xl:justify-between';

// Month and year, as the specification dates articles ("October 2025"); the exact day stays in the markup.
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A long-form article: breadcrumb back to the blog; header with byline, date and reading time; the TL;DR
 * and the funnel figure when the post has them; the body in the readable `.prose-doc` measure with a table
 * of contents beside it on wide screens, on the page grid (left edge of the container), and a sticky "Book a
 * demo" card in the right column on the widest screens; the author.
 */
export function ArticleLayout({
  eyebrow,
  title,
  lead,
  author,
  published,
  readingTime,
  tldr,
  funnel,
  headings,
  labels,
  children,
}: ArticleLayoutProps) {
  return (
    <article data-article="">
      <header className="border-b border-ink-100 bg-gradient-to-b from-brand-50/70 via-white to-white">
        <div className={cn('container-page py-14 md:py-20', ARTICLE_GRID)}>
          <div className="min-w-0 max-w-3xl lg:col-start-2">
            <PageBreadcrumb
              label={labels.breadcrumbLabel}
              trail={[labels.breadcrumb]}
              current={title}
              className="mb-8"
            />
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
            <h1 className="mt-4 text-h1 font-bold text-ink-950">{title}</h1>
            <p className="mt-5 text-lead text-ink-600">{lead}</p>
            <div className="mt-8 flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
              >
                {initials(author.name)}
              </span>
              <div className="text-sm">
                <p className="text-ink-950">
                  {labels.bylinePrefix} <span className="font-semibold">{author.name}</span>
                  <span className="text-ink-600">, {author.title}</span>
                </p>
                <p className="dot-row mt-0.5 text-ink-600">
                  <time dateTime={published}>{dateFormat.format(new Date(`${published}T00:00:00Z`))}</time>{' '}
                  <span>{readingTime}</span>
                </p>
              </div>
            </div>
          </div>
        </div>
      </header>

      <div className={cn('container-page gap-10 py-12 md:py-16', ARTICLE_GRID)}>
        <TableOfContents
          heading={labels.tocHeading}
          headings={headings}
          className="hidden lg:sticky lg:top-24 lg:block lg:self-start"
        />

        <div className="min-w-0">
          {tldr ? (
            <section
              aria-labelledby="tldr-heading"
              data-print-exact=""
              className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
            >
              <h2 id="tldr-heading" className="text-sm font-bold uppercase tracking-wider text-brand-800">
                {labels.tldrHeading}
              </h2>
              <ul className="mt-4 space-y-3 text-base leading-relaxed text-ink-800">
                {tldr.map((point) => (
                  <li key={point} className="flex gap-3">
                    <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {funnel ? <ArticleFunnel {...funnel} /> : null}

          <div className="prose-doc mt-12" data-article-body="">
            {children}
          </div>

          <aside
            aria-labelledby="author-heading"
            className="mt-14 flex gap-5 rounded-2xl border border-ink-200 bg-ink-50/70 p-6 sm:p-8"
          >
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-semibold text-white"
            >
              {initials(author.name)}
            </span>
            <div>
              <h2 id="author-heading" className="text-xs font-semibold uppercase tracking-wider text-ink-600">
                {labels.authorHeading}
              </h2>
              <p className="mt-1 text-lg font-semibold text-ink-950">{author.name}</p>
              <p className="text-sm text-ink-600">{author.title}</p>
              <p className="mt-3 text-base leading-relaxed text-ink-700">{author.bio}</p>
            </div>
          </aside>
        </div>

        <aside
          aria-labelledby="demo-card-heading"
          data-no-print=""
          className="hidden xl:sticky xl:top-24 xl:block xl:self-start"
        >
          <div className="rounded-2xl border border-ink-200 bg-white p-6 shadow-card">
            <h2 id="demo-card-heading" className="text-base font-semibold text-ink-950">
              {labels.demoCard.headline}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-ink-600">{labels.demoCard.description}</p>
            <Button asChild className="mt-5 w-full">
              <a href={labels.demoCard.cta.href}>{labels.demoCard.cta.label}</a>
            </Button>
          </div>
        </aside>
      </div>
    </article>
  );
}
