/**
 * Which pages show a customer story, computed from the content rather than listed by hand: a page shows a
 * story when its content names the company, links to the story's page, or refers to the story (directly
 * or through an entry it refers to, such as a proof point). Pages that list every story (/customers, and
 * each story's "More customer stories") are added by the launch check itself.
 *
 * A page's content is its entry (a singleton with a route, or an entry of a collection whose entries are
 * pages), the entries of a collection the registry lists on it (`listedOn`: every playbook is part of
 * /playbooks), with the tokens replaced, plus every entry they refer to. An owner fact shows its value on the
 * pages it names in `appearsOn`, so a fact that names a customer (a quote on the home page) counts there.
 */
import { existsSync } from 'node:fs';
import { readRawCollection, readRawSingleton, singletonFile } from '#src/content/loaders/files.ts';
import {
  expandEntry,
  factValues,
  nodeReference,
  readCollection,
  readSingleton,
  type SchemaCollection,
  type SchemaSingleton,
} from '#src/content/loaders/read.ts';
import type { FactValues } from '#src/content/loaders/tokens.ts';
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  type CollectionDef,
  type CollectionName,
  SINGLETON_NAMES,
  SINGLETONS,
  type SingletonDef,
  type SingletonName,
} from '#src/content/registry.ts';
import { collectionSchemas, singletonSchemas } from '#src/content/schemas/index.ts';

/** What one page says: its text, and the entries it refers to (`caseStudies/gainsight`). */
export type PageContent = { path: string; text: string; references: ReadonlySet<string> };

/** An entry's texts and the entries it refers to. */
type EntryContent = { texts: string[]; references: string[] };

function isReference(value: object): value is { collection: string; id: string } {
  return (
    'collection' in value &&
    'id' in value &&
    typeof value.collection === 'string' &&
    typeof value.id === 'string' &&
    Object.keys(value).length === 2
  );
}

/** Every text of an entry's data and every reference in it. */
export function contentOf(data: unknown, body?: string): EntryContent {
  const content: EntryContent = { texts: body === undefined ? [] : [body], references: [] };
  const walk = (value: unknown) => {
    if (typeof value === 'string') content.texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value instanceof Date || typeof value !== 'object' || value === null) return;
    else if (isReference(value)) content.references.push(`${value.collection}/${value.id}`);
    else Object.values(value).forEach(walk);
  };
  walk(data);
  return content;
}

/**
 * The pages of a set of entries: each page's own content plus that of every entry it refers to, at any
 * depth. `entries` maps `singletonName` or `collection/id` to its content; `pagesOf` to the paths it is.
 */
export function pagesFrom(
  entries: ReadonlyMap<string, EntryContent>,
  pagesOf: ReadonlyMap<string, readonly string[]>,
): PageContent[] {
  const reachable = (key: string, seen: Set<string>): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const reference of entries.get(key)?.references ?? []) reachable(reference, seen);
  };
  const pages = new Map<string, { texts: string[]; references: Set<string> }>();
  for (const [key, paths] of pagesOf) {
    const seen = new Set<string>();
    reachable(key, seen);
    for (const path of paths) {
      const page = pages.get(path) ?? { texts: [], references: new Set<string>() };
      for (const included of seen) {
        page.texts.push(...(entries.get(included)?.texts ?? []));
        if (included !== key) page.references.add(included);
      }
      pages.set(path, page);
    }
  }
  return [...pages].map(([path, page]) => ({
    path,
    text: page.texts.join('\n'),
    references: page.references,
  }));
}

/** The pages that show a story: content naming the company, linking to its page, or referring to it. */
export function pagesShowing(
  story: { id: string; company: string },
  pages: readonly PageContent[],
): string[] {
  const route = COLLECTIONS.caseStudies.route(story.id);
  const names = new RegExp(`(?<![\\w-])(?:${escapeRegExp(story.company)}|${escapeRegExp(route)})(?![\\w-])`);
  return pages
    .filter((page) => page.references.has(`caseStudies/${story.id}`) || names.test(page.text))
    .map((page) => page.path);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const withSchema = {
  singletons: new Set<string>(Object.keys(singletonSchemas(nodeReference))),
  collections: new Set<string>(Object.keys(collectionSchemas(nodeReference))),
};

/** A singleton's data: checked against its schema when it has one, else as its file holds it. */
function singletonData(name: SingletonName, facts: FactValues): unknown {
  return withSchema.singletons.has(name)
    ? readSingleton(name as SchemaSingleton, facts)
    : expandEntry(readRawSingleton(name), facts).data;
}

/** A collection's entries: checked against its schema when it has one, else as their files hold them. */
function collectionEntries(
  name: CollectionName,
  facts: FactValues,
): { id: string; data: unknown; body?: string }[] {
  return withSchema.collections.has(name)
    ? readCollection(name as SchemaCollection, facts)
    : readRawCollection(name).map((raw) => ({ id: raw.id, ...expandEntry(raw, facts) }));
}

/** Every page the content makes, with what it says (see the top of this file). */
export function sitePages(facts: FactValues = factValues()): PageContent[] {
  const entries = new Map<string, EntryContent>();
  const pagesOf = new Map<string, string[]>();
  for (const name of SINGLETON_NAMES) {
    if (!existsSync(singletonFile(name))) continue;
    entries.set(name, contentOf(singletonData(name, facts)));
    const def: SingletonDef = SINGLETONS[name];
    if (def.route) pagesOf.set(name, [def.route]);
  }
  for (const name of COLLECTION_NAMES) {
    const def: CollectionDef = COLLECTIONS[name];
    for (const entry of collectionEntries(name, facts)) {
      const key = `${name}/${entry.id}`;
      if (name === 'ownerFacts') {
        // What a fact shows is its value, on the pages it names.
        const fact = entry.data as { value: { value: unknown }; appearsOn: { path: string }[] };
        entries.set(key, contentOf(fact.value.value));
        pagesOf.set(
          key,
          fact.appearsOn.map(({ path }) => path).filter((path) => path !== '*'),
        );
        continue;
      }
      entries.set(key, contentOf(entry.data, entry.body));
      if (def.route) pagesOf.set(key, [def.route(entry.id)]);
      else if (def.listedOn) pagesOf.set(key, [def.listedOn]);
    }
  }
  return pagesFrom(entries, pagesOf);
}
