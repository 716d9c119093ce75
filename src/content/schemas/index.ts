/**
 * Every schema of the content, by singleton and collection name (registry.ts). The schemas are built for
 * a given `reference` implementation: Astro's `reference()` in content.config.ts, the Node reader's in
 * loaders/read.ts (same rule: the id must name an entry of that collection). The editor's fields are
 * generated from these same schemas (keystatic.config.ts).
 */
import { alertSurfacesSchema } from './alert-surfaces.ts';
import { blogSchema, legalSchema } from './articles.ts';
import { caseStudySchema, customersSchema } from './case-studies.ts';
import { homeSchema } from './home.ts';
import { ownerFactSchema } from './owner-facts.ts';
import { personaSchema } from './personas.ts';
import { playbookLibrarySchema, playbookSchema } from './playbooks.ts';
import { pricingSchema } from './pricing.ts';
import { proofPointSchema } from './proof-points.ts';
import type { Reference } from './reference.ts';
import { schemaForUseCase, useCasesAndPersonasSchema } from './use-cases.ts';

export type { Reference, ReferenceValue } from './reference.ts';
export { referenceRegistry, referenceSchema, referenceTo } from './reference.ts';

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
