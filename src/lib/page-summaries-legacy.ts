/**
 * Transitional (issue 23, in progress): the pages whose copy is still in TypeScript modules. Each line
 * goes when its page reads a content file; page-summaries.ts then finds its meta in the entry.
 */
import { about } from '#src/content/about.ts';
import { blogIndex } from '#src/content/blog.ts';
import { bookTime } from '#src/content/book-time.ts';
import { security } from '#src/content/security.ts';

export const LEGACY_PAGE_META: Record<string, { title: string; description: string }> = {
  '/about': about.meta,
  '/book-time': bookTime.meta,
  '/security': security.meta,
  '/blog': blogIndex.meta,
};
