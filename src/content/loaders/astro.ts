/**
 * The Astro loader of every singleton and collection (content.config.ts): it reads the files the registry
 * names (loaders/files.ts), replaces tokens (loaders/tokens.ts), checks each entry against its schema with
 * a message that names the file and the field, then hands it to Astro (`parseData` runs the same schema
 * with Astro's `reference()`), rendering Markdown bodies. In the dev server a change to any content file
 * reloads the entries, since a fact or a new page can change what other entries say or may link to.
 */

import type { Loader, LoaderContext } from 'astro/loaders';
import type { z } from 'astro/zod';
import type { CollectionName, SingletonName } from '../registry.ts';
import { contentDir, displayPath, type RawEntry, readRawCollection, readRawSingleton } from './files.ts';
import { expandEntry, factValues, parseEntry } from './read.ts';

type Source = { singleton: SingletonName } | { collection: CollectionName };

function readRaw(source: Source): RawEntry[] {
  return 'singleton' in source ? [readRawSingleton(source.singleton)] : readRawCollection(source.collection);
}

/** A loader for one singleton or collection, checked against `schema` (built with the Node reference rule). */
export function contentLoader(source: Source, schema: z.ZodType): Loader {
  const name = 'singleton' in source ? source.singleton : source.collection;
  return {
    name: `countermove-content:${name}`,
    load: async (context: LoaderContext) => {
      const { store, parseData, generateDigest, renderMarkdown, watcher, logger } = context;

      const sync = async () => {
        const facts = factValues();
        const entries = readRaw(source);
        store.clear();
        for (const raw of entries) {
          const { data, body } = expandEntry(raw, facts);
          // Our own check first: its message names the file and the field in plain words.
          parseEntry(schema, data, raw.file);
          const filePath = displayPath(raw.file);
          const parsed = await parseData({ id: raw.id, data, filePath });
          const digest = generateDigest(JSON.stringify(data) + (body ?? ''));
          store.set({
            id: raw.id,
            data: parsed,
            filePath,
            digest,
            ...(body === undefined ? {} : { body, rendered: await renderMarkdown(body) }),
          });
        }
      };

      await sync();

      if (watcher) {
        const folder = `${contentDir()}/`;
        const onChange = async (changed: string) => {
          if (!changed.startsWith(folder) || !/\.(ya?ml|md)$/.test(changed)) return;
          try {
            await sync();
          } catch (error) {
            logger.error(error instanceof Error ? error.message : String(error));
          }
        };
        watcher.add(folder);
        watcher.on('change', onChange);
        watcher.on('add', onChange);
        watcher.on('unlink', onChange);
      }
    },
  };
}
