/**
 * The one rule for page titles and descriptions (spec §3 "Page metadata"), as zod schemas. Content modules
 * and their tests, the Markdown collections (content.config.ts) and the SEO tests on the built pages all
 * check metadata through this module, so the limits are written once.
 *
 * - A description is 70 to 160 characters: long enough to say something, short enough not to be cut.
 * - The <title> is at most 60 characters, which search results show in full.
 * - The brand suffix: "Pricing" renders as "Pricing | Countermove". A title that already names the brand
 *   keeps its own wording, and one that would pass 60 characters with the suffix is kept whole without it.
 *
 * Imported by Node too (content.config.ts, Playwright specs): `#src/…` imports with the file's extension
 * resolve there as in Vite.
 */
import { z } from 'astro/zod';
import { siteConfig } from '#src/site.config.ts';

export const METADATA_LIMITS = {
  title: { min: 5, max: 60 },
  description: { min: 70, max: 160 },
} as const;

/** Longest <title> search results show in full; the brand suffix is dropped rather than cut off. */
export const MAX_TITLE_LENGTH = METADATA_LIMITS.title.max;

const suffix = (brand: string) => ` | ${brand}`;

/**
 * "Pricing" → "Pricing | Countermove". A title that already names the brand is kept as is, and so is one
 * that would pass 60 characters with the suffix (the article headline, for example).
 */
export function formatTitle(title: string, brand: string = siteConfig.name): string {
  const branded = `${title}${suffix(brand)}`;
  return title.includes(brand) || branded.length > MAX_TITLE_LENGTH ? title : branded;
}

/** A title as a content module or a Markdown front matter writes it (before the brand suffix). */
export const titleSchema = z
  .string()
  .trim()
  .min(METADATA_LIMITS.title.min)
  .refine((title) => formatTitle(title).length <= METADATA_LIMITS.title.max, {
    message: `the title, with the brand suffix where it fits, must be at most ${METADATA_LIMITS.title.max} characters`,
  });

export const descriptionSchema = z
  .string()
  .trim()
  .min(METADATA_LIMITS.description.min)
  .max(METADATA_LIMITS.description.max);

/** The title and description of a page's metadata (the other fields are typed by `PageMetadata`). */
export const pageMetadataSchema = z.object({ title: titleSchema, description: descriptionSchema });

/**
 * The <title> and meta description of a built page. A title without the brand is one the suffix would have
 * pushed past 60 characters.
 */
export const renderedHeadSchema = z.object({
  title: z
    .string()
    .max(METADATA_LIMITS.title.max)
    .refine(
      (title) =>
        title.includes(siteConfig.name) ||
        title.length + suffix(siteConfig.name).length > METADATA_LIMITS.title.max,
      { message: `a title that fits the suffix must carry "${suffix(siteConfig.name)}"` },
    ),
  description: descriptionSchema,
});

/** Problems with a page's title and description, as readable lines; empty when it follows the rule. */
export function metadataIssues(
  meta: { title: string; description: string },
  schema: typeof pageMetadataSchema | typeof renderedHeadSchema = pageMetadataSchema,
): string[] {
  const result = schema.safeParse(meta);
  return result.success
    ? []
    : result.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message} ("${meta[issue.path[0] as 'title']}")`,
      );
}
