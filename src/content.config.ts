import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Long-form legal documents, written in Markdown. The front matter carries the page metadata so the
 * <title>, meta description and h1 come from one place.
 */
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z.object({
    /** The h1, also the page title. */
    title: z.string().min(5).max(50),
    /** Meta description: written to be clicked, 70-160 characters. */
    description: z.string().min(70).max(160),
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
 * Articles (/blog/<slug>), written in Markdown. The byline names a role, not a person: `author: founder`
 * resolves to the founder's name and title in the site config, so the name is never typed into copy.
 */
const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/blog' }),
  schema: z.object({
    /** The h1 and the page title (the layout appends the brand). */
    title: z.string().min(10).max(60),
    /** Meta description and the summary in structured data. */
    description: z.string().min(70).max(160),
    /** Small label above the h1. */
    eyebrow: z.string().min(3).max(40),
    /** The standfirst under the h1. */
    lead: z.string().min(40).max(300),
    author: z.enum(['founder']),
    /** Publication date, shown in the byline and used in the BlogPosting structured data. */
    published: z.coerce.date(),
    updated: z.coerce.date().optional(),
    readingTime: z.string().regex(/^\d+ min read$/),
    keywords: z.array(z.string()).default([]),
    /** The TL;DR box: two to five one-sentence points. */
    tldr: z.array(z.string().min(20)).min(2).max(5),
    /** The funnel figure: stages top to bottom, each with what the stack sees and what it misses. */
    funnel: z.object({
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
    }),
  }),
});

export const collections = { legal, blog };
