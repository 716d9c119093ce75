import type { AlertTag } from '#src/content/types.ts';
import { metadataIssues } from '#src/lib/page-metadata.ts';
import { BOOK_DEMO_PATH, siteRoutes } from '#src/site-map.ts';
import { PLACEHOLDER_PATTERN } from '../../../tests/content-rules.ts';
import { collectHrefs, collectStrings, isCopy, unknownFigures } from '../../../tests/page-copy-rules.ts';
import {
  groupOfUseCase,
  listUseCases,
  otherUseCases,
  type UseCaseSceneKind,
  useCaseShared,
  useCases,
} from './index.ts';

const siteMapUseCases = siteRoutes.filter((route) => route.header?.menu === 'use-cases');

/** Spec §2: the first role on these three pages is 'sales and account management'. */
const ACCOUNT_MANAGEMENT_PAGES = [
  '/flag-expansion-opportunities',
  '/defend-customer-base',
  '/predict-prevent-churn',
];

/** The tag of the hero alert that fits each use case (spec §3 tag list). */
const HERO_TAG: Record<string, AlertTag> = {
  '/hunt-new-opportunities': 'New Business',
  '/revive-closed-lost': 'Closed Lost Revival',
  '/flag-expansion-opportunities': 'Upsell Opportunity',
  '/win-open-deals': 'Open Opportunity',
  '/defend-customer-base': 'Renewal Risk',
  '/predict-prevent-churn': 'Churn Risk',
};

/** The artefact around each hero alert (issue 14): the surface it arrives in, or what stands beside it. */
const HERO_SCENE: Record<string, UseCaseSceneKind> = {
  '/hunt-new-opportunities': 'chat-routed',
  '/revive-closed-lost': 'email',
  '/flag-expansion-opportunities': 'account-record',
  '/win-open-deals': 'opportunity-record',
  '/defend-customer-base': 'renewal-record',
  '/predict-prevent-churn': 'pipeline-shift',
};

describe('use-case content', () => {
  it('has one page per use case in the site map, in site-map order', () => {
    expect(useCases.map((page) => page.path)).toEqual(siteMapUseCases.map((route) => route.path));
  });

  it('offensive pages are hunt, revive and expansion; defensive are open deals, renewals and churn', () => {
    expect(
      useCases.filter((page) => groupOfUseCase(page.path) === 'offensive').map((page) => page.path),
    ).toEqual(['/hunt-new-opportunities', '/revive-closed-lost', '/flag-expansion-opportunities']);
    expect(
      useCases.filter((page) => groupOfUseCase(page.path) === 'defensive').map((page) => page.path),
    ).toEqual(['/win-open-deals', '/defend-customer-base', '/predict-prevent-churn']);
  });

  describe.each(useCases.map((page) => [page.path, page] as const))('%s', (path, page) => {
    it('has a hero alert of the page’s strategy and use case', () => {
      const card = page.hero.alertCard;
      expect(card.strategyType).toBe(groupOfUseCase(path));
      expect(card.tag).toBe(HERO_TAG[path]);
      expect(page.hero.nextSteps).toHaveLength(3);
    });

    it('has four role tabs, each with a headline, a description and exactly three bullets', () => {
      const roles = page.roles.sections;
      expect(roles).toHaveLength(4);
      expect(roles.map((role) => role.id)).toEqual([
        'sales',
        'marketing',
        'revenue-operations',
        'customer-success',
      ]);
      for (const role of roles) {
        expect(role.headline.length).toBeGreaterThan(10);
        expect(role.description.length).toBeGreaterThan(80);
        expect(role.bulletPoints).toHaveLength(3);
        for (const bullet of role.bulletPoints) expect(bullet.trim().length).toBeGreaterThan(10);
      }
    });

    it('names the roles as the spec does', () => {
      const first = ACCOUNT_MANAGEMENT_PAGES.includes(path) ? 'Sales and account management' : 'Sales';
      expect(page.roles.sections.map((role) => role.title)).toEqual([
        first,
        'Marketing',
        'Revenue Operations',
        'Customer Success',
      ]);
    });

    it('has six FAQ questions with real answers', () => {
      expect(page.faq.items).toHaveLength(6);
      for (const { question, answer } of page.faq.items) {
        expect(question).toMatch(/\?$/);
        const sentences = answer.split(/(?<=\.)\s+(?=[A-Z])/).length;
        expect(sentences, answer).toBeGreaterThanOrEqual(2);
        expect(sentences, answer).toBeLessThanOrEqual(4);
      }
      expect(new Set(page.faq.items.map((item) => item.question)).size).toBe(6);
    });

    it('explores the other five use cases, never itself', () => {
      const others = otherUseCases(path);
      expect(others).toHaveLength(5);
      expect(others.map((link) => link.path)).not.toContain(path);
      expect(others.map((link) => link.path).sort()).toEqual(
        siteMapUseCases
          .map((route) => route.path)
          .filter((other) => other !== path)
          .sort(),
      );
      for (const link of others) {
        const route = siteMapUseCases.find((candidate) => candidate.path === link.path);
        expect(link.label).toBe(route?.label);
        expect(link.group).toBe(groupOfUseCase(link.path));
      }
    });

    it('sends every call to action to /book-time', () => {
      const hrefs = collectHrefs(page);
      expect(hrefs.length).toBeGreaterThanOrEqual(6);
      expect(new Set(hrefs)).toEqual(new Set([BOOK_DEMO_PATH]));
    });

    it('has metadata of sensible length', () => {
      expect(metadataIssues(page.meta)).toEqual([]);
    });

    it('has no placeholder text, no hype and only the spec’s figures', () => {
      for (const { path: where, text } of collectStrings(page).filter(({ path }) => isCopy(path))) {
        expect(text, where).not.toMatch(PLACEHOLDER_PATTERN);
        expect(text, where).not.toContain('!');
        expect(unknownFigures(text), `${where}: ${text}`).toEqual([]);
      }
    });
  });

  it('gives each of the six heroes a different scene around its alert (issue 14)', () => {
    expect(Object.fromEntries(useCases.map((page) => [page.path, page.hero.scene.kind]))).toEqual(HERO_SCENE);
    expect(new Set(useCases.map((page) => page.hero.scene.kind)).size).toBe(6);
    expect(new Set(useCases.map((page) => page.hero.scene.caption)).size).toBe(6);
  });

  it('flags each hero record with the spec’s CRM state for its use case', () => {
    const page = (path: string) => useCases.find((useCase) => useCase.path === path)?.hero.scene;
    const win = page('/win-open-deals');
    expect(win?.kind === 'opportunity-record' && win.delivery.record.flag).toBe('At-Risk');
    const expansion = page('/flag-expansion-opportunities');
    expect(expansion?.kind === 'account-record' && expansion.record.flag).toEqual({
      label: 'Expansion Opportunity',
      tone: 'offensive',
    });
    const renewal = page('/defend-customer-base');
    expect(renewal?.kind === 'renewal-record' && renewal.record.flag).toEqual({
      label: 'High Risk',
      tone: 'defensive',
    });
    const churn = page('/predict-prevent-churn');
    expect(
      churn?.kind === 'pipeline-shift' && churn.pipeline.accounts.map((account) => account.with.status),
    ).toEqual(['Churn Risk', 'High Risk', 'At-Risk']);
  });

  it('has unique titles, descriptions and headlines across the six pages', () => {
    for (const pick of [
      (page: (typeof useCases)[number]) => page.meta.title,
      (page: (typeof useCases)[number]) => page.meta.description,
      (page: (typeof useCases)[number]) => page.hero.headline,
    ]) {
      expect(new Set(useCases.map(pick)).size).toBe(useCases.length);
    }
  });

  it('shared copy is clean and its call to action leads to /book-time', () => {
    expect(listUseCases()).toHaveLength(6);
    expect(collectHrefs(useCaseShared)).toEqual([BOOK_DEMO_PATH]);
    for (const { path, text } of collectStrings(useCaseShared)) {
      expect(text, path).not.toMatch(PLACEHOLDER_PATTERN);
    }
  });
});
