import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ownerFacts } from '#src/content/owner-facts.ts';
import * as allConfirmed from '../../tests/fixtures/owner-facts/all-confirmed.ts';
import * as oneUnconfirmed from '../../tests/fixtures/owner-facts/one-unconfirmed.ts';
import { describeValue, runLaunchCheck, unconfirmedFacts } from './launch-check';

const ROOT = join(import.meta.dirname, '..', '..');
const schedulerEnv = { PUBLIC_SCHEDULER_URL: 'https://scheduler.example/team' };

function runCli(fixture: string, env: Record<string, string> = {}) {
  const { PUBLIC_SCHEDULER_URL: _, ...inherited } = process.env;
  return spawnSync(
    process.execPath,
    ['scripts/launch-check.ts', `tests/fixtures/owner-facts/${fixture}.ts`],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...inherited, ...env },
    },
  );
}

describe('unconfirmedFacts', () => {
  it('finds the unconfirmed facts at any depth, by dotted id', () => {
    expect(unconfirmedFacts(oneUnconfirmed.ownerFacts).map(({ id }) => id)).toEqual(['fifthLogo']);
    expect(unconfirmedFacts({ nested: oneUnconfirmed.ownerFacts }).map(({ id }) => id)).toEqual([
      'nested.fifthLogo',
    ]);
  });

  it('counts a fact as confirmed when the deploy sets its environment variable', () => {
    expect(unconfirmedFacts(allConfirmed.ownerFacts).map(({ id }) => id)).toEqual(['schedulerUrl']);
    expect(unconfirmedFacts(allConfirmed.ownerFacts, schedulerEnv)).toEqual([]);
    expect(unconfirmedFacts(allConfirmed.ownerFacts, { PUBLIC_SCHEDULER_URL: '  ' })).toHaveLength(1);
  });

  it('lists every fact of the real module that nobody has confirmed', () => {
    const ids = unconfirmedFacts(ownerFacts).map(({ id }) => id);
    expect(ids).toContain('fifthLogo');
    expect(ids).toContain('quotes.gainsight');
  });
});

describe('npm run launch-check', () => {
  it('exits 1 and lists what, where and why while a fact is unconfirmed', () => {
    let output = '';
    expect(runLaunchCheck(oneUnconfirmed.ownerFacts, {}, (text) => (output += text))).toBe(1);
    expect(output).toContain('1 of 2 owner facts are not confirmed');
    expect(output).toContain('Fifth logo in the customer strip [fifthLogo]');
    expect(output).toContain('Value: name: Madeup Co');
    expect(output).toContain('Shown on: / (logo strip)');
    expect(output).toContain('Why it matters: The logo strip shows a company that does not exist.');
    expect(output).not.toContain('Legal entity name');
  });

  it('exits 0 when every fact is confirmed', () => {
    let output = '';
    expect(runLaunchCheck(allConfirmed.ownerFacts, schedulerEnv, (text) => (output += text))).toBe(0);
    expect(output).toBe('Launch check: all 3 owner facts are confirmed (src/content/owner-facts.ts).\n');
  });

  it('works as a command, with both outcomes', () => {
    const failing = runCli('one-unconfirmed');
    expect(failing.status, failing.stderr).toBe(1);
    expect(failing.stdout).toContain('[fifthLogo]');
    const passing = runCli('all-confirmed', schedulerEnv);
    expect(passing.status, passing.stderr).toBe(0);
    expect(passing.stdout).toContain('all 3 owner facts are confirmed');
  });

  it('describes values on one line, shortened when long', () => {
    expect(describeValue({ name: 'A', plays: ['x', 'y'], source: null })).toBe(
      'name: A; plays: x, y; source: not given',
    );
    expect(describeValue('x'.repeat(200))).toHaveLength(140);
  });
});
