/**
 * `npm run bench`: every page benchmark in one go, printing figures (never pass/fail):
 *   1. build time of the whole site from a clean dist/ on this machine,
 *   2. bytes per route and per island (bundle-size.ts), against bench/budgets.json,
 *   3. JS each route loads before any interaction, in a browser at a phone viewport (first-touch-js.ts),
 *   4. long tasks while each island hydrates, woken as a visitor would, in a browser with the CPU slowed
 *      down (hydration.ts),
 *   5. Lighthouse, mobile at each CPU slowdown and desktop, median of 3 rounds per route, side by side
 *      with a minimal reference page, with each route's main-thread breakdown, DOM size, longest tasks
 *      and CSS used vs shipped (lighthouse.ts),
 *   6. the budgets of bench/budgets.json (`page`, issue 30; `firstTouch`, issue 17) against the figures
 *      of steps 3 to 5, one table per route (also written to bench/results/budgets.md).
 *
 * Options: --runs N (rounds of steps 4 and 5, default 3), --only /path[,/path], --cpu 4,8 (mobile CPU
 * slowdowns), --form mobile|desktop (step 5), --port N (servers on N to N + 3, default 4390),
 * --skip-hydration, --skip-lighthouse, --traces (keep each mobile load's trace, lighthouse.ts). The
 * figures of a step that did not run are left out of the table, never taken from an earlier run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import budgets from './budgets.json' with { type: 'json' };
import { measureAll } from './bundle-size.ts';
import { isJsBudgeted } from './first-touch-js.ts';
import { htmlBudgetFor } from './html-budget.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    cpu: { type: 'string', default: '4,8' },
    form: { type: 'string' },
    port: { type: 'string', default: '4390' },
    'skip-hydration': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    traces: { type: 'boolean', default: false },
  },
});

const ROOT = join(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'bench', 'results');
const port = Number(values.port);
const only = values.only ? ['--only', values.only] : [];
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

/** Runs one bench script with the system's Node as this one; exits if it fails. */
function step(script: string, args: string[]): void {
  const child = spawnSync(process.execPath, [script, ...args], { cwd: ROOT, stdio: 'inherit' });
  if (child.status !== 0) process.exit(child.status ?? 1);
}

mkdirSync(RESULTS, { recursive: true });
for (const file of ['first-touch-js.json', 'hydration.json', 'lighthouse.json']) {
  rmSync(join(RESULTS, file), { force: true });
}
const loadAtStart = loadAverage();

console.log(`\n== Build (clean dist/, ${cpus().length} cores, load average ${loadAtStart})`);
rmSync(join(ROOT, 'dist'), { recursive: true, force: true });
const started = performance.now();
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'ignore' });
if (build.status !== 0) {
  console.error('The build failed; run `npm run build` to see why.');
  process.exit(1);
}
console.log(
  `Build time: ${((performance.now() - started) / 1000).toFixed(1)} s (astro build + precompression)`,
);

console.log('\n== Bytes per route (gzip -9)');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const over = (value: number, limit: number) => (value / 1024 > limit ? ' OVER' : '');
for (const row of measureAll()) {
  console.log(
    `${row.page.padEnd(34)} js ${kb(row.js).padStart(5)}${over(row.js, budgets.jsKB)}  css ${kb(row.css).padStart(4)}${over(row.css, budgets.cssKB)}  html ${kb(row.html).padStart(4)}${over(row.html, htmlBudgetFor(row.page))}  fonts ${kb(row.fonts)}${over(row.fonts, budgets.fontsKB)}`,
  );
  console.log(
    `${''.padEnd(4)}${row.islands.map((island) => `${island.name} (${island.client}) ${kb(island.ownJs)}`).join(' · ')}`,
  );
}
console.log(
  `Budgets (KB): js ${budgets.jsKB}, css ${budgets.cssKB}, html ${budgets.htmlKB}, fonts ${budgets.fontsKB}`,
);

console.log('\n== JavaScript before any interaction (phone viewport, no scroll)');
step('bench/first-touch-js.ts', [...only, '--port', String(port + 2)]);

if (!values['skip-hydration']) {
  console.log(`\n== Long tasks while islands hydrate (phone viewport, CPU ${values.cpu}×)`);
  step('bench/hydration.ts', [
    ...only,
    '--runs',
    values.runs,
    '--cpu',
    values.cpu,
    '--port',
    String(port + 3),
  ]);
}

if (!values['skip-lighthouse']) {
  console.log('\n== Lighthouse');
  step('bench/lighthouse.ts', [
    ...only,
    '--runs',
    values.runs,
    '--cpu',
    values.cpu,
    '--port',
    String(port),
    ...(values.form ? ['--form', values.form] : []),
    ...(values.traces ? ['--traces'] : []),
  ]);
}

console.log('\n== Budgets (bench/budgets.json `page` and `firstTouch`; figures, not tests)');
const table = budgetTable();
console.log(table);
writeFileSync(join(RESULTS, 'budgets.md'), `${table}\n`);

type LighthouseRow = {
  route: string;
  form: 'mobile' | 'desktop';
  cpu: number;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  domElements: number;
  mainThread: { styleLayout?: number };
  fcpRatio?: number;
  lcpRatio?: number;
};
type JsRow = { route: string; fileBytes: number; inlineBytes: number };
type HydrationRow = { route: string; cpu: number; longestMs: number };

/** One row per route: every figure of issue 30 and issue 17 beside its budget. */
function budgetTable(): string {
  const read = <T>(file: string, fallback: T): T =>
    existsSync(join(RESULTS, file)) ? JSON.parse(readFileSync(join(RESULTS, file), 'utf8')) : fallback;
  const js = read<JsRow[]>('first-touch-js.json', []);
  const hydration = read<{ figures: HydrationRow[] }>('hydration.json', { figures: [] }).figures;
  const lighthouse = read<{ rows: LighthouseRow[]; cpu?: number[] }>('lighthouse.json', { rows: [] });
  const goal = budgets.page;
  const tbtGoal = goal.tbtMsByCpu as Record<string, number>;
  const slowdowns = lighthouse.cpu ?? values.cpu.split(',').map(Number);
  const mobile = (route: string, cpu: number) =>
    lighthouse.rows.find((row) => row.route === route && row.form === 'mobile' && row.cpu === cpu);
  const desktop = (route: string) =>
    lighthouse.rows.find((row) => row.route === route && row.form === 'desktop');
  /** A figure, marked ✗ when it misses its goal (no mark without a figure or a goal). */
  const cell = (value: number | undefined, ok: (value: number) => boolean) =>
    value === undefined || Number.isNaN(value) ? '—' : `${value}${ok(value) ? '' : ' ✗'}`;

  const headers = [
    'Route',
    `Perf, mobile (≥ ${goal.performance})`,
    `Perf, desktop (≥ ${goal.desktopPerformance})`,
    ...slowdowns.map((cpu) => `TBT ${cpu}× (ms${tbtGoal[cpu] === undefined ? '' : `, ≤ ${tbtGoal[cpu]}`})`),
    `FCP ÷ reference (≤ ${goal.fcpRatio})`,
    `LCP ÷ reference (≤ ${goal.lcpRatio})`,
    `DOM elements (≤ ${goal.domElements})`,
    `Style & Layout ${goal.cpu}× (ms, ≤ ${goal.styleLayoutMs})`,
    `JS before interaction (KB, ≤ ${budgets.firstTouch.jsBeforeInteractionKB} on content pages)`,
    `Longest task while hydrating, ${slowdowns.map((cpu) => `${cpu}×`).join(' / ')} (ms, ≤ ${goal.hydrationLongTaskMs} at ${goal.cpu}×)`,
  ];
  const lines = [`| ${headers.join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`];
  const reference = mobile('reference', slowdowns[0] ?? goal.cpu);
  if (reference) {
    lines.push(
      `| reference page (FCP ${reference.fcpMs} ms, LCP ${reference.lcpMs} ms) | ${reference.performance} | ${desktop('reference')?.performance ?? '—'} | ${slowdowns.map((cpu) => mobile('reference', cpu)?.tbtMs ?? '—').join(' | ')} | 1 | 1 | ${reference.domElements} | ${reference.mainThread.styleLayout ?? 0} | 0 | — |`,
    );
  }
  const routes = [
    ...new Set([...js.map((row) => row.route), ...lighthouse.rows.map((row) => row.route)]),
  ].filter((route) => route !== 'reference');
  for (const route of routes) {
    const bytes = js.find((row) => row.route === route);
    const kbBefore = bytes ? Math.round(((bytes.fileBytes + bytes.inlineBytes) / 1024) * 10) / 10 : undefined;
    const budgetedJs = isJsBudgeted(route);
    const main = mobile(route, goal.cpu) ?? mobile(route, slowdowns[0] ?? goal.cpu);
    const islands = hydration.filter((row) => row.route === route);
    const hydrationCell =
      islands.length === 0
        ? '—'
        : slowdowns
            .map((cpu) => {
              const longest = Math.max(
                ...islands.filter((row) => row.cpu === cpu).map((row) => row.longestMs),
              );
              if (!Number.isFinite(longest)) return '—';
              return cpu === goal.cpu
                ? cell(longest, (ms) => ms <= goal.hydrationLongTaskMs)
                : String(longest);
            })
            .join(' / ');
    const cells = [
      route,
      cell(main?.performance, (score) => score >= goal.performance),
      cell(desktop(route)?.performance, (score) => score >= goal.desktopPerformance),
      ...slowdowns.map((cpu) => {
        const limit = tbtGoal[cpu];
        return cell(mobile(route, cpu)?.tbtMs, (ms) => limit === undefined || ms <= limit);
      }),
      cell(main?.fcpRatio, (ratio) => ratio <= goal.fcpRatio),
      cell(main?.lcpRatio, (ratio) => ratio <= goal.lcpRatio),
      cell(main?.domElements, (count) => count <= goal.domElements),
      cell(main ? (main.mainThread.styleLayout ?? 0) : undefined, (ms) => ms <= goal.styleLayoutMs),
      kbBefore === undefined
        ? '—'
        : budgetedJs
          ? cell(kbBefore, (size) => size <= budgets.firstTouch.jsBeforeInteractionKB)
          : `${kbBefore} (not budgeted)`,
      hydrationCell,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return [
    `Load average (1, 5, 15 min) at the start: ${loadAtStart}; at the end: ${loadAverage()}. ✗: misses its goal.`,
    '',
    ...lines,
  ].join('\n');
}
