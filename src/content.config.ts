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
    keywords: z.array(z.string()).default([]),
  }),
});

export const collections = { legal };
