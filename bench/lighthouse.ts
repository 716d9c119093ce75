/**
 * `npm run bench:lighthouse`: Lighthouse on every built route against the production server, mobile
 * (default simulated throttling) and desktop, N rounds (default 3), with the system Chromium. Each round
 * also audits a minimal static reference page the bench builds itself (servers.ts: a little HTML and CSS
 * with the site's font), so the site is measured side by side with the floor this machine reaches in the
 * same minutes. Every figure is the median of its own runs; FCP and LCP are also given as a ratio to the
 * reference's. Prints a table and writes bench/results/lighthouse.json and lighthouse.md. A benchmark: it
 * prints figures and never fails on them.
 *
 * Options: --runs N, --only /path[,/path], --form mobile|desktop, --url http://host:port (skip the server),
 * --port N (site server; the reference page uses N + 1).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { siteRoutes } from '#src/site-map.ts';
import { buildIfNeeded, DIST, ROOT } from '../scripts/build-state.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-browser.ts';
import { startReferenceServer, startSiteServer, writeReferencePage } from './servers.ts';

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

/** The reference page's row name. */
const REFERENCE = 'reference';

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
  /** Runs that produced figures (Lighthouse sometimes fails a run on a loaded machine). */
  runs: number;
  /** FCP and LCP divided by the reference page's, same form. */
  fcpRatio?: number;
  lcpRatio?: number;
};

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function audit(
  url: string,
  form: 'mobile' | 'desktop',
  chromePort: number,
): Promise<Omit<Figures, 'route' | 'runs'>> {
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
  server = await startSiteServer(Number(values.port));
  origin = `http://127.0.0.1:${values.port}`;
}
const referenceDir = join(ROOT, 'bench', 'results', 'reference');
writeReferencePage(referenceDir);
const referencePort = Number(values.port) + 1;
const referenceServer = await startReferenceServer(referenceDir, referencePort);
const urlOf = (route: string) =>
  route === REFERENCE ? `http://127.0.0.1:${referencePort}/` : `${origin}${route}`;

const builtRoutes = siteRoutes.filter((route) =>
  existsSync(join(DIST, route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`)),
);
const routes = [
  REFERENCE,
  ...(values.only ? values.only.split(',') : builtRoutes.map((route) => route.path)),
];

const chrome = await chromeLauncher.launch({
  chromePath: browser.path,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

/** Every run's figures, by route and form; rounds go over all routes so each round is side by side. */
const samples = new Map<string, Array<Omit<Figures, 'route' | 'runs'>>>();
try {
  for (let run = 0; run < RUNS; run++) {
    for (const route of routes) {
      for (const form of FORMS) {
        const figures = await audit(urlOf(route), form, chrome.port);
        if (Number.isNaN(figures.fcpMs)) {
          console.log(`${route.padEnd(32)} ${form.padEnd(7)} run ${run + 1}: no figures (Lighthouse error)`);
          continue;
        }
        const key = `${route} ${form}`;
        samples.set(key, [...(samples.get(key) ?? []), figures]);
        console.log(
          `${route.padEnd(32)} ${form.padEnd(7)} run ${run + 1}: perf ${figures.performance}  FCP ${figures.fcpMs} ms  LCP ${figures.lcpMs} ms  TBT ${figures.tbtMs} ms`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  server?.kill();
  referenceServer.close();
}

const rows: Figures[] = [];
for (const route of routes) {
  for (const form of FORMS) {
    const runs = samples.get(`${route} ${form}`) ?? [];
    if (runs.length === 0) continue;
    const of = (key: keyof Omit<Figures, 'route' | 'runs' | 'form'>) =>
      median(runs.map((figures) => Number(figures[key])));
    rows.push({
      route,
      form,
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      seo: of('seo'),
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      cls: of('cls'),
      totalKB: of('totalKB'),
      runs: runs.length,
    });
  }
}
for (const row of rows) {
  const reference = rows.find((other) => other.route === REFERENCE && other.form === row.form);
  if (!reference || row.route === REFERENCE) continue;
  row.fcpRatio = Math.round((row.fcpMs / reference.fcpMs) * 100) / 100;
  row.lcpRatio = Math.round((row.lcpMs / reference.lcpMs) * 100) / 100;
}

const header =
  '| Route | Form | Perf | A11y | BP | SEO | FCP (ms) | FCP ÷ ref | LCP (ms) | LCP ÷ ref | TBT (ms) | CLS | Total (KB) | Runs |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';
const markdown = [
  `# Lighthouse ${new Date().toISOString().slice(0, 10)} (median of ${RUNS} round${RUNS > 1 ? 's' : ''}, each figure its own median)`,
  '',
  header,
  ...rows.map(
    (row) =>
      `| ${row.route} | ${row.form} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.fcpMs} | ${row.fcpRatio ?? '—'} | ${row.lcpMs} | ${row.lcpRatio ?? '—'} | ${row.tbtMs} | ${row.cls} | ${row.totalKB} | ${row.runs} |`,
  ),
  '',
].join('\n');
const resultsDir = join(ROOT, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'lighthouse.json'), `${JSON.stringify({ runs: RUNS, rows }, null, 2)}\n`);
writeFileSync(join(resultsDir, 'lighthouse.md'), markdown);
console.log(`\n${markdown}`);
