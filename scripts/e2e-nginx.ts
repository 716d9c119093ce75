/**
 * The smoke suite against nginx serving dist/ with deploy/nginx.conf (issue 10), so the config cannot
 * rot: deploy-parity.spec.ts. nginx answers every built page and file, every redirect, refusal and hostile
 * target with the Node server's status and headers (plain HTTP, no browser), both relays point at a
 * hostile fake upstream, and a few page loads show pages hydrate cleanly under nginx. (Every route's
 * rendering, axe and layout checks run once, against the Node server, in `npm run test:e2e`: the HTML
 * and assets are the same files, so only the headers and statuses can differ, and those are compared.) Needs the `nginx` binary (Debian: nginx-light); without it the step is
 * skipped locally and fails in CI.
 *
 * nginx runs as the invoking user: as root it would otherwise hand requests to workers running as
 * another user (www-data, nobody), which cannot read a checkout in a private (0700) directory.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, ROOT } from './build-state.ts';
import { buildNginxConf } from './deploy/deploy-config.ts';
import { NGINX_DEFAULTS } from './deploy-config.ts';
import { ensureBrowser } from './find-browser.ts';

const NGINX_PORT = Number(process.env.NGINX_PORT ?? 4280);
const NODE_PORT = Number(process.env.NGINX_NODE_PORT ?? 4281);
// Both relays point here; deploy-parity.spec.ts starts the hostile fake upstream on this port.
const UPSTREAM_PORT = Number(process.env.NGINX_UPSTREAM_PORT ?? NGINX_PORT + 2);
const UPSTREAM = `http://127.0.0.1:${UPSTREAM_PORT}`;
// A symlink in the served tree: neither server may follow it (deploy-parity.spec.ts).
const SYMLINK_NAME = 'symlink-check.txt';
// Both servers trust this loopback address as a proxy (TRUST_PROXY / set_real_ip_from) and nothing else:
// the parity suite connects from it to play a TLS-terminating load balancer, and from 127.0.0.1 to be
// an untrusted client.
const TRUSTED_PROXY = '127.0.0.2';
const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/opt/homebrew/bin/nginx'].find(existsSync);

if (!nginxBinary) {
  const message = 'nginx not found (Debian/Ubuntu: apt-get install nginx-light); nginx smoke suite skipped.';
  if (process.env.CI) {
    console.error(message.replace('skipped', 'required in CI'));
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}

const browser = await ensureBrowser();
if (browser.path === undefined) {
  console.error(browser.help);
  process.exit(1);
}
buildIfNeeded();

// The committed config, on a test port: the only difference is the listen line.
const committed = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
const expected = buildNginxConf(NGINX_DEFAULTS);
if (committed !== expected) {
  console.error('deploy/nginx.conf is out of date: run `npm run deploy:config` and commit it.');
  process.exit(1);
}
const tmp = join(ROOT, '.nginx-tmp');
mkdirSync(tmp, { recursive: true });
const confFile = join(tmp, `nginx-${NGINX_PORT}.conf`);
// The committed config on a test port, relaying to the fake upstream, run as the invoking user.
const user = userInfo();
const runAs = user.uid === 0 ? `user ${user.username};\n` : '';
writeFileSync(
  confFile,
  runAs +
    buildNginxConf({
      ...NGINX_DEFAULTS,
      hosts: { ingestion: UPSTREAM },
      trustedProxies: [TRUSTED_PROXY],
    }).replace(`listen ${NGINX_DEFAULTS.listen};`, `listen 127.0.0.1:${NGINX_PORT};`),
);
const symlink = join(ROOT, 'dist', SYMLINK_NAME);
rmSync(symlink, { force: true });
symlinkSync(join(ROOT, 'package.json'), symlink);

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(symlink, { force: true });
};
process.on('exit', stopAll);

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not come up`);
}

// nginx's own log (e.g. the symlink it refuses on purpose) is shown only when the suite fails.
let nginxLog = '';
const nginx = spawn(nginxBinary, ['-p', `${ROOT}/`, '-c', confFile], { stdio: ['ignore', 'pipe', 'pipe'] });
nginx.stdout.on('data', (chunk: Buffer) => {
  nginxLog += chunk.toString();
});
nginx.stderr.on('data', (chunk: Buffer) => {
  nginxLog += chunk.toString();
});
children.push(nginx);
children.push(
  spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(NODE_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      POSTHOG_HOST: UPSTREAM,
      TRUST_PROXY: TRUSTED_PROXY,
    },
  }),
);
try {
  await Promise.all([
    waitFor(`http://127.0.0.1:${NGINX_PORT}/robots.txt`),
    waitFor(`http://127.0.0.1:${NODE_PORT}/robots.txt`),
  ]);
} catch (error) {
  console.error(`${nginxLog}${(error as Error).message}`);
  stopAll();
  process.exit(1);
}
// A worker that cannot read dist/ answers 403 or 404 to everything: say so at once instead of letting
// every test fail slowly.
const probe = await fetch(`http://127.0.0.1:${NGINX_PORT}/robots.txt`);
if (probe.status !== 200) {
  console.error(
    `${nginxLog}nginx answers ${probe.status} for /robots.txt: its workers cannot read ${ROOT}/dist. ` +
      'Run the suite as the user that owns the checkout, or make the checkout readable by nginx.',
  );
  stopAll();
  process.exit(1);
}
console.log(
  `nginx ${nginxBinary} serving dist/ on ${NGINX_PORT}; Node server on ${NODE_PORT} for comparison`,
);

const result = spawnSync(
  'npx',
  ['playwright', 'test', 'tests/e2e/deploy-parity.spec.ts', ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROMIUM_PATH: browser.path,
      E2E_BASE_URL: `http://127.0.0.1:${NGINX_PORT}`,
      E2E_NODE_URL: `http://127.0.0.1:${NODE_PORT}`,
      E2E_UPSTREAM_PORT: String(UPSTREAM_PORT),
      E2E_SYMLINK: SYMLINK_NAME,
      E2E_TRUSTED_PROXY: TRUSTED_PROXY,
      E2E_REPORT: '.reports/playwright-nginx.json',
    },
  },
);
stopAll();
if (result.status !== 0 && nginxLog) console.error(`nginx log:\n${nginxLog}`);
process.exit(result.status ?? 1);
