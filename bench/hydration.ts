/**
 * `npm run bench:hydration`: long tasks while an island hydrates, in a real browser (the system Chromium
 * through Playwright) at a phone viewport with the CPU slowed down by the DevTools protocol (each factor of
 * `--cpu`, default 4 and 8). Every built page with an island is measured; each island is woken the way a
 * visitor wakes it: `client:load` by loading the page, `client:idle` by loading it and waiting, `client:toast`
 * by a tap on the page's first link that asks for a toast (a Request link on /security), `client:visible`
 * by scrolling to it.
 *
 * The window of a run opens when the island's code is requested (its component or renderer module, for
 * load, idle and visible) or at the tap, and closes when the page has had no long task for a second after
 * Astro reports the island hydrated. A `PerformanceObserver` for `longtask` (every task over 50 ms) and one
 * for `long-animation-frame` (which scripts ran in a long frame, and how long its style and layout took)
 * record what happens in it. Prints, per island and slowdown, the median of the runs' longest task, and
 * writes bench/results/hydration.json (every run). A benchmark: prints figures, never fails on them.
 *
 * Options: --runs N (default 3), --cpu 4,8, --only /path[,/path], --port N (default 4393), --url
 * http://host:port (skip the server).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import { buildIfNeeded, DIST, ROOT } from '../scripts/build-state.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-browser.ts';
import { defaultRoutes, PHONE } from './first-touch-js.ts';
import { startSiteServer } from './servers.ts';

/** An island as the built page declares it. */
export type Island = { route: string; component: string; directive: string; componentUrl: string };

/** What a visitor does to wake an island, by hydration directive; other directives are not measured. */
const TRIGGERS: Record<string, string> = {
  load: 'loading the page',
  idle: 'loading the page and waiting',
  toast: 'a tap on the first link that asks for a toast',
  visible: 'scrolling to it',
};

export type FrameCause = {
  /** When the frame started, ms from the window's start. */
  startMs: number;
  durationMs: number;
  /** Style and layout at the end of the frame, ms. */
  styleLayoutMs: number;
  /** The scripts that ran longest in it: the file (or what invoked it) and ms. */
  scripts: Array<{ source: string; ms: number }>;
};

export type HydrationRun = {
  /** The 1-minute load average when the page was loaded. */
  load: number;
  /** From the window's start until Astro reported the island hydrated, ms. */
  hydratedMs: number;
  /** Long tasks in the window: start (ms from the window's start) and length. */
  longTasks: Array<{ startMs: number; durationMs: number }>;
  longestMs: number;
  /** Sum over the window's long tasks of their time beyond 50 ms (what TBT adds up). */
  blockingMs: number;
  /** Long animation frames in the window that blocked, with their causes. */
  frames: FrameCause[];
};

export type HydrationFigures = Island & {
  cpu: number;
  trigger: string;
  runs: HydrationRun[];
  /** Medians of the runs. */
  longestMs: number;
  blockingMs: number;
  hydratedMs: number;
};

/** The islands of every built page (or of `routes`), from the HTML Astro wrote. */
export function islandsOf(routes: string[]): Island[] {
  return routes.flatMap((route) => {
    const file = join(DIST, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
    if (!existsSync(file)) return [];
    const html = readFileSync(file, 'utf8');
    return [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => ({
      route,
      component: tag.match(/component-export="([^"]+)"/)?.[1] ?? '?',
      directive: tag.match(/\sclient="([^"]+)"/)?.[1] ?? '?',
      componentUrl: tag.match(/component-url="([^"]+)"/)?.[1] ?? '',
    }));
  });
}

/** Installed before any of the page's own scripts: the observers and the marks the run reads back. */
function recordInPage() {
  type Mark = { longTasks: Array<[number, number]>; frames: unknown[]; hydrated: number[]; taps: number[] };
  const marks: Mark = { longTasks: [], frames: [], hydrated: [], taps: [] };
  (window as unknown as { __hydrationBench: Mark }).__hydrationBench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const frame = entry as PerformanceEntry & {
        blockingDuration: number;
        styleAndLayoutStart: number;
        scripts: Array<{ sourceURL: string; invoker: string; duration: number }>;
      };
      if (frame.blockingDuration <= 0) continue;
      marks.frames.push({
        start: frame.startTime,
        duration: frame.duration,
        styleLayout:
          frame.styleAndLayoutStart > 0 ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0,
        scripts: frame.scripts.map((script) => ({
          source: script.sourceURL || script.invoker,
          ms: script.duration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  document.addEventListener('astro:hydrate', () => marks.hydrated.push(performance.now()), true);
  window.addEventListener('pointerdown', () => marks.taps.push(performance.now()), true);
}

type PageMarks = {
  longTasks: Array<[number, number]>;
  frames: Array<{
    start: number;
    duration: number;
    styleLayout: number;
    scripts: Array<{ source: string; ms: number }>;
  }>;
  hydrated: number[];
  taps: number[];
};

const readMarks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hydrationBench: PageMarks }).__hydrationBench);

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const round = (ms: number) => Math.round(ms);

async function measureOnce(
  browser: Browser,
  origin: string,
  island: Island,
  cpu: number,
): Promise<HydrationRun> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(recordInPage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const load = Math.round((loadavg()[0] ?? 0) * 100) / 100;
    await page.goto(`${origin}${island.route}`, { waitUntil: 'load' });
    const selector = `astro-island[component-export="${island.component}"]`;
    let windowStart: number;
    if (island.directive === 'toast') {
      await page.waitForLoadState('networkidle');
      await page.tap('a[data-toast-title]');
      windowStart = (await readMarks(page)).taps[0] ?? 0;
    } else {
      if (island.directive === 'visible') await page.locator(selector).scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (url) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(url)),
        island.componentUrl,
        { timeout: 60_000 },
      );
      windowStart = await page.evaluate(
        (urls) =>
          Math.min(
            ...performance
              .getEntriesByType('resource')
              .filter((entry) => urls.some((url) => url && entry.name.endsWith(url)))
              .map((entry) => entry.startTime),
          ),
        [island.componentUrl, (await page.locator(selector).getAttribute('renderer-url')) ?? ''],
      );
    }
    await page.waitForFunction(
      () => (window as unknown as { __hydrationBench: PageMarks }).__hydrationBench.hydrated.length > 0,
      undefined,
      { timeout: 60_000 },
    );
    // Settled: a second without a long task after the island reported itself hydrated (at most 15 s).
    await page.waitForFunction(
      () => {
        const marks = (window as unknown as { __hydrationBench: PageMarks }).__hydrationBench;
        const lastTaskEnd = Math.max(0, ...marks.longTasks.map(([start, length]) => start + length));
        const since = Math.max(lastTaskEnd, marks.hydrated[0] ?? 0);
        return performance.now() - since > 1000;
      },
      undefined,
      { timeout: 15_000, polling: 100 },
    );
    const marks = await readMarks(page);
    const inWindow = marks.longTasks
      .filter(([start, length]) => start + length > windowStart)
      .map(([start, length]) => ({ startMs: round(start - windowStart), durationMs: round(length) }));
    return {
      load,
      hydratedMs: round((marks.hydrated[0] ?? Number.NaN) - windowStart),
      longTasks: inWindow,
      longestMs: Math.max(0, ...inWindow.map((task) => task.durationMs)),
      blockingMs: inWindow.reduce((total, task) => total + Math.max(0, task.durationMs - 50), 0),
      frames: marks.frames
        .filter((frame) => frame.start + frame.duration > windowStart)
        .map((frame) => ({
          startMs: round(frame.start - windowStart),
          durationMs: round(frame.duration),
          styleLayoutMs: round(frame.styleLayout),
          scripts: frame.scripts
            .sort((a, b) => b.ms - a.ms)
            .slice(0, 2)
            .map((script) => ({
              source: URL.canParse(script.source) ? new URL(script.source).pathname : script.source,
              ms: round(script.ms),
            })),
        })),
    };
  } finally {
    await context.close();
  }
}

/** Measures every island of `routes` against a running site at `origin`, `runs` times at each slowdown. */
export async function measureHydration(
  origin: string,
  routes: string[],
  cpus: number[],
  runs: number,
): Promise<{ figures: HydrationFigures[]; skipped: Island[] }> {
  const islands = islandsOf(routes);
  const measured = islands.filter((island) => island.directive in TRIGGERS);
  const browserPath = await findChromium();
  if (browserPath.path === undefined) throw new Error(browserPath.help);
  const browser = await chromium.launch({ executablePath: browserPath.path, args: CHROMIUM_ARGS });
  const figures: HydrationFigures[] = [];
  try {
    for (const island of measured) {
      for (const cpu of cpus) {
        const done: HydrationRun[] = [];
        for (let run = 0; run < runs; run++) {
          try {
            done.push(await measureOnce(browser, origin, island, cpu));
          } catch (error) {
            console.log(
              `${island.route} ${island.component} ${cpu}× run ${run + 1}: no figures (${String(error)})`,
            );
          }
        }
        figures.push({
          ...island,
          cpu,
          trigger: TRIGGERS[island.directive] ?? island.directive,
          runs: done,
          longestMs: median(done.map((one) => one.longestMs)),
          blockingMs: median(done.map((one) => one.blockingMs)),
          hydratedMs: median(done.map((one) => one.hydratedMs)),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return { figures, skipped: islands.filter((island) => !(island.directive in TRIGGERS)) };
}

/** The frame that blocked longest in a run, as "ms: its two longest scripts, style and layout". */
function worstFrame(run: HydrationRun | undefined): string {
  const frame = run?.frames.reduce<FrameCause | undefined>(
    (worst, one) => (worst === undefined || one.durationMs > worst.durationMs ? one : worst),
    undefined,
  );
  if (!frame) return '—';
  const scripts = frame.scripts.map((script) => `${script.source} ${script.ms}`).join(', ');
  return `${frame.durationMs} ms frame: ${scripts || 'no script'}; style & layout ${frame.styleLayoutMs}`;
}

export function hydrationTable(figures: HydrationFigures[], skipped: Island[]): string {
  const lines = [
    '| Route | Island (directive) | CPU | Longest task (ms, median) | Per run | Blocking (ms, median) | Hydrated after (ms, median) | Worst frame of the median run |',
    '|---|---|---|---|---|---|---|---|',
    ...figures.map((row) => {
      const typical = row.runs.find((run) => run.longestMs === row.longestMs);
      return `| ${row.route} | ${row.component} (${row.directive}: ${row.trigger}) | ${row.cpu}× | ${row.longestMs || 'none over 50'} | ${row.runs.map((run) => run.longestMs).join(', ')} | ${row.blockingMs} | ${row.hydratedMs} | ${worstFrame(typical)} |`;
    }),
  ];
  for (const island of skipped) {
    lines.push(
      `| ${island.route} | ${island.component} (${island.directive}) | — | not measured: no trigger for this directive | | | | |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      cpu: { type: 'string', default: '4,8' },
      only: { type: 'string' },
      port: { type: 'string', default: '4393' },
      url: { type: 'string' },
    },
  });
  const cpus = values.cpu
    .split(',')
    .map(Number)
    .filter((factor) => Number.isFinite(factor) && factor >= 1);
  let server: ChildProcess | undefined;
  let origin = values.url;
  if (!origin) {
    buildIfNeeded();
    server = await startSiteServer(Number(values.port));
    origin = `http://127.0.0.1:${values.port}`;
  }
  const routes = values.only ? values.only.split(',') : defaultRoutes();
  try {
    const loadStart = loadavg()[0]?.toFixed(2);
    const { figures, skipped } = await measureHydration(
      origin,
      routes,
      cpus,
      Math.max(1, Number(values.runs)),
    );
    const table = hydrationTable(figures, skipped);
    console.log(`Load average at the start ${loadStart}, at the end ${loadavg()[0]?.toFixed(2)}\n\n${table}`);
    const resultsDir = join(ROOT, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'hydration.json'), `${JSON.stringify({ figures, skipped }, null, 2)}\n`);
  } finally {
    server?.kill();
  }
}
