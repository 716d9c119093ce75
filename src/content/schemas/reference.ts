/**
 * References between entries: a field that names an entry of another collection by its id. The schemas are
 * built for a given `reference` implementation: Astro's `reference()` in content.config.ts, the Node
 * reader's in loaders/read.ts (same rule: the id must name an entry of that collection); the editor reads
 * which collection a field points at from `referenceRegistry`.
 */
import { z } from 'astro/zod';
import { COLLECTIONS, type CollectionName } from '../registry.ts';

/** A reference to an entry of another collection, by id. */
export type ReferenceValue<C extends CollectionName = CollectionName> = { collection: C; id: string };

export type Reference = <C extends CollectionName>(collection: C) => z.ZodType<ReferenceValue<C>, unknown>;

/** The editor reads which collection a reference field points at from this registry. */
export const referenceRegistry = z.registry<{ collection: CollectionName }>();

/**
 * The reference rule outside Astro: the id must be the file name of an entry of the collection (listed by
 * `ids`), and reads as `{ collection, id }`, as Astro's `reference()` does.
 */
export function referenceSchema<C extends CollectionName>(
  collection: C,
  ids: (name: C) => readonly string[],
) {
  const { label, folder } = COLLECTIONS[collection];
  return z
    .string({ error: `names an entry of ${label}` })
    .trim()
    .min(1, 'is empty')
    .superRefine((id, context) => {
      const known = ids(collection);
      if (!known.includes(id))
        context.addIssue({
          code: 'custom',
          message: `names "${id}", which is not an entry of ${label} (src/content/${folder}/): ${known.join(', ')}`,
        });
    })
    .transform((id): ReferenceValue<C> => ({ collection, id }));
}

/** Marks a reference field so the editor can offer the collection's entries. */
export function referenceTo<C extends CollectionName>(
  reference: Reference,
  collection: C,
  description: string,
) {
  const schema = reference(collection).describe(description);
  referenceRegistry.add(schema, { collection });
  return schema;
}
