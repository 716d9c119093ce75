/**
 * The Git-based editor for the marketing team (Keystatic, decision 0022), at /admin on the dev server
 * (`npm run dev`). It edits the same files the site builds from, in place, and its fields are generated
 * from the content schemas (src/content/editor/), so the editor and the build cannot disagree about a
 * field. Local storage only: it reads and writes the working copy; commits are made with Git as usual.
 */
import { collection, config, fields, singleton } from '@keystatic/core';
import { fieldsFor, objectOf } from '#src/content/editor/fields-from-schema.ts';
import { editorSchemas } from '#src/content/editor/schemas.ts';
import { COLLECTIONS, CONTENT_DIR, SINGLETONS } from '#src/content/registry.ts';

const { singletons, collections } = editorSchemas();

export default config({
  storage: { kind: 'local' },
  ui: {
    brand: { name: 'Countermove site' },
    navigation: {
      Pages: Object.keys(singletons).filter(
        (name) => name in SINGLETONS && SINGLETONS[name as keyof typeof SINGLETONS].file.startsWith('pages/'),
      ),
      'Site-wide': Object.keys(singletons).filter((name) =>
        SINGLETONS[name as keyof typeof SINGLETONS].file.startsWith('site/'),
      ),
      Collections: Object.keys(collections),
    },
  },
  singletons: Object.fromEntries(
    Object.entries(singletons).map(([name, schema]) => {
      const def = SINGLETONS[name as keyof typeof SINGLETONS];
      return [
        name,
        singleton({
          label: def.label,
          path: `${CONTENT_DIR}/${def.file}`,
          format: { data: 'yaml' },
          schema: fieldsFor(objectOf(schema)),
        }),
      ];
    }),
  ),
  collections: Object.fromEntries(
    Object.entries(collections).map(([name, schema]) => {
      const def = COLLECTIONS[name as keyof typeof COLLECTIONS];
      const markdown = def.format === 'markdown';
      return [
        name,
        collection({
          label: def.label,
          path: `${CONTENT_DIR}/${def.folder}/*`,
          // The registry names a text field of the schema; the editor types it by the schema it built.
          slugField: def.slugField as never,
          format: markdown ? { contentField: 'body' } : { data: 'yaml' },
          ...(markdown && { entryLayout: 'content' as const }),
          schema: {
            ...fieldsFor(objectOf(schema), def.slugField),
            ...(markdown && {
              body: fields.markdoc({
                label: 'Text',
                extension: 'md',
                description: 'The article or document, in Markdown.',
              }),
            }),
          },
        }),
      ];
    }),
  ),
});
