/**
 * `npm run bench:lighthouse`: Lighthouse on every built route against the production server, mobile
 * (default simulated throttling) and desktop, median of N runs (default 3), with the system Chromium.
 * Prints a table and writes bench/results/lighthouse.json and lighthouse.md. A benchmark: it prints
 * figures and never fails on them.
 *
 * Options: --runs N, --only /path[,/path], --form mobile|desktop, --url http://host:port (skip the server).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { siteRoutes } from '#src/site-map.ts';
import { buildIfNeeded, DIST, ROOT } from '../scripts/build-state.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-browser.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    form: { type: 'string' },
    url: { type: 'string' },
    port: { type: 'string', default: '4390' },
  },
});

const RUNS = Math.max(1, Number(values.runs));
const FORMS = (values.form ? [values.form] : ['mobile', 'desktop']) as Array<'mobile' | 'desktop'>;

type Figures = {
  route: string;
  form: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalKB: number;
};

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('The production server did not start');
}

async function audit(
  url: string,
  form: 'mobile' | 'desktop',
  chromePort: number,
): Promise<Omit<Figures, 'route'>> {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error' },
    form === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
  return {
    form,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    totalKB: Math.round(value('total-byte-weight') / 102.4) / 10,
  };
}

const browser = await findChromium();
if (browser.path === undefined) {
  console.error(browser.help);
  process.exit(1);
}

let server: ChildProcess | undefined;
let origin = values.url;
if (!origin) {
  buildIfNeeded();
  const port = Number(values.port);
  server = await startServer(port);
  origin = `http://127.0.0.1:${port}`;
}

const builtRoutes = siteRoutes.filter((route) =>
  existsSync(join(DIST, route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`)),
);
const routes = values.only ? values.only.split(',') : builtRoutes.map((route) => route.path);

const chrome = await chromeLauncher.launch({
  chromePath: browser.path,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const rows: Figures[] = [];
try {
  for (const route of routes) {
    for (const form of FORMS) {
      const runs: Array<Omit<Figures, 'route'>> = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(`${origin}${route}`, form, chrome.port));
      // The run with the median performance score stands for the route (its metrics belong together).
      const medianScore = median(runs.map((run) => run.performance));
      const chosen = runs.find((run) => run.performance === medianScore) ?? runs[0];
      if (chosen) rows.push({ route, ...chosen });
      const row = rows.at(-1);
      if (row) {
        console.log(
          `${route.padEnd(32)} ${form.padEnd(7)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}  FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  ${row.totalKB} KB`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  server?.kill();
}

const header =
  '| Route | Form | Perf | A11y | BP | SEO | FCP (ms) | LCP (ms) | TBT (ms) | CLS | Total (KB) |\n|---|---|---|---|---|---|---|---|---|---|---|';
const markdown = [
  `# Lighthouse ${new Date().toISOString().slice(0, 10)} (median of ${RUNS} run${RUNS > 1 ? 's' : ''})`,
  '',
  header,
  ...rows.map(
    (row) =>
      `| ${row.route} | ${row.form} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.fcpMs} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.totalKB} |`,
  ),
  '',
].join('\n');
const resultsDir = join(ROOT, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'lighthouse.json'), `${JSON.stringify({ runs: RUNS, rows }, null, 2)}\n`);
writeFileSync(join(resultsDir, 'lighthouse.md'), markdown);
console.log(`\n${markdown}`);
