/**
 * `npm run bench`: every benchmark in one go, printing figures (never pass/fail):
 *   1. build time of the whole site from a clean dist/ on this machine,
 *   2. bytes per route and per island (bundle-size.ts), against bench/budgets.json,
 *   3. Lighthouse, mobile and desktop, median of 3 runs per route (lighthouse.ts; options pass through,
 *      e.g. `npm run bench -- --runs 1 --only /,/pricing`).
 * `--skip-lighthouse` stops after step 2.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import budgets from './budgets.json' with { type: 'json' };
import { measureAll } from './bundle-size.ts';

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
    `${row.page.padEnd(34)} js ${kb(row.js).padStart(5)}${over(row.js, budgets.jsKB)}  css ${kb(row.css).padStart(4)}${over(row.css, budgets.cssKB)}  html ${kb(row.html).padStart(4)}${over(row.html, budgets.htmlKB)}  fonts ${kb(row.fonts)}${over(row.fonts, budgets.fontsKB)}`,
  );
  console.log(
    `${''.padEnd(4)}${row.islands.map((island) => `${island.name} (${island.client}) ${kb(island.ownJs)}`).join(' · ')}`,
  );
}
console.log(
  `Budgets (KB): js ${budgets.jsKB}, css ${budgets.cssKB}, html ${budgets.htmlKB}, fonts ${budgets.fontsKB}`,
);

if (!args.includes('--skip-lighthouse')) {
  console.log('\n== Lighthouse');
  const lighthouse = spawnSync(process.execPath, ['bench/lighthouse.ts', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  process.exit(lighthouse.status ?? 1);
}
