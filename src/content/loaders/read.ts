/**
 * The content as the site sees it, read from the files without Astro: tokens replaced, every field checked
 * against its schema, references resolved to `{ collection, id }`. The build reads the same files through
 * Astro's content layer (content.config.ts), with the same schemas and the same token step
 * (loaders/astro.ts); tests, the launch check and scripts read them here.
 *
 * A mistake is reported as `src/content/pages/home.yaml → hero.description: is empty`: the file, the
 * field and what is wrong, in words a marketer can act on.
 */
import type { z } from 'astro/zod';
import { COLLECTIONS, type CollectionName, type SingletonName } from '../registry.ts';
import {
  type ContentSchemas,
  collectionSchemas,
  type Reference,
  referenceSchema,
  singletonSchemas,
} from '../schemas/index.ts';
import { FACT_VALUE_KINDS, type FactValueKind } from '../schemas/owner-facts.ts';
import { collectionIds, displayPath, type RawEntry, readRawCollection, readRawSingleton } from './files.ts';
import { expandTokens, expandTokensDeep, type FactValues, fieldPath, TokenError } from './tokens.ts';

/** A content mistake: the file and every field that is wrong. */
export class ContentError extends Error {
  readonly file: string;
  readonly problems: readonly string[];

  constructor(file: string, problems: readonly string[]) {
    super(problems.map((problem) => `${file} → ${problem}`).join('\n'));
    this.name = 'ContentError';
    this.file = file;
    this.problems = problems;
  }
}

/** References as the Node reader checks them: the id must name a file of that collection. */
export const nodeReference: Reference = (collection) => referenceSchema(collection, collectionIds);

const schemasForNode: ContentSchemas = {
  singletons: singletonSchemas(nodeReference),
  collections: collectionSchemas(nodeReference),
};

/**
 * The owner facts' values by id, for tokens: each fact's value as its kind holds it. Facts may use the
 * named tokens that do not read facts ($brand$).
 */
export function factValues(): FactValues {
  const values = new Map<string, unknown>();
  const none: FactValues = new Map();
  for (const raw of readRawCollection('ownerFacts')) {
    const { discriminant, value } = (raw.data.value ?? {}) as { discriminant?: string; value?: unknown };
    // A field left empty (a rating's source) is there, as nothing: a token may name it.
    const kind = FACT_VALUE_KINDS[discriminant as FactValueKind] as unknown as { shape?: object } | undefined;
    const fields = kind?.shape
      ? Object.fromEntries(Object.keys(kind.shape).map((key) => [key, null]))
      : undefined;
    const filled = fields && typeof value === 'object' && value !== null ? { ...fields, ...value } : value;
    values.set(raw.id, expandTokensDeep(filled, none));
  }
  return values;
}

/**
 * Leaves out what is empty: a blank text, null, an empty list or a group with nothing filled in. The
 * editor writes a field someone cleared that way, and a file typed by hand may too; for the schemas, an
 * empty optional field is an absent one, and an empty required field is a missing one ("is required").
 */
export function withoutEmpty(value: unknown): unknown {
  if (value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.map(withoutEmpty).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, field]) => [key, withoutEmpty(field)] as const)
      .filter(([, field]) => field !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/** Replaces the tokens of an entry (data and body); a bad token becomes a ContentError naming the field. */
export function expandEntry(
  raw: RawEntry,
  facts: FactValues,
): { data: Record<string, unknown>; body?: string } {
  try {
    const data = expandTokensDeep((withoutEmpty(raw.data) ?? {}) as Record<string, unknown>, facts);
    return raw.body === undefined ? { data } : { data, body: expandTokens(raw.body, facts) };
  } catch (error) {
    if (error instanceof TokenError)
      throw new ContentError(displayPath(raw.file), [error.message.replace(/^\(value\): /, 'body: ')]);
    throw error;
  }
}

/** Checks data against a schema; every wrong field becomes a line of one ContentError. */
export function parseEntry<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(
    displayPath(file),
    result.error.issues.map((issue) => `${fieldPath(issue.path) || '(file)'}: ${issue.message}`),
  );
}

export type Entry<T> = { id: string; file: string; data: T; body?: string };

/** The singletons and collections that have a schema. */
export type SchemaSingleton = keyof ContentSchemas['singletons'] & SingletonName;
export type SchemaCollection = keyof ContentSchemas['collections'] & CollectionName;

export type SingletonData<N extends SchemaSingleton> = z.output<ContentSchemas['singletons'][N]>;
export type CollectionData<N extends SchemaCollection> = z.output<ContentSchemas['collections'][N]>;

export function readSingleton<N extends SchemaSingleton>(name: N, facts = factValues()): SingletonData<N> {
  const raw = readRawSingleton(name);
  const { data } = expandEntry(raw, facts);
  return parseEntry(schemasForNode.singletons[name], data, raw.file) as SingletonData<N>;
}

export function readCollection<N extends SchemaCollection>(
  name: N,
  facts = factValues(),
): Entry<CollectionData<N>>[] {
  return readRawCollection(name).map((raw) => {
    const { data, body } = expandEntry(raw, facts);
    const parsed = parseEntry(schemasForNode.collections[name], data, raw.file) as CollectionData<N>;
    return body === undefined
      ? { id: raw.id, file: raw.file, data: parsed }
      : { id: raw.id, file: raw.file, data: parsed, body };
  });
}

/** One entry of a collection, or a thrown error naming what is missing. */
export function readEntry<N extends SchemaCollection>(
  name: N,
  id: string,
  facts = factValues(),
): Entry<CollectionData<N>> {
  const entry = readCollection(name, facts).find((candidate) => candidate.id === id);
  if (!entry)
    throw new Error(
      `No entry "${id}" in ${COLLECTIONS[name].label} (src/content/${COLLECTIONS[name].folder}/)`,
    );
  return entry;
}

/** Every mistake in the content, as lines (empty when all is well): what `npm run check:content` prints. */
export function contentProblems(): string[] {
  const problems: string[] = [];
  const attempt = (read: () => unknown) => {
    try {
      read();
    } catch (error) {
      problems.push(error instanceof ContentError ? error.message : String(error));
    }
  };
  let facts: FactValues = new Map();
  attempt(() => {
    facts = factValues();
  });
  for (const name of Object.keys(schemasForNode.singletons) as SchemaSingleton[])
    attempt(() => readSingleton(name, facts));
  for (const name of Object.keys(schemasForNode.collections) as SchemaCollection[])
    for (const raw of readRawCollection(name))
      attempt(() => {
        const { data } = expandEntry(raw, facts);
        parseEntry(schemasForNode.collections[name], data, raw.file);
      });
  return problems;
}
