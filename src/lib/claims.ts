/**
 * The claims register's reader (issue 28): what the built pages claim, sentence by sentence. It finds
 * figures (percentages, money, multiples, counts of days, accounts and the like), certifications and named
 * standards, dates, prices and plan terms in the text of every page, and sorts each into backed (the spec
 * states it, a customer story or an owner fact carries it) or unbacked, so the launch check can list what
 * nobody has vouched for, with the page, the sentence and why it matters.
 *
 * Mock-ups are samples (fictional people, companies and figures, marked `data-sample` or labelled
 * "Sample …"): their contents are not claims and are left out.
 */
import { JSDOM } from 'jsdom';

export type ClaimKind = 'figure' | 'money' | 'multiple' | 'count' | 'standard' | 'date' | 'price';

export type FoundClaim = { kind: ClaimKind; text: string; sentence: string };

export type PageClaim = FoundClaim & { page: string };

/** What a kind of claim is, and why a buyer, counsel or an auditor will ask about it. */
export const CLAIM_WHY: Record<ClaimKind, string> = {
  figure: 'A result stated as a percentage: a buyer will ask where it comes from.',
  money:
    'An amount of money stated as a result or a price: it must match a source the company stands behind.',
  multiple: 'A multiple stated as a result: a buyer will ask for the comparison behind it.',
  count: 'A count (days, accounts, deals, …) stated as fact: it must come from a source.',
  standard: 'A certification or named standard: an auditor, a report or the engineering team must back it.',
  date: 'A date stated as fact (an effective date, a publication date): counsel or the author must confirm it.',
  price: 'A price or plan term: it binds the company commercially.',
};

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';

/** The patterns of each kind, most specific first (a match is claimed by the first kind that finds it). */
const PATTERNS: [ClaimKind, RegExp][] = [
  [
    'price',
    /\$\d[\d,]*(?:\.\d+)?\s?\/\s?month|\b\d[\d,]* USD(?: per month| a month)?|\bbilled (?:monthly|annually|yearly)\b/gi,
  ],
  ['money', /\$\d[\d,]*(?:\.\d+)?\s?(?:[KMB]\b|million\b|billion\b)?/g],
  ['figure', /\b\d+(?:\.\d+)?(?:\s?(?:-|–|to)\s?\d+(?:\.\d+)?)?\s?%/g],
  ['multiple', /\b\d+(?:\.\d+)?(?:\s?(?:-|–)\s?\d+(?:\.\d+)?)?x\b/g],
  [
    'standard',
    /\bSOC ?2(?: Type (?:I{1,2}|1|2))?\b|\bISO(?:\/IEC)? ?\d{4,5}(?:[: ]\d{4})?\b|\bGDPR\b|\bCCPA\b|\bHIPAA\b|\bTLS \d(?:\.\d)?(?: or higher)?|\bAES-\d{3}\b|\bOAuth \d(?:\.\d)?\b|\bSAML\b|\bSCIM\b|\bstandard contractual clauses\b/gi,
  ],
  ['date', new RegExp(`\\b${MONTH}(?: \\d{1,2},)? \\d{4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b`, 'g')],
  [
    'count',
    // Lower-case units only: "1 Account" is a numbered label, "30 days" a claim.
    /\b\d[\d,]*(?:\s?(?:-|–|to)\s?\d[\d,]*)?(?:\+)?[ -](?:minutes?|hours?|days?|weeks?|months?|years?|accounts?|alerts?|stakeholders?|deals?|opportunit(?:y|ies)|customers?|contacts?|seats?|ratings?|reviews?|meetings?|companies|teams?|reps?|sellers?)\b/g,
  ],
];

/** Elements whose own text is read as a block (their inner text is one run of prose). */
const BLOCKS =
  'p, li, h1, h2, h3, h4, h5, h6, td, th, dd, dt, figcaption, blockquote, summary, caption, label';

/** The text blocks of a page, outside mock-ups, scripts and the hidden parts. */
export function textBlocks(html: string): string[] {
  const { document } = new JSDOM(html).window;
  for (const element of Array.from(
    document.querySelectorAll(
      'script, style, template, noscript, svg, [data-sample], [aria-label^="Sample"], [hidden]',
    ),
  ))
    element.remove();
  // A block inside another block is read with it; separate inline pieces keep a space between them.
  return Array.from(document.querySelectorAll(BLOCKS))
    .filter((element) => !element.parentElement?.closest(BLOCKS))
    .map((element) => {
      for (const child of Array.from(element.querySelectorAll('*'))) child.append(' ');
      return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    })
    .filter(Boolean);
}

/** Sentences of a block. */
function sentencesOf(block: string): string[] {
  return block.split(/(?<=[.!?])\s+(?=[A-Z0-9“"$])/).filter(Boolean);
}

/** Every claim in a text, with its sentence. */
export function claimsIn(blocks: readonly string[]): FoundClaim[] {
  const found: FoundClaim[] = [];
  for (const sentence of blocks.flatMap(sentencesOf)) {
    const taken: [number, number][] = [];
    for (const [kind, pattern] of PATTERNS) {
      for (const match of sentence.matchAll(pattern)) {
        const start = match.index ?? 0;
        const end = start + match[0].length;
        if (taken.some(([from, to]) => start < to && end > from)) continue;
        taken.push([start, end]);
        found.push({ kind, text: match[0].trim(), sentence });
      }
    }
  }
  return found;
}

/** A claim's text made comparable: hyphens and dashes alike, no spaces, no trailing "or higher". */
export function normalizeClaim(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‐‑–—]/g, '-')
    .replace(/\s+to\s+/g, '-')
    .replace(/\s+/g, '')
    .replace(/,(?=\d{3})/g, '');
}

export type Backing = {
  /** Normalised texts the spec states (src/content/claims/spec.yaml). */
  spec: ReadonlySet<string>;
  /** Normalised texts an owner fact or a customer story carries, with where it comes from. */
  sources: ReadonlyMap<string, string>;
  /**
   * Phrases an owner fact lists as its claims (kind "clauses"), normalised by `normalizePhrase`: a
   * sentence that contains one is that fact's to confirm.
   */
  phrases?: ReadonlyMap<string, string>;
};

/** A phrase made comparable: lower case, one kind of quote and dash, single spaces. */
export function normalizePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where a claim is backed: 'spec', the source's name, or undefined (unbacked). */
export function backingOf(claim: FoundClaim, backing: Backing): string | undefined {
  const key = normalizeClaim(claim.text);
  if (backing.spec.has(key)) return 'spec';
  const source = backing.sources.get(key);
  if (source) return source;
  const sentence = normalizePhrase(claim.sentence);
  for (const [phrase, fact] of backing.phrases ?? []) if (sentence.includes(phrase)) return fact;
  return undefined;
}

/** Every figure, standard or date an owner fact or a customer story states, keyed for `Backing.sources`. */
export function sourcesFrom(
  entries: readonly { id: string; texts: readonly string[] }[],
): Map<string, string> {
  const sources = new Map<string, string>();
  for (const { id, texts } of entries)
    for (const claim of claimsIn(texts))
      if (!sources.has(normalizeClaim(claim.text))) sources.set(normalizeClaim(claim.text), id);
  return sources;
}

/** Every text inside a value (strings and numbers, at any depth). */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/** The claims of every page that nothing backs, in page order (`blocks`: the page's `textBlocks`). */
export function unbackedClaims(
  pages: readonly { path: string; blocks: readonly string[] }[],
  backing: Backing,
): PageClaim[] {
  const seen = new Set<string>();
  const unbacked: PageClaim[] = [];
  for (const { path, blocks } of pages) {
    for (const claim of claimsIn(blocks)) {
      if (backingOf(claim, backing)) continue;
      const key = `${path}\n${claim.text}\n${claim.sentence}`;
      if (seen.has(key)) continue;
      seen.add(key);
      unbacked.push({ ...claim, page: path });
    }
  }
  return unbacked;
}
