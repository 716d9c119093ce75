/**
 * Markdown collections: blog posts (/blog/<file>) and legal documents (/<file>). The front matter carries
 * the page metadata, so the <title>, meta description and h1 come from one place.
 */
import { z } from 'astro/zod';
import { descriptionSchema, formatTitle, titleSchema } from '#src/lib/page-metadata.ts';
import { line, prose } from './fields.ts';

const isoDate = z
  .union([z.iso.date(), z.date()])
  .transform((value) => (value instanceof Date ? value : new Date(`${value}T00:00:00Z`)));

/**
 * Articles: one file is one post (docs/content.md). The byline names a role, not a person: `author:
 * founder` resolves to the founder's name and title in the owner facts. The reading time is computed from
 * the text (lib/reading-time.ts).
 */
export const blogSchema = z.object({
  title: titleSchema.describe('The h1 and the page title (the brand is added after it when it fits).'),
  metaTitle: titleSchema
    .refine((title) => formatTitle(title) !== title, {
      message: 'must leave room for the brand after it (at most 60 characters with " | <brand>")',
    })
    .optional()
    .describe(
      'The title search results and browser tabs show, when the headline is too long to carry the brand after it.',
    ),
  description: descriptionSchema.describe(
    'The summary on /blog, in the feed and in search results: 70 to 160 characters.',
  ),
  eyebrow: line('Small label above the h1.', { min: 3, max: 40 }),
  lead: prose('The standfirst under the h1.', { min: 40, max: 300 }),
  author: z
    .enum(['founder'])
    .describe('Who wrote it (founder: the name and title come from the owner facts).'),
  published: isoDate.describe('Publication date (YYYY-MM-DD), shown in the byline.'),
  updated: isoDate.optional().describe('Date of the last substantial change, if any.'),
  draft: z
    .boolean()
    .default(false)
    .describe('A draft is built by the dev server only: not on /blog, not in the feed.'),
  keywords: z.array(line('One keyword or phrase.')).default([]).describe('Search phrases the post is about.'),
  tldr: z
    .array(line('One point, one sentence.', { min: 20 }))
    .min(2)
    .max(5)
    .optional()
    .describe('The TL;DR box: two to five one-sentence points.'),
  funnel: z
    .object({
      caption: prose('What the figure shows.', { min: 20 }),
      stageLabel: line('Heading of the column of stages (“Stage”).'),
      seesLabel: line('Heading of the column of what the stack sees.'),
      missesLabel: line('Heading of the column of what it misses.'),
      stages: z
        .array(
          z.object({
            name: line('The stage’s name.'),
            weight: z.number().int().min(1).max(10).describe('Bar width, 1 to 10.'),
            sees: line('What the stack sees at this stage.'),
            misses: line('What it misses.'),
            note: line('A note under the stage.').optional(),
          }),
        )
        .min(3)
        .max(6)
        .describe('The stages, top to bottom.'),
    })
    .optional()
    .describe('The funnel figure (optional).'),
});

/**
 * Legal documents. Facts only the company can confirm (its legal name, address, mailboxes, integration
 * partners) are `$fact:…$` tokens, filled in from the owner facts.
 */
export const legalSchema = z.object({
  title: titleSchema.describe('The h1, also the page title.'),
  description: descriptionSchema.describe('Meta description: 70 to 160 characters.'),
  lead: prose('One or two sentences shown under the h1.', { min: 40 }),
  updated: isoDate.optional().describe('Date of the last revision, shown as “Last updated”.'),
  effective: isoDate.optional().describe('Date this version takes effect, shown as “Effective”.'),
  keywords: z.array(line('One keyword or phrase.')).default([]).describe('Search phrases the page is about.'),
});
