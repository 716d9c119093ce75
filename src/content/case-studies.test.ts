import { metadataIssues } from '#src/lib/page-metadata.ts';
import { BOOK_DEMO_PATH, findRoute } from '#src/site-map.ts';
import { PLACEHOLDER_PATTERN } from '../../tests/content-rules.ts';
import { caseStudies, caseStudyTemplate, customersPage } from './case-studies';
import { findCustomer } from './customers';

/** Spec §3 "Case-study metrics", exactly as written there. */
const SPEC_METRICS = {
  gainsight: ['$5.3M', '4.7%', '95%'],
  navattic: ['$600K', '80', '26.7%'],
  athenian: ['9.8%', '4x', '95%'],
  vendr: ['25', '#1'],
} as const;

const SPEC_LABELS = {
  gainsight: [/pipeline/, /alert-to-opportunity/, /sales efficiency/],
  navattic: [/ARR/, /closed won/, /win rate/],
  athenian: [/booked meeting rate/, /response rate/, /lead quality/],
  vendr: [/opportunities in 3 months/, /versus intent tools/],
} as const;

/** Every percentage, multiplier or money figure in a text. */
const figuresIn = (text: string) => text.match(/\$?\d[\d.,]*\s?(?:%|x\b|M\b|K\b)|#\d+/g) ?? [];

describe('case studies', () => {
  it('are the four spec routes, in the site map, each with a wordmark customer', () => {
    expect(caseStudies.map((study) => study.path)).toEqual([
      '/customers-gainsight',
      '/customers-navattic',
      '/customers-athenian',
      '/customers-vendr',
    ]);
    for (const study of caseStudies) {
      expect(findRoute(study.path)).toBeDefined();
      expect(findCustomer(study.company).caseStudy).toBe(study.path);
    }
  });

  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    '%s carries exactly the spec metrics, in order',
    (slug, study) => {
      expect(study.metrics.map((metric) => metric.value)).toEqual(SPEC_METRICS[slug]);
      study.metrics.forEach((metric, index) => {
        expect(metric.label).toMatch(SPEC_LABELS[slug][index] ?? /^$/);
      });
    },
  );

  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    '%s quotes no figure beyond its own metrics',
    (slug, study) => {
      const allowed = new Set<string>([...SPEC_METRICS[slug], '3']);
      const text = JSON.stringify([
        study.summary,
        study.cardLine,
        study.challenge,
        study.solution,
        study.results,
        study.quote,
      ]);
      for (const figure of figuresIn(text)) expect(allowed).toContain(figure.replace(/\s/g, ''));
    },
  );

  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    '%s has a summary, challenge, solution, results and a quote attributed by role and company',
    (_, study) => {
      for (const part of [study.challenge, study.solution, study.results]) {
        expect(part.paragraphs.length).toBeGreaterThan(0);
      }
      expect(study.quote.company).toBe(study.company);
      expect(study.quote.role.length).toBeGreaterThan(3);
      // Attribution by role only: the role names no person (no two capitalised words in a row).
      expect(study.quote.role).not.toMatch(/[A-Z][a-z]+ [A-Z][a-z]+/);
    },
  );

  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    '%s links to the company page on the professional network, labelled as such',
    (_, study) => {
      expect(study.profile.url).toMatch(/^https:\/\/www\.linkedin\.com\/company\/[a-z0-9-]+\/$/);
      expect(study.profile.label).toBe(`${study.company} on LinkedIn`);
    },
  );

  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    '%s has page metadata of sensible length and a BreadcrumbList back to /customers',
    (_, study) => {
      expect(metadataIssues(study.meta)).toEqual([]);
      const data = JSON.parse(JSON.stringify(study.meta.structuredData)) as {
        '@type': string;
        itemListElement: { item: string }[];
      };
      expect(data['@type']).toBe('BreadcrumbList');
      expect(data.itemListElement.map((step) => step.item)).toEqual([
        'https://www.countermove.io/customers',
        `https://www.countermove.io${study.path}`,
      ]);
    },
  );

  it('have unique titles and descriptions', () => {
    const metas = [customersPage.meta, ...caseStudies.map((study) => study.meta)];
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  });
});

describe('customers page and template copy', () => {
  it('sends every call to action to /book-time', () => {
    const ctas = [
      customersPage.hero.primaryCta,
      customersPage.hero.secondaryCta,
      customersPage.cta.primaryCta,
      customersPage.cta.secondaryCta,
      caseStudyTemplate.cta.primaryCta,
      caseStudyTemplate.cta.secondaryCta,
      caseStudyTemplate.sidebar.cta,
    ];
    for (const cta of ctas) expect(cta.href).toBe(BOOK_DEMO_PATH);
  });

  it('has sensible metadata', () => {
    expect(metadataIssues(customersPage.meta)).toEqual([]);
  });

  it('contains no placeholder text', () => {
    expect(JSON.stringify([caseStudies, caseStudyTemplate, customersPage])).not.toMatch(PLACEHOLDER_PATTERN);
  });
});
