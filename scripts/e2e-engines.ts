/**
 * The second and third engines (issue 24, decision 0012): Firefox ESR over WebDriver BiDi and WebKitGTK
 * over WebDriver run tests/engines/checks.ts against the production server over plain http, as
 * `npm start` serves: every route and the 404 page, then the interactions. One browser session per
 * engine, pages visited in sequence. The consent band needs a build with an analytics key
 * (dist-analytics/, built when stale, as the Playwright analytics tests do).
 *
 * The two engines run side by side, each with its own proxies (proxy.ts), so one engine holding scripts
 * back or collecting errors never touches the other's pages.
 *
 * Ports: ENGINES_PORT (default 4300) for the server, +1 the keyed server, +2 and +3 Firefox's proxies,
 * +4 Firefox's BiDi port, +5 and +6 WebKit's proxies, +7 WebKitWebDriver. `-- firefox` or `-- webkit`
 * runs one engine.
 *
 * An engine that is not installed fails the step in CI and is skipped locally with a loud message
 * (Debian: firefox-esr; webkit2gtk-driver, xvfb and xauth). Writes .reports/engines.json (passed/failed).
 *
 * In CI a failed check runs once more, as the Playwright tests are retried once: one that passes only then
 * counts as passed and is listed apart as flaky by the suite's summary (scripts/test-report.ts), never
 * hidden. (WebKitWebDriver once stopped answering for 30 s on a page that loads in 0.7 s.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANALYTICS_DIST, buildWithAnalyticsKey } from '../tests/e2e/analytics-env.ts';
import { startFirefox } from '../tests/engines/bidi.ts';
import { checksFor } from '../tests/engines/checks.ts';
import type { Engine } from '../tests/engines/driver.ts';
import { type SiteProxy, startProxy } from '../tests/engines/proxy.ts';
import { startWebKit } from '../tests/engines/webdriver.ts';
import { buildIfNeeded, DIST, ROOT } from './build-state.ts';

const BASE_PORT = Number(process.env.ENGINES_PORT ?? 4300);
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));

type EngineSpec = {
  id: 'firefox' | 'webkit';
  binary: string | undefined;
  install: string;
  start: (binary: string) => Promise<Engine>;
  /** The first of this engine's two proxy ports (the site's, then the keyed build's). */
  proxyPort: number;
  /** The driver cannot report page errors: the proxy puts a collector into each page. */
  collector: boolean;
};

const firstExisting = (paths: string[]) => paths.find((path) => existsSync(path));
const allEngines: EngineSpec[] = [
  {
    id: 'firefox',
    binary: process.env.FIREFOX_PATH || firstExisting(['/usr/bin/firefox-esr', '/usr/bin/firefox']),
    install: 'apt-get install firefox-esr',
    start: (binary) => startFirefox(binary, BASE_PORT + 4),
    proxyPort: BASE_PORT + 2,
    collector: false,
  },
  {
    id: 'webkit',
    binary: process.env.WEBKIT_DRIVER_PATH || firstExisting(['/usr/bin/WebKitWebDriver']),
    install: 'apt-get install webkit2gtk-driver xvfb xauth',
    start: (binary) => startWebKit(binary, BASE_PORT + 7),
    proxyPort: BASE_PORT + 5,
    collector: true,
  },
];
const specs = allEngines.filter((spec) => only.length === 0 || only.includes(spec.id));

const missing = specs.filter((spec) => !spec.binary);
for (const spec of missing) {
  const message = `${spec.id} not found (Debian/Ubuntu: ${spec.install}); its engine checks are skipped.`;
  if (process.env.CI) {
    console.error(message.replace('are skipped', 'are required in CI'));
    process.exit(1);
  }
  console.log(`\n!!! ${message}\n`);
}

buildIfNeeded();
buildWithAnalyticsKey();

const children: ChildProcess[] = [];
const proxies: SiteProxy[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
// Interrupted or timed out: exit, so the exit handlers stop the servers, browsers and drivers.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1));

async function startServer(distDir: string, port: number): Promise<string> {
  const child = spawn(process.execPath, [join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      DIST_DIR: distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      // The relay's upstream: nothing listens there, and nothing may reach it before consent anyway.
      POSTHOG_HOST: 'http://127.0.0.1:9',
    },
  });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      await fetch(`${origin}/robots.txt`);
      return origin;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the server on ${origin} did not start`);
}

const siteOrigin = await startServer(DIST, BASE_PORT);
const keyedOrigin = await startServer(ANALYTICS_DIST, BASE_PORT + 1);

let passed = 0;
let failed = 0;
/** What failed, by name and first line of the error, for the suite's closing summary (scripts/test.ts). */
const failures: { title: string; error: string; flaky?: boolean }[] = [];
async function runEngine(spec: EngineSpec & { binary: string }) {
  const started = Date.now();
  const site = await startProxy(siteOrigin, spec.proxyPort);
  const keyed = await startProxy(keyedOrigin, spec.proxyPort + 1);
  proxies.push(site, keyed);
  site.setCollector(spec.collector);
  keyed.setCollector(spec.collector);
  let engine: Engine;
  try {
    engine = await spec.start(spec.binary);
  } catch (error) {
    console.error(`✘ ${spec.id} could not start: ${(error as Error).message}`);
    failed++;
    failures.push({ title: `${spec.id} could not start`, error: (error as Error).message });
    return;
  }
  console.log(
    `${engine.name} ${engine.version} (${spec.binary}), started in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await engine.setViewport(1440, 900);
  const attempts = process.env.CI ? 2 : 1;
  for (const check of checksFor({ engine, site, keyed, missingPath: '/no-such-page-engines-check' })) {
    const errors: string[] = [];
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const checkStarted = Date.now();
      const retry = attempt > 1 ? ' (retry)' : '';
      try {
        await check.run();
        passed++;
        console.log(`  ✔ ${engine.name}: ${check.name}${retry} (${Date.now() - checkStarted} ms)`);
        break;
      } catch (error) {
        errors.push((error as Error).message);
        site.releaseScripts();
        await engine.takeErrors().catch(() => []);
        console.log(`  ✘ ${engine.name}: ${check.name}${retry}\n      ${(error as Error).message}`);
      }
    }
    if (errors.length === 0) continue;
    const flaky = errors.length < attempts;
    if (!flaky) failed++;
    failures.push({
      title: `${engine.name}: ${check.name}`,
      error: errors[0] ?? '',
      ...(flaky ? { flaky } : {}),
    });
  }
  await engine.close();
  console.log(`${engine.name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await Promise.all(
  specs.flatMap((spec) => (spec.binary ? [runEngine(spec as EngineSpec & { binary: string })] : [])),
);

for (const proxy of proxies) await proxy.close();
for (const child of children) child.kill('SIGTERM');
mkdirSync(join(ROOT, '.reports'), { recursive: true });
writeFileSync(
  join(ROOT, '.reports', 'engines.json'),
  JSON.stringify({ passed, failed, skipped: missing.length, failures }),
);
console.log(`\nengines: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
