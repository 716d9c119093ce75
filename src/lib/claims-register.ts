/**
 * The claims register of this site (issue 28): what backs a claim on a built page. The spec's own
 * figures, standards and dates (src/content/claims/spec.yaml), every figure an owner fact or a customer
 * story states, and the phrases owner facts of kind "clauses" list as theirs (a sentence holding one is
 * that fact's to confirm). What nothing backs, the launch check lists page by page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { parse as parseYaml } from 'yaml';
import { listFiles } from '../../shared/dist-files.ts';
import { contentDir } from '../content/loaders/files.ts';
import {
  type Backing,
  CLAIM_WHY,
  normalizeClaim,
  normalizePhrase,
  type PageClaim,
  sourcesFrom,
  textBlocks,
  textsOf,
  unbackedClaims,
} from './claims.ts';
import type { FactEntry } from './launch-check.ts';

const specClaimsSchema = z.record(z.string(), z.array(z.union([z.string(), z.number()])));

/** The spec's figures, standards, dates and prices, normalised. */
export function specClaims(): Set<string> {
  const file = join(contentDir(), 'claims', 'spec.yaml');
  const lists = specClaimsSchema.parse(parseYaml(readFileSync(file, 'utf8')));
  return new Set(
    Object.values(lists)
      .flat()
      .map((text) => normalizeClaim(String(text))),
  );
}

/** The phrases that find a fact's statements on the pages, when it lists them (kind "clauses"). */
export function clausesOf({ fact }: FactEntry): string[] {
  if (fact.value.discriminant !== 'clauses') return [];
  const { items, find } = fact.value.value as { items: string[]; find?: string[] };
  return find ?? items;
}

/** What backs claims: the spec, the facts' own figures and their clauses, and any further sources. */
export function siteBacking(
  facts: readonly FactEntry[],
  more: readonly { id: string; texts: string[] }[] = [],
): Backing {
  const phrases = new Map<string, string>();
  for (const entry of facts)
    for (const clause of clausesOf(entry)) phrases.set(normalizePhrase(clause), entry.id);
  return {
    spec: specClaims(),
    sources: sourcesFrom([
      ...facts.map(({ id, fact }) => ({ id, texts: textsOf(fact.value.value) })),
      ...more,
    ]),
    phrases,
  };
}

/** A built page: its URL path, its text blocks as a reader sees them, and their normalised text. */
export type BuiltPage = { path: string; blocks: string[]; text: string };

/** Every built HTML page of `dist`, by URL path, read once. */
export async function builtPages(dist: string): Promise<BuiltPage[]> {
  const files = (await listFiles(dist)).filter((file) => file.endsWith('.html') && !file.startsWith('.'));
  return files.map((file) => {
    const blocks = textBlocks(readFileSync(join(dist, file), 'utf8'));
    const path =
      file === 'index.html' ? '/' : file === '404.html' ? '(404 page)' : `/${file.replace(/\.html$/, '')}`;
    return { path, blocks, text: normalizePhrase(blocks.join('\n')) };
  });
}

/** The pages where a clause fact's phrases appear (in the built pages, not where the fact says). */
export function pagesShowing(entry: FactEntry, pages: readonly BuiltPage[]): string[] {
  const phrases = clausesOf(entry).map(normalizePhrase);
  return pages.filter(({ text }) => phrases.some((phrase) => text.includes(phrase))).map(({ path }) => path);
}

/** The report of unbacked claims, grouped by page, each with its sentence and why it matters. */
export function claimsReport(unbacked: readonly PageClaim[]): string {
  if (unbacked.length === 0)
    return 'Claims on the pages: every figure, standard, date and price is backed.\n';
  const byPage = new Map<string, PageClaim[]>();
  for (const claim of unbacked) byPage.set(claim.page, [...(byPage.get(claim.page) ?? []), claim]);
  const lines = [
    `Claims on the pages: ${unbacked.length} that neither the specification nor an owner fact or customer story backs.`,
    'Back each with an owner fact (src/content/owner-facts/: its figures, or a "clauses" fact listing the',
    'sentence), or change the sentence.',
    '',
  ];
  for (const [page, claims] of byPage) {
    lines.push(`${page}`);
    for (const { kind, text, sentence } of claims)
      lines.push(`  - "${text}" in: ${sentence}`, `    Why it matters: ${CLAIM_WHY[kind]}`);
  }
  return `${lines.join('\n')}\n`;
}

export { unbackedClaims };
