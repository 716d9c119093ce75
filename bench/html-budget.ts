/**
 * A route's HTML budget in KB (gzip -9) from bench/budgets.json: its own in `htmlKBByRoute` (with the
 * reason there), else `htmlKB`. A route that shows every entry of a collection in full (/playbooks) has a
 * budget that grows with the collection: `baseKB` plus `perEntryKB` for each of its files, so a playbook
 * added as a file is allowed its share and no more. Used by npm run bench and tests/e2e/build-output.spec.ts.
 */
import { collectionIds } from '#src/content/loaders/files.ts';
import type { CollectionName } from '#src/content/registry.ts';
import budgets from './budgets.json' with { type: 'json' };

type PerEntry = { collection: CollectionName; baseKB: number; perEntryKB: number };

export function htmlBudgetFor(page: string): number {
  const own = (budgets.htmlKBByRoute as Record<string, number | string | PerEntry>)[page];
  if (typeof own === 'number') return own;
  if (typeof own === 'object') return own.baseKB + own.perEntryKB * collectionIds(own.collection).length;
  return budgets.htmlKB;
}
