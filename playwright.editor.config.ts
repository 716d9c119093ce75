import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/find-browser.ts';

/**
 * The content editor's browser test (`node scripts/e2e-editor.ts`, part of `npm test`): the dev server
 * with the editor at /admin, driven as a marketer would. Separate from the site's suite, which runs against
 * the production build (where there is no editor).
 */
const PORT = Number(process.env.EDITOR_PORT ?? 4390);

export default defineConfig({
  testDir: 'tests/editor',
  fullyParallel: false,
  workers: 1,
  // In CI a test that fails gets one more run: a one-off stall on a loaded machine should not throw away a
  // submission, and a test that passes only on its retry is listed by name under the suite's summary
  // ("Passed only on a retry", scripts/test-report.ts) to be fixed. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The first visit compiles the editor's bundle in the dev server: generous limits, hangs still caught.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.reports/playwright-editor.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || undefined, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `npx astro dev --port ${PORT} --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
  },
});
