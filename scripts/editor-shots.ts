/**
 * `npm run editor:shots`: screenshots of the content editor for docs/content.md (docs/editor/*.png):
 * the dashboard, a page's form, a customer story, and an owner fact's confirmation. Starts `astro dev`
 * on EDITOR_PORT (default 4390) and drives the system Chromium (find-browser.ts). For eyes only.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from './build-state.ts';
import { CHROMIUM_ARGS, ensureBrowser } from './find-browser.ts';

const port = Number(process.env.EDITOR_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;
const OUT = join(ROOT, 'docs', 'editor');

/** What to capture: the editor page, the file name, and what to scroll into view first (a field label). */
const SHOTS = [
  { path: '/keystatic', file: 'dashboard.png' },
  { path: '/keystatic/singleton/home', file: 'page-form.png' },
  { path: '/keystatic/collection/caseStudies/item/gainsight', file: 'customer-story.png' },
  {
    path: '/keystatic/collection/ownerFacts/item/legal-name',
    file: 'confirm-owner-fact.png',
    scrollTo: 'Confirmed',
  },
] as const;

const browserPath = await ensureBrowser();
if (browserPath.path === undefined) {
  console.error(browserPath.help);
  process.exit(1);
}

const dev = spawn('npx', ['astro', 'dev', '--port', String(port), '--host', '127.0.0.1'], {
  cwd: ROOT,
  stdio: 'ignore',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  detached: true,
});
const stopDev = () => {
  if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
};

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`astro dev did not answer on ${base}`);
}

try {
  await waitForServer();
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: browserPath.path, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  for (const shot of SHOTS) {
    await page.goto(`${base}${shot.path}`, { waitUntil: 'networkidle', timeout: 180_000 });
    await page.getByRole('navigation').first().waitFor({ timeout: 120_000 });
    if ('scrollTo' in shot)
      await page.getByText(shot.scrollTo, { exact: true }).first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(OUT, shot.file) });
    console.log(join('docs', 'editor', shot.file));
  }
  await browser.close();
} finally {
  stopDev();
}
