/**
 * `npm run shots`: full-page PNGs of every route in the site map (and the 404 page) at 375, 768 and
 * 1440 px, for looking at the pages, never for pixel comparison. Builds if dist/ is stale, serves it with
 * the production server on SHOTS_PORT (default 4173) and drives the system Chromium (find-browser.ts).
 * Writes .shots/<width>/<route>.png (git-ignored). Arguments filter the routes: `npm run shots -- /pricing`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { siteRoutes } from '#src/site-map.ts';
import { buildServer } from '../server/app.ts';
import { buildIfNeeded, ROOT } from './build-state.ts';
import { CHROMIUM_ARGS, ensureBrowser } from './find-browser.ts';

const WIDTHS = [375, 768, 1440] as const;
const OUT = join(ROOT, '.shots');
const port = Number(process.env.SHOTS_PORT ?? 4173);

const browserPath = await ensureBrowser();
if (browserPath.path === undefined) {
  console.error(browserPath.help);
  process.exit(1);
}
buildIfNeeded();

const filters = process.argv.slice(2);
const paths = [...siteRoutes.map((route) => route.path as string), '/this-page-does-not-exist'].filter(
  (path) => filters.length === 0 || filters.includes(path),
);

const server = await buildServer({ distDir: join(ROOT, 'dist') });
await server.listen({ port, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: browserPath.path, args: CHROMIUM_ARGS });
try {
  for (const width of WIDTHS) {
    mkdirSync(join(OUT, String(width)), { recursive: true });
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const path of paths) {
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '--');
      const file = join(OUT, String(width), `${name}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
