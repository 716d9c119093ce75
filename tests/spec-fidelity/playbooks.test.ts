/**
 * Spec fidelity of the playbook library (spec §2 "Playbook library", §3 "Playbook" and "Alert card", §4
 * "Playbook library", §8, §9 mock demo values), checked once against the content files: the spec's six
 * playbooks exist with the spec's fields, four steps each, the pillars and the tags by category; the page
 * has the spec's words; the detail view shows the spec's fields. A seventh playbook added as a file keeps
 * this green: the spec's six are checked by number, the others only have to follow the schema.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PlaybookDetail } from '#src/components/playbooks/playbook-detail.tsx';
import {
  graphicForStep,
  STEP_GRAPHIC_KEYWORDS,
  strategyFor,
} from '#src/components/playbooks/playbook-logic.ts';
import { readSingleton } from '#src/content/loaders/read.ts';
import { type Playbook, readPlaybooks } from '#src/content/playbooks.ts';
import { SINGLETONS } from '#src/content/registry.ts';
import { BOOK_DEMO_PATH } from '#src/content/schemas/fields.ts';
import {
  ALERT_TAG_BY_CATEGORY,
  INTELLIGENCE_PILLARS,
  PLAYBOOK_CATEGORIES,
} from '#src/content/schemas/playbooks.ts';
import { siteRoutes } from '#src/site-map.ts';

/** Spec §3 "Playbook": id, title, category, stage, time to value, difficulty. */
const SPEC_TABLE = [
  [1, 'Capture New Business', 'acquisition', 'Top of Funnel', '2-4 weeks', 'Intermediate'],
  [2, 'Revive Closed Lost', 'revival', 'Win-Back', '1-3 weeks', 'Advanced'],
  [3, 'Capture Expansion Opportunity', 'expansion', 'Post-Sale Expansion', '2-4 weeks', 'Intermediate'],
  [4, 'Defend Open Opportunity', 'defense', 'Mid-to-Late Funnel', '1 week', 'Advanced'],
  [5, 'Protect Renewal', 'defense', 'Pre-Renewal', '4-8 weeks', 'Intermediate'],
  [6, 'Prevent Churn', 'defense', 'Mid-Contract', '2-6 weeks', 'Advanced'],
] as const;

const playbooks = readPlaybooks();
const library = readSingleton('playbookLibrary');
const { labels } = library;

function specPlaybook(id: number): Playbook {
  const playbook = playbooks.find((candidate) => candidate.id === id);
  if (!playbook) throw new Error(`The spec's playbook ${id} has no file in src/content/playbooks/`);
  return playbook;
}
const specSix = SPEC_TABLE.map(([id]) => specPlaybook(id));

describe('/playbooks (spec §2 "Playbook library")', () => {
  it('is a page of the site map, read from its content file', () => {
    expect(SINGLETONS.playbookLibrary.route).toBe('/playbooks');
    expect(siteRoutes.map((route) => route.path)).toContain('/playbooks');
  });

  it('has the spec’s hero, filters, badges, empty state, back button, title suffix and steps heading', () => {
    expect(library.hero.headline).toBe('Competitive playbook library');
    expect(labels.filters).toEqual({ all: 'All', offensive: 'Offensive', defensive: 'Defensive' });
    expect(labels.categoryBadge).toEqual({ offensive: 'Offensive Play', defensive: 'Defensive Play' });
    // §2 and §8 "Empty playbook filter result".
    expect(labels.empty).toEqual({
      title: 'No playbooks found',
      description: 'Try selecting a different category',
    });
    expect(labels.detail.back).toBe('← Back to Library');
    // "title followed by ' Playbook'": the detail puts a space between the two.
    expect(`${specPlaybook(1).title} ${labels.detail.titleSuffix}`).toBe('Capture New Business Playbook');
    expect(labels.detail.howItWorks).toBe('How It Works');
  });

  it('closes with Book a demo and Talk to an expert, both to /book-time', () => {
    expect(library.closing.primaryCta).toEqual({ label: 'Book a demo', href: BOOK_DEMO_PATH });
    expect(library.closing.secondaryCta).toEqual({ label: 'Talk to an expert', href: BOOK_DEMO_PATH });
  });

  it('draws the step mock-ups with the spec’s mock demo values (§9): 45 min, 12.4%, 5 contacts', () => {
    expect(labels.stepMocks.discovery.duration).toBe('45 min');
    expect(labels.stepMocks.outreach.metric).toBe('12.4%');
    expect(labels.stepMocks.campaign.contacts).toBe('5 contacts');
  });
});

describe('the playbooks (spec §3 "Playbook")', () => {
  it('has the spec’s six, exactly as its table gives them', () => {
    expect(
      specSix.map(({ id, title, category, stage, timeToValue, difficulty }) => [
        id,
        title,
        category,
        stage,
        timeToValue,
        difficulty,
      ]),
    ).toEqual(SPEC_TABLE);
  });

  it('numbers every playbook once, and the library lists them in that order', () => {
    const ids = playbooks.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('knows the spec’s four categories and four pillars, and the spec’s six use all four pillars', () => {
    expect(PLAYBOOK_CATEGORIES).toEqual(['acquisition', 'revival', 'expansion', 'defense']);
    expect(INTELLIGENCE_PILLARS).toEqual([
      'Buyer Intent',
      'Competitor',
      'Internal Win/Loss',
      'Customer Intelligence',
    ]);
    const used = new Set(specSix.flatMap((playbook) => playbook.intelligencePillars));
    expect([...used].sort()).toEqual([...INTELLIGENCE_PILLARS].sort());
  });

  it.each(specSix.map((playbook) => [playbook.id, playbook] as const))(
    'playbook %i has every field of the spec, and four steps with a title, description and actions',
    (_id, playbook) => {
      for (const text of [playbook.description, playbook.objective, playbook.proof.sentence])
        expect(text.length).toBeGreaterThan(0);
      for (const list of [playbook.triggers, playbook.metrics, playbook.intelligencePillars, playbook.tools])
        expect(list.length).toBeGreaterThan(0);
      expect(playbook.steps).toHaveLength(4);
      for (const step of playbook.steps) {
        expect(step.title.length).toBeGreaterThan(0);
        expect(step.description.length).toBeGreaterThan(0);
        expect(step.actions.length).toBeGreaterThan(0);
      }
    },
  );

  it('describes the spec’s CRM concepts: At-Risk, High Risk, a Win-Back flag, Expansion Opportunity', () => {
    const steps = JSON.stringify(specSix.map((playbook) => playbook.steps));
    for (const concept of ['At-Risk', 'High Risk', 'Win-Back', 'Expansion Opportunity'])
      expect(steps).toContain(concept);
  });
});

describe('tags and strategies by category (spec §3 "Alert card", §4)', () => {
  it('tags acquisition New Business, revival Closed Lost Revival, expansion Upsell Opportunity, defense Renewal Risk', () => {
    expect(ALERT_TAG_BY_CATEGORY).toEqual({
      acquisition: 'New Business',
      revival: 'Closed Lost Revival',
      expansion: 'Upsell Opportunity',
      defense: 'Renewal Risk',
    });
    for (const playbook of playbooks)
      expect(playbook.sampleAlert.tag, playbook.title).toBe(ALERT_TAG_BY_CATEGORY[playbook.category]);
  });

  it('counts acquisition, expansion and revival as offensive, defense as defensive', () => {
    expect(PLAYBOOK_CATEGORIES.map(strategyFor)).toEqual([
      'offensive',
      'offensive',
      'offensive',
      'defensive',
    ]);
  });

  it('names a playbook as each sample alert’s automated response', () => {
    for (const playbook of playbooks) expect(playbook.sampleAlert.play.length).toBeGreaterThan(0);
  });
});

describe('the step graphic, chosen by keywords in the step title (spec §2)', () => {
  it('checks the spec’s keyword groups in the spec’s order, discovery for anything else', () => {
    const groups = STEP_GRAPHIC_KEYWORDS.map(([graphic, words]) => [graphic, words] as const);
    expect(groups.map(([graphic]) => graphic)).toEqual(['alert', 'outreach', 'campaign']);
    const spec = [
      ['alert', ['alert', 'route', 'create', 'flag']],
      ['outreach', ['outreach', 'engagement', 'check']],
      ['campaign', ['marketing', 'campaign', 'content', 'messaging']],
    ] as const;
    for (const [graphic, words] of spec)
      for (const word of words) expect(graphicForStep(`Step about ${word}`), word).toBe(graphic);
    expect(graphicForStep('Assess the situation')).toBe('discovery');
  });
});

describe.each(specSix.map((playbook) => [playbook.id, playbook] as const))(
  'the detail view of playbook %i (spec §2)',
  (_id, playbook) => {
    const html = renderToStaticMarkup(
      createElement(PlaybookDetail, {
        playbook,
        labels,
        delivery: readSingleton('alertSurfaces'),
      }),
    );
    const text = html.replace(/<!-- -->/g, '');

    it('has a hero: the title followed by “ Playbook”, the description, the objective and the sample alert', () => {
      expect(text).toMatch(
        new RegExp(`<h2[^>]*>${asPattern(playbook.title)} ${asPattern(labels.detail.titleSuffix)}</h2>`),
      );
      expect(text).toContain(escapeHtml(playbook.description));
      expect(text).toContain(escapeHtml(playbook.objective));
      expect(html).toContain('data-slot="alert-card"');
      expect(html).toContain(`>${playbook.sampleAlert.tag}<`);
    });

    it('has “How It Works”: four numbered steps, each with its description, actions and a graphic', () => {
      expect(text).toContain(`>${labels.detail.howItWorks}</h3>`);
      expect(html.match(/data-step="\d"/g)).toEqual([
        'data-step="1"',
        'data-step="2"',
        'data-step="3"',
        'data-step="4"',
      ]);
      expect(html.match(/role="img"[^>]*data-graphic="(\w+)"/g)?.length).toBe(4);
      for (const step of playbook.steps) {
        expect(text).toContain(escapeHtml(step.description));
        for (const action of step.actions) expect(text).toContain(escapeHtml(action));
        expect(html).toContain(`data-graphic="${graphicForStep(step.title)}"`);
      }
    });
  },
);

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function asPattern(value: string): string {
  return escapeHtml(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
