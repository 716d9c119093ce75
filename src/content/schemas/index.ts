/**
 * Every schema of the content, by singleton and collection name (registry.ts). The schemas are built for
 * a given `reference` implementation: Astro's `reference()` in content.config.ts, the Node reader's in
 * loaders/read.ts (same rule: the id must name an entry of that collection). The editor's fields are
 * generated from these same schemas (keystatic.config.ts).
 */
import { z } from 'astro/zod';
import { COLLECTIONS, type CollectionName } from '../registry.ts';
import { alertSurfacesSchema } from './alert-surfaces.ts';
import { blogSchema, legalSchema } from './articles.ts';
import { caseStudySchema, customersSchema } from './case-studies.ts';
import { homeSchema } from './home.ts';
import { ownerFactSchema } from './owner-facts.ts';
import { personaSchema } from './personas.ts';
import { playbookLibrarySchema, playbookSchema } from './playbooks.ts';
import { pricingSchema } from './pricing.ts';
import { proofPointSchema } from './proof-points.ts';
import { schemaForUseCase, useCasesAndPersonasSchema } from './use-cases.ts';

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

export function singletonSchemas(reference: Reference) {
  return {
    home: homeSchema(reference),
    pricing: pricingSchema,
    useCasesAndPersonas: useCasesAndPersonasSchema,
    alertSurfaces: alertSurfacesSchema,
    customers: customersSchema,
    playbookLibrary: playbookLibrarySchema,
  };
}

export function collectionSchemas(reference: Reference) {
  return {
    useCases: schemaForUseCase(reference),
    personas: personaSchema(reference),
    ownerFacts: ownerFactSchema,
    caseStudies: caseStudySchema,
    proofPoints: proofPointSchema(reference),
    playbooks: playbookSchema(reference),
    blog: blogSchema,
    legal: legalSchema,
  };
}

export type ContentSchemas = {
  singletons: ReturnType<typeof singletonSchemas>;
  collections: ReturnType<typeof collectionSchemas>;
};
