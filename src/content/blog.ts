import { company } from '#src/content/company.ts';
import { formatReadingTime, readingMinutes } from '#src/lib/reading-time.ts';
import { DEFAULT_OG_IMAGE } from '#src/lib/seo.ts';
import { blogPostingJsonLd, breadcrumbJsonLd } from '#src/lib/structured-data.ts';
import { siteConfig } from '#src/site.config.ts';
import { BOOK_DEMO_PATH, findRoute, routeFor } from '#src/site-map.ts';
import { BLOG_PATH, blogFeed } from './blog-feed';
import { bookingCta } from './ctas';
import type { CtaBlock, Hero, PageMetadata } from './types';

/*
 * Copy around the articles in content/blog (the Markdown holds the article itself): the /blog index, the
 * feed, labels of the article frame, the byline's authors and the closing call to action; plus the rules
 * every post follows (which posts are listed, in which order, how long they take to read).
 */

export { BLOG_PATH, blogFeed };

const blogLabel = routeFor(BLOG_PATH).label;

/** Who an article's `author` key stands for; names, titles and biographies are owner facts. */
export const blogAuthors = {
  founder: {
    name: company.founder.name,
    title: company.founder.title,
    bio: company.founder.bio,
  },
} as const satisfies Record<string, { name: string; title: string; bio: string }>;

export type BlogAuthorKey = keyof typeof blogAuthors;

/** The front-matter fields an article's <head> is built from (content.config.ts validates them). */
export type ArticleFacts = {
  title: string;
  /** The page title when the headline is too long to carry the brand. */
  metaTitle?: string | undefined;
  description: string;
  keywords: readonly string[];
  author: BlogAuthorKey;
  published: Date;
  updated?: Date | undefined;
};

/** Publication and last-modified dates as YYYY-MM-DD: the byline shows the first, both go to BlogPosting. */
export function articleDates(facts: Pick<ArticleFacts, 'published' | 'updated'>) {
  return {
    published: facts.published.toISOString().slice(0, 10),
    modified: (facts.updated ?? facts.published).toISOString().slice(0, 10),
  };
}

/** An article's page metadata: its title and description, og:type article, its BlogPosting and breadcrumb. */
export function articleMeta(facts: ArticleFacts, path: string): PageMetadata {
  const author = blogAuthors[facts.author];
  const { published, modified } = articleDates(facts);
  return {
    title: facts.metaTitle ?? facts.title,
    description: facts.description,
    keywords: facts.keywords,
    ogType: 'article',
    feed: { title: blogFeed.title, path: blogFeed.path },
    structuredData: [
      blogPostingJsonLd({
        headline: facts.title,
        description: facts.description,
        path,
        author: { name: author.name, jobTitle: author.title },
        datePublished: published,
        dateModified: modified,
        keywords: facts.keywords,
        // Site-map routes have their own drawn social image; a newer post uses the default one.
        ...(findRoute(path) ? {} : { image: DEFAULT_OG_IMAGE.path }),
      }),
      breadcrumbJsonLd([
        { name: blogLabel, path: BLOG_PATH },
        { name: facts.title, path },
      ]),
    ],
  };
}

/** What the blog needs of a post entry (an `astro:content` entry of the blog collection). */
export type PostEntry = {
  id: string;
  body?: string | undefined;
  data: ArticleFacts & { lead: string; tldr?: readonly string[] | undefined; draft: boolean };
};

/** A post's path: its file name under /blog. */
export function postPath(post: Pick<PostEntry, 'id'>): string {
  return `${BLOG_PATH}/${post.id}`;
}

/** Drafts (`draft: true`) are built by the dev server and left out of production builds. */
export function isListed(post: Pick<PostEntry, 'data'>, dev: boolean): boolean {
  return dev || !post.data.draft;
}

/** Newest first; posts of the same day by title. */
export function newestFirst<T extends Pick<PostEntry, 'data'>>(posts: readonly T[]): T[] {
  return [...posts].sort(
    (a, b) =>
      b.data.published.getTime() - a.data.published.getTime() || a.data.title.localeCompare(b.data.title),
  );
}

/** Reading time of what a reader reads: the standfirst, the TL;DR and the body. */
export function postReadingTime(post: {
  body?: string | undefined;
  data: { lead: string; tldr?: readonly string[] | undefined };
}): string {
  return formatReadingTime(readingMinutes(post.data.lead, ...(post.data.tldr ?? []), post.body ?? ''));
}

/** One line of the /blog list. */
export type PostSummary = {
  href: string;
  title: string;
  /** YYYY-MM-DD. */
  published: string;
  readingTime: string;
  summary: string;
  author: string;
  draft: boolean;
};

export function postSummary(post: PostEntry): PostSummary {
  return {
    href: postPath(post),
    title: post.data.title,
    published: articleDates(post.data).published,
    readingTime: postReadingTime(post),
    summary: post.data.description,
    author: blogAuthors[post.data.author].name,
    draft: post.data.draft,
  };
}

/** /blog: hero, the posts newest first, the feed link and a call to action. */
export type BlogIndexContent = {
  meta: PageMetadata;
  hero: Hero;
  list: { heading: string; readLabel: string; bylinePrefix: string; draftLabel: string; feedLabel: string };
  cta: CtaBlock;
};

export const blogIndex = {
  meta: {
    title: 'Blog: the competitive view for revenue teams',
    description:
      'Articles for sales, marketing, RevOps and customer success leaders on seeing when accounts engage competitors, and the plays that win those deals.',
    keywords: ['competitive intelligence blog', 'revenue teams', 'competitive deals', 'churn prevention'],
    ogType: 'website',
    feed: { title: blogFeed.title, path: blogFeed.path },
  },
  hero: {
    eyebrow: blogLabel,
    headline: 'The competitive view for revenue teams',
    description:
      'What your go-to-market stack cannot see, what it costs, and the plays that win deals when a competitor is in the room.',
    primaryCta: { label: 'Book a demo', href: BOOK_DEMO_PATH },
  },
  list: {
    heading: 'Latest articles',
    readLabel: 'Read the article',
    bylinePrefix: 'By',
    draftLabel: 'Draft: not published',
    feedLabel: 'Subscribe with RSS',
  },
  cta: {
    headline: 'See which of your accounts are engaging competitors',
    description: `Book ${siteConfig.scheduler.meetingMinutes} minutes with our founder: bring your competitors and a few accounts, and see the alerts your team would get.`,
    primaryCta: { label: 'Book a demo', href: BOOK_DEMO_PATH },
    secondaryCta: { label: 'See pricing', href: '/pricing' },
  },
} as const satisfies BlogIndexContent;

export const articleFrame = {
  breadcrumb: { label: blogLabel, href: BLOG_PATH },
  tldrHeading: 'TL;DR',
  tocHeading: 'In this article',
  authorHeading: 'About the author',
  bylinePrefix: 'By',
  /** The sticky card in the article's right column on wide screens. */
  demoCard: {
    headline: 'See it on your own accounts',
    description: `A ${siteConfig.scheduler.meetingMinutes}-minute demo with our founder: bring your competitors and we will show you who is engaging them.`,
    cta: { label: 'Book a demo', href: BOOK_DEMO_PATH },
  },
  cta: {
    headline: 'See the competitive deals you are already in',
    description: `Book ${siteConfig.scheduler.meetingMinutes} minutes with our founder. Bring your competitors and a few accounts, and we will show you who is engaging them.`,
    primaryCta: bookingCta('Book a demo'),
    secondaryCta: { label: 'See pricing', href: '/pricing' },
  } satisfies CtaBlock,
} as const;
