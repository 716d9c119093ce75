/**
 * Owner facts inside Markdown. The legal documents write `$fact:postalAddress.city$` where the Terms or
 * the Privacy Policy name something only the company can confirm; the loader below puts in the value from
 * content/owner-facts.ts before the Markdown is rendered (text and link targets alike), so the Markdown
 * never repeats a fact.
 *
 * A token names a fact (`legalName`), or a field of a fact's value (`mailboxes.support`). An object value
 * is written as its fields joined by commas (`$fact:postalAddress$` → "2261 Market Street, …"). An
 * unknown token fails the build.
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { ownerFacts } from '#src/content/owner-facts.ts';

export const FACT_TOKEN = /\$fact:([A-Za-z][A-Za-z.]*)\$/g;

function isFactNode(node: unknown): node is { value: unknown; appearsOn: unknown } {
  return typeof node === 'object' && node !== null && 'value' in node && 'appearsOn' in node;
}

function asText(value: unknown, token: string): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return Object.values(value)
      .map((field) => asText(field, token))
      .join(', ');
  throw new Error(`$fact:${token}$ is not text`);
}

/** The text of one token (without the `$fact:` and `$`), read from the given fact tree. */
export function resolveFactToken(token: string, facts: object = ownerFacts): string {
  let node: unknown = facts;
  for (const key of token.split('.')) {
    const from: unknown = isFactNode(node) ? node.value : node;
    if (typeof from !== 'object' || from === null || !(key in from))
      throw new Error(`Unknown owner fact $fact:${token}$ (content/owner-facts.ts)`);
    node = (from as Record<string, unknown>)[key];
  }
  return asText(isFactNode(node) ? node.value : node, token);
}

/** Replaces every `$fact:…$` token in a string. */
export function expandFactTokens(text: string, facts: object = ownerFacts): string {
  return text.replace(FACT_TOKEN, (_match, token: string) => resolveFactToken(token, facts));
}

type RenderEntry = { body?: string | undefined } & Record<string, unknown>;
type EntryType = {
  getRenderFunction?: (config: never) => Promise<(entry: RenderEntry) => Promise<unknown>>;
} & Record<string, unknown>;
/** The loader context, with the entry types the glob loader renders Markdown through. */
type GlobContext = LoaderContext & { entryTypes: Map<string, EntryType> };

/** Entry types whose renderers see the Markdown body with its tokens replaced. */
export function withFactTokens(entryTypes: Map<string, EntryType>, facts: object = ownerFacts) {
  return new Map(
    [...entryTypes].map(([extension, entryType]) => {
      const { getRenderFunction } = entryType;
      if (!getRenderFunction) return [extension, entryType] as const;
      return [
        extension,
        {
          ...entryType,
          getRenderFunction: async (config: never) => {
            const render = await getRenderFunction(config);
            return (entry: RenderEntry) =>
              render({ ...entry, body: expandFactTokens(entry.body ?? '', facts) });
          },
        },
      ] as const;
    }),
  );
}

/**
 * Astro's `glob()` loader for Markdown that carries `$fact:…$` tokens: the page is rendered from the
 * Markdown with the tokens replaced, and an entry is rendered again whenever the facts change.
 */
export function globWithOwnerFacts(options: Parameters<typeof glob>[0]): Loader {
  const inner = glob(options);
  const fingerprint = JSON.stringify(ownerFacts);
  return {
    name: 'glob-with-owner-facts',
    load: (context) => {
      const { entryTypes, generateDigest } = context as GlobContext;
      return inner.load({
        ...context,
        entryTypes: withFactTokens(entryTypes),
        generateDigest: (data) => generateDigest(typeof data === 'string' ? `${data}\n${fingerprint}` : data),
      } as GlobContext);
    },
  };
}
