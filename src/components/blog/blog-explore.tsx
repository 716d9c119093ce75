import { ArrowRight, Rss } from 'lucide-react';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import type { BlogIndexContent } from '#src/content/schemas/blog-index.ts';

/** A playbook of the library as /blog lists it: its title, its detail's address, its strategy badge. */
export type ExplorePlaybook = {
  title: string;
  href: string;
  strategy: 'offensive' | 'defensive';
  badge: string;
};

/** A customer story as /blog lists it: the company, the story's page and its first result. */
export type ExploreStory = { company: string; href: string; metric: { value: string; label: string } };

export type BlogExploreProps = {
  words: BlogIndexContent['explore'];
  playbooks: readonly ExplorePlaybook[];
  stories: readonly ExploreStory[];
  /** The feed's link: its words (pages/blog.yaml `list.feedLabel`) and its path. */
  feed: { label: string; href: string };
};

const card = 'rounded-2xl border border-ink-200 bg-white p-6 shadow-card sm:p-8';
const row = 'flex min-h-11 items-center gap-3 py-2 font-semibold text-ink-950 hover:text-brand-700';

function MoreLink({ label, href }: { label: string; href: string }) {
  return (
    <p className="mt-5">
      <a
        href={href}
        className="inline-flex min-h-6 items-center gap-1 rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </p>
  );
}

/**
 * /blog's block under the articles, for one post as for many: where the business case leads. The
 * library's playbooks (each title a link to its detail, with its Offensive or Defensive badge), the
 * customer stories (each company with its first result, a link to the story), and the RSS feed. Every
 * title, badge and figure comes from the playbooks' and the stories' own files; the other words are
 * pages/blog.yaml's `explore`. No JavaScript.
 */
export function BlogExplore({ words, playbooks, stories, feed }: BlogExploreProps) {
  return (
    <section
      aria-labelledby="blog-explore-heading"
      data-blog-explore=""
      className="mt-16 border-y border-ink-100 bg-ink-50/70 py-16 md:mt-24 md:py-24"
    >
      <div className="container-page">
        <SectionHeader
          id="blog-explore-heading"
          eyebrow={words.eyebrow}
          headline={words.headline}
          description={words.description}
          align="left"
        />
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <div data-explore="playbooks" className={card}>
            <h3 className="text-h3 font-semibold text-ink-950">{words.playbooks.heading}</h3>
            <p className="mt-2 text-ink-600">{words.playbooks.description}</p>
            <ul className="mt-5 divide-y divide-ink-100 border-y border-ink-100">
              {playbooks.map((playbook) => (
                <li key={playbook.href}>
                  <a href={playbook.href} className={row}>
                    <span className="min-w-0 flex-1">{playbook.title}</span>{' '}
                    <Badge variant={playbook.strategy}>{playbook.badge}</Badge>
                  </a>
                </li>
              ))}
            </ul>
            <MoreLink {...words.playbooks.link} />
          </div>
          <div data-explore="stories" className={card}>
            <h3 className="text-h3 font-semibold text-ink-950">{words.stories.heading}</h3>
            <p className="mt-2 text-ink-600">{words.stories.description}</p>
            <ul className="mt-5 divide-y divide-ink-100 border-y border-ink-100">
              {stories.map((story) => (
                <li key={story.href}>
                  <a href={story.href} className={row}>
                    <span className="min-w-0 flex-1">{story.company}</span>{' '}
                    <span className="text-right text-sm font-normal text-ink-600">
                      <b className="font-bold text-ink-950 tabular-nums">{story.metric.value}</b>{' '}
                      {story.metric.label}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            <MoreLink {...words.stories.link} />
          </div>
        </div>
        <p className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
          <a
            href={feed.href}
            className="inline-flex min-h-6 items-center gap-2 rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <Rss aria-hidden="true" className="size-4" />
            {feed.label}
          </a>{' '}
          <span>{words.feedDescription}</span>
        </p>
      </div>
    </section>
  );
}
