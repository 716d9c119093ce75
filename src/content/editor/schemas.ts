/**
 * The schemas the editor shows: every singleton and collection. References are built with a rule that
 * needs no file access (the editor runs in the browser and offers the other collection's entries itself).
 */
import type { CollectionName } from '../registry.ts';
import { collectionSchemas, type Reference, referenceSchema, singletonSchemas } from '../schemas/index.ts';

const editorReference: Reference = <C extends CollectionName>(collection: C) =>
  referenceSchema(collection, () => []);

export function editorSchemas() {
  return { singletons: singletonSchemas(editorReference), collections: collectionSchemas(editorReference) };
}
