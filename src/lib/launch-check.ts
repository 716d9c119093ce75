/**
 * The launch check: which owner facts (src/content/owner-facts/) nobody at the company has confirmed yet.
 * `npm run launch-check` prints them and exits 1 while there are any; every build prints one warning line
 * with their count; a launch build (`LAUNCH=1 npm run build`) fails while there are any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { displayPath } from '#src/content/loaders/files.ts';
import { parseEntry } from '#src/content/loaders/read.ts';
import { type OwnerFactEntry, ownerFactSchema } from '#src/content/schemas/owner-facts.ts';

export type Env = Readonly<Record<string, string | undefined>>;

/** One fact: its id (the file name), its file and its fields. */
export type FactEntry = { id: string; file: string; fact: OwnerFactEntry };

/** The facts of a folder of fact files (the site's, or a test fixture's), each checked against the schema. */
export function readFactsFrom(folder: string): FactEntry[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => {
      const file = join(folder, name);
      return {
        id: name.slice(0, -'.yaml'.length),
        file,
        fact: parseEntry(ownerFactSchema, parseYaml(readFileSync(file, 'utf8')), file),
      };
    });
}

/**
 * Facts still to confirm. A fact whose environment variable is set at build time counts as confirmed: the
 * deploy chose its value on purpose.
 */
export function unconfirmedFacts(facts: readonly FactEntry[], env: Env = {}): FactEntry[] {
  return facts.filter(({ fact }) => !fact.confirmed && !(fact.env && env[fact.env]?.trim()));
}

/** A value in one line: text as is, objects as `key: value` pairs, long values shortened. */
export function describeValue(value: unknown): string {
  const text =
    value === null
      ? 'not given'
      : typeof value === 'object'
        ? Array.isArray(value)
          ? value.map(describeValue).join(', ')
          : Object.entries(value)
              .map(([key, field]) => `${key}: ${describeValue(field)}`)
              .join('; ')
        : String(value);
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

function pages(fact: OwnerFactEntry): string {
  return fact.appearsOn
    .map(({ path, where }) => `${path === '*' ? 'every page' : path} (${where})`)
    .join('; ');
}

/** Where a fact shows, found in the built pages (a fact that lists its phrases), when known. */
export type ShownOn = (entry: FactEntry) => readonly string[] | undefined;

/** The report `npm run launch-check` prints. */
export function launchReport(unconfirmed: readonly FactEntry[], total: number, shownOn?: ShownOn): string {
  if (unconfirmed.length === 0)
    return `Launch check: all ${total} owner facts are confirmed (src/content/owner-facts/).\n`;
  const entries = unconfirmed.map((entry, index) => {
    const { id, file, fact } = entry;
    const found = shownOn?.(entry);
    return [
      `${index + 1}. ${fact.label} [${id}]`,
      `   Value: ${describeValue(fact.value.value)}`,
      found
        ? `   Shown on (found in the built pages): ${found.length > 0 ? found.join(', ') : 'no page any more: update the phrases or remove the fact'}`
        : `   Shown on: ${pages(fact)}`,
      `   Why it matters: ${fact.why}`,
      `   File: ${displayPath(file)}`,
      ...(fact.env ? [`   Or set ${fact.env} at build time to choose the value for this deploy.`] : []),
    ].join('\n');
  });
  return [
    `Launch check: ${unconfirmed.length} of ${total} owner facts are not confirmed.`,
    'Someone at the company must confirm each (or change it), then tick Confirmed in the editor',
    '(Owner facts), or set `confirmed: true`, `confirmedBy` and `confirmedOn` in its file.',
    '',
    ...entries,
    '',
  ].join('\n');
}

/** The one line every build prints, or undefined when everything is confirmed. */
export function buildWarning(unconfirmed: readonly FactEntry[]): string | undefined {
  if (unconfirmed.length === 0) return undefined;
  const noun = unconfirmed.length === 1 ? 'owner fact is' : 'owner facts are';
  return `${unconfirmed.length} ${noun} not confirmed: run \`npm run launch-check\` before launch (LAUNCH=1 builds refuse them).`;
}

/** Runs the check for the CLI: writes the report and returns the exit code. */
export function runLaunchCheck(
  facts: readonly FactEntry[],
  env: Env,
  write: (text: string) => void,
  shownOn?: ShownOn,
): 0 | 1 {
  const unconfirmed = unconfirmedFacts(facts, env);
  write(launchReport(unconfirmed, facts.length, shownOn));
  return unconfirmed.length === 0 ? 0 : 1;
}
