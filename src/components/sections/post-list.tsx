import { ArrowRight, Rss } from 'lucide-react';
import { MoveGrid } from '#src/components/brand/signal-trace.tsx';
import type { PostSummary } from '#src/lib/blog.ts';
import { cn } from '#src/lib/cn.ts';

export type PostListProps = {
  posts: readonly PostSummary[];
  labels: { heading: string; readLabel: string; bylinePrefix: string; draftLabel: string; feedLabel: string };
  /** Site path of the feed. */
  feedHref: string;
};

// Month and year, as the specification dates articles ("October 2025"); the exact day stays in the markup.
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * /blog: the posts in the order given (newest first), each an article with its title as the link, the date,
 * reading time and byline, and the summary; the feed link under the heading. No JavaScript. The newest
 * post leads, larger, in a card on the signature's ground (a faint grid with one move lit on its right);
 * the others follow as rows.
 */
export function PostList({ posts, labels, feedHref }: PostListProps) {
  return (
    <section aria-labelledby="posts-heading" className="py-16 md:py-24">
      <div className="container-page max-w-4xl">
        <div className="flex flex-wrap items-baseline justify-between gap-4 border-b border-ink-200 pb-6">
          <h2 id="posts-heading" className="text-h2 font-bold text-ink-950">
            {labels.heading}
          </h2>
          <a
            href={feedHref}
            className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <Rss aria-hidden="true" className="size-4" />
            {labels.feedLabel}
          </a>
        </div>
        <ol className="divide-y divide-ink-200" data-post-list="">
          {posts.map((post, index) => (
            <li key={post.href} className={cn(index === 0 && 'border-b-0 pt-10 pb-6')}>
              <article
                data-featured={index === 0 ? '' : undefined}
                className={cn(
                  index === 0
                    ? 'relative isolate overflow-hidden rounded-2xl border border-ink-200 bg-white p-6 shadow-card sm:p-10 md:pr-[40%]'
                    : 'py-10',
                )}
                aria-labelledby={`post-${post.href.split('/').pop()}`}
              >
                {index === 0 ? <MoveGrid placement="top-right" className="max-md:hidden" /> : null}
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
                  <time dateTime={post.published}>
                    {dateFormat.format(new Date(`${post.published}T00:00:00Z`))}
                  </time>
                  <span aria-hidden="true">·</span>
                  <span>{post.readingTime}</span>
                  <span aria-hidden="true">·</span>
                  <span>
                    {labels.bylinePrefix} {post.author}
                  </span>
                  {post.draft ? (
                    <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-800">
                      {labels.draftLabel}
                    </span>
                  ) : null}
                </p>
                <h3
                  id={`post-${post.href.split('/').pop()}`}
                  className={cn(
                    'mt-3 font-bold tracking-tight text-ink-950',
                    index === 0 ? 'text-2xl md:text-[2rem] md:leading-tight' : 'text-2xl',
                  )}
                >
                  <a href={post.href} className="rounded-sm hover:text-brand-700">
                    {post.title}
                  </a>
                </h3>
                <p className="mt-3 max-w-3xl text-base leading-relaxed text-ink-700">{post.summary}</p>
                <p className="mt-4">
                  <a
                    href={post.href}
                    className="inline-flex min-h-6 items-center gap-1 rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {labels.readLabel}
                    <span className="sr-only">: {post.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                </p>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
