/**
 * `npm run test:e2e`: finds a browser (see find-browser.ts), builds if dist/ is stale, then runs
 * Playwright against the production server. Extra arguments go to `playwright test`.
 */
import { spawnSync } from 'node:child_process';
import { buildIfNeeded, ROOT } from './build-state.ts';
import { ensureBrowser } from './find-browser.ts';

const browser = await ensureBrowser();
if (browser.path === undefined) {
  console.error(browser.help);
  process.exit(1);
}
console.log(`Browser tests use ${browser.path} (${browser.source}).`);
buildIfNeeded();

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: browser.path },
});
process.exit(result.status ?? 1);
