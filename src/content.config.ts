/**
 * Astro's content collections: one per singleton and per collection of src/content/registry.ts, each with
 * its schema (src/content/schemas/) and the one loader that reads, tokenises and checks the files
 * (src/content/loaders/astro.ts). Pages read them with `getEntry`/`getCollection` (lib/content.ts wraps
 * the singletons).
 */
import { defineCollection, reference } from 'astro:content';
import { contentLoader } from '#src/content/loaders/astro.ts';
import { nodeReference } from '#src/content/loaders/read.ts';
import { collectionSchemas, type Reference, singletonSchemas } from '#src/content/schemas/index.ts';

// The schemas Astro runs (with its `reference()`), and the same schemas with the Node reader's reference
// rule, which the loader runs first for messages that name the file and the field.
const astroReference = reference as unknown as Reference;
const schemas = {
  singletons: singletonSchemas(astroReference),
  collections: collectionSchemas(astroReference),
};
const check = { singletons: singletonSchemas(nodeReference), collections: collectionSchemas(nodeReference) };

const load = {
  singleton: (name: keyof typeof check.singletons) =>
    contentLoader({ singleton: name }, check.singletons[name]),
  collection: (name: keyof typeof check.collections) =>
    contentLoader({ collection: name }, check.collections[name]),
};
const { singletons: s, collections: c } = schemas;

export const collections = {
  home: defineCollection({ loader: load.singleton('home'), schema: s.home }),
  pricing: defineCollection({ loader: load.singleton('pricing'), schema: s.pricing }),
  useCasesAndPersonas: defineCollection({
    loader: load.singleton('useCasesAndPersonas'),
    schema: s.useCasesAndPersonas,
  }),
  alertSurfaces: defineCollection({ loader: load.singleton('alertSurfaces'), schema: s.alertSurfaces }),
  useCases: defineCollection({ loader: load.collection('useCases'), schema: c.useCases }),
  personas: defineCollection({ loader: load.collection('personas'), schema: c.personas }),
  customers: defineCollection({ loader: load.singleton('customers'), schema: s.customers }),
  caseStudies: defineCollection({ loader: load.collection('caseStudies'), schema: c.caseStudies }),
  proofPoints: defineCollection({ loader: load.collection('proofPoints'), schema: c.proofPoints }),
  playbookLibrary: defineCollection({ loader: load.singleton('playbookLibrary'), schema: s.playbookLibrary }),
  playbooks: defineCollection({ loader: load.collection('playbooks'), schema: c.playbooks }),
  ownerFacts: defineCollection({ loader: load.collection('ownerFacts'), schema: c.ownerFacts }),
  blog: defineCollection({ loader: load.collection('blog'), schema: c.blog }),
  legal: defineCollection({ loader: load.collection('legal'), schema: c.legal }),
};
