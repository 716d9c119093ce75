import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/find-browser.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;

// `npm run test:e2e` resolves the browser and passes it in CHROMIUM_PATH; without it Playwright falls back
// to its own build, if installed.
const executablePath = process.env.CHROMIUM_PATH || undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // In CI a test that fails gets one more run: a one-off stall on a loaded machine should not throw away a
  // submission, and a test that passes only on its retry is listed by name under the suite's summary
  // ("Passed only on a retry", scripts/test-report.ts) to be fixed. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  // Generous limits: they catch a hung test, they do not measure speed (bench/ does that). A page with two
  // axe runs takes about 25 s on a busy 2-core machine, so 30 s failed tests that were only slow.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.reports/playwright.json' }]],
  use: {
    baseURL,
    // A trace records every action's snapshots and costs about a third of the suite's time; CI prints the
    // failure and its error context, so it is recorded only in local runs (or with E2E_TRACE=1).
    trace: process.env.CI && !process.env.E2E_TRACE ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node server/main.ts',
        url: `${baseURL}/robots.txt`,
        reuseExistingServer: false,
        timeout: 30_000,
        env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
      },
});
