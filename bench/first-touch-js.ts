/**
 * `npm run bench:first-touch`: JavaScript each route downloads before the visitor does anything, measured
 * in a real browser (the system Chromium through Playwright) at a phone viewport: load the page, do not
 * scroll, wait until the network is idle (so `client:load` and `client:idle` islands are in, and
 * `client:visible` ones below the fold are not), then add up gzip -9 bytes of every same-origin script
 * response plus every inline script the page executes. A benchmark: prints figures, never fails on them.
 * Writes bench/results/first-touch-js.json.
 *
 * Options: --only /path[,/path], --port N (default 4391), --url http://host:port (skip the server).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { siteRoutes } from '#src/site-map.ts';
import { buildIfNeeded, DIST, ROOT } from '../scripts/build-state.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-browser.ts';
import { extractInlineScripts } from '../shared/inline-scripts.ts';
import budgets from './budgets.json' with { type: 'json' };
import { startSiteServer } from './servers.ts';

export type FirstTouchJs = {
  route: string;
  /** gzip -9 bytes of same-origin script files loaded before any interaction. */
  fileBytes: number;
  /** gzip -9 bytes of the inline scripts the page executes. */
  inlineBytes: number;
  files: string[];
};

const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** The phone the real-browser benches load pages on (a Pixel-sized viewport, touch). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Measures the routes against a running site at `origin`. */
export async function measureFirstTouchJs(origin: string, routes: string[]): Promise<FirstTouchJs[]> {
  const browser = await findChromium();
  if (browser.path === undefined) throw new Error(browser.help);
  const chrome = await chromium.launch({ executablePath: browser.path, args: CHROMIUM_ARGS });
  const rows: FirstTouchJs[] = [];
  try {
    for (const route of routes) {
      const context = await chrome.newContext(PHONE);
      const page = await context.newPage();
      const scripts: Array<Promise<{ url: string; bytes: number }>> = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== origin || response.request().resourceType() !== 'script') return;
        // The browser may drop a body it no longer needs; then the same URL is read once more from the server.
        const body = response
          .body()
          .catch(async () => Buffer.from(await (await fetch(response.url())).arrayBuffer()));
        scripts.push(body.then((bytes) => ({ url: url.pathname, bytes: gzipBytes(bytes) })));
      });
      const document = await page.goto(`${origin}${route}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const html = (await document?.text()) ?? '';
      const files = await Promise.all(scripts);
      rows.push({
        route,
        fileBytes: files.reduce((total, file) => total + file.bytes, 0),
        inlineBytes: extractInlineScripts(html).reduce((total, text) => total + gzipBytes(text), 0),
        files: files.map((file) => file.url),
      });
      await context.close();
    }
  } finally {
    await chrome.close();
  }
  return rows;
}

/** Every built site-map route, and an unknown path for the 404 page. */
export function defaultRoutes(): string[] {
  return [
    ...siteRoutes
      .map((route) => route.path)
      .filter((path) => existsSync(join(DIST, path === '/' ? 'index.html' : `${path.slice(1)}.html`))),
    NOT_FOUND_PROBE,
  ];
}

/** An unknown path: the server answers it with the 404 page. */
export const NOT_FOUND_PROBE = '/no-such-page';

/** Whether the JavaScript-before-interaction budget applies to a route (a content page). */
export function isJsBudgeted(route: string): boolean {
  return !(budgets.firstTouch.jsExemptRoutes as string[]).includes(route);
}

export function printFirstTouchJs(rows: FirstTouchJs[]): void {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  const limit = budgets.firstTouch.jsBeforeInteractionKB;
  console.log(
    `${'route'.padEnd(32)}  total KB  files KB  inline KB  (budget ${limit} KB on content pages: all but ${budgets.firstTouch.jsExemptRoutes.join(', ')})`,
  );
  for (const row of rows) {
    const total = row.fileBytes + row.inlineBytes;
    const mark = isJsBudgeted(row.route) ? (total / 1024 > limit ? '  OVER' : '  ok') : '';
    console.log(
      `${row.route.padEnd(32)}  ${kb(total)}    ${kb(row.fileBytes)}    ${kb(row.inlineBytes)}${mark}`,
    );
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, port: { type: 'string', default: '4391' }, url: { type: 'string' } },
  });
  let server: ChildProcess | undefined;
  let origin = values.url;
  if (!origin) {
    buildIfNeeded();
    server = await startSiteServer(Number(values.port));
    origin = `http://127.0.0.1:${values.port}`;
  }
  const routes = values.only ? values.only.split(',') : defaultRoutes();
  try {
    const rows = await measureFirstTouchJs(origin, routes);
    printFirstTouchJs(rows);
    const resultsDir = join(ROOT, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'first-touch-js.json'), `${JSON.stringify(rows, null, 2)}\n`);
  } finally {
    server?.kill();
  }
}
