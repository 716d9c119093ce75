/**
 * The playbook schemas refuse what would break /playbooks, naming the file and the field; what follows
 * from a playbook's fields (its alert's tag and strategy) is derived, not written; and the rules every
 * playbook file keeps (copy a marketer writes, checked without quoting it).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timelineFor } from '#src/components/playbooks/playbook-logic.ts';
import { company } from '#src/content/company.ts';
import { PLACEHOLDER_PATTERN } from '../../../tests/content-rules.ts';
import { collectStrings } from '../../../tests/page-copy-rules.ts';
import { contentDir, readRawCollection, readRawSingleton } from '../loaders/files.ts';
import {
  ContentError,
  contentProblems,
  expandEntry,
  factValues,
  nodeReference,
  parseEntry,
  readCollection,
  readSingleton,
} from '../loaders/read.ts';
import { readPlaybooks } from '../playbooks.ts';
import { ALERT_RULES } from './mock.ts';
import { ALERT_TAG_BY_CATEGORY, playbookLibrarySchema, playbookSchema } from './playbooks.ts';

const schema = playbookSchema(nodeReference);
const facts = factValues();
const raws = readRawCollection('playbooks');

/** Data as a marketer might break it: any shape at all. */
// biome-ignore lint/suspicious/noExplicitAny: the tests write deliberately malformed entries.
type Loose = Record<string, any>;

/** The problems the build reports for a playbook file changed by `edit` (none: an empty list). */
function problemsWith(raw: (typeof raws)[number], edit: (data: Loose) => void): string[] {
  const data = structuredClone(expandEntry(raw, facts).data) as Loose;
  edit(data);
  try {
    parseEntry(schema, data, raw.file);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.message.split('\n');
    throw error;
  }
}

const [first] = raws;
if (!first) throw new Error('no playbook files');
const file = `src/content/playbooks/${first.id}.yaml`;
/** A playbook whose scene runs its tasks, and one whose proof point comes from a customer story. */
const withTimeline = raws.find((raw) => JSON.stringify(raw.data.scene).includes('"timeline"'));
const fromStory = readCollection('proofPoints').find(
  (point) => point.data.source.discriminant === 'caseStudy',
);

describe('playbook schema: a broken file fails the build, naming the file and the field', () => {
  it('accepts every file as it is', () => {
    for (const raw of raws)
      expect(
        problemsWith(raw, () => {}),
        raw.id,
      ).toEqual([]);
  });

  it('an empty title, a missing objective, a step too few', () => {
    expect(problemsWith(first, (data) => (data.title = ''))).toEqual([`${file} → title: is empty`]);
    expect(problemsWith(first, (data) => delete data.objective)).toEqual([
      `${file} → objective: is required`,
    ]);
    expect(problemsWith(first, (data) => data.steps.pop())).toEqual([
      `${file} → steps: has four steps (spec: each playbook has four steps)`,
    ]);
  });

  it('a category, a pillar or a difficulty the library does not know', () => {
    expect(problemsWith(first, (data) => (data.category = 'offense'))[0]).toMatch(`${file} → category:`);
    expect(problemsWith(first, (data) => data.intelligencePillars.push('Gut feeling'))[0]).toMatch(
      `${file} → intelligencePillars[`,
    );
    expect(problemsWith(first, (data) => (data.difficulty = 'Easy'))[0]).toMatch(`${file} → difficulty:`);
  });

  it('a number that is not a whole number from 1', () => {
    expect(problemsWith(first, (data) => (data.id = 0))[0]).toMatch(`${file} → id:`);
    expect(problemsWith(first, (data) => (data.id = 'one'))).toEqual([
      `${file} → id: is the playbook’s number (1, 2, …)`,
    ]);
  });

  it('a proof point that does not exist, or one from a customer who runs another play', () => {
    expect(problemsWith(first, (data) => (data.proofPoint = 'acme-wins'))[0]).toMatch(
      `${file} → proofPoint: names "acme-wins", which is not an entry of Proof points`,
    );
    if (fromStory?.data.source.discriminant !== 'caseStudy') throw new Error('no proof point from a story');
    const otherPlay = fromStory.data.source.value.play;
    const problems = problemsWith(first, (data) => {
      data.proofPoint = fromStory.id;
      data.sampleAlert.play = otherPlay === 'Churn prevention' ? 'Deal protection' : 'Churn prevention';
    });
    expect(problems).toEqual([
      expect.stringMatching(
        `^${file} → proofPoint: the proof point “${fromStory.id}” comes from a customer who runs “${otherPlay}”`,
      ),
    ]);
  });

  it('a sample alert without the owner’s handle first, or with a play the site does not know', () => {
    expect(problemsWith(first, (data) => (data.sampleAlert.accountDetails = ['Target account']))).toContain(
      `${file} → sampleAlert.accountDetails: starts with the account owner’s handle (@jordan.ae)`,
    );
    expect(problemsWith(first, (data) => (data.sampleAlert.play = 'Hope'))[0]).toMatch(
      `${file} → sampleAlert.play:`,
    );
  });

  it('a scene of an unknown kind, or a task that names an action its step does not have', () => {
    expect(problemsWith(first, (data) => (data.scene.delivery.discriminant = 'fax'))[0]).toMatch(
      `${file} → scene.delivery.discriminant:`,
    );
    if (!withTimeline) throw new Error('no playbook runs a timeline');
    const timelineFile = `src/content/playbooks/${withTimeline.id}.yaml`;
    expect(
      problemsWith(withTimeline, (data) => {
        data.scene.next.value.tasks[0].step = 2;
        data.scene.next.value.tasks[0].action = 9;
      }),
    ).toEqual([
      expect.stringMatching(
        `^${timelineFile} → scene.next.value.tasks\\[0\\].action: step 2 has \\d actions`,
      ),
    ]);
  });

  it('a card picture of an unknown kind, a stage or a week it does not have, a renewal past its term', () => {
    expect(problemsWith(first, (data) => (data.card = { discriminant: 'pie-chart', value: {} }))).toEqual([
      `${file} → card.discriminant: is one of chat-claim, inbox-thread, product-slots, stage-track, renewal-clock, health-dip`,
    ]);
    const track = { label: 'Sample track', record: 'Deal', stages: ['One', 'Two', 'Three'], flag: 'Entered' };
    expect(
      problemsWith(
        first,
        (data) => (data.card = { discriminant: 'stage-track', value: { ...track, current: 4 } }),
      ),
    ).toEqual([`${file} → card.value.current: is the number of one of the stages`]);
    const chart = {
      label: 'Sample chart',
      heading: 'Health',
      signalLabel: 'Signal',
      points: [9, 8, 7, 6, 5, 4],
    };
    expect(
      problemsWith(
        first,
        (data) => (data.card = { discriminant: 'health-dip', value: { ...chart, signalAt: 7 } }),
      ),
    ).toEqual([`${file} → card.value.signalAt: is the number of one of the weeks`]);
    expect(
      problemsWith(first, (data) => {
        data.card = {
          discriminant: 'health-dip',
          value: { ...chart, signalAt: 2, points: [120, 8, 7, 6, 5, 4] },
        };
      }),
    ).toEqual([`${file} → card.value.points[0]: is a number from 0 to 100`]);
    const clock = { label: 'Sample clock', record: 'Renewal', daysLabel: 'days', termLabel: 'Term' };
    expect(
      problemsWith(first, (data) => {
        data.card = { discriminant: 'renewal-clock', value: { ...clock, days: 400, termDays: 365 } };
      }),
    ).toEqual([`${file} → card.value.days: is more days than the term has`]);
    expect(problemsWith(first, (data) => delete data.card.value.label)).toEqual([
      `${file} → card.value.label: is required`,
    ]);
  });

  it('an illustration with the wrong number of agenda items', () => {
    expect(
      problemsWith(first, (data) => {
        data.stepMocks = { discovery: { agenda: ['Only one item'] } };
      }),
    ).toEqual([`${file} → stepMocks.discovery.agenda: has three items`]);
  });

  it('two playbooks with the same number: both files are named', () => {
    const root = mkdtempSync(join(tmpdir(), 'content-'));
    const previous = process.env.CONTENT_ROOT;
    try {
      cpSync(contentDir(), join(root, 'src', 'content'), { recursive: true });
      const folder = join(root, 'src', 'content', 'playbooks');
      writeFileSync(join(folder, 'copy-of-a-play.yaml'), readFileSync(first.file, 'utf8'));
      process.env.CONTENT_ROOT = root;
      const copy = 'src/content/playbooks/copy-of-a-play.yaml';
      const message = `id: ${first.data.id} is the number of more than one playbook (${[copy, file].sort().join(', ')}): give each its own`;
      expect(contentProblems().filter((line) => line.includes('playbooks/'))).toEqual(
        [`${copy} → ${message}`, `${file} → ${message}`].sort(),
      );
      writeFileSync(
        join(folder, 'copy-of-a-play.yaml'),
        readFileSync(first.file, 'utf8').replace(/^id: \d+$/m, 'id: 99'),
      );
      expect(readCollection('playbooks').map(({ id }) => id)).toContain('copy-of-a-play');
    } finally {
      if (previous === undefined) delete process.env.CONTENT_ROOT;
      else process.env.CONTENT_ROOT = previous;
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('playbook library schema (src/content/pages/playbooks.yaml)', () => {
  const raw = readRawSingleton('playbookLibrary');
  const library = `src/content/pages/playbooks.yaml`;

  function libraryProblems(edit: (data: Loose) => void): string[] {
    const data = structuredClone(expandEntry(raw, facts).data) as Loose;
    edit(data);
    try {
      parseEntry(playbookLibrarySchema, data, raw.file);
      return [];
    } catch (error) {
      if (error instanceof ContentError) return error.message.split('\n');
      throw error;
    }
  }

  it('accepts the file as it is', () => {
    expect(libraryProblems(() => {})).toEqual([]);
  });

  it('an empty label, a missing metadata description, a spec call to action that leads elsewhere', () => {
    expect(libraryProblems((data) => (data.labels.detail.back = ' '))).toEqual([
      `${library} → labels.detail.back: is empty`,
    ]);
    expect(libraryProblems((data) => delete data.meta.description)[0]).toMatch(
      `${library} → meta.description:`,
    );
    expect(libraryProblems((data) => (data.closing.primaryCta.href = '/pricing'))[0]).toMatch(
      `${library} → closing.primaryCta.href: “Book a demo”`,
    );
  });
});

describe('what a playbook does not write: its alert’s tag and strategy', () => {
  it.each(readPlaybooks().map((playbook) => [playbook.title, playbook] as const))(
    '%s: the tag comes from the category, the strategy from the tag',
    (_title, playbook) => {
      const tag = ALERT_TAG_BY_CATEGORY[playbook.category];
      expect(playbook.sampleAlert).toMatchObject({ tag, strategyType: ALERT_RULES[tag].strategyType });
    },
  );

  it('follows a change of category', () => {
    const data = structuredClone(expandEntry(first, facts).data) as Loose;
    data.category = data.category === 'defense' ? 'revival' : 'defense';
    const parsed = parseEntry(schema, data, first.file);
    expect(parsed.sampleAlert.tag).toBe(ALERT_TAG_BY_CATEGORY[parsed.category]);
  });
});

describe('playbook files (src/content/playbooks/)', () => {
  const playbooks = readPlaybooks();
  const library = readSingleton('playbookLibrary');

  it('have no placeholder text, nor does the library page', () => {
    for (const { path, text } of collectStrings({ playbooks, library }))
      expect(text, path).not.toMatch(PLACEHOLDER_PATTERN);
  });

  it('state only the figures the spec gives (§9 marketing figures, case-study metrics, mock demo values)', () => {
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
    // The sample alert and the card's picture are sample data, drawn inside `data-sample` (“Sample”).
    const copy = JSON.stringify({
      library,
      playbooks: playbooks.map(({ sampleAlert: _, card: __, ...rest }) => rest),
    });
    const figures =
      copy.match(/\$?\d[\d.,]*(?:-\d+)?(?:%|[MKx]\b| days| deals| opportunities in 3 months)/g) ?? [];
    expect(figures.filter((figure) => !allowed.has(figure))).toEqual([]);
  });

  it('run in the company’s own tools, or by email and battlecards', () => {
    const { salesCrm, marketingCrm, teamChat } = company.integrations;
    for (const playbook of playbooks)
      for (const tool of playbook.tools)
        expect([salesCrm, marketingCrm, teamChat, 'Email', 'Battlecards'], playbook.title).toContain(tool);
  });

  it('arrive in chat, email and the CRM across the library, two cards of a row on different surfaces', () => {
    const surfaces = playbooks.map((playbook) => playbook.scene.delivery.surface);
    expect(new Set(surfaces)).toEqual(new Set(['chat', 'email', 'crm']));
    for (let index = 0; index < surfaces.length; index += 2) {
      expect(surfaces[index]).not.toBe(surfaces[index + 1]);
    }
  });

  it.each(playbooks.map((playbook) => [playbook.title, playbook] as const))(
    '%s: the scene is about the alert’s own account and owner',
    (_title, { sampleAlert, scene }) => {
      const [ownerHandle] = sampleAlert.accountDetails;
      const { delivery, next } = scene;
      if (delivery.surface === 'chat') expect(delivery.mentions).toContain(ownerHandle);
      if (delivery.surface === 'crm') expect(delivery.record.name).toContain(sampleAlert.account);
      if (next.kind === 'routed-opportunity') expect(next.opportunity.account).toBe(sampleAlert.account);
      if (next.kind === 'crm-record') expect(next.record.name).toContain(sampleAlert.account);
    },
  );

  it.each(playbooks.map((playbook) => [playbook.title, playbook] as const))(
    '%s: a run does its own steps’ actions, done, then in progress, then due',
    (_title, playbook) => {
      const { next } = playbook.scene;
      if (next.kind !== 'timeline') return;
      const run = timelineFor(playbook, next.tasks, readSingleton('samples').surfaces.app);
      const actions = playbook.steps.flatMap((step) => step.actions);
      for (const task of run.tasks) expect(actions).toContain(task.label);
      const order = { done: 0, 'in-progress': 1, due: 2 } as const;
      const ranks = run.tasks.map((task) => order[task.status]);
      expect(ranks).toEqual([...ranks].sort());
      expect(ranks).toContain(1);
    },
  );
});
