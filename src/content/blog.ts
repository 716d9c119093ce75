import { blogPostingJsonLd } from '~/lib/structured-data';
import { siteConfig } from '~/site.config';
import { BOOK_DEMO_PATH } from '~/site-map';
import type { CtaBlock, PageMetadata } from './types';

/*
 * Copy around the articles in content/blog (the Markdown holds the article itself): labels of the article
 * frame, the byline's authors and the closing call to action.
 */

/** Who an article's `author` key stands for; names and titles come from the site config. */
export const blogAuthors = {
  founder: {
    name: siteConfig.founder.name,
    title: siteConfig.founder.title,
    bio: `${siteConfig.founder.name} is the founder of ${siteConfig.name}, which gives revenue teams the view of the competition their systems never had.`,
  },
} as const satisfies Record<string, { name: string; title: string; bio: string }>;

export type BlogAuthorKey = keyof typeof blogAuthors;

/** The front-matter fields an article's <head> is built from (content.config.ts validates them). */
export type ArticleFacts = {
  title: string;
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

/** An article's page metadata: its title and description, og:type article, and its BlogPosting. */
export function articleMeta(facts: ArticleFacts, path: string): PageMetadata {
  const author = blogAuthors[facts.author];
  const { published, modified } = articleDates(facts);
  return {
    title: facts.title,
    description: facts.description,
    keywords: facts.keywords,
    ogType: 'article',
    structuredData: blogPostingJsonLd({
      headline: facts.title,
      description: facts.description,
      path,
      author: { name: author.name, jobTitle: author.title },
      datePublished: published,
      dateModified: modified,
      keywords: facts.keywords,
    }),
  };
}

export const articleFrame = {
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
    primaryCta: { label: 'Book a demo', href: BOOK_DEMO_PATH },
    secondaryCta: { label: 'See pricing', href: '/pricing' },
  } satisfies CtaBlock,
} as const;
