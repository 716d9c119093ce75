/**
 * The parity suite against the edge (issue 27): tests/e2e/deploy-parity.spec.ts, the spec the nginx
 * suite runs (scripts/e2e-nginx.ts), with Cloudflare's runtime in nginx's place. The site in workerd
 * (`wrangler dev` with wrangler.jsonc, offline) and the Node server side by side, both relays pointed at
 * the hostile fake upstream the spec starts; every built file, the 105 odd paths, redirects, refusals and
 * the relay's hostile-upstream cases must get the Node server's status and header class from both, except
 * the differences the spec names with their reason. Part of `npm test`; wrangler comes with `npm ci`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, DIST, ROOT } from './build-state.ts';
import { checkEdgeOptions, startEdge } from './edge-runtime.ts';
import { ensureBrowser } from './find-browser.ts';

// Four ports from EDGE_PORT on; by default the four after the nginx suite's (NGINX_PORT, its Node server
// and its upstream), so a run that moves those off their defaults moves these too.
const EDGE_PORT = Number(
  process.env.EDGE_PORT ?? (process.env.NGINX_PORT ? Number(process.env.NGINX_PORT) + 3 : 4283),
);
const NODE_PORT = Number(process.env.EDGE_NODE_PORT ?? EDGE_PORT + 1);
// Both relays point here; deploy-parity.spec.ts starts the hostile fake upstream on this port.
const UPSTREAM_PORT = Number(process.env.EDGE_UPSTREAM_PORT ?? EDGE_PORT + 2);
const INSPECTOR_PORT = Number(process.env.EDGE_INSPECTOR_PORT ?? EDGE_PORT + 3);
const UPSTREAM = `http://127.0.0.1:${UPSTREAM_PORT}`;

const browser = await ensureBrowser();
if (browser.path === undefined) {
  console.error(browser.help);
  process.exit(1);
}
buildIfNeeded();

// A fresh store for the local rate limiter, so counts from an earlier run never leak into this one.
const state = mkdtempSync(join(tmpdir(), 'edge-state-'));
const edgeOptions = {
  distDir: DIST,
  host: '127.0.0.1',
  port: EDGE_PORT,
  inspectorPort: INSPECTOR_PORT,
  env: { POSTHOG_HOST: UPSTREAM },
  persistTo: state,
  stdio: 'pipe' as const,
};
const problem = checkEdgeOptions(edgeOptions);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(state, { recursive: true, force: true });
};
process.on('exit', stopAll);

// The runtime's own log (wrangler's warnings, the worker's console) is shown only when the suite fails.
let edgeLog = '';
const edge = startEdge(edgeOptions);
edge.stdout?.on('data', (chunk: Buffer) => {
  edgeLog += chunk.toString();
});
edge.stderr?.on('data', (chunk: Buffer) => {
  edgeLog += chunk.toString();
});
children.push(edge);
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
    },
  }),
);

async function waitFor(url: string): Promise<void> {
  // wrangler bundles the worker and starts two runtime processes first: allow it 60 s on a busy machine.
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not come up`);
}

const started = Date.now();
try {
  await Promise.all([
    waitFor(`http://127.0.0.1:${EDGE_PORT}/robots.txt`),
    waitFor(`http://127.0.0.1:${NODE_PORT}/robots.txt`),
  ]);
} catch (error) {
  console.error(`${edgeLog}${(error as Error).message}`);
  stopAll();
  process.exit(1);
}
console.log(
  `Cloudflare's runtime serving dist/ on ${EDGE_PORT} (up in ${((Date.now() - started) / 1000).toFixed(1)} s); ` +
    `Node server on ${NODE_PORT} for comparison`,
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
      E2E_TARGET: 'edge',
      E2E_BASE_URL: `http://127.0.0.1:${EDGE_PORT}`,
      E2E_NODE_URL: `http://127.0.0.1:${NODE_PORT}`,
      E2E_UPSTREAM_PORT: String(UPSTREAM_PORT),
      E2E_REPORT: '.reports/playwright-edge.json',
    },
  },
);
stopAll();
if (result.status !== 0 && edgeLog) console.error(`Edge runtime log:\n${edgeLog}`);
process.exit(result.status ?? 1);
