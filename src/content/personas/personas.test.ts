import { metadataPresets } from '#src/content/metadata-presets.ts';
import { useCases } from '#src/content/use-cases/index.ts';
import { metadataIssues } from '#src/lib/page-metadata.ts';
import { BOOK_DEMO_PATH, siteRoutes } from '#src/site-map.ts';
import { PLACEHOLDER_PATTERN } from '../../../tests/content-rules.ts';
import { collectHrefs, collectStrings, isCopy, unknownFigures } from '../../../tests/page-copy-rules.ts';
import { personaShared, personas } from './index.ts';

const solutionRoutes = siteRoutes.filter((route) => route.header?.menu === 'solutions');

/** Spec §2: each objective list covers these, in this order. */
const OBJECTIVES: Record<string, readonly RegExp[]> = {
  '/sales': [
    /new business/i,
    /open opportunity win rates/i,
    /closed-lost/i,
    /expansion/i,
    /renewals/i,
    /churn/i,
  ],
  // The spec names six objectives for /customer-success against 'four cards'; all six are shown.
  '/customer-success': [
    /onboard/i,
    /expansion/i,
    /renewals/i,
    /churn warning/i,
    /win back/i,
    /net revenue retention/i,
  ],
};

/** The hero promise of each persona page (spec §2). */
const PROMISE: Record<string, RegExp> = {
  '/sales': /arm every seller to win/i,
  '/marketing': /competitor activity into go-to-market strategy/i,
  '/revenue-operations': /automated competitive intelligence/i,
  '/customer-success': /predict and prevent churn/i,
};

describe('persona content', () => {
  it('has one page per solution in the site map, in site-map order', () => {
    expect(personas.map((page) => page.path)).toEqual(solutionRoutes.map((route) => route.path));
  });

  describe.each(personas.map((page) => [page.path, page] as const))('%s', (path, page) => {
    it('uses the site map’s metadata preset, within length limits', () => {
      const preset = solutionRoutes.find((route) => route.path === path)?.preset;
      expect(preset).toBeDefined();
      expect(page.meta).toBe(preset && metadataPresets[preset]);
      expect(metadataIssues(page.meta)).toEqual([]);
    });

    it('states the persona’s promise in the h1', () => {
      expect(page.hero.headline).toMatch(PROMISE[path] ?? /^$/);
      expect(page.hero.metrics).toHaveLength(3);
    });

    it('has six objectives, each with a consistent sample alert', () => {
      expect(page.objectives.items).toHaveLength(6);
      for (const objective of page.objectives.items) {
        expect(objective.description.length).toBeGreaterThan(80);
        expect(objective.highlights).toHaveLength(2);
      }
      expect(new Set(page.objectives.items.map((objective) => objective.title)).size).toBe(6);
    });

    it('covers the objectives the spec names, in order', () => {
      const expected = OBJECTIVES[path];
      if (!expected) return;
      page.objectives.items.forEach((objective, index) => {
        expect(objective.title).toMatch(expected[index] ?? /^$/);
      });
    });

    it('has three FAQ questions with real answers', () => {
      expect(page.faq.items).toHaveLength(3);
      for (const { question, answer } of page.faq.items) {
        expect(question).toMatch(/\?$/);
        const sentences = answer.split(/(?<=\.)\s+(?=[A-Z])/).length;
        expect(sentences, answer).toBeGreaterThanOrEqual(2);
        expect(sentences, answer).toBeLessThanOrEqual(4);
      }
    });

    it('sends every call to action to /book-time', () => {
      const hrefs = collectHrefs(page);
      expect(hrefs.length).toBeGreaterThanOrEqual(3);
      expect(new Set(hrefs)).toEqual(new Set([BOOK_DEMO_PATH]));
    });

    it('has no placeholder text, no hype and only the spec’s figures', () => {
      for (const { path: where, text } of collectStrings(page).filter(({ path }) => isCopy(path))) {
        expect(text, where).not.toMatch(PLACEHOLDER_PATTERN);
        expect(text, where).not.toContain('!');
        expect(unknownFigures(text), `${where}: ${text}`).toEqual([]);
      }
    });
  });

  it('covers every alert tag on the sales page', () => {
    const sales = personas.find((page) => page.path === '/sales');
    expect(new Set(sales?.objectives.items.map((objective) => objective.alertCard.tag)).size).toBe(6);
  });

  it('has unique titles, descriptions and headlines across all ten pages', () => {
    const pages = [...personas, ...useCases];
    for (const pick of [
      (page: (typeof pages)[number]) => page.meta.title,
      (page: (typeof pages)[number]) => page.meta.description,
      (page: (typeof pages)[number]) => page.hero.headline,
    ]) {
      expect(new Set(pages.map(pick)).size).toBe(pages.length);
    }
  });

  it('shared copy is clean', () => {
    for (const { path, text } of collectStrings(personaShared))
      expect(text, path).not.toMatch(PLACEHOLDER_PATTERN);
  });
});
