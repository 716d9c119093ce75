/**
 * Owner facts (src/content/owner-facts/) say where they appear; this checks the built HTML agrees, both
 * ways: each fact shows on every page it names, and on no page it does not name. A rating shows only once
 * confirmed, so an unconfirmed one must show nowhere. Customer stories (src/content/case-studies/) are
 * confirmed like facts: their quote and profile link show on their own page only, and every page the
 * launch check lists for a story shows it. Reads dist/ only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { caseStudies } from '#src/content/case-studies.ts';
import { collectionFolder } from '#src/content/loaders/files.ts';
import { readCollection } from '#src/content/loaders/read.ts';
import { KEEP_CLASS } from '#src/integrations/keep-compounds.ts';
import { builtPages, clausesOf, pagesShowing } from '#src/lib/claims-register.ts';
import { readFactsFrom } from '#src/lib/launch-check.ts';
import { sitePages, pagesShowing as storyPagesShowing } from '#src/lib/launch-check-pages.ts';
import { siteConfig } from '#src/site.config.ts';
import { builtClass } from './class-names';
import { expect, noPageTest as test } from './fixtures';

const DIST = join(import.meta.dirname, '..', '..', 'dist');

const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({
    path: file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`,
    html: readFileSync(join(DIST, file), 'utf8'),
  }));

/** The span the build puts round a short hyphenated word so it does not break (keep-compounds.ts). */
const KEPT_WORD = new RegExp(`<span class="${builtClass(KEEP_CLASS)}">([^<]*)</span>`, 'g');

/**
 * The page without the blocks every page carries (Organization and WebSite JSON-LD): what is its own; its
 * kept hyphenated words back in their text, as the content wrote them.
 */
const ownHtml = (html: string) =>
  html
    .replace(
      /<script type="application\/ld\+json">[^<]*"@type":"(?:Organization|WebSite)"[^<]*<\/script>/g,
      '',
    )
    .replace(KEPT_WORD, '$1');

/** Markup React and Astro write for a text: `&` and quotes escaped. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** What to look for in the HTML: text that belongs to this fact and nothing else. */
function needles(id: string, value: unknown): string[] {
  const v = value as Record<string, string>;
  if (id === 'brand') return [siteConfig.name];
  if (id === 'founder') return [v.name ?? ''];
  if (id === 'postal-address') return [v.street ?? ''];
  if (id === 'mailboxes') return [v.support ?? '', v.security ?? ''];
  if (id === 'company-profiles') return [v.linkedin ?? ''];
  if (id === 'rating') return [`data-rating-value="${(value as { value: number }).value}"`];
  if (id === 'integrations' || id === 'certifications') return Object.values(v);
  if (id === 'legal-name') return [(value as string).replace(/\.$/, '')];
  if (id.startsWith('quote-')) return [asHtml(v.text ?? '')];
  if (id === 'fifth-logo') return [v.name ?? ''];
  if (id.startsWith('claim-')) return (value as { figures: string[] }).figures;
  return [asHtml(String(value))];
}

type Placement = { path: string; where: string };
const everywhere = (placements: readonly Placement[]) => placements.some(({ path }) => path === '*');

// A fact that lists its statements (kind "clauses") is found by them in the text of the built pages.
const built = await builtPages(DIST);
for (const entry of readFactsFrom(collectionFolder('ownerFacts')).filter(
  (fact) => clausesOf(fact).length > 0,
)) {
  test(`owner fact ${entry.id}: its statements show on exactly the pages it names`, () => {
    const named = entry.fact.appearsOn.map(({ path }) => path).sort();
    expect(pagesShowing(entry, built).sort()).toEqual(named);
  });
}

for (const { id, data: fact } of readCollection('ownerFacts').filter(
  ({ data }) => data.value.discriminant !== 'clauses',
)) {
  test(`owner fact ${id} shows exactly where it says`, () => {
    const texts = needles(id, fact.value.value).filter(Boolean);
    expect(texts.length).toBeGreaterThan(0);
    const shows = (html: string) => texts.some((text) => html.includes(text));
    if (id === 'rating' && !fact.confirmed) {
      expect(pages.filter((page) => shows(page.html)).map((page) => page.path)).toEqual([]);
      return;
    }
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

const contentPages = sitePages();
const stories = caseStudies();

for (const study of stories) {
  test(`customer story ${study.slug}: its quote only on pages the launch check lists for it, its profile link on its page only, its company on every listed page`, () => {
    // On its own page, and on no other but a story that says the same.
    const showing = (text: string, same: (other: typeof study) => boolean) => {
      const allowed = new Set<string>(stories.filter(same).map((other) => other.path));
      return pages
        .filter(
          (page) =>
            ownHtml(page.html).includes(text) && (page.path === study.path || !allowed.has(page.path)),
        )
        .map((page) => page.path);
    };
    const listed = storyPagesShowing({ id: study.slug, company: study.company }, contentPages);
    expect(listed).toContain(study.path);
    // A page may quote the story (a use case's customer proof, issue 29) when the launch check lists it with
    // the story, so the owner confirming the quote sees every page that shows it.
    const quoted = showing(asHtml(study.quote.text), (other) => other.quote.text === study.quote.text);
    expect(quoted).toContain(study.path);
    expect(
      quoted.filter((path) => !listed.includes(path)),
      'pages quoting the story that the launch check does not list',
    ).toEqual([]);
    expect(showing(study.profile.url, (other) => other.profile.url === study.profile.url)).toEqual([
      study.path,
    ]);
    const silent = listed.filter((path) => {
      const html = ownHtml(pages.find((page) => page.path === path)?.html ?? '');
      return !html.includes(study.company) && !html.includes(`href="${study.path}"`);
    });
    expect(silent, 'pages listed by the launch check that do not show the story').toEqual([]);
  });
}
