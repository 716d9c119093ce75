import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { collectionFolder } from '#src/content/loaders/files.ts';
import { launchCheckIntegration } from '#src/integrations/launch-check.ts';
import {
  buildWarning,
  describeValue,
  type FactEntry,
  readFactsFrom,
  runLaunchCheck,
  unconfirmedFacts,
} from './launch-check';

const ROOT = join(import.meta.dirname, '..', '..');
const fixture = (name: string) => readFactsFrom(join(ROOT, 'tests/fixtures/owner-facts', name));
const allConfirmed = fixture('all-confirmed');
const oneUnconfirmed = fixture('one-unconfirmed');
const schedulerEnv = { PUBLIC_SCHEDULER_URL: 'https://scheduler.example/team' };

function runCli(fixture: string, env: Record<string, string> = {}) {
  const { PUBLIC_SCHEDULER_URL: _, ...inherited } = process.env;
  return spawnSync(process.execPath, ['scripts/launch-check.ts', `tests/fixtures/owner-facts/${fixture}`], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...inherited, ...env },
  });
}

/** Runs the integration's config hook the way `astro build` (or `astro dev`) would. */
function runHook(
  facts: readonly FactEntry[],
  env: Record<string, string>,
  command: 'build' | 'dev' = 'build',
) {
  const warnings: string[] = [];
  const hook = launchCheckIntegration({ facts: () => facts, env }).hooks['astro:config:setup'] as (options: {
    command: string;
    logger: { warn: (message: string) => void };
  }) => void;
  hook({ command, logger: { warn: (message) => warnings.push(message) } });
  return warnings;
}

describe('unconfirmedFacts', () => {
  it('finds the unconfirmed facts, by file name', () => {
    expect(unconfirmedFacts(oneUnconfirmed).map(({ id }) => id)).toEqual(['fifth-logo']);
  });

  it('counts a fact as confirmed when the deploy sets its environment variable', () => {
    expect(unconfirmedFacts(allConfirmed).map(({ id }) => id)).toEqual(['scheduler-url']);
    expect(unconfirmedFacts(allConfirmed, schedulerEnv)).toEqual([]);
    expect(unconfirmedFacts(allConfirmed, { PUBLIC_SCHEDULER_URL: '  ' })).toHaveLength(1);
  });

  it('reads and checks the site’s own facts', () => {
    const facts = readFactsFrom(collectionFolder('ownerFacts'));
    expect(facts.length).toBeGreaterThan(0);
    expect(unconfirmedFacts(facts).every(({ fact }) => !fact.confirmed)).toBe(true);
  });
});

describe('npm run launch-check', () => {
  it('exits 1 and lists what, where and why while a fact is unconfirmed', () => {
    let output = '';
    expect(runLaunchCheck(oneUnconfirmed, {}, (text) => (output += text))).toBe(1);
    expect(output).toContain('1 of 2 owner facts are not confirmed');
    expect(output).toContain('Fifth logo in the customer strip [fifth-logo]');
    expect(output).toContain('Value: name: Madeup Co');
    expect(output).toContain('Shown on: / (logo strip)');
    expect(output).toContain('Why it matters: The logo strip shows a company that does not exist.');
    expect(output).not.toContain('Legal entity name');
  });

  it('exits 0 when every fact is confirmed', () => {
    let output = '';
    expect(runLaunchCheck(allConfirmed, schedulerEnv, (text) => (output += text))).toBe(0);
    expect(output).toBe('Launch check: all 3 owner facts are confirmed (src/content/owner-facts/).\n');
  });

  it('works as a command, with both outcomes', () => {
    const failing = runCli('one-unconfirmed');
    expect(failing.status, failing.stderr).toBe(1);
    expect(failing.stdout).toContain('[fifth-logo]');
    const passing = runCli('all-confirmed', schedulerEnv);
    expect(passing.status, passing.stderr).toBe(0);
    expect(passing.stdout).toContain('all 3 owner facts are confirmed');
  }, 60_000);

  it('describes values on one line, shortened when long', () => {
    expect(describeValue({ name: 'A', plays: ['x', 'y'], source: null })).toBe(
      'name: A; plays: x, y; source: not given',
    );
    expect(describeValue('x'.repeat(200))).toHaveLength(140);
  });
});

describe('the build', () => {
  it('prints one warning line with the count while facts are unconfirmed', () => {
    const warnings = runHook(oneUnconfirmed, {});
    expect(warnings).toEqual([buildWarning(unconfirmedFacts(oneUnconfirmed))]);
    expect(warnings[0]).toMatch(/^1 owner fact is not confirmed: run `npm run launch-check`/);
    expect(warnings[0]).not.toContain('\n');
  });

  it('is quiet when every fact is confirmed, launch build or not', () => {
    expect(runHook(allConfirmed, schedulerEnv)).toEqual([]);
    expect(runHook(allConfirmed, { ...schedulerEnv, LAUNCH: '1' })).toEqual([]);
  });

  it('refuses a launch build (LAUNCH=1) while anything is unconfirmed', () => {
    expect(() => runHook(oneUnconfirmed, { LAUNCH: '1' })).toThrow(
      /Launch build refused: 1 owner facts are not confirmed \(fifth-logo\)/,
    );
  });

  it('leaves the dev server alone', () => {
    expect(runHook(oneUnconfirmed, { LAUNCH: '1' }, 'dev')).toEqual([]);
  });
});
