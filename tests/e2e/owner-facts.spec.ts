/**
 * Owner facts (src/content/owner-facts.ts) say where they appear; this checks the built HTML agrees, both
 * ways: each fact shows on every page it names, and on no page it does not name. Reads dist/ only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FactPlacement, listOwnerFacts, ownerFacts } from '#src/content/owner-facts.ts';
import { expect, noPageTest as test } from './fixtures';

const DIST = join(import.meta.dirname, '..', '..', 'dist');

const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({
    path: file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`,
    html: readFileSync(join(DIST, file), 'utf8'),
  }));

/** The page without the blocks every page carries (Organization and WebSite JSON-LD): what is its own. */
const ownHtml = (html: string) =>
  html.replace(
    /<script type="application\/ld\+json">[^<]*"@type":"(?:Organization|WebSite)"[^<]*<\/script>/g,
    '',
  );

/** Markup React and Astro write for a text: `&` and quotes escaped. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** What to look for in the HTML: text that belongs to this fact and nothing else. */
function needles(id: string, value: unknown): string[] {
  const v = value as Record<string, string>;
  if (id === 'founder') return [v.name ?? ''];
  if (id === 'postalAddress') return [v.street ?? ''];
  if (id === 'mailboxes') return [v.support ?? '', v.security ?? ''];
  if (id === 'companyProfiles') return [v.linkedin ?? ''];
  if (id === 'rating') return [`data-rating-value="${(value as { value: number }).value}"`];
  if (id === 'integrations' || id === 'certifications') return Object.values(v);
  if (id === 'legalName') return [(value as string).replace(/\.$/, '')];
  if (id.startsWith('quotes.')) return [asHtml(v.text ?? '')];
  if (id.startsWith('customerProfiles.')) return [v.url ?? ''];
  if (id.startsWith('customers.') || id === 'fifthLogo') return [v.name ?? ''];
  if (id.startsWith('claims.')) return (value as { figures: string[] }).figures;
  return [asHtml(String(value))];
}

const everywhere = (placements: readonly FactPlacement[]) => placements.some(({ path }) => path === '*');

for (const { id, fact } of listOwnerFacts(ownerFacts)) {
  test(`owner fact ${id} shows exactly where it says`, () => {
    const texts = needles(id, fact.value).filter(Boolean);
    expect(texts.length).toBeGreaterThan(0);
    const shows = (html: string) => texts.some((text) => html.includes(text));
    const named = new Set<string>(fact.appearsOn.map(({ path }) => path));
    if (everywhere(fact.appearsOn)) {
      expect(pages.filter((page) => !shows(page.html)).map((page) => page.path)).toEqual([]);
    }
    const missing = [...named].filter(
      (path) => path !== '*' && !shows(ownHtml(pages.find((page) => page.path === path)?.html ?? '')),
    );
    expect(missing, 'named pages that do not show it').toEqual([]);
    if (!everywhere(fact.appearsOn)) {
      const unnamed = pages
        .filter((page) => !named.has(page.path) && shows(ownHtml(page.html)))
        .map((page) => page.path);
      expect(unnamed, 'pages that show it without being named').toEqual([]);
    }
  });
}
