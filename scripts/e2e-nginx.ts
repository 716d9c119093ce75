/**
 * The browser smoke suite against nginx serving dist/ with deploy/nginx.conf (issue 10), so the config
 * cannot rot: routes.spec.ts (every route at desktop width, the 404 page) and deploy-parity.spec.ts (nginx
 * answers with the Node server's statuses and headers). Needs the `nginx` binary (Debian: nginx-light);
 * without it the step is skipped locally and fails in CI.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildNginxConf } from '../server/deploy-config.ts';
import { buildIfNeeded, ROOT } from './build-state.ts';
import { NGINX_DEFAULTS } from './deploy-config.ts';
import { ensureBrowser } from './find-browser.ts';

const NGINX_PORT = Number(process.env.NGINX_PORT ?? 4280);
const NODE_PORT = Number(process.env.NGINX_NODE_PORT ?? 4281);
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
writeFileSync(
  confFile,
  committed.replace(`listen ${NGINX_DEFAULTS.listen};`, `listen 127.0.0.1:${NGINX_PORT};`),
);

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
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

children.push(
  spawn(nginxBinary, ['-p', `${ROOT}/`, '-c', confFile], { stdio: ['ignore', 'inherit', 'inherit'] }),
);
children.push(
  spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(NODE_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
  }),
);
await Promise.all([
  waitFor(`http://127.0.0.1:${NGINX_PORT}/robots.txt`),
  waitFor(`http://127.0.0.1:${NODE_PORT}/robots.txt`),
]);
console.log(
  `nginx ${nginxBinary} serving dist/ on ${NGINX_PORT}; Node server on ${NODE_PORT} for comparison`,
);

const result = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    'tests/e2e/routes.spec.ts',
    'tests/e2e/deploy-parity.spec.ts',
    ...process.argv.slice(2),
  ],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROMIUM_PATH: browser.path,
      E2E_BASE_URL: `http://127.0.0.1:${NGINX_PORT}`,
      E2E_NODE_URL: `http://127.0.0.1:${NODE_PORT}`,
      E2E_REPORT: '.reports/playwright-nginx.json',
    },
  },
);
stopAll();
process.exit(result.status ?? 1);
