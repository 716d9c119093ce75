/**
 * Spec fidelity of the home page (spec §2 "Home", §3 sample content), against src/content/pages/home.yaml
 * and the entries it references, as the site reads them. See pricing-legal.test.ts for what belongs here.
 */
import { readEntry, readSingleton } from '#src/content/loaders/read.ts';
import { BOOK_DEMO_PATH } from '#src/content/schemas/fields.ts';
import { factValueOfKind } from '#src/content/schemas/home.ts';
import { FUNNEL_STAGE_NAMES } from '#src/content/schemas/mock.ts';

const home = readSingleton('home');
const fact = (id: string) => readEntry('ownerFacts', id).data;

/** The sample of the showcase tab that shows the given kind of mock-up. */
function sample<K extends (typeof home.showcase.items)[number]['sample']['discriminant']>(kind: K) {
  const found = home.showcase.items.find((item) => item.sample.discriminant === kind)?.sample;
  if (found?.discriminant !== kind) throw new Error(`no ${kind} sample in the showcase`);
  return found.value as Extract<typeof found, { discriminant: K }>['value'];
}

describe('/ (spec §2 "Home")', () => {
  it('leads with the spec headline and the two calls to action, to /book-time', () => {
    expect(home.hero.headline).toBe(
      "AI that finds accounts engaging competitors and automates your team's response",
    );
    expect(home.hero.primaryCta).toEqual({ label: 'Book a demo', href: BOOK_DEMO_PATH });
    expect(home.hero.secondaryCta).toEqual({ label: 'Talk to an expert', href: BOOK_DEMO_PATH });
  });

  it('shows five customer logos under the spec line', () => {
    expect(home.logos.headline).toBe('Trusted by Revenue Leaders in highly competitive markets');
    const names = [
      ...home.logos.caseStudies.map(({ id }) => readEntry('caseStudies', id).data.company),
      ...home.logos.others.map(
        ({ company }) => factValueOfKind(company.id, fact(company.id), 'company').name,
      ),
    ];
    expect(names).toHaveLength(5);
    expect(new Set(names).size).toBe(5);
  });

  it('teases a case study with a sales executive’s quote, 4.7% and $5.3M, linking to /customers', () => {
    const { quote, metrics, link } = home.caseStudy;
    expect(factValueOfKind(quote.id, fact(quote.id), 'quote').role).toMatch(/sales/i);
    expect(metrics.map((metric) => metric.value)).toEqual(['4.7%', '$5.3M']);
    expect(metrics[0]?.label).toMatch(/alert-to-opportunity conversion/i);
    expect(metrics[1]?.label).toMatch(/pipeline opportunities generated/i);
    expect(link.href).toBe('/customers');
  });

  it('has the five showcase features in the spec order (the first one is selected on load)', () => {
    const titles = home.showcase.items.map((item) => item.title.toLowerCase().replace(/\bthe /g, ''));
    expect(titles).toEqual([
      'see accounts engaging competitors',
      'alert account owners',
      'enrich crm records',
      'run competitive playbooks',
      'track competitive landscape',
    ]);
    expect(home.showcase.items.map((item) => item.sample.discriminant)).toEqual([
      'signals',
      'routing',
      'crm',
      'playbook',
      'landscape',
    ]);
  });

  it('shows Account, Contact and Opportunity records, each enriched, with owner, competitor and date engaged', () => {
    const { records } = sample('crm');
    expect(records.map((record) => record.objectType)).toEqual(['Account', 'Contact', 'Opportunity']);
    for (const record of records) {
      expect(record.enriched, record.objectType).toBe(true);
      const labels = record.fields.map((field) => field.label);
      expect(labels).toEqual(expect.arrayContaining(['Owner', 'Competitor', 'Date engaged']));
      // The account is the record itself on an Account, a field on the others.
      if (record.objectType !== 'Account') expect(labels).toContain('Account');
    }
    expect(records.at(-1)?.fields.map((field) => field.label)).toContain('Stage');
  });

  it('routes a mock opportunity: stage Qualification, priority High, badge Routed', () => {
    expect(sample('routing').opportunity).toMatchObject({
      stage: 'Qualification',
      priority: 'High',
      badge: 'Routed',
    });
  });

  it('has the sample playbook’s actions, status active and 13 runs per month', () => {
    const { playbook } = sample('playbook');
    expect(playbook.actions.map((action) => action.label.toLowerCase())).toEqual([
      'send alert to csm',
      'create task in crm',
      'update qbr agenda',
      'enroll in battlecard sequence',
    ]);
    expect(playbook.status).toBe('active');
    expect(playbook.runsPerMonth).toBe(13);
  });

  it('has the landscape summary’s figures in the spec order', () => {
    const { stats } = sample('landscape').summary;
    expect(stats.map(({ label, value, format }) => [label.toLowerCase(), value, format])).toEqual([
      ['accounts engaging competitors', 34, 'count'],
      ['at-risk open opportunities', 12, 'count'],
      ['churn risk accounts', 13, 'count'],
      ['renewal risk accounts', 8, 'count'],
      ['new pipeline value', 1_252_000, 'usd'],
      ['at-risk revenue', 452_000, 'usd'],
    ]);
  });

  it('links six use-case cards to the six use-case pages: three offensive, three defensive', () => {
    const hrefs = (strategy: string) =>
      home.useCases.groups
        .filter((group) => group.strategy === strategy)
        .flatMap((group) => group.cards.map((card) => card.href));
    expect(hrefs('offensive').sort()).toEqual(
      ['/hunt-new-opportunities', '/revive-closed-lost', '/flag-expansion-opportunities'].sort(),
    );
    expect(hrefs('defensive').sort()).toEqual(
      ['/win-open-deals', '/defend-customer-base', '/predict-prevent-churn'].sort(),
    );
  });

  it('compares the funnel before and after over Awareness 10, Interest 9, Evaluation 8, Decision 5', () => {
    const { stages, before, after } = home.funnel;
    expect(stages.map(({ name, weight }) => [name, weight])).toEqual([
      ['Awareness', 10],
      ['Interest', 9],
      ['Evaluation', 8],
      ['Decision', 5],
    ]);
    // Before: the early stages stay out of sight; after: competitor engagement shows at every stage.
    expect(FUNNEL_STAGE_NAMES.filter((name) => !before.stages[name].visible)).not.toEqual([]);
    expect(FUNNEL_STAGE_NAMES.every((name) => after.stages[name].visible)).toBe(true);
  });

  it('names the three integrations, sales CRM, marketing CRM and team chat, and the API', () => {
    const tools = factValueOfKind('integrations', fact('integrations'), 'tools');
    expect(home.integrations.items.map((item) => item.name)).toEqual([
      tools.salesCrm,
      tools.marketingCrm,
      tools.teamChat,
    ]);
    expect(home.integrations.api.title).toMatch(/\bAPI\b/);
  });

  it('has five FAQs, with distinct questions', () => {
    expect(home.faq.items).toHaveLength(5);
    expect(new Set(home.faq.items.map((item) => item.question)).size).toBe(5);
  });
});
