/**
 * The content files as they are on disk: where each entry lives, its raw data (YAML, or a Markdown file's
 * front matter and body), and the set of routes the content makes. Synchronous and free of Astro, so the
 * build's schema checks, the Node reader, the editor and plain scripts all see the same files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  CONTENT_DIR,
  type CollectionDef,
  type CollectionName,
  extensionOf,
  SINGLETONS,
  type SingletonName,
} from '../registry.ts';

/**
 * The root the content is read from: the repository (this file is src/content/loaders/files.ts), or
 * `CONTENT_ROOT`, a copy of it with the same src/content/ layout (the tests check the build's refusals on
 * a copy with one mistake in it).
 */
export function contentRoot(): string {
  return process.env.CONTENT_ROOT ?? join(import.meta.dirname, '..', '..', '..');
}

/** The folder of all content files. */
export function contentDir(): string {
  return join(contentRoot(), CONTENT_DIR);
}

/** A path relative to the content root, for messages: `src/content/pages/home.yaml`. */
export function displayPath(file: string): string {
  return relative(contentRoot(), file).split('\\').join('/');
}

export type RawEntry = {
  id: string;
  /** Absolute path of the file. */
  file: string;
  data: Record<string, unknown>;
  /** Markdown body, for Markdown entries. */
  body?: string;
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function parseFile(file: string): { data: Record<string, unknown>; body?: string } {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.md')) {
    const match = FRONT_MATTER.exec(text);
    if (!match)
      throw new Error(`${displayPath(file)}: a Markdown entry starts with front matter (--- … ---)`);
    return { data: asRecord(parseYaml(match[1] ?? ''), file), body: text.slice(match[0].length) };
  }
  return { data: asRecord(parseYaml(text), file) };
}

function asRecord(value: unknown, file: string): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${displayPath(file)}: the file must hold fields (name: value), not a list or a value`);
  return value as Record<string, unknown>;
}

export function singletonFile(name: SingletonName): string {
  return join(contentDir(), `${SINGLETONS[name].file}.yaml`);
}

export function collectionFolder(name: CollectionName): string {
  return join(contentDir(), COLLECTIONS[name].folder);
}

/** Entry ids of a collection, sorted: its files' names without the extension. */
export function collectionIds(name: CollectionName): string[] {
  const folder = collectionFolder(name);
  if (!existsSync(folder)) return [];
  const extension = extensionOf(name);
  return readdirSync(folder)
    .filter((file) => file.endsWith(extension) && !file.startsWith('_') && !file.startsWith('.'))
    .map((file) => file.slice(0, -extension.length))
    .sort();
}

export function readRawSingleton(name: SingletonName): RawEntry {
  const file = singletonFile(name);
  if (!existsSync(file)) throw new Error(`${displayPath(file)} is missing (${SINGLETONS[name].label})`);
  return { id: name, file, ...parseFile(file) };
}

export function readRawCollection(name: CollectionName): RawEntry[] {
  return collectionIds(name).map((id) => {
    const file = join(collectionFolder(name), `${id}${extensionOf(name)}`);
    return { id, file, ...parseFile(file) };
  });
}

/**
 * Every route the content makes: the singleton pages and each entry of a page collection (drafts
 * included: a link to a draft is a link to a page that will exist). Read from the file names only, so the
 * link check in the schemas can run while the entries themselves are being checked.
 */
export function contentRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const singleton of Object.values(SINGLETONS))
    if ('route' in singleton && singleton.route) routes.add(singleton.route);
  for (const name of COLLECTION_NAMES) {
    const def: CollectionDef = COLLECTIONS[name];
    if (def.route) for (const id of collectionIds(name)) routes.add(def.route(id));
  }
  return routes;
}

/** Files the build writes beside the pages that a link may point at. */
export const NON_PAGE_TARGETS = ['/blog/rss.xml', '/sitemap.xml', '/robots.txt', '/llms.txt'] as const;
