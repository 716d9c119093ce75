import { timelineFor } from '#src/components/playbooks/playbook-logic.ts';
import { company } from '#src/content/company.ts';
import { metadataIssues } from '#src/lib/page-metadata.ts';
import { PLACEHOLDER_PATTERN } from '../../tests/content-rules.ts';
import { readSingleton } from './loaders/read.ts';
import { INTELLIGENCE_PILLARS, playbooks } from './playbooks';
import { SAMPLE_CAST } from './samples';
import { ACCOUNT_STATUSES } from './types';

const byId = (id: number) => {
  const playbook = playbooks.playbooks.find((entry) => entry.id === id);
  if (!playbook) throw new Error(`No playbook ${id}`);
  return playbook;
};
const textOf = (value: unknown) => JSON.stringify(value);

describe('playbooks content (spec §3 "Playbook")', () => {
  it('has the six playbooks of the spec table, exactly', () => {
    expect(
      playbooks.playbooks.map(({ id, title, category, stage, timeToValue, difficulty }) => [
        id,
        title,
        category,
        stage,
        timeToValue,
        difficulty,
      ]),
    ).toEqual([
      [1, 'Capture New Business', 'acquisition', 'Top of Funnel', '2-4 weeks', 'Intermediate'],
      [2, 'Revive Closed Lost', 'revival', 'Win-Back', '1-3 weeks', 'Advanced'],
      [3, 'Capture Expansion Opportunity', 'expansion', 'Post-Sale Expansion', '2-4 weeks', 'Intermediate'],
      [4, 'Defend Open Opportunity', 'defense', 'Mid-to-Late Funnel', '1 week', 'Advanced'],
      [5, 'Protect Renewal', 'defense', 'Pre-Renewal', '4-8 weeks', 'Intermediate'],
      [6, 'Prevent Churn', 'defense', 'Mid-Contract', '2-6 weeks', 'Advanced'],
    ]);
  });

  it.each(playbooks.playbooks.map((playbook) => [playbook.title, playbook] as const))(
    '%s has every field filled in',
    (_title, playbook) => {
      expect(playbook.description.length).toBeGreaterThan(40);
      expect(playbook.objective.length).toBeGreaterThan(40);
      expect(playbook.triggers.length).toBeGreaterThanOrEqual(1);
      expect(playbook.steps).toHaveLength(4);
      for (const step of playbook.steps) {
        expect(step.title).not.toBe('');
        expect(step.description.length).toBeGreaterThan(30);
        expect(step.actions.length).toBeGreaterThanOrEqual(2);
      }
      expect(playbook.metrics.length).toBeGreaterThanOrEqual(3);
      expect(playbook.intelligencePillars.length).toBeGreaterThanOrEqual(1);
      for (const pillar of playbook.intelligencePillars) expect(INTELLIGENCE_PILLARS).toContain(pillar);
      expect(playbook.tools.length).toBeGreaterThanOrEqual(1);
      expect(playbook.caseStudy.length).toBeGreaterThan(20);
    },
  );

  it('uses all four intelligence pillars across the library', () => {
    const used = new Set(playbooks.playbooks.flatMap((playbook) => playbook.intelligencePillars));
    expect([...used].sort()).toEqual([...INTELLIGENCE_PILLARS].sort());
  });

  it('names the CRM concepts where they belong (spec §3)', () => {
    expect(textOf(byId(4).steps)).toContain('At-Risk');
    expect(textOf(byId(5).steps)).toContain('High Risk');
    expect(textOf(byId(2).steps)).toContain('Win-Back');
    expect(textOf(byId(3).steps)).toContain('Expansion Opportunity');
  });

  it('gives each sample alert a status the alert card knows', () => {
    for (const playbook of playbooks.playbooks) {
      expect(ACCOUNT_STATUSES).toContain(playbook.sampleAlert.accountStatus);
      expect(playbook.sampleAlert.accountDetails[0]).toMatch(/^@/);
    }
  });

  it('names the integrations from the site config, never other tools', () => {
    const { salesCrm, marketingCrm, teamChat } = company.integrations;
    const tools = new Set(playbooks.playbooks.flatMap((playbook) => playbook.tools));
    for (const tool of tools)
      expect([salesCrm, marketingCrm, teamChat, 'Email', 'Battlecards']).toContain(tool);
  });

  describe('scenes: each alert where it lands, beside what happens next', () => {
    const scenes = playbooks.playbooks.map((playbook) => [playbook.title, playbook] as const);

    it('arrive in chat, email and the CRM across the library, never one surface on repeat', () => {
      const surfaces = playbooks.playbooks.map((playbook) => playbook.scene.delivery.surface);
      expect(new Set(surfaces)).toEqual(new Set(['chat', 'email', 'crm']));
      // Cards sit two to a row: the two cards of a row show different surfaces.
      for (let index = 0; index < surfaces.length; index += 2) {
        expect(surfaces[index]).not.toBe(surfaces[index + 1]);
      }
    });

    it('chooses the artefact by topic: routing shows the routed opportunity, renewals the renewal record', () => {
      const next = (id: number) => byId(id).scene.next.kind;
      expect(next(1)).toBe('routed-opportunity');
      expect(next(2)).toBe('timeline');
      expect(next(3)).toBe('routed-opportunity');
      expect(next(4)).toBe('crm-record');
      expect(next(5)).toBe('timeline');
      expect(next(6)).toBe('timeline');
      const renewal = byId(5).scene.delivery;
      expect(renewal.surface === 'crm' && renewal.record.flag).toBe('High Risk');
      const expansion = byId(3).scene.delivery;
      expect(expansion.surface === 'crm' && expansion.record.flag).toBe('Expansion Opportunity');
      const deal = byId(4).scene.next;
      expect(deal.kind === 'crm-record' && deal.record.fields).toEqual(
        expect.arrayContaining([
          { label: 'Status', value: 'At-Risk', enriched: true },
          { label: 'Competitor', value: byId(4).sampleAlert.competitor, enriched: true },
        ]),
      );
    });

    it.each(scenes)(
      '%s: the surface and the artefact are about the alert’s own account and owner',
      (_, playbook) => {
        const { sampleAlert, scene } = playbook;
        const [ownerHandle] = sampleAlert.accountDetails;
        const owner = Object.values(SAMPLE_CAST).find(
          (person) => 'handle' in person && person.handle === ownerHandle,
        );
        expect(owner, `${ownerHandle} is in the sample cast`).toBeDefined();
        const { delivery, next } = scene;
        if (delivery.surface === 'chat') expect(delivery.mentions).toContain(ownerHandle);
        if (delivery.surface === 'email') expect(delivery.to).toBe(owner?.name);
        if (delivery.surface === 'crm') {
          expect(delivery.record.name).toContain(sampleAlert.account);
          expect(delivery.record.fields).toContainEqual({ label: 'Owner', value: owner?.name });
        }
        if (next.kind === 'routed-opportunity') {
          expect(next.opportunity.account).toBe(sampleAlert.account);
          expect(next.opportunity.owner).toBe(owner?.name);
        }
        if (next.kind === 'crm-record') expect(next.record.name).toContain(sampleAlert.account);
        expect(scene.captions.delivery.length).toBeGreaterThan(20);
        expect(scene.captions.next.length).toBeGreaterThan(20);
      },
    );

    it.each(scenes)(
      '%s: every task of its run is one of its own step actions, in a believable order',
      (_, playbook) => {
        const { next } = playbook.scene;
        if (next.kind !== 'timeline') return;
        const run = timelineFor(playbook, next.tasks, readSingleton('samples').surfaces.app);
        expect(run.tasks.length).toBeGreaterThanOrEqual(4);
        const actions = playbook.steps.flatMap((step) => step.actions);
        for (const task of run.tasks) expect(actions).toContain(task.label);
        // Done, then in progress, then due: a run does not skip ahead.
        const order = { done: 0, 'in-progress': 1, due: 2 } as const;
        const ranks = run.tasks.map((task) => order[task.status]);
        expect(ranks).toEqual([...ranks].sort());
        expect(ranks).toContain(1);
        // People own the work after the service's own: teammates from the sample cast.
        const teammates = Object.values(SAMPLE_CAST).flatMap((person) =>
          'handle' in person ? [person.name] : [],
        );
        for (const task of run.tasks) {
          if (!task.automated) expect(teammates).toContain(task.owner);
        }
      },
    );
  });

  it('takes every sample contact from the sample cast, so nobody changes jobs between pages', () => {
    const contacts = Object.values(SAMPLE_CAST).flatMap((person) => ('company' in person ? [person] : []));
    for (const { sampleAlert } of playbooks.playbooks) {
      expect(contacts).toContainEqual({
        name: sampleAlert.name,
        title: sampleAlert.title,
        company: sampleAlert.account,
      });
    }
  });

  it('uses only figures the spec gives', () => {
    const allowed = new Set([
      '15-25%',
      '40-60%',
      '20-30%',
      '30%',
      '23%',
      '70-85%',
      '30-90 days',
      '90-120 days',
      '$5.3M',
      '4.7%',
      '25 opportunities in 3 months',
      '9.8%',
      '4x',
      '80 deals',
      '$600K',
      '26.7%',
      // Spec §9 mock demo values, in the step mock-ups.
      '12.4%',
    ]);
    const copy = textOf({
      ...playbooks,
      playbooks: playbooks.playbooks.map(({ sampleAlert: _, ...rest }) => rest),
    });
    const figures =
      copy.match(/\$?\d[\d.,]*(?:-\d+)?(?:%|[MKx]\b| days| deals| opportunities in 3 months)/g) ?? [];
    expect(figures.filter((figure) => !allowed.has(figure))).toEqual([]);
  });

  it('attributes customer results by company, never by a named person', () => {
    const lines = playbooks.playbooks.map((playbook) => playbook.caseStudy);
    for (const line of lines) expect(line).not.toMatch(/said|says|according to/i);
    // Which customer backs which play, and that it says what its case study says: proof-points.test.ts.
    expect(lines.filter((line) => /Gainsight|Navattic|Athenian|Vendr/.test(line))).toHaveLength(3);
  });

  it('has no placeholder text', () => {
    expect(textOf(playbooks)).not.toMatch(PLACEHOLDER_PATTERN);
  });

  it('has metadata of a sensible length', () => {
    expect(metadataIssues(playbooks.meta)).toEqual([]);
  });

  it('labels the library as the spec words it', () => {
    expect(playbooks.hero.headline).toBe('Competitive playbook library');
    expect(playbooks.labels.filters).toEqual({ all: 'All', offensive: 'Offensive', defensive: 'Defensive' });
    expect(playbooks.labels.categoryBadge).toEqual({
      offensive: 'Offensive Play',
      defensive: 'Defensive Play',
    });
    expect(playbooks.labels.empty).toEqual({
      title: 'No playbooks found',
      description: 'Try selecting a different category',
    });
    expect(playbooks.labels.detail.back).toBe('← Back to Library');
    expect(playbooks.labels.detail.titleSuffix).toBe(' Playbook');
    expect(playbooks.labels.detail.howItWorks).toBe('How It Works');
    expect(playbooks.closing.primaryCta).toEqual({ label: 'Book a demo', href: '/book-time' });
    expect(playbooks.closing.secondaryCta).toEqual({ label: 'Talk to an expert', href: '/book-time' });
  });
});
