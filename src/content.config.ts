import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { globWithOwnerFacts } from '#src/lib/owner-fact-tokens.ts';
import { descriptionSchema, titleSchema } from '#src/lib/page-metadata.ts';

/**
 * Long-form legal documents, written in Markdown. The front matter carries the page metadata so the
 * <title>, meta description and h1 come from one place. Facts only the company can confirm (its legal
 * name, address, mailboxes, integration partners) are `$fact:…$` tokens, filled in from the owner facts.
 */
const legal = defineCollection({
  // `$fact:…$` tokens in the documents read the owner facts (content/owner-facts.ts).
  loader: globWithOwnerFacts({ pattern: '*.md', base: './src/content/legal' }),
  schema: z.object({
    /** The h1, also the page title (the metadata rule: lib/page-metadata.ts). */
    title: titleSchema,
    /** Meta description: written to be clicked (the metadata rule: lib/page-metadata.ts). */
    description: descriptionSchema,
    /** One or two sentences shown under the h1. */
    lead: z.string().min(40),
    /** Date of the last revision, shown as "Last updated". */
    updated: z.coerce.date().optional(),
    /** Date this version takes effect, shown as "Effective" (terms). */
    effective: z.coerce.date().optional(),
    keywords: z.array(z.string()).default([]),
  }),
});

/**
 * Articles (/blog/<file name>), written in Markdown: one file is one post (docs/blog.md). The byline names a
 * role, not a person: `author: founder` resolves to the founder's name and title in the owner facts, so the
 * name is never typed into copy. The reading time is computed from the text (lib/reading-time.ts).
 */
const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/blog' }),
  schema: z.object({
    /** The h1 and the page title (the layout appends the brand; the rule: lib/page-metadata.ts). */
    title: titleSchema,
    /** Meta description, the summary on /blog and in the feed (the rule: lib/page-metadata.ts). */
    description: descriptionSchema,
    /** Small label above the h1. */
    eyebrow: z.string().min(3).max(40),
    /** The standfirst under the h1. */
    lead: z.string().min(40).max(300),
    author: z.enum(['founder']),
    /** Publication date, shown in the byline and used in the BlogPosting structured data. */
    published: z.coerce.date(),
    updated: z.coerce.date().optional(),
    /** Built by the dev server, left out of production builds, the /blog list and the feed. */
    draft: z.boolean().default(false),
    keywords: z.array(z.string()).default([]),
    /** The TL;DR box: two to five one-sentence points (optional). */
    tldr: z.array(z.string().min(20)).min(2).max(5).optional(),
    /** The funnel figure (optional): stages top to bottom, each with what the stack sees and misses. */
    funnel: z
      .object({
        caption: z.string().min(20),
        seesLabel: z.string(),
        missesLabel: z.string(),
        stages: z
          .array(
            z.object({
              name: z.string(),
              weight: z.number().int().min(1).max(10),
              sees: z.string(),
              misses: z.string(),
              note: z.string().optional(),
            }),
          )
          .min(3)
          .max(6),
      })
      .optional(),
  }),
});

export const collections = { legal, blog };
