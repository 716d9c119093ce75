import { ArrowRight } from 'lucide-react';
import { MoveGrid, SignalGlyph } from '#src/components/brand/signal-trace.tsx';
import type { BlogIndexContent } from '#src/content/schemas/blog-index.ts';
import type { Cta } from '#src/content/types.ts';
import type { PostSummary } from '#src/lib/blog.ts';
import { cn } from '#src/lib/cn.ts';
import { CtaButtons } from './cta-buttons';
import { KeepCompoundsTogether, KeepRangesTogether } from './keep-ranges-together';

export type PostListProps = {
  intro: BlogIntro;
  posts: readonly PostSummary[];
  labels: BlogIndexContent['list'];
};

// Month and year, as the specification dates articles ("October 2025"); the exact day stays in the markup.
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An article's id for `aria-labelledby`: its file name. */
const headingId = (post: PostSummary) => `post-${post.href.split('/').pop()}`;

function Byline({ post, labels }: { post: PostSummary; labels: PostListProps['labels'] }) {
  return (
    // Each item draws the dot before it, and none starts a line (`dot-row`).
    <p className="dot-row items-center gap-y-1 text-sm text-ink-600">
      <time dateTime={post.published}>{dateFormat.format(new Date(`${post.published}T00:00:00Z`))}</time>{' '}
      <span className="whitespace-nowrap">{post.readingTime}</span>{' '}
      <span className="whitespace-nowrap">
        {labels.bylinePrefix} {post.author}
      </span>
      {post.draft ? (
        <>
          {' '}
          <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-800">
            {labels.draftLabel}
          </span>
        </>
      ) : null}
    </p>
  );
}

function ReadLink({ post, label }: { post: PostSummary; label: string }) {
  return (
    <a
      href={post.href}
      className="inline-flex min-h-6 items-center gap-1 rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {label}
      <span className="sr-only">: {post.title}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}

/** A takeaway in a narrow column: neither a compound ('high-intent') nor a range ('80-90%') breaks. */
function KeepWhole({ text }: { text: string }) {
  return (
    <>
      {text.split(/([A-Za-z]+(?:-[A-Za-z]+)+)/).map((part, index) =>
        index % 2 === 1 ? (
          <KeepCompoundsTogether
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string never reorder
            key={index}
            text={part}
          />
        ) : (
          <KeepRangesTogether
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string never reorder
            key={index}
            text={part}
          />
        ),
      )}
    </>
  );
}

/** The blog's title block (`hero` in pages/blog.yaml): its label, the page's h1, a sentence and a button. */
export type BlogIntro = {
  eyebrow?: string;
  headline: string;
  description: string;
  primaryCta?: Cta;
  secondaryCta?: Cta;
};

/**
 * /blog's articles, newest first (no JavaScript). The page opens with them: a compact title block (the
 * page's h1) and, beside it from 1024 px (under it below), the newest post as the featured article, so an
 * article is on the first screen (issue 29, seventh review: the page had /customers' centred hero over
 * it). The featured article shows its label, title, byline, standfirst, summary and link on the
 * signature's faint grid, and its key takeaways, the TL;DR points of its file, on ink with the amber
 * marks, beside its words from 1280 px (under them below, where the column is too narrow). The others follow under “More articles” as rows; with one post that list
 * is left out, so the page never shows a heading over a single item. Every word is the post's or
 * pages/blog.yaml's.
 */
export function PostList({ intro, posts, labels }: PostListProps) {
  const [lead, ...others] = posts;
  const withTakeaways = lead !== undefined && lead.takeaways.length > 0;
  return (
    <>
      <section
        aria-labelledby="page-heading"
        data-blog-hero=""
        className="bg-gradient-to-b from-brand-50/70 via-white to-white pt-10 md:pt-16 lg:pt-20"
      >
        <div className="container-page lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-center lg:gap-14">
          <div className="max-w-2xl">
            {intro.eyebrow ? (
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{intro.eyebrow}</p>
            ) : null}
            <h1
              id="page-heading"
              className={cn('text-h2 font-bold text-balance text-ink-950', intro.eyebrow && 'mt-3')}
            >
              {intro.headline}
            </h1>
            <p className="mt-4 text-lead text-ink-600">{intro.description}</p>
            <CtaButtons primaryCta={intro.primaryCta} secondaryCta={intro.secondaryCta} className="mt-6" />
          </div>
          {lead ? (
            <section aria-labelledby="featured-heading" className="mt-10 lg:mt-0">
              <h2 id="featured-heading" className="eyebrow">
                <SignalGlyph />
                {labels.featuredLabel}
              </h2>
              <article
                data-post=""
                data-featured=""
                aria-labelledby={headingId(lead)}
                className={cn(
                  'mt-4 grid overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-card',
                  withTakeaways && 'xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]',
                )}
              >
                <div className="relative isolate p-6 sm:p-10 xl:flex xl:flex-col xl:justify-center">
                  <MoveGrid className="max-md:hidden" />
                  <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                    {lead.eyebrow}
                  </p>
                  <h3
                    id={headingId(lead)}
                    className="mt-3 max-w-3xl text-2xl font-bold tracking-tight text-ink-950 md:text-[2rem] md:leading-tight"
                  >
                    <a href={lead.href} className="rounded-sm hover:text-brand-700">
                      {lead.title}
                    </a>
                  </h3>
                  <div className="mt-4">
                    <Byline post={lead} labels={labels} />
                  </div>
                  <p className="mt-6 max-w-2xl border-l-2 border-signal-400 pl-4 text-lead font-medium text-ink-900">
                    {lead.lead}
                  </p>
                  <p className="mt-4 max-w-2xl text-base leading-relaxed text-ink-600">{lead.summary}</p>
                  <p className="mt-6">
                    <ReadLink post={lead} label={labels.readLabel} />
                  </p>
                </div>
                {withTakeaways ? (
                  <div data-takeaways="" className="bg-ink-950 p-6 text-ink-200 sm:p-10 xl:p-8">
                    <h4 className="text-sm font-bold uppercase tracking-wider text-signal-300">
                      {labels.takeawaysHeading}
                    </h4>
                    <ul className="mt-5 space-y-4 text-[0.9375rem] leading-relaxed">
                      {lead.takeaways.map((point) => (
                        <li key={point} className="flex gap-3">
                          <span aria-hidden="true" className="mt-2 size-2 shrink-0 bg-signal-400" />{' '}
                          <span>
                            <KeepWhole text={point} />
                          </span>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </article>
            </section>
          ) : null}
        </div>
      </section>
      {others.length > 0 ? (
        <section aria-labelledby="posts-heading" className="pt-12 md:pt-20">
          <div className="container-page">
            <h2 id="posts-heading" className="border-b border-ink-200 pb-6 text-h2 font-bold text-ink-950">
              {labels.heading}
            </h2>
            <ol className="divide-y divide-ink-200">
              {others.map((post) => (
                <li key={post.href}>
                  <article data-post="" className="py-10" aria-labelledby={headingId(post)}>
                    <Byline post={post} labels={labels} />
                    <h3 id={headingId(post)} className="mt-3 text-2xl font-bold tracking-tight text-ink-950">
                      <a href={post.href} className="rounded-sm hover:text-brand-700">
                        {post.title}
                      </a>
                    </h3>
                    <p className="mt-3 max-w-3xl text-base leading-relaxed text-ink-700">{post.summary}</p>
                    <p className="mt-4">
                      <ReadLink post={post} label={labels.readLabel} />
                    </p>
                  </article>
                </li>
              ))}
            </ol>
          </div>
        </section>
      ) : null}
    </>
  );
}
