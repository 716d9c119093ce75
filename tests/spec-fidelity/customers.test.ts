/**
 * Spec fidelity for /customers and the customer stories (spec §2 "/customers", "Case-study pages", §3
 * "Case-study metrics"): the spec's four stories exist at their routes with the spec's figures, each with
 * a breadcrumb back to /customers, a quote and a profile link. A fifth story added as a file keeps this
 * green: the spec's four are checked by name.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CaseStudyPage } from '#src/components/customers/case-study-page.tsx';
import { caseStudies, customerOf, findCaseStudy } from '#src/content/case-studies.ts';
import { readSingleton } from '#src/content/loaders/read.ts';
import { COLLECTIONS, SINGLETONS } from '#src/content/registry.ts';
import { BOOK_DEMO_PATH, CTA_LABELS } from '#src/content/schemas/fields.ts';
import { siteRoutes } from '#src/site-map.ts';

/**
 * §3 "Case-study metrics", in the spec's order: the figure as the page shows it and what its label says.
 * The spec writes Navattic's first figure "600K ARR"; the page shows it as money like every other
 * figure ("$600K", "ARR won").
 */
const SPEC_METRICS = {
  '/customers-gainsight': [
    ['$5.3M', /pipeline/],
    ['4.7%', /alert-to-opportunity/],
    ['95%', /sales efficiency/],
  ],
  '/customers-navattic': [
    ['$600K', /ARR/],
    ['80', /closed won/],
    ['26.7%', /win rate/],
  ],
  '/customers-athenian': [
    ['9.8%', /booked meeting rate/],
    ['4x', /response rate/],
    ['95%', /lead quality/],
  ],
  '/customers-vendr': [
    ['25', /opportunities in 3 months/],
    ['#1', /versus intent tools/],
  ],
} as const;

const SPEC_STORIES = Object.keys(SPEC_METRICS) as (keyof typeof SPEC_METRICS)[];
const customers = readSingleton('customers');
const idOf = (path: string) => path.replace(/^\/customers-/, '');

describe('/customers (spec §2)', () => {
  it('is the customers list, in the site map', () => {
    expect(SINGLETONS.customers.route).toBe('/customers');
    expect(siteRoutes.map((route) => route.path)).toContain('/customers');
  });

  it('has a hero, a card per story (the spec’s four among them) and a call to action to /book-time', () => {
    expect(customers.hero.headline.length).toBeGreaterThan(0);
    const listed = caseStudies().map((study) => study.path);
    for (const path of SPEC_STORIES) expect(listed).toContain(path);
    const ctas = [customers.hero, customers.cta, customers.story.cta]
      .flatMap((block) => [block.primaryCta, block.secondaryCta])
      .concat(customers.story.sidebar.cta);
    for (const cta of ctas)
      if (cta && (CTA_LABELS as readonly string[]).includes(cta.label))
        expect(cta.href, cta.label).toBe(BOOK_DEMO_PATH);
    expect(customers.cta.primaryCta.href).toBe(BOOK_DEMO_PATH);
  });
});

describe.each(SPEC_STORIES)('%s (spec §2 "Case-study pages")', (path) => {
  const study = findCaseStudy(idOf(path));

  it('is a story of the collection, at its route, in the site map', () => {
    expect(COLLECTIONS.caseStudies.route(study.slug)).toBe(path);
    expect(study.path).toBe(path);
    expect(siteRoutes.map((route) => route.path)).toContain(path);
  });

  it('has the spec’s headline metrics exactly, in order (§3 "Case-study metrics")', () => {
    expect(study.metrics.map((metric) => metric.value)).toEqual(SPEC_METRICS[path].map(([value]) => value));
    study.metrics.forEach((metric, index) => {
      expect(metric.label).toMatch(SPEC_METRICS[path][index]?.[1] ?? /^$/);
    });
  });

  it('has a summary, challenge, solution and results, a quote by role and company, and a profile link', () => {
    expect(study.summary.length).toBeGreaterThan(0);
    for (const part of [study.challenge, study.solution, study.results])
      expect(part.paragraphs.length).toBeGreaterThan(0);
    expect(study.quote.text.length).toBeGreaterThan(0);
    expect(study.quote.role.length).toBeGreaterThan(0);
    expect(study.profile.url).toMatch(/^https:\/\//);
  });

  it('renders a breadcrumb back to /customers, the metrics, the quote and the profile link', () => {
    const html = renderToStaticMarkup(
      createElement(CaseStudyPage, {
        study,
        customer: customerOf(study),
        breadcrumb: [{ label: 'Customers', href: '/customers' }],
        breadcrumbLabel: readSingleton('site').navigation.breadcrumb,
        copy: customers.story,
        playbooks: [],
        related: [],
      }),
    );
    expect(html).toMatch(/<nav[^>]*aria-label="[^"]+"[\s\S]*?<ol[\s\S]*?href="\/customers"/);
    for (const metric of study.metrics) expect(html).toContain(`>${metric.value}<`);
    expect(html).toContain('<blockquote');
    expect(html).toContain(`href="${study.profile.url}"`);
  });
});
