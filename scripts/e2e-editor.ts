/**
 * The content editor's browser test: finds a browser (find-browser.ts), then runs Playwright with
 * playwright.editor.config.ts against `astro dev`. Extra arguments go to `playwright test`.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './build-state.ts';
import { ensureBrowser } from './find-browser.ts';

const browser = await ensureBrowser();
if (browser.path === undefined) {
  console.error(browser.help);
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'playwright.editor.config.ts', ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: browser.path } },
);
process.exit(result.status ?? 1);
