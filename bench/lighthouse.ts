/**
 * `npm run bench:lighthouse`: Lighthouse on every built route against the production server, mobile
 * (default simulated throttling) and desktop, N rounds (default 3), with the system Chromium. Each round
 * also audits a minimal static reference page the bench builds itself (servers.ts: a little HTML and CSS
 * with the site's font), so the site is measured side by side with the floor this machine reaches in the
 * same minutes. Every figure is the median of its own runs; FCP and LCP are also given as a ratio to the
 * reference's. A benchmark: it prints figures and never fails on them.
 *
 * Mobile is audited at each CPU slowdown of `--cpu` (default 4 and 8: Lighthouse's default phone, and a
 * low-end or busy one). Under simulated throttling the page loads without slowdown and Lighthouse applies
 * the multiplier afterwards, when it simulates the load from the trace; so each mobile load is gathered
 * once and audited once per slowdown (the same trace, only the multiplier differs). Per route it also
 * reports, from the first slowdown's runs: the main-thread breakdown by category, the DOM size, the three
 * longest tasks with their cause (main-thread.ts), and the CSS the page needs vs ships.
 *
 * Writes bench/results/lighthouse.json (every run, and the medians) and lighthouse.md.
 *
 * Options: --runs N, --only /path[,/path], --form mobile|desktop, --cpu 4,8, --url http://host:port (skip
 * the server), --port N (site server; the reference page uses N + 1), --traces (also write each mobile
 * load's trace to bench/results/traces/, to open in the browser's performance panel).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Artifacts, type Result } from 'lighthouse';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { Runner } from 'lighthouse/core/runner.js';
import { siteRoutes } from '#src/site-map.ts';
import { buildIfNeeded, DIST, ROOT } from '../scripts/build-state.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-browser.ts';
import {
  type CssUse,
  cssUse,
  describeTask,
  domElements,
  type LongTask,
  longestTasks,
  type MainThreadBreakdown,
  mainThreadBreakdown,
  TASK_GROUPS,
  type TaskGroup,
} from './main-thread.ts';
import { startReferenceServer, startSiteServer, writeReferencePage } from './servers.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    form: { type: 'string' },
    cpu: { type: 'string', default: '4,8' },
    url: { type: 'string' },
    port: { type: 'string', default: '4390' },
    traces: { type: 'boolean', default: false },
  },
});

const RUNS = Math.max(1, Number(values.runs));
const FORMS = (values.form ? [values.form] : ['mobile', 'desktop']) as Array<'mobile' | 'desktop'>;
const CPU_SLOWDOWNS = values.cpu
  .split(',')
  .map(Number)
  .filter((factor) => Number.isFinite(factor) && factor >= 1);
if (CPU_SLOWDOWNS.length === 0) {
  console.error(`--cpu takes CPU slowdown factors, e.g. --cpu 4,8 (got "${values.cpu}")`);
  process.exit(1);
}
/** Desktop runs without CPU slowdown (Lighthouse's desktop preset). */
const DESKTOP_CPU = 1;

/** The reference page's row name. */
const REFERENCE = 'reference';

type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalKB: number;
  domElements: number;
  /** Total main-thread time (Lighthouse's breakdown, at the run's CPU slowdown). */
  mainThreadMs: number;
};

/** One audit of one page load at one CPU slowdown. */
type Sample = Scores & {
  form: 'mobile' | 'desktop';
  cpu: number;
  mainThread: MainThreadBreakdown;
  longTasks: LongTask[];
  css: CssUse;
  /** The 1-minute load average when the page was loaded. */
  load: number;
};

type Figures = Scores & {
  route: string;
  form: 'mobile' | 'desktop';
  cpu: number;
  /** Per category, the median of the runs. */
  mainThread: MainThreadBreakdown;
  /** The longest tasks of the run whose TBT is the median one. */
  longTasks: LongTask[];
  css: CssUse;
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

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

async function figuresOf(
  lhr: Result,
  artifacts: Artifacts,
  form: 'mobile' | 'desktop',
  cpu: number,
): Promise<Sample> {
  const { categories, audits } = lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
  const mainThread = mainThreadBreakdown(lhr);
  return {
    form,
    cpu,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: round(value('cumulative-layout-shift'), 3),
    totalKB: round(value('total-byte-weight') / 1024, 1),
    domElements: domElements(lhr),
    mainThreadMs: Object.values(mainThread).reduce((total, ms) => total + ms, 0),
    mainThread,
    longTasks: await longestTasks(artifacts, cpu),
    css: cssUse(artifacts),
    load: round(loadavg()[0] ?? 0, 2),
  };
}

/**
 * Loads `url` once and audits it: desktop once, mobile once per CPU slowdown. The first slowdown is the
 * gather's own; each further one audits the same artifacts with only the multiplier changed (Lighthouse
 * refuses artifacts gathered under other settings, so the artifacts carry the new settings: under
 * simulated throttling nothing in the gather depends on the multiplier).
 */
async function audit(url: string, form: 'mobile' | 'desktop', chromePort: number): Promise<Sample[]> {
  const [first = 4, ...others] = form === 'desktop' ? [DESKTOP_CPU] : CPU_SLOWDOWNS;
  const flags = { port: chromePort, output: 'json' as const, logLevel: 'error' as const };
  const result =
    form === 'desktop'
      ? await lighthouse(url, flags, desktopConfig)
      : await lighthouse(url, { ...flags, throttling: { cpuSlowdownMultiplier: first } });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (values.traces && form === 'mobile') saveTrace(url, result.artifacts);
  const samples = [await figuresOf(result.lhr, result.artifacts, form, first)];
  for (const cpu of others) {
    const { resolvedConfig } = await initializeConfig('navigation', undefined, {
      ...flags,
      throttling: { cpuSlowdownMultiplier: cpu },
    });
    const artifacts = { ...result.artifacts, settings: resolvedConfig.settings };
    const again = await Runner.audit(artifacts, { resolvedConfig, computedCache: new Map() });
    if (!again) throw new Error(`Lighthouse returned nothing for ${url} at ${cpu}× CPU`);
    samples.push(await figuresOf(again.lhr, artifacts, form, cpu));
  }
  return samples;
}

const TRACES = join(ROOT, 'bench', 'results', 'traces');

/** Writes a load's trace as `<route>-<n>.json` (n counts the loads of that route in this run). */
function saveTrace(url: string, artifacts: Artifacts): void {
  mkdirSync(TRACES, { recursive: true });
  const path = new URL(url).pathname;
  const name =
    path === '/'
      ? url.includes(`:${referencePort}/`)
        ? 'reference'
        : 'home'
      : path.slice(1).replaceAll('/', '-');
  const count = (tracesWritten.get(name) ?? 0) + 1;
  tracesWritten.set(name, count);
  writeFileSync(join(TRACES, `${name}-${count}.json`), JSON.stringify(artifacts.Trace));
}
const tracesWritten = new Map<string, number>();

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

const variant = (form: string, cpu: number) => (form === 'desktop' ? 'desktop' : `mobile ${cpu}×`);
const loadStart = loadavg().map((load) => round(load, 2));
/** Every run's figures, by route, form and slowdown; rounds go over all routes so each round is side by side. */
const samples = new Map<string, Sample[]>();
try {
  for (let run = 0; run < RUNS; run++) {
    console.log(`Round ${run + 1} of ${RUNS}, load average ${loadavg()[0]?.toFixed(2)}`);
    for (const route of routes) {
      for (const form of FORMS) {
        let results: Sample[] = [];
        // A loaded machine now and then makes Lighthouse lose the navigation (NO_NAVSTART): one more try.
        for (const attempt of [1, 2]) {
          try {
            results = await audit(urlOf(route), form, chrome.port);
            break;
          } catch (error) {
            console.log(
              `${route.padEnd(32)} ${form.padEnd(10)} run ${run + 1}: no figures, attempt ${attempt} (${String(error)})`,
            );
          }
        }
        for (const figures of results) {
          if (Number.isNaN(figures.fcpMs)) {
            console.log(
              `${route.padEnd(32)} ${variant(form, figures.cpu).padEnd(10)} run ${run + 1}: no figures (Lighthouse error)`,
            );
            continue;
          }
          const key = `${route} ${form} ${figures.cpu}`;
          samples.set(key, [...(samples.get(key) ?? []), figures]);
          console.log(
            `${route.padEnd(32)} ${variant(form, figures.cpu).padEnd(10)} run ${run + 1}: perf ${figures.performance}  FCP ${figures.fcpMs} ms  LCP ${figures.lcpMs} ms  TBT ${figures.tbtMs} ms  Style & Layout ${figures.mainThread.styleLayout ?? 0} ms  DOM ${figures.domElements}  (load ${figures.load})`,
          );
        }
      }
    }
  }
} finally {
  chrome.kill();
  server?.kill();
  referenceServer.close();
}
const loadEnd = loadavg().map((load) => round(load, 2));

const variants = FORMS.flatMap((form) =>
  (form === 'desktop' ? [DESKTOP_CPU] : CPU_SLOWDOWNS).map((cpu) => ({ form, cpu })),
);
const rows: Figures[] = [];
for (const route of routes) {
  for (const { form, cpu } of variants) {
    const runs = samples.get(`${route} ${form} ${cpu}`) ?? [];
    if (runs.length === 0) continue;
    const of = (key: keyof Scores) => median(runs.map((figures) => figures[key]));
    const mainThread: MainThreadBreakdown = {};
    for (const group of Object.keys(TASK_GROUPS) as TaskGroup[]) {
      const times = runs.map((figures) => figures.mainThread[group] ?? 0);
      if (times.some((ms) => ms > 0)) mainThread[group] = median(times);
    }
    const tbt = of('tbtMs');
    const typical = runs.find((figures) => figures.tbtMs === tbt) ?? runs[0];
    rows.push({
      route,
      form,
      cpu,
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      seo: of('seo'),
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      tbtMs: tbt,
      cls: of('cls'),
      totalKB: of('totalKB'),
      domElements: of('domElements'),
      mainThreadMs: of('mainThreadMs'),
      mainThread,
      longTasks: typical?.longTasks ?? [],
      css: {
        shippedBytes: median(runs.map((figures) => figures.css.shippedBytes)),
        usedBytes: median(runs.map((figures) => figures.css.usedBytes)),
        shippedGzipBytes: median(runs.map((figures) => figures.css.shippedGzipBytes)),
        usedGzipBytes: median(runs.map((figures) => figures.css.usedGzipBytes)),
      },
      runs: runs.length,
    });
  }
}
for (const row of rows) {
  const reference = rows.find(
    (other) => other.route === REFERENCE && other.form === row.form && other.cpu === row.cpu,
  );
  if (!reference || row.route === REFERENCE) continue;
  row.fcpRatio = round(row.fcpMs / reference.fcpMs, 2);
  row.lcpRatio = round(row.lcpMs / reference.lcpMs, 2);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** The mobile rows at the first slowdown: where the breakdown, tasks and CSS are read. */
const detailRows = rows.filter((row) => row.form === 'mobile' && row.cpu === CPU_SLOWDOWNS[0]);
const groups = Object.keys(TASK_GROUPS) as TaskGroup[];
const markdown = [
  `# Lighthouse ${new Date().toISOString().slice(0, 10)} (median of ${RUNS} round${RUNS > 1 ? 's' : ''}, each figure its own median)`,
  '',
  `Load average (1, 5, 15 min) at the start: ${loadStart.join(', ')}; at the end: ${loadEnd.join(', ')}.`,
  '',
  '| Route | Form | Perf | A11y | BP | SEO | FCP (ms) | FCP ÷ ref | LCP (ms) | LCP ÷ ref | TBT (ms) | CLS | Total (KB) | Runs |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.route} | ${variant(row.form, row.cpu)} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.fcpMs} | ${row.fcpRatio ?? '—'} | ${row.lcpMs} | ${row.lcpRatio ?? '—'} | ${row.tbtMs} | ${row.cls} | ${row.totalKB} | ${row.runs} |`,
  ),
  ...(detailRows.length === 0
    ? []
    : [
        '',
        `## Main thread, mobile ${CPU_SLOWDOWNS[0]}× (ms, Lighthouse's breakdown at the slowdown; medians), DOM and CSS`,
        '',
        `| Route | ${groups.map((group) => TASK_GROUPS[group]).join(' | ')} | Total | DOM elements | CSS used at load / shipped (KB raw) | The same, gzip -9 (KB) |`,
        `|---|${groups.map(() => '---').join('|')}|---|---|---|---|`,
        ...detailRows.map(
          (row) =>
            `| ${row.route} | ${groups.map((group) => row.mainThread[group] ?? 0).join(' | ')} | ${row.mainThreadMs} | ${row.domElements} | ${kb(row.css.usedBytes)} / ${kb(row.css.shippedBytes)} (${row.css.shippedBytes > 0 ? Math.round((row.css.usedBytes / row.css.shippedBytes) * 100) : 0} %) | ${kb(row.css.usedGzipBytes)} / ${kb(row.css.shippedGzipBytes)} |`,
        ),
        '',
        `## The three longest tasks, mobile ${CPU_SLOWDOWNS[0]}× (the run with the median TBT)`,
        '',
        'Each: its length as the simulation counts it, then where it comes from (the attributed script, else the document) and its two largest categories in ms observed without slowdown.',
        '',
        '| Route | 1st | 2nd | 3rd |',
        '|---|---|---|---|',
        ...detailRows.map(
          (row) =>
            `| ${row.route} | ${[0, 1, 2].map((index) => (row.longTasks[index] ? describeTask(row.longTasks[index]) : '—')).join(' | ')} |`,
        ),
      ]),
  '',
].join('\n');
const resultsDir = join(ROOT, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  join(resultsDir, 'lighthouse.json'),
  `${JSON.stringify(
    {
      runs: RUNS,
      cpu: CPU_SLOWDOWNS,
      load: { start: loadStart, end: loadEnd },
      rows,
      samples: Object.fromEntries(samples),
    },
    null,
    2,
  )}\n`,
);
writeFileSync(join(resultsDir, 'lighthouse.md'), markdown);
console.log(`\n${markdown}`);
