import { buildWarning, unconfirmedFacts } from '#src/lib/launch-check.ts';
import * as allConfirmed from '../../tests/fixtures/owner-facts/all-confirmed.ts';
import * as oneUnconfirmed from '../../tests/fixtures/owner-facts/one-unconfirmed.ts';
import { launchCheckIntegration } from './launch-check.ts';

const schedulerEnv = { PUBLIC_SCHEDULER_URL: 'https://scheduler.example/team' };

/** Runs the integration's config hook the way `astro build` (or `astro dev`) would. */
function runHook(facts: object, env: Record<string, string>, command: 'build' | 'dev' = 'build') {
  const warnings: string[] = [];
  const hook = launchCheckIntegration({ facts, env }).hooks['astro:config:setup'] as (options: {
    command: string;
    logger: { warn: (message: string) => void };
  }) => void;
  hook({ command, logger: { warn: (message) => warnings.push(message) } });
  return warnings;
}

describe('the build', () => {
  it('prints one warning line with the count while facts are unconfirmed', () => {
    const warnings = runHook(oneUnconfirmed.ownerFacts, {});
    expect(warnings).toEqual([buildWarning(unconfirmedFacts(oneUnconfirmed.ownerFacts))]);
    expect(warnings[0]).toMatch(/^1 owner fact is not confirmed: run `npm run launch-check`/);
    expect(warnings[0]).not.toContain('\n');
  });

  it('is quiet when every fact is confirmed, launch build or not', () => {
    expect(runHook(allConfirmed.ownerFacts, schedulerEnv)).toEqual([]);
    expect(runHook(allConfirmed.ownerFacts, { ...schedulerEnv, LAUNCH: '1' })).toEqual([]);
  });

  it('refuses a launch build (LAUNCH=1) while anything is unconfirmed', () => {
    expect(() => runHook(oneUnconfirmed.ownerFacts, { LAUNCH: '1' })).toThrow(
      /Launch build refused: 1 owner facts are not confirmed \(fifthLogo\)/,
    );
  });

  it('leaves the dev server alone', () => {
    expect(runHook(oneUnconfirmed.ownerFacts, { LAUNCH: '1' }, 'dev')).toEqual([]);
  });
});
