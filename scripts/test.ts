/**
 * `npm test`: everything CI runs, in order: type check and lint, unit tests, build, the Nu Html Checker
 * and the text-mode check over the built pages, browser tests (Chromium), Firefox and WebKit on every
 * route and interaction, the parity suite against nginx with deploy/nginx.conf and against the edge
 * (wrangler.jsonc), then the content editor on the dev server.
 * Every step runs even if an earlier one failed (except browser tests after a failed build), and the
 * run ends with one summary line, 'N passed, N failed', over the unit and browser tests, after the name
 * and first error lines of every test that failed or passed only on a retry (scripts/test-report.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './build-state.ts';
import {
  type EnginesReport,
  enginesFailures,
  formatFailures,
  type PlaywrightReport,
  playwrightFailures,
  type VitestReport,
  vitestFailures,
} from './test-report.ts';

const REPORTS = join(ROOT, '.reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

type Step = { name: string; command: string; args: string[]; after?: string };

const steps: Step[] = [
  { name: 'check', command: 'npm', args: ['run', 'check'] },
  {
    name: 'unit',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(REPORTS, 'vitest.json')}`,
    ],
  },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  { name: 'nu', command: 'node', args: ['scripts/validate-html.ts'], after: 'build' },
  { name: 'text-mode', command: 'node', args: ['scripts/text-mode.ts'], after: 'build' },
  { name: 'e2e', command: 'node', args: ['scripts/e2e.ts'], after: 'build' },
  { name: 'engines', command: 'node', args: ['scripts/e2e-engines.ts'], after: 'build' },
  { name: 'nginx', command: 'node', args: ['scripts/e2e-nginx.ts'], after: 'build' },
  // The same parity spec against Cloudflare's runtime (workerd, offline; issue 27).
  { name: 'edge', command: 'node', args: ['scripts/e2e-edge.ts'], after: 'build' },
  // Last: it edits content files through the editor (and puts them back), so nothing else reads them then.
  { name: 'editor', command: 'node', args: ['scripts/e2e-editor.ts'] },
];

const results = new Map<string, boolean>();
for (const step of steps) {
  if (step.after && results.get(step.after) === false) {
    console.log(`\n■ ${step.name}: skipped because ${step.after} failed`);
    results.set(step.name, false);
    continue;
  }
  console.log(`\n■ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(step.command, step.args, { cwd: ROOT, stdio: 'inherit', env });
  results.set(step.name, status === 0);
  console.log(
    `■ ${step.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

function readJson(file: string): Record<string, unknown> | undefined {
  const path = join(REPORTS, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : undefined;
}

const vitest = readJson('vitest.json');
const playwrightReports = new Map([
  ['e2e', readJson('playwright.json')],
  ['nginx', readJson('playwright-nginx.json')],
  ['edge', readJson('playwright-edge.json')],
  ['editor', readJson('playwright-editor.json')],
]);
const playwrightRuns = [...playwrightReports.values()].map(
  (report) => report?.stats as Record<string, number> | undefined,
);
const sumStat = (key: string) => playwrightRuns.reduce((total, stats) => total + (stats?.[key] ?? 0), 0);
// Firefox and WebKit (scripts/e2e-engines.ts): their checks count as browser tests too.
const engines = readJson('engines.json') as { passed?: number; failed?: number } | undefined;

const unit = { passed: Number(vitest?.numPassedTests ?? 0), failed: Number(vitest?.numFailedTests ?? 0) };
const e2e = {
  passed: sumStat('expected') + sumStat('flaky') + (engines?.passed ?? 0),
  failed: sumStat('unexpected') + (engines?.failed ?? 0),
  skipped: sumStat('skipped'),
};

const failures = [
  ...vitestFailures(vitest as VitestReport | undefined),
  ...[...playwrightReports].flatMap(([step, report]) =>
    playwrightFailures(step, report as PlaywrightReport | undefined),
  ),
  ...enginesFailures(engines as EnginesReport | undefined),
];
for (const line of formatFailures(failures)) console.log(line);

console.log('\nSummary');
for (const [name, ok] of results) console.log(`  ${ok ? '✔' : '✘'} ${name}`);
console.log(`  unit: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`  browser: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`);

const allOk = [...results.values()].every(Boolean);
// A failed step with no failing test (type errors, lint, build) still counts as one failure.
const failed = unit.failed + e2e.failed + (allOk || unit.failed + e2e.failed > 0 ? 0 : 1);
console.log(`\nTotal: ${unit.passed + e2e.passed} passed, ${failed} failed, ${e2e.skipped} skipped`);
process.exit(allOk ? 0 : 1);
