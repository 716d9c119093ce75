/**
 * Tokens: names that copy uses in many places and that must read the same everywhere. A content file
 * writes `$brand$ alerts the owner in $teamChat$`; the loader replaces each token before the entry is
 * checked and rendered, so the files read as prose and a name changes in one place.
 *
 * - `$brand$`: the product's name (site.config.ts).
 * - `$salesCrm$`, `$marketingCrm$`, `$teamChat$`: the tools alerts reach (owner fact `integrations`).
 * - `$founder$`, `$founderTitle$`: the founder's name and title (owner fact `founder`).
 * - `$meetingMinutes$`: the length of the demo call (site.config.ts).
 * - `$fact:<id>$` or `$fact:<id>.<field>$`: any owner fact (src/content/owner-facts/<id>.yaml), or one
 *   field of it (`$fact:postal-address.city$`); a fact made of several fields reads as them joined by commas.
 *
 * An unknown token, or a fact that does not exist, stops the build with the file and the field named.
 */
import { siteConfig } from '#src/site.config.ts';

export const TOKEN = /\$((?:fact:)?[A-Za-z][A-Za-z0-9.-]*)\$/g;

/** The raw owner facts: id → the fact's value (a text, or fields of text). */
export type FactValues = ReadonlyMap<string, unknown>;

/** Named tokens and what they stand for: a config value, or a path into the owner facts. */
const NAMED = {
  brand: { config: () => siteConfig.name },
  meetingMinutes: { config: () => String(siteConfig.scheduler.meetingMinutes) },
  salesCrm: { fact: 'integrations.salesCrm' },
  marketingCrm: { fact: 'integrations.marketingCrm' },
  teamChat: { fact: 'integrations.teamChat' },
  founder: { fact: 'founder.name' },
  founderTitle: { fact: 'founder.title' },
} as const satisfies Record<string, { config: () => string } | { fact: string }>;

export const NAMED_TOKENS = Object.keys(NAMED) as (keyof typeof NAMED)[];

export class TokenError extends Error {}

function asText(value: unknown, token: string): string {
  // A field nobody has filled in yet (a rating's source) reads as nothing; the page that shows it decides.
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => asText(item, token)).join(', ');
  if (typeof value === 'object' && value !== null)
    return Object.values(value)
      .filter((field) => field !== null && field !== '')
      .map((field) => asText(field, token))
      .join(', ');
  throw new TokenError(`$${token}$ has no text`);
}

/** The text of one fact path: `integrations.teamChat`, `postal-address`. */
export function factText(path: string, facts: FactValues, token = `fact:${path}`): string {
  const [id = '', ...fields] = path.split('.');
  if (!facts.has(id))
    throw new TokenError(
      `$${token}$ names an owner fact that does not exist (src/content/owner-facts/${id}.yaml)`,
    );
  let node: unknown = facts.get(id);
  for (const field of fields) {
    if (typeof node !== 'object' || node === null || !(field in node))
      throw new TokenError(`$${token}$: the owner fact "${id}" has no field "${field}"`);
    node = (node as Record<string, unknown>)[field];
  }
  return asText(node, token);
}

/** The text a token stands for (without its `$` signs). */
export function tokenText(token: string, facts: FactValues): string {
  if (token.startsWith('fact:')) return factText(token.slice('fact:'.length), facts, token);
  const named = (NAMED as Record<string, { config: () => string } | { fact: string }>)[token];
  if (!named)
    throw new TokenError(
      `unknown token $${token}$ (known: ${NAMED_TOKENS.map((name) => `$${name}$`).join(', ')}, $fact:<id>$)`,
    );
  return 'config' in named ? named.config() : factText(named.fact, facts, token);
}

/** Replaces every token in a text. */
export function expandTokens(text: string, facts: FactValues): string {
  return text.replace(TOKEN, (_match, token: string) => tokenText(token, facts));
}

/** A field's place in an entry, as messages print it: `hero.cta.label`, `faq.items[2].answer`. */
export function fieldPath(path: readonly (string | number | symbol)[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/**
 * Replaces the tokens in every text of an entry's data. A bad token throws a TokenError that names the
 * field it sits in (the caller adds the file).
 */
export function expandTokensDeep<T>(data: T, facts: FactValues, path: (string | number)[] = []): T {
  if (typeof data === 'string') {
    try {
      return expandTokens(data, facts) as T;
    } catch (error) {
      if (error instanceof TokenError)
        throw new TokenError(`${fieldPath(path) || '(value)'}: ${error.message}`);
      throw error;
    }
  }
  if (Array.isArray(data))
    return data.map((item, index) => expandTokensDeep(item, facts, [...path, index])) as T;
  if (typeof data === 'object' && data !== null && !(data instanceof Date))
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, expandTokensDeep(value, facts, [...path, key])]),
    ) as T;
  return data;
}
