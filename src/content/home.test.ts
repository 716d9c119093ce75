import { metadataIssues } from '#src/lib/page-metadata.ts';
import { BOOK_DEMO_PATH, siteRoutes } from '#src/site-map.ts';
import { PLACEHOLDER_PATTERN } from '../../tests/content-rules.ts';
import { isCtaLabel } from './ctas';
import { customers } from './customers';
import { home } from './home';
import { CRM_OBJECT_TYPES, FUNNEL_STAGE_NAMES } from './samples';
import { ACCOUNT_STATUSES, ALERT_TAGS, type AlertCard } from './types';

/** Every string in the content, with its path, for copy-wide rules. */
function strings(value: unknown, path = 'home'): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

/** Every { label, href } link in the content. */
function links(value: unknown): { label: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap(links);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own =
      typeof record.label === 'string' && typeof record.href === 'string'
        ? [{ label: record.label, href: record.href }]
        : [];
    return [...own, ...Object.values(record).flatMap(links)];
  }
  return [];
}

function alertCards(): AlertCard[] {
  const cards: AlertCard[] = [home.hero.visual.alert];
  for (const { sample } of home.showcase.items) {
    if (sample.kind === 'signals') cards.push(...sample.alerts);
    if (sample.kind === 'routing') cards.push(sample.alert);
  }
  return cards;
}

describe('home content', () => {
  it('has page metadata within the limits', () => {
    expect(metadataIssues(home.meta)).toEqual([]);
  });

  it('leads with the spec headline and two calls to action to /book-time', () => {
    expect(home.hero.headline).toBe(
      "AI that finds accounts engaging competitors and automates your team's response",
    );
    expect(home.hero.primaryCta).toEqual({ label: 'Book a demo', href: '/book-time' });
    expect(home.hero.secondaryCta).toEqual({ label: 'Talk to an expert', href: '/book-time' });
    expect(home.cta.primaryCta.href).toBe(BOOK_DEMO_PATH);
    expect(home.cta.secondaryCta?.href).toBe(BOOK_DEMO_PATH);
  });

  it('sends every call to action to /book-time', () => {
    const ctas = links(home).filter((link) => isCtaLabel(link.label));
    expect(ctas.length).toBeGreaterThanOrEqual(4);
    for (const cta of ctas) expect(cta.href, cta.label).toBe('/book-time');
  });

  it('shows five customer logos under the spec line', () => {
    expect(home.logos.headline).toBe('Trusted by Revenue Leaders in highly competitive markets');
    expect(home.logos.customers).toHaveLength(5);
    expect(new Set(home.logos.customers).size).toBe(5);
    const known = customers.map((customer) => customer.name) as string[];
    for (const name of home.logos.customers) expect(known).toContain(name);
  });

  it('teases the case study with the exact metrics, attributed by role only, linking to /customers', () => {
    const { teaser } = home.caseStudy;
    expect(teaser.metric1).toBe('4.7%');
    expect(teaser.metric1Desc).toBe('alert-to-opportunity conversion');
    expect(teaser.metric2).toBe('$5.3M');
    expect(teaser.metric2Desc).toBe('pipeline opportunities generated');
    expect(teaser.link.href).toBe('/customers');
    // A real company: no invented person, no photo; the role attributes the quote.
    expect(teaser.personName).toBeNull();
    expect(teaser.personImage).toBeNull();
    expect(teaser.personTitle).toMatch(/sales/i);
    expect(teaser.company).toBe(teaser.logo);
    expect(teaser.quote.length).toBeGreaterThan(40);
  });

  it('has five showcase items in the spec order, the first selected by default', () => {
    const { items, defaultValue } = home.showcase;
    expect(items.map((item) => item.title)).toEqual([
      'See accounts engaging competitors',
      'Alert account owners',
      'Enrich CRM records',
      'Run competitive playbooks',
      'Track the competitive landscape',
    ]);
    expect(defaultValue).toBe(items[0]?.value);
    expect(items.map((item) => item.sample.kind)).toEqual([
      'signals',
      'routing',
      'crm',
      'playbook',
      'landscape',
    ]);
    // Values name the panels' slots: lowercase letters only, unique.
    for (const item of items) expect(item.value).toMatch(/^[a-z]+$/);
    expect(new Set(items.map((item) => item.value)).size).toBe(5);
  });

  it('shows Account, Contact and Opportunity records, each enriched with owner, competitor and date engaged', () => {
    const crm = home.showcase.items.find((item) => item.sample.kind === 'crm')?.sample;
    if (crm?.kind !== 'crm') throw new Error('no CRM sample');
    expect(crm.records.map((record) => record.objectType)).toEqual([...CRM_OBJECT_TYPES]);
    for (const record of crm.records) {
      expect(record.enriched, record.objectType).toBe(true);
      const labels = record.fields.map((field) => field.label);
      expect(labels).toEqual(expect.arrayContaining(['Owner', 'Competitor', 'Date engaged']));
      // The account is the record itself on an Account, a field on the others.
      if (record.objectType !== 'Account') expect(labels).toContain('Account');
    }
    const opportunity = crm.records.find((record) => record.objectType === 'Opportunity');
    expect(opportunity?.fields).toContainEqual({ label: 'Stage', value: 'Proposal' });
    expect(home.hero.visual.record.enriched).toBe(true);
  });

  it('routes a mock opportunity: stage Qualification, priority High, badge Routed', () => {
    const routing = home.showcase.items.find((item) => item.sample.kind === 'routing')?.sample;
    if (routing?.kind !== 'routing') throw new Error('no routing sample');
    expect(routing.opportunity).toMatchObject({ stage: 'Qualification', priority: 'High', badge: 'Routed' });
    expect(routing.opportunity.owner.length).toBeGreaterThan(0);
  });

  it('has the sample playbook exactly', () => {
    const sample = home.showcase.items.find((item) => item.sample.kind === 'playbook')?.sample;
    if (sample?.kind !== 'playbook') throw new Error('no playbook sample');
    const { playbook } = sample;
    expect(playbook.name.length).toBeGreaterThan(0);
    expect(playbook.trigger.length).toBeGreaterThan(0);
    expect(playbook.actions.map((action) => action.label)).toEqual([
      'Send alert to CSM',
      'Create task in CRM',
      'Update QBR agenda',
      'Enroll in battlecard sequence',
    ]);
    expect(playbook.status).toBe('active');
    expect(playbook.runsPerMonth).toBe(13);
  });

  it('has the landscape summary figures exactly, in the spec order', () => {
    const sample = home.showcase.items.find((item) => item.sample.kind === 'landscape')?.sample;
    if (sample?.kind !== 'landscape') throw new Error('no landscape sample');
    expect(sample.summary.stats.map(({ label, value, format }) => [label, value, format])).toEqual([
      ['Accounts engaging competitors', 34, 'count'],
      ['At-risk open opportunities', 12, 'count'],
      ['Churn risk accounts', 13, 'count'],
      ['Renewal risk accounts', 8, 'count'],
      ['New pipeline value', 1_252_000, 'usd'],
      ['At-risk revenue', 452_000, 'usd'],
    ]);
  });

  it('uses alert cards with the spec tags and statuses, owner handle first', () => {
    const cards = alertCards();
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const card of cards) {
      expect(ALERT_TAGS).toContain(card.tag);
      expect(ACCOUNT_STATUSES).toContain(card.accountStatus);
      expect(card.accountDetails[0]).toMatch(/^@[a-z.]+$/);
    }
  });

  it('links six use-case cards to the six use-case routes, with the site-map labels and blurbs', () => {
    const cards = home.useCases.groups.flatMap((group) => group.cards);
    expect(cards).toHaveLength(6);
    const useCaseRoutes = siteRoutes.filter((route) => route.header?.menu === 'use-cases');
    expect(cards.map((card) => card.href).sort()).toEqual(useCaseRoutes.map((route) => route.path).sort());
    for (const card of cards) {
      const route = useCaseRoutes.find((entry) => entry.path === card.href);
      expect(card.label).toBe(route?.label);
      expect(card.blurb).toBe(route?.blurb);
      const group = home.useCases.groups.find((entry) => entry.cards.includes(card));
      expect(route?.header).toEqual({ menu: 'use-cases', group: group?.strategy });
    }
  });

  it('explains the product in four steps', () => {
    expect(home.explainer.steps.map((step) => step.icon)).toEqual(['listen', 'watch', 'alert', 'act']);
    const text = home.explainer.steps.map((step) => step.description).join(' ');
    expect(text).toContain('public professional networks and social platforms');
    expect(text).toContain('prospects, open deals, closed-lost, renewal and customer accounts');
  });

  it('draws the funnel with the stage weights 10, 9, 8, 5 in stage order, before and after', () => {
    const { stages, before, after } = home.funnel;
    expect(stages.map((stage) => stage.name)).toEqual([...FUNNEL_STAGE_NAMES]);
    expect(stages.map((stage) => stage.weight)).toEqual([10, 9, 8, 5]);
    for (const view of [before, after]) {
      expect(Object.keys(view.stages).sort()).toEqual([...FUNNEL_STAGE_NAMES].sort());
    }
    // After: competitor engagement visible at every stage; before: the early stages are not.
    expect(Object.values(after.stages).every((stage) => stage.visible)).toBe(true);
    expect(before.stages.Awareness.visible).toBe(false);
    expect(before.stages.Decision.visible).toBe(true);
  });

  it('names the three integrations from the site config and mentions the API', () => {
    expect(home.integrations.items.map((item) => item.name)).toEqual(['Salesforce', 'HubSpot', 'Slack']);
    expect(home.integrations.items.map((item) => item.kind)).toEqual([
      'Sales CRM',
      'Marketing CRM',
      'Team chat',
    ]);
    expect(home.integrations.api.title).toMatch(/API/);
  });

  it('has five FAQs with distinct questions', () => {
    expect(home.faq.items).toHaveLength(5);
    expect(new Set(home.faq.items.map((item) => item.question)).size).toBe(5);
    for (const item of home.faq.items) expect(item.answer.length).toBeGreaterThan(60);
  });

  it('has no placeholder text and no empty strings', () => {
    for (const { path, text } of strings(home)) {
      expect(text, path).not.toMatch(PLACEHOLDER_PATTERN);
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toContain('!');
    }
  });

  it('uses only percentages and dollar figures the spec gives', () => {
    const allowed = new Set(['4.7%', '$5.3M', '69%', '80-90%']);
    const found = strings(home).flatMap(({ text }) => text.match(/\$?\d[\d.,–-]*(?:%|[MK]\b)/g) ?? []);
    for (const figure of found) expect(allowed, figure).toContain(figure);
  });
});
