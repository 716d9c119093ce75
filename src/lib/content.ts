/**
 * Reading content in page shells and layouts. Astro has no singletons, so each is a collection of one
 * entry with the collection's name (src/content/registry.ts); `getSingleton` reads its data.
 */
import { type CollectionEntry, type CollectionKey, getEntry } from 'astro:content';

/** The data of a singleton (src/content/pages/*.yaml, src/content/site/*.yaml). */
export async function getSingleton<N extends CollectionKey>(name: N): Promise<CollectionEntry<N>['data']> {
  const entry = await getEntry(name, name as never);
  if (!entry)
    throw new Error(`The ${name} content entry is missing (src/content/registry.ts names its file)`);
  return (entry as CollectionEntry<N>).data;
}

/**
 * The closing band's move labels for a page: the site's two small labels (site.yaml `closingMove`) and the
 * page's own two lines (`cta.move`), or the site's generic ones when the page names none.
 */
export async function bandMoveLabels(move?: { theirs: string; yours: string }) {
  const { closingMove } = await getSingleton('site');
  return {
    theirsLabel: closingMove.theirsLabel,
    yoursLabel: closingMove.yoursLabel,
    theirs: move?.theirs ?? closingMove.theirs,
    yours: move?.yours ?? closingMove.yours,
  };
}
