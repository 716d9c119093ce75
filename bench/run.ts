/**
 * `npm run bench`: every benchmark in one go, printing figures (never pass/fail):
 *   1. build time of the whole site from a clean dist/ on this machine,
 *   2. bytes per route and per island (bundle-size.ts), against bench/budgets.json,
 *   3. JS each route loads before any interaction, in a browser at a phone viewport (first-touch-js.ts),
 *   4. Lighthouse, mobile and desktop, median of 3 rounds per route, side by side with a minimal
 *      reference page (lighthouse.ts; options pass through, e.g. `npm run bench -- --runs 1 --only /,/pricing`),
 *   5. issue 17's budgets (bench/budgets.json `firstTouch`) against the figures of steps 3 and 4, one
 *      table (also written to bench/results/budgets.md).
 * `--skip-lighthouse` stops after step 3.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import budgets from './budgets.json' with { type: 'json' };
import { measureAll } from './bundle-size.ts';
import { htmlBudgetFor } from './html-budget.ts';

const ROOT = join(import.meta.dirname, '..');
const args = process.argv.slice(2);

console.log(`\n== Build (clean dist/, ${cpus().length} cores)`);
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

const only = args.includes('--only') ? ['--only', args[args.indexOf('--only') + 1] ?? ''] : [];

console.log('\n== JavaScript before any interaction (phone viewport, no scroll)');
const firstTouch = spawnSync(process.execPath, ['bench/first-touch-js.ts', ...only], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (firstTouch.status !== 0 || args.includes('--skip-lighthouse')) process.exit(firstTouch.status ?? 1);

console.log('\n== Lighthouse');
const lighthouse = spawnSync(process.execPath, ['bench/lighthouse.ts', ...args], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (lighthouse.status !== 0) process.exit(lighthouse.status ?? 1);

console.log('\n== Budgets (bench/budgets.json firstTouch; figures, not tests)');
const table = budgetTable();
console.log(table);
writeFileSync(join(ROOT, 'bench', 'results', 'budgets.md'), `${table}\n`);

type LighthouseRow = {
  route: string;
  form: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  fcpRatio?: number;
};
type JsRow = { route: string; fileBytes: number; inlineBytes: number };

/** One row per route: JS before interaction, and the mobile Lighthouse medians, each against its goal. */
function budgetTable(): string {
  const results = join(ROOT, 'bench', 'results');
  const read = <T>(file: string, fallback: T): T =>
    existsSync(join(results, file)) ? JSON.parse(readFileSync(join(results, file), 'utf8')) : fallback;
  const js = read<JsRow[]>('first-touch-js.json', []);
  const lighthouseRows = read<{ rows: LighthouseRow[] }>('lighthouse.json', { rows: [] }).rows.filter(
    (row) => row.form === 'mobile',
  );
  const goal = budgets.firstTouch;
  const jsRoutes = new Set<string>(goal.jsBudgetRoutes);
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  const reference = lighthouseRows.find((row) => row.route === 'reference');
  const lines = [
    `| Route | JS before interaction (KB, goal ≤ ${goal.jsBeforeInteractionKB} where budgeted) | TBT (ms, ≤ ${goal.tbtMs}) | Perf (≥ ${goal.performance}) | FCP (ms) | FCP ÷ reference (≤ ${goal.fcpRatio}) | LCP (ms, ≤ ${goal.lcpMs}) |`,
    '|---|---|---|---|---|---|---|',
    reference
      ? `| reference page | 0 | ${reference.tbtMs} | ${reference.performance} | ${reference.fcpMs} | 1 | ${reference.lcpMs} |`
      : '| reference page | — | — | — | — | — | — |',
  ];
  const routes = [...new Set([...js.map((row) => row.route), ...lighthouseRows.map((row) => row.route)])];
  for (const route of routes.filter((name) => name !== 'reference')) {
    const bytes = js.find((row) => row.route === route);
    const kbBefore = bytes ? (bytes.fileBytes + bytes.inlineBytes) / 1024 : undefined;
    const jsCell =
      kbBefore === undefined
        ? '—'
        : `${kbBefore.toFixed(1)}${jsRoutes.has(route) ? mark(kbBefore <= goal.jsBeforeInteractionKB) : ' (not budgeted)'}`;
    const lh = lighthouseRows.find((row) => row.route === route);
    lines.push(
      lh
        ? `| ${route} | ${jsCell} | ${lh.tbtMs}${mark(lh.tbtMs <= goal.tbtMs)} | ${lh.performance}${mark(lh.performance >= goal.performance)} | ${lh.fcpMs} | ${lh.fcpRatio ?? '—'}${mark((lh.fcpRatio ?? 0) <= goal.fcpRatio)} | ${lh.lcpMs}${mark(lh.lcpMs <= goal.lcpMs)} |`
        : `| ${route} | ${jsCell} | — | — | — | — | — |`,
    );
  }
  return lines.join('\n');
}
