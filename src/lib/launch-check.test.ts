import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { collectionIds } from '#src/content/loaders/files.ts';
import {
  buildWarning,
  describeValue,
  type LaunchContent,
  launchCheckIntegration,
  launchReport,
  pendingIds,
  readFactsFrom,
  readStoriesFrom,
  runLaunchCheck,
  STORY_WHY,
  siteLaunchContent,
  unconfirmedFacts,
  unconfirmedStories,
} from './launch-check';
import type { PageContent } from './launch-check-pages';

const ROOT = join(import.meta.dirname, '..', '..');
const facts = (name: string) => readFactsFrom(join(ROOT, 'tests/fixtures/owner-facts', name));
const stories = (name: string) => readStoriesFrom(join(ROOT, 'tests/fixtures/case-studies', name));
const allConfirmed: LaunchContent = { facts: facts('all-confirmed'), stories: stories('all-confirmed') };
const oneUnconfirmed: LaunchContent = { facts: facts('one-unconfirmed'), stories: [] };
const oneStoryUnconfirmed: LaunchContent = {
  facts: facts('all-confirmed'),
  stories: stories('one-unconfirmed'),
};
const schedulerEnv = { PUBLIC_SCHEDULER_URL: 'https://scheduler.example/team' };

/** A page that names the fixture's unconfirmed company, and one that refers to its story. */
const pages: PageContent[] = [
  { path: '/pricing', text: 'Teams like Madeup Co pay per opportunity.', references: new Set() },
  { path: '/playbooks', text: 'No names here.', references: new Set(['caseStudies/madeup']) },
  { path: '/about', text: 'Nothing about customers.', references: new Set() },
];
const noPages = () => [];

function runCli(folders: string[], env: Record<string, string> = {}) {
  const { PUBLIC_SCHEDULER_URL: _, ...inherited } = process.env;
  return spawnSync(process.execPath, ['scripts/launch-check.ts', ...folders], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...inherited, ...env },
  });
}

/** Runs the integration's config hook the way `astro build` (or `astro dev`) would. */
function runHook(content: LaunchContent, env: Record<string, string>, command: 'build' | 'dev' = 'build') {
  const warnings: string[] = [];
  const hook = launchCheckIntegration({ facts: () => content.facts, stories: () => content.stories, env })
    .hooks['astro:config:setup'] as (options: {
    command: string;
    logger: { warn: (message: string) => void };
  }) => void;
  hook({ command, logger: { warn: (message) => warnings.push(message) } });
  return warnings;
}

describe('what is still to confirm', () => {
  it('finds the unconfirmed facts, by file name', () => {
    expect(unconfirmedFacts(oneUnconfirmed.facts).map(({ id }) => id)).toEqual(['fifth-logo']);
  });

  it('counts a fact as confirmed when the deploy sets its environment variable', () => {
    expect(unconfirmedFacts(allConfirmed.facts).map(({ id }) => id)).toEqual(['scheduler-url']);
    expect(unconfirmedFacts(allConfirmed.facts, schedulerEnv)).toEqual([]);
    expect(unconfirmedFacts(allConfirmed.facts, { PUBLIC_SCHEDULER_URL: '  ' })).toHaveLength(1);
  });

  it('finds the unconfirmed customer stories, as case-study:<file name>', () => {
    expect(unconfirmedStories(oneStoryUnconfirmed.stories).map(({ id }) => id)).toEqual(['madeup']);
    expect(pendingIds(oneStoryUnconfirmed, schedulerEnv)).toEqual(['case-study:madeup']);
    expect(pendingIds(allConfirmed, schedulerEnv)).toEqual([]);
  });

  it('reads and checks the site’s own facts and stories', () => {
    const site = siteLaunchContent();
    expect(site.facts.length).toBeGreaterThan(0);
    expect(site.stories.map(({ id }) => id)).toEqual(collectionIds('caseStudies'));
    const pending = pendingIds(site);
    for (const story of unconfirmedStories(site.stories)) expect(pending).toContain(`case-study:${story.id}`);
  });
});

describe('npm run launch-check', () => {
  it('exits 1 and lists what, where and why while a fact is unconfirmed', () => {
    let output = '';
    expect(runLaunchCheck(oneUnconfirmed, {}, (text) => (output += text), noPages)).toBe(1);
    expect(output).toContain('1 of 2 owner facts and customer stories are not confirmed');
    expect(output).toContain('Fifth logo in the customer strip [fifth-logo]');
    expect(output).toContain('Value: name: Madeup Co');
    expect(output).toContain('Shown on: / (logo strip)');
    expect(output).toContain('Why it matters: The logo strip shows a company that does not exist.');
    expect(output).not.toContain('Legal entity name');
  });

  it('lists an unconfirmed story like a fact: what it is, its file, why, and the pages that show it', () => {
    const output = launchReport(oneStoryUnconfirmed, schedulerEnv, () => pages);
    // The three facts and two stories all count; one story is left.
    expect(output).toContain('Launch check: 1 of 5 owner facts and customer stories are not confirmed.');
    expect(output).toContain(
      '1. Madeup Co named as a customer: its story, quote and profile link [case-study:madeup]',
    );
    expect(output).toContain('File: tests/fixtures/case-studies/one-unconfirmed/madeup.yaml');
    expect(output).toContain(`Why it matters: ${STORY_WHY}`);
    expect(output).toContain('https://www.linkedin.com/company/madeup-co/');
    expect(output).toContain(
      'Shown on: /customers-madeup (the whole story); /customers (its card); /customers-example (More customer stories); /pricing, /playbooks (names Madeup Co or links to its story)',
    );
    expect(output).not.toContain('Example Corp named as a customer');
  });

  it('says why the profile link is a stand-in for the quoted person’s profile', () => {
    expect(STORY_WHY).toMatch(/quoted person’s professional profile/);
    expect(STORY_WHY).toMatch(/company’s LinkedIn page/);
  });

  it('exits 0 when every fact and story is confirmed', () => {
    let output = '';
    expect(runLaunchCheck(allConfirmed, schedulerEnv, (text) => (output += text), noPages)).toBe(0);
    expect(output).toBe(
      'Launch check: all 4 owner facts and customer stories are confirmed (src/content/owner-facts/, src/content/case-studies/).\n',
    );
  });

  it('works as a command, with both outcomes', () => {
    const failing = runCli(['tests/fixtures/owner-facts/one-unconfirmed']);
    expect(failing.status, failing.stderr).toBe(1);
    expect(failing.stdout).toContain('[fifth-logo]');
    const story = runCli(
      ['tests/fixtures/owner-facts/all-confirmed', 'tests/fixtures/case-studies/one-unconfirmed'],
      schedulerEnv,
    );
    expect(story.status, story.stderr).toBe(1);
    expect(story.stdout).toContain('[case-study:madeup]');
    const passing = runCli(
      ['tests/fixtures/owner-facts/all-confirmed', 'tests/fixtures/case-studies/all-confirmed'],
      schedulerEnv,
    );
    expect(passing.status, passing.stderr).toBe(0);
    expect(passing.stdout).toContain('all 4 owner facts and customer stories are confirmed');
    // Three Node processes on a shared machine: a generous limit, not a timing check.
  }, 60_000);

  it('describes values on one line, shortened when long', () => {
    expect(describeValue({ name: 'A', plays: ['x', 'y'], source: null })).toBe(
      'name: A; plays: x, y; source: not given',
    );
    expect(describeValue('x'.repeat(200))).toHaveLength(140);
  });
});

describe('the build', () => {
  it('prints one warning line with the count while facts or stories are unconfirmed', () => {
    const warnings = runHook(oneUnconfirmed, {});
    expect(warnings).toEqual([buildWarning(pendingIds(oneUnconfirmed))]);
    expect(warnings[0]).toMatch(
      /^1 owner fact or customer story is not confirmed: run `npm run launch-check`/,
    );
    expect(warnings[0]).not.toContain('\n');
    expect(runHook({ ...oneUnconfirmed, stories: oneStoryUnconfirmed.stories }, {})[0]).toMatch(
      /^2 owner facts and customer stories are not confirmed/,
    );
  });

  it('is quiet when every fact and story is confirmed, launch build or not', () => {
    expect(runHook(allConfirmed, schedulerEnv)).toEqual([]);
    expect(runHook(allConfirmed, { ...schedulerEnv, LAUNCH: '1' })).toEqual([]);
  });

  it('refuses a launch build (LAUNCH=1) while anything is unconfirmed', () => {
    expect(() => runHook(oneUnconfirmed, { LAUNCH: '1' })).toThrow(
      /Launch build refused: 1 owner facts and customer stories are not confirmed \(fifth-logo\)/,
    );
    expect(() => runHook(oneStoryUnconfirmed, { ...schedulerEnv, LAUNCH: '1' })).toThrow(
      /not confirmed \(case-study:madeup\)/,
    );
  });

  it('leaves the dev server alone', () => {
    expect(runHook(oneUnconfirmed, { LAUNCH: '1' }, 'dev')).toEqual([]);
  });
});
