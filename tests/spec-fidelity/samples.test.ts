/**
 * The sample cast (issue 28): the people and companies the product mock-ups show are fictional, and none of
 * them borrows the name of a real product or company of the field (src/content/claims/trademarks.yaml).
 * Every alert card of the site names an account and a competitor of the cast, so a renamed or new sample
 * cannot slip past the list. What the built mock-ups show is checked in tests/e2e/samples.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as load } from 'yaml';
import { readSingleton } from '#src/content/loaders/read.ts';
import { collision, trademarks } from '../trademarks.ts';

const CONTENT = join(import.meta.dirname, '..', '..', 'src', 'content');

const { cast } = readSingleton('samples');
const castNames = [
  ...cast.companies.map((name) => ['company', name] as const),
  ...cast.competitors.map((name) => ['competitor', name] as const),
  ...cast.people.map(({ name }) => ['person', name] as const),
  ...cast.team.map(({ name }) => ['teammate', name] as const),
];

/** Every object of every content file but the samples' own (their words) that has the given keys as text. */
function objectsWith(keys: readonly string[]): { file: string; value: Record<string, unknown> }[] {
  const found: { file: string; value: Record<string, unknown> }[] = [];
  const visit = (file: string, value: unknown) => {
    if (Array.isArray(value)) for (const item of value) visit(file, item);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (keys.every((key) => typeof record[key] === 'string')) found.push({ file, value: record });
      // `alertFields` are the names of an alert card's fields (“Account”, “Competitor”), not a card.
      for (const [key, item] of Object.entries(record)) if (key !== 'alertFields') visit(file, item);
    }
  };
  for (const entry of readdirSync(CONTENT, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.yaml')) continue;
    const path = join(entry.parentPath, entry.name);
    if (relative(CONTENT, path) === join('site', 'samples.yaml')) continue;
    visit(relative(CONTENT, path), load(readFileSync(path, 'utf8')));
  }
  return found;
}

describe('the sample cast and the trademark list (issue 28)', () => {
  it('keeps the list of known products and companies in the repository, with the field’s leaders', () => {
    const listed = trademarks.map(({ name }) => name);
    for (const name of ['Crayon', 'Klue', 'Gong', 'Salesforce', 'HubSpot', 'Slack', 'SignalScope'])
      expect(listed).toContain(name);
  });

  it.each(castNames)('%s “%s” borrows no real name of the field', (_kind, name) => {
    const collisions = trademarks.map((mark) => collision(name, mark.name)).filter(Boolean);
    expect(collisions).toEqual([]);
  });

  it('recognises a collision however it is spelled', () => {
    expect(collision('Signal Scope', 'SignalScope')).toBe('is the name of “SignalScope”');
    expect(collision('Gong Labs', 'Gong')).toBe('contains “Gong”');
    expect(collision('Rivalry AI', 'Rivalry')).toBe('contains “Rivalry”');
    expect(collision('Gongora Freight', 'Gong')).toBe('');
  });

  it('names an account and a competitor of the cast on every alert card of the site', () => {
    const cards = objectsWith(['account', 'competitor']);
    expect(cards.length).toBeGreaterThan(20);
    for (const { file, value } of cards) {
      expect(cast.companies, `${file}: account`).toContain(value.account);
      expect(cast.competitors, `${file}: competitor`).toContain(value.competitor);
    }
  });
});
