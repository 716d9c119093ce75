/**
 * Transitional (issue 23, in progress): the pages whose copy is still in TypeScript modules. Each line
 * goes when its page reads a content file; page-summaries.ts then finds its meta in the entry.
 */
import { playbooks } from '#src/content/playbooks.ts';

export const LEGACY_PAGE_META: Record<string, { title: string; description: string }> = {
  '/playbooks': playbooks.meta,
};
