/**
 * The rules every blog post follows: its address, which posts are listed and in which order, how long a
 * post takes to read, who its author key stands for, and the head data of an article (its title and
 * description, og:type article, the feed, its BlogPosting and breadcrumb). The words around the posts are
 * content (src/content/pages/blog.yaml); the posts are Markdown files in src/content/blog/.
 */
import { company } from '#src/content/company.ts';
import type { PageMetadata } from '#src/content/types.ts';
import { formatReadingTime, readingMinutes } from './reading-time.ts';
import { DEFAULT_OG_IMAGE } from './seo.ts';
import { blogPostingJsonLd, breadcrumbJsonLd } from './structured-data.ts';

/** Where the blog lives, and its RSS 2.0 feed of the published posts. */
export const BLOG_PATH = '/blog';
export const FEED_PATH = '/blog/rss.xml';

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

/** What an article's head names besides itself: the feed, and the blog as the breadcrumb's parent. */
export type ArticleContext = {
  feed: { title: string; path: string };
  blog: { name: string; path: string };
  /** Whether the page has its own drawn social image (a site-map route), else the default one. */
  ownImage: boolean;
};

/** An article's page metadata: its title and description, og:type article, its BlogPosting and breadcrumb. */
export function articleMeta(facts: ArticleFacts, path: string, context: ArticleContext): PageMetadata {
  const author = blogAuthors[facts.author];
  const { published, modified } = articleDates(facts);
  return {
    title: facts.metaTitle ?? facts.title,
    description: facts.description,
    keywords: facts.keywords,
    ogType: 'article',
    feed: context.feed,
    structuredData: [
      blogPostingJsonLd({
        headline: facts.title,
        description: facts.description,
        path,
        author: { name: author.name, jobTitle: author.title },
        datePublished: published,
        dateModified: modified,
        keywords: facts.keywords,
        ...(context.ownImage ? {} : { image: DEFAULT_OG_IMAGE.path }),
      }),
      breadcrumbJsonLd([context.blog, { name: facts.title, path }]),
    ],
  };
}

/** What the blog needs of a post entry (an `astro:content` entry of the blog collection). */
export type PostEntry = {
  id: string;
  body?: string | undefined;
  data: ArticleFacts & {
    eyebrow: string;
    lead: string;
    tldr?: readonly string[] | undefined;
    draft: boolean;
  };
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

/** One article on /blog: the newest leads with its label and key takeaways, the others are rows. */
export type PostSummary = {
  href: string;
  title: string;
  /** The label above the title (the article's `eyebrow`). */
  eyebrow: string;
  /** The standfirst under the article's title, shown when it leads. */
  lead: string;
  /** YYYY-MM-DD. */
  published: string;
  readingTime: string;
  summary: string;
  /** The article's TL;DR points, shown as its key takeaways when it leads (none when it has no TL;DR). */
  takeaways: readonly string[];
  author: string;
  draft: boolean;
};

export function postSummary(post: PostEntry): PostSummary {
  return {
    href: postPath(post),
    title: post.data.title,
    eyebrow: post.data.eyebrow,
    lead: post.data.lead,
    published: articleDates(post.data).published,
    readingTime: postReadingTime(post),
    summary: post.data.description,
    takeaways: post.data.tldr ?? [],
    author: blogAuthors[post.data.author].name,
    draft: post.data.draft,
  };
}
