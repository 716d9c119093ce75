/**
 * Spec fidelity of the use-case and persona pages (spec §2 "Use-case pages", "Persona pages", "Shared
 * header"; §3 "Alert card", "Role section", "Objective"; §4 marketing flows; §9 FAQ counts), checked once
 * against the content files. The spec's pages must exist with what the spec gives them; a page added
 * beside them only has to follow the schema.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ObjectiveList } from '#src/components/personas/objective-list.tsx';
import { readCollection, readSingleton } from '#src/content/loaders/read.ts';
import { BOOK_DEMO_PATH, CTA_LABELS } from '#src/content/schemas/fields.ts';
import type { AlertTag } from '#src/content/schemas/mock.ts';

const useCases = readCollection('useCases');
const personas = readCollection('personas');
const shared = readSingleton('useCasesAndPersonas');

function entryOf<T>(entries: readonly { id: string; data: T }[], route: string): T {
  const entry = entries.find(({ id }) => `/${id}` === route);
  if (!entry) throw new Error(`${route}: the spec's page has no content file`);
  return entry.data;
}

/** Spec §2 "Shared header": each use case's menu label and strategy group. */
const USE_CASES = {
  '/hunt-new-opportunities': { name: 'Hunt New Opportunities', group: 'offensive' },
  '/revive-closed-lost': { name: 'Revive Closed Lost', group: 'offensive' },
  '/flag-expansion-opportunities': { name: 'Flag Expansion Opportunities', group: 'offensive' },
  '/win-open-deals': { name: 'Protect Your Open Deals', group: 'defensive' },
  '/defend-customer-base': { name: 'Proactively Protect Renewals', group: 'defensive' },
  '/predict-prevent-churn': { name: 'Predict and Prevent Churn', group: 'defensive' },
} as const;

/** Spec §1 use cases against §3 alert tags: the signal each use case is about. */
const USE_CASE_TAG: Record<keyof typeof USE_CASES, AlertTag> = {
  '/hunt-new-opportunities': 'New Business',
  '/revive-closed-lost': 'Closed Lost Revival',
  '/flag-expansion-opportunities': 'Upsell Opportunity',
  '/win-open-deals': 'Open Opportunity',
  '/defend-customer-base': 'Renewal Risk',
  '/predict-prevent-churn': 'Churn Risk',
};

/** Spec §2: these three have 'sales and account management' as their first role section. */
const ACCOUNT_MANAGEMENT_PAGES = [
  '/flag-expansion-opportunities',
  '/defend-customer-base',
  '/predict-prevent-churn',
];

/** Spec §2 "Shared header" (Solutions) and "Persona pages": menu label, promise and objectives. */
const PERSONAS = {
  '/sales': {
    name: 'For Sales Leaders',
    promise: /arm every seller to win/i,
    // New business, open opportunity win rates, closed-lost revival, expansion, renewals, churn.
    objectives: [
      /new business/i,
      /open opportunity win rates/i,
      /closed-lost/i,
      /expansion/i,
      /renewals/i,
      /churn/i,
    ],
  },
  '/marketing': {
    name: 'For Marketing Leaders',
    promise: /competitor activity into go-to-market strategy/i,
    objectives: 6,
  },
  '/revenue-operations': {
    name: 'For Revenue Operations Leaders',
    promise: /automated competitive intelligence/i,
    objectives: 6,
  },
  '/customer-success': {
    name: 'For Customer Success Leaders',
    promise: /predict and prevent churn/i,
    // "Four objective cards, namely" six names: the page shows every name the spec gives, in its order.
    objectives: [
      /onboard/i,
      /expansion/i,
      /renewals/i,
      /churn warning/i,
      /win back/i,
      /net revenue retention/i,
    ],
  },
} as const;

/** Every { label, href } pair anywhere in a piece of content. */
function links(value: unknown): { label: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap(links);
  if (typeof value !== 'object' || value === null) return [];
  const own =
    'label' in value && 'href' in value && typeof value.label === 'string' && typeof value.href === 'string'
      ? [{ label: value.label, href: value.href }]
      : [];
  return [...own, ...Object.values(value).flatMap(links)];
}

describe('use-case pages (spec §2 "Use-case pages")', () => {
  it.each(Object.entries(USE_CASES))('%s exists, named and grouped as the header names it', (route, spec) => {
    const page = entryOf(useCases, route);
    expect(page.name).toBe(spec.name);
    expect(page.group).toBe(spec.group);
  });

  it.each(Object.keys(USE_CASES))(
    '%s: a hero with a sample alert of its use case, four role sections of three bullets, six FAQs',
    (route) => {
      const page = entryOf(useCases, route);
      expect(page.hero.alertCard.tag).toBe(USE_CASE_TAG[route as keyof typeof USE_CASES]);
      expect(page.hero.alertCard.strategyType).toBe(USE_CASES[route as keyof typeof USE_CASES].group);
      const first = ACCOUNT_MANAGEMENT_PAGES.includes(route) ? 'Sales and account management' : 'Sales';
      expect(page.roles.sections.map((role) => role.title)).toEqual([
        first,
        'Marketing',
        'Revenue Operations',
        'Customer Success',
      ]);
      for (const role of page.roles.sections) {
        expect(role.headline.length).toBeGreaterThan(0);
        expect(role.description.length).toBeGreaterThan(0);
        expect(role.bulletPoints).toHaveLength(3);
      }
      expect(page.cta.headline.length).toBeGreaterThan(0);
      expect(page.faq.items).toHaveLength(6);
      expect(page.closingCta.headline.length).toBeGreaterThan(0);
    },
  );

  it('“Explore other use cases” is the section’s heading', () => {
    expect(shared.useCases.explore.headline).toBe('Explore other use cases');
  });

  it('the heroes flag records with the spec’s CRM states (§4: At-Risk, High Risk, Expansion Opportunity)', () => {
    const scene = (route: string) => entryOf(useCases, route).hero.scene;
    const win = scene('/win-open-deals');
    expect(win.kind === 'opportunity-record' && win.delivery.record.flag).toBe('At-Risk');
    const renewal = scene('/defend-customer-base');
    expect(renewal.kind === 'renewal-record' && renewal.record.flag).toEqual({
      label: 'High Risk',
      tone: 'defensive',
    });
    const expansion = scene('/flag-expansion-opportunities');
    expect(expansion.kind === 'account-record' && expansion.record.flag).toEqual({
      label: 'Expansion Opportunity',
      tone: 'offensive',
    });
    const churn = scene('/predict-prevent-churn');
    expect(
      churn.kind === 'pipeline-shift' && churn.pipeline.accounts.map((account) => account.with.status),
    ).toEqual(['Churn Risk', 'High Risk', 'At-Risk']);
  });
});

describe('persona pages (spec §2 "Persona pages")', () => {
  it.each(Object.entries(PERSONAS))(
    '%s: its menu label, its promise in the h1, its objectives, three FAQs',
    (route, spec) => {
      const page = entryOf(personas, route);
      expect(page.name).toBe(spec.name);
      expect(page.hero.headline).toMatch(spec.promise);
      const titles = page.objectives.items.map((objective) => objective.title);
      if (typeof spec.objectives === 'number') expect(titles).toHaveLength(spec.objectives);
      else {
        expect(titles).toHaveLength(spec.objectives.length);
        for (const [index, title] of titles.entries()) expect(title).toMatch(spec.objectives[index] ?? /^$/);
      }
      expect(page.faq.items).toHaveLength(3);
    },
  );

  it('each carries its own metadata (spec §3: the sales, marketing, revenueOps and customerSuccess presets)', () => {
    for (const route of Object.keys(PERSONAS)) {
      const { meta } = entryOf(personas, route);
      expect(meta.title.length, route).toBeGreaterThan(0);
      expect(meta.description.length, route).toBeGreaterThan(0);
      expect(meta.keywords.length, route).toBeGreaterThan(0);
    }
  });

  it('/sales shows an alert of every tag (one objective per use case)', () => {
    const tags = entryOf(personas, '/sales').objectives.items.map((objective) => objective.alertCard.tag);
    expect(new Set(tags).size).toBe(6);
  });

  it.each(Object.keys(PERSONAS))(
    '%s: objective cards alternate their sample alert right and left',
    (route) => {
      const page = entryOf(personas, route);
      const html = renderToString(
        createElement(ObjectiveList, {
          intro: page.objectives.intro,
          items: page.objectives.items,
          arrangement: page.objectives.arrangement,
          mark: readSingleton('samples').mark,
          context: {
            words: shared.personas.samples,
            surfaces: readSingleton('samples').surfaces,
            opportunityWords: readSingleton('samples').opportunity,
          },
        }),
      );
      const sides = [...html.matchAll(/data-card-side="(\w+)"/g)].map((match) => match[1]);
      expect(sides).toEqual(page.objectives.items.map((_, index) => (index % 2 === 0 ? 'right' : 'left')));
    },
  );
});

describe('calls to action (spec §1)', () => {
  it('every spec call to action on these pages leads to /book-time', () => {
    const all = [shared, ...useCases.map(({ data }) => data), ...personas.map(({ data }) => data)].flatMap(
      links,
    );
    const ctas = all.filter((link) => (CTA_LABELS as readonly string[]).includes(link.label));
    expect(ctas.length).toBeGreaterThanOrEqual(3 * (useCases.length + personas.length));
    for (const cta of ctas) expect(cta.href, cta.label).toBe(BOOK_DEMO_PATH);
  });
});
