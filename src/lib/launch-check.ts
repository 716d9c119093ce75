/**
 * The launch check: which owner facts (content/owner-facts.ts) nobody at the company has confirmed yet.
 * `npm run launch-check` prints them and exits 1 while there are any; every build prints one warning line
 * with their count, and a launch build (`LAUNCH=1 npm run build`) fails while there are any
 * (integrations/launch-check.ts).
 */
import { listOwnerFacts, type OwnerFact } from '#src/content/owner-facts.ts';

export type Env = Readonly<Record<string, string | undefined>>;

export type UnconfirmedFact = { id: string; fact: OwnerFact };

/**
 * Facts still to confirm. A fact whose environment variable is set at build time counts as confirmed: the
 * deploy chose its value on purpose.
 */
export function unconfirmedFacts(facts: object, env: Env = {}): UnconfirmedFact[] {
  return listOwnerFacts(facts).filter(({ fact }) => !fact.confirmed && !(fact.env && env[fact.env]?.trim()));
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

function pages(fact: OwnerFact): string {
  return fact.appearsOn
    .map(({ path, where }) => `${path === '*' ? 'every page' : path} (${where})`)
    .join('; ');
}

/** The report `npm run launch-check` prints. */
export function launchReport(unconfirmed: readonly UnconfirmedFact[], total: number): string {
  if (unconfirmed.length === 0)
    return `Launch check: all ${total} owner facts are confirmed (src/content/owner-facts.ts).\n`;
  const entries = unconfirmed.map(({ id, fact }, index) =>
    [
      `${index + 1}. ${fact.label} [${id}]`,
      `   Value: ${describeValue(fact.value)}`,
      `   Shown on: ${pages(fact)}`,
      `   Why it matters: ${fact.why}`,
      ...(fact.env ? [`   Or set ${fact.env} at build time to choose the value for this deploy.`] : []),
    ].join('\n'),
  );
  return [
    `Launch check: ${unconfirmed.length} of ${total} owner facts are not confirmed.`,
    'Someone at the company must confirm each (or change it), then set `confirmed: true` in',
    'src/content/owner-facts.ts, with `confirmedBy` and `confirmedOn`.',
    '',
    ...entries,
    '',
  ].join('\n');
}

/** The one line every build prints, or undefined when everything is confirmed. */
export function buildWarning(unconfirmed: readonly UnconfirmedFact[]): string | undefined {
  if (unconfirmed.length === 0) return undefined;
  const noun = unconfirmed.length === 1 ? 'owner fact is' : 'owner facts are';
  return `${unconfirmed.length} ${noun} not confirmed: run \`npm run launch-check\` before launch (LAUNCH=1 builds refuse them).`;
}

/** Runs the check for the CLI: writes the report and returns the exit code. */
export function runLaunchCheck(facts: object, env: Env, write: (text: string) => void): 0 | 1 {
  const unconfirmed = unconfirmedFacts(facts, env);
  write(launchReport(unconfirmed, listOwnerFacts(facts).length));
  return unconfirmed.length === 0 ? 0 : 1;
}
