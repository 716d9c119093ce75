/**
 * The blog's own words (src/content/pages/blog.yaml): the /blog page (hero, the newest article and
 * the list of the others, where to go next, the closing call to action), the feed's title and description, and the frame every article is set in
 * (its headings, the byline, the demo card beside it and the closing call to action). The articles
 * themselves are Markdown files in src/content/blog/ (schemas/articles.ts).
 */
import { z } from 'astro/zod';
import { cta, ctaBlock, hero, line, pageMeta, prose } from './fields.ts';

export const blogIndexSchema = z.object({
  meta: pageMeta,
  hero: hero.describe('The top of /blog.'),
  list: z
    .object({
      featuredLabel: line('The label over the newest article, shown large with its key takeaways.', {
        max: 40,
      }),
      takeawaysHeading: line(
        'The heading over the newest article’s key takeaways (the TL;DR points of its file).',
        { max: 40 },
      ),
      heading: line('The heading of the older articles under it (shown once there are two or more).', {
        max: 60,
      }),
      readLabel: line('The link under each article’s summary.', { max: 40 }),
      bylinePrefix: line('The word before the author’s name (“By”).', { max: 12 }),
      draftLabel: line('The mark on a draft (the dev server lists drafts; the site does not).', { max: 40 }),
      feedLabel: line('The link to the RSS feed.', { max: 40 }),
    })
    .describe('The list of articles on /blog.'),
  explore: z
    .object({
      eyebrow: line('The small label above the heading.', { max: 40 }),
      headline: line('The heading of the block.', { max: 80 }),
      description: prose('One sentence under the heading.', { max: 200 }),
      playbooks: z
        .object({
          heading: line('The heading over the list of playbooks.', { max: 40 }),
          description: prose('One sentence on what the playbooks are.', { max: 160 }),
          link: cta.describe('The link to the whole library under the list.'),
        })
        .describe('The playbooks of the library, each title a link to its detail on /playbooks.'),
      stories: z
        .object({
          heading: line('The heading over the list of customer stories.', { max: 40 }),
          description: prose('One sentence on what the stories are.', { max: 160 }),
          link: cta.describe('The link to /customers under the list.'),
        })
        .describe('The customer stories, each with its first result, a link to the story.'),
      feedDescription: prose('The sentence beside the link to the RSS feed.', { max: 160 }),
    })
    .describe(
      'The block under the articles: where to go next (the playbooks, the customer stories) and the feed.',
    ),
  cta: ctaBlock.describe('The closing call to action of /blog.'),
  feed: z
    .object({
      title: line('The feed’s name in feed readers.', { max: 60 }),
      description: prose('What the feed is about, in a sentence.', { max: 200 }),
    })
    .describe('The RSS feed of the articles (/blog/rss.xml).'),
  article: z
    .object({
      tldrHeading: line('The heading of an article’s summary box (“TL;DR”).', { max: 30 }),
      tocHeading: line('The heading of the table of contents beside an article.', { max: 40 }),
      authorHeading: line('The heading of the author box under an article.', { max: 40 }),
      bylinePrefix: line('The word before the author’s name (“By”).', { max: 12 }),
      demoCard: z
        .object({
          headline: line('The card’s heading.', { max: 60 }),
          description: prose('The card’s sentence.'),
          cta: cta.describe('The card’s button.'),
        })
        .describe('The card beside an article on wide screens.'),
      cta: ctaBlock.describe('The call to action under every article.'),
    })
    .describe('The frame every article is set in.'),
});

export type BlogIndexContent = z.output<typeof blogIndexSchema>;
export type ArticleFrame = BlogIndexContent['article'];
