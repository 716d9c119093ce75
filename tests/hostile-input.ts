/**
 * Hostile values for everything a page reads from outside (src/lib/outside-input.ts): a fixed list every
 * unit test runs, and a seeded generator for the browser fuzz test (tests/e2e/fuzz.spec.ts). The same
 * seed gives the same values, so a failure reproduces with `FUZZ_SEED=<seed>`.
 *
 * A payload that would run, if some reader ever put it into the page as markup or a URL, sets
 * `window.__fuzzExecuted`; one that would add an element marks it `fuzz-injected`. The fuzz test looks
 * for both.
 */

/** Set by any payload that runs. */
export const EXECUTED_FLAG = '__fuzzExecuted';
/** Tag name and attribute of any element a payload would add. */
export const INJECTED_MARK = 'fuzz-injected';

const run = `window.${EXECUTED_FLAG}=1`;

/** Pieces the generator joins; each list is one kind of trouble. */
export const HOSTILE_PIECES = {
  percent: [
    '%',
    '%%',
    '%Z',
    '%ZZ',
    '%2',
    '100%',
    '%E0%A4%A',
    '%C3',
    '%C3%28',
    '%FF%FE',
    '%ED%A0%80',
    '%u0041',
    '%00',
    '%0A',
    '%25',
    '%2525',
    '%E2%80%AE',
    '%3Cscript%3E',
  ],
  control: ['\0', '\x01', '\x07', '\b', '\t', '\n', '\r', '\x1b', '\x7f', '\x85', '\x9f', '\u2028', '\u2029'],
  unicode: [
    'é',
    'café',
    '🚀',
    '👩‍👩‍👧‍👦',
    '🏳️‍🌈',
    '\u202e',
    '\ufeff',
    '\u200b',
    '\ud800',
    '\udfff',
    'Ω',
    '漢字',
    'ﬁ',
    'İ',
    'A\u0301',
    '\ufffd',
    'ａｂｃ',
  ],
  html: [
    `<${INJECTED_MARK}></${INJECTED_MARK}>`,
    `<img src=x onerror="${run}" ${INJECTED_MARK}>`,
    `"><script ${INJECTED_MARK}>${run}</script>`,
    `'><iframe ${INJECTED_MARK} src="javascript:${run}"></iframe>`,
    `</astro-island><${INJECTED_MARK}>`,
    `<svg onload="${run}" ${INJECTED_MARK}>`,
    `<a href="javascript:${run}" ${INJECTED_MARK}>x</a>`,
    `{{constructor.constructor('${run}')()}}`,
    `\${${run}}`,
    '<!--',
    ']]>',
  ],
  scriptUrl: [
    `javascript:${run}`,
    `JaVaScRiPt:${run}`,
    ` javascript:${run}`,
    `\x01javascript:${run}`,
    `java\tscript:${run}`,
    `data:text/html,<script>${run}</script>`,
    'vbscript:msgbox(1)',
  ],
  plain: [
    '#',
    '?',
    '&',
    '=',
    '+',
    ' ',
    '/',
    '//',
    '\\',
    '..',
    'q=',
    '__proto__',
    'constructor',
    'toString',
    'null',
    'undefined',
    '-1',
    'NaN',
    'true',
    '[]',
    '{}',
    '"',
    "'",
    'granted',
    'denied',
  ],
} as const;

export type HostileKind = keyof typeof HOSTILE_PIECES;
const kinds = Object.keys(HOSTILE_PIECES) as HostileKind[];

/** The length of the "huge" values: far past every cap in outside-input.ts. */
export const HUGE_LENGTH = 5000;

/**
 * Every piece on its own, the values the issue reported, and huge ones: what the unit tests run against
 * each reader.
 */
export const HOSTILE_VALUES: readonly string[] = [
  '',
  ...Object.values(HOSTILE_PIECES).flat(),
  'playbook-%ZZ',
  '#%',
  '#playbook-%ZZ',
  '#%E0%A4%A',
  'q=100%',
  'a'.repeat(HUGE_LENGTH),
  '%'.repeat(HUGE_LENGTH),
  '%E0'.repeat(HUGE_LENGTH / 3),
  '🚀'.repeat(HUGE_LENGTH / 2),
  '\0'.repeat(HUGE_LENGTH),
];

/** mulberry32: a small, fast PRNG with a 32-bit state; the same seed gives the same sequence. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    chance: (probability: number) => next() < probability,
    pick: <T>(list: readonly T[]): T => list[int(list.length)] as T,
  };
}

export type Random = ReturnType<typeof seededRandom>;

/** The seed for this run: `FUZZ_SEED` when set (a decimal number), else the fixed default. */
export function fuzzSeed(env: string | undefined, fallback = 20_250_925): number {
  const parsed = Number(env);
  return env !== undefined && env !== '' && Number.isSafeInteger(parsed) ? parsed : fallback;
}

/** `value` percent-encoded as a URL component, or as it is when it cannot be (a lone surrogate). */
export function encoded(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * One generated hostile value: one to four pieces of random kinds, now and then around one of `valid`
 * (so a real anchor or a real stored value arrives with trouble attached), and one case in twelve huge.
 */
export function hostileValue(random: Random, valid: readonly string[] = []): string {
  if (random.chance(1 / 12)) {
    const piece = random.pick(HOSTILE_PIECES[random.pick(kinds)]) || 'x';
    return piece.repeat(Math.ceil(HUGE_LENGTH / piece.length)).slice(0, HUGE_LENGTH);
  }
  const parts: string[] = Array.from({ length: 1 + random.int(4) }, () =>
    random.pick(HOSTILE_PIECES[random.pick(kinds)]),
  );
  if (valid.length > 0 && random.chance(0.3)) {
    parts.splice(random.int(parts.length + 1), 0, random.pick(valid));
  }
  return parts.join('');
}
