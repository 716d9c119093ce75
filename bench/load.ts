/**
 * `npm run bench:load`: load figures for the production server against nginx serving the same dist/
 * (issue 10). A benchmark: it prints figures and never fails on them.
 *
 * On loopback, with autocannon, for each target (the home page HTML, the largest hashed JS asset, the 404
 * page) and each server (Node `server/main.ts`, then nginx with the committed deploy/nginx.conf):
 * a short warm-up, then N connections for D seconds, sending `Accept-Encoding: gzip, br` like a browser.
 * Prints requests/s, p50/p99 latency, non-2xx and errors (socket errors, timeouts and any status other than
 * the expected one: 404 for the 404 page, 200 otherwise), throughput, the Node server's RSS before and
 * after, and the Node/nginx ratio per target. Writes bench/results/load.json and load.md.
 *
 * Options: --duration S (20), --connections N (50), --warmup S (2), --port P (Node on P, nginx on P+1;
 * 4600). Without an nginx binary (Debian: apt-get install nginx-light) it benches Node only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildIfNeeded, DIST, ROOT } from '../scripts/build-state.ts';
import { NGINX_DEFAULTS } from '../scripts/deploy-config.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    port: { type: 'string', default: '4600' },
  },
});

const DURATION_S = Math.max(1, Number(values.duration));
const CONNECTIONS = Math.max(1, Number(values.connections));
const WARMUP_S = Math.max(0, Number(values.warmup));
const NODE_PORT = Number(values.port);
const NGINX_PORT = NODE_PORT + 1;
const REQUEST_HEADERS = { 'accept-encoding': 'gzip, br' };
const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/opt/homebrew/bin/nginx'].find(existsSync);

type ServerName = 'node' | 'nginx';

interface Target {
  name: string;
  path: string;
  expectedStatus: number;
}

interface Row {
  target: string;
  path: string;
  server: ServerName;
  expectedStatus: number;
  /** Bytes of one response body as sent (after content negotiation) and its Content-Encoding. */
  bodyBytes: number;
  contentEncoding: string;
  requestsPerSecond: number;
  requestsTotal: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  non2xx: number;
  /** Socket errors and timeouts, plus responses with a status other than the expected one. */
  errors: number;
  statusCounts: Record<string, number>;
  throughputMBps: number;
  /** The Node server's RSS right after this run (Node rows only): a leak shows as a steady climb. */
  nodeRssAfterMB: number | null;
}

function largestHashedScript(): string {
  const dir = join(DIST, '_astro');
  const scripts = readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, size: statSync(join(dir, file)).size }))
    .sort((a, b) => b.size - a.size);
  const largest = scripts[0];
  if (!largest) throw new Error('dist/_astro/ has no .js file');
  return `/_astro/${largest.file}`;
}

function rssMB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? Number.NaN);
  return Math.round((kB / 1024) * 10) / 10;
}

async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${name} did not come up at ${url}`);
}

function startNode(): ChildProcess {
  return spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(NODE_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
  });
}

/** The committed config with only the listen line (and the pid file) changed, as scripts/e2e-nginx.ts. */
function startNginx(binary: string): ChildProcess {
  const tmp = join(ROOT, '.nginx-tmp');
  mkdirSync(tmp, { recursive: true });
  const confFile = join(tmp, `nginx-bench-${NGINX_PORT}.conf`);
  const committed = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const conf = committed
    .replace(`listen ${NGINX_DEFAULTS.listen};`, `listen 127.0.0.1:${NGINX_PORT};`)
    .replace('pid .nginx.pid;', `pid .nginx-tmp/nginx-bench-${NGINX_PORT}.pid;`);
  writeFileSync(confFile, conf);
  return spawn(binary, ['-p', `${ROOT}/`, '-c', confFile], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** One request to see what the load test will fetch: status, encoding, body size. */
async function probe(
  origin: string,
  target: Target,
): Promise<{ status: number; bytes: number; encoding: string }> {
  // Content-Length is the size on the wire (the body fetch hands back is decoded).
  const response = await fetch(`${origin}${target.path}`, { headers: REQUEST_HEADERS });
  const encoding = response.headers.get('content-encoding') ?? 'identity';
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  const bytes = Number.isNaN(length) ? (await response.arrayBuffer()).byteLength : length;
  await response.body?.cancel();
  return { status: response.status, bytes, encoding };
}

async function load(origin: string, target: Target, server: ServerName): Promise<Row> {
  const url = `${origin}${target.path}`;
  const seen = await probe(origin, target);
  if (seen.status !== target.expectedStatus) {
    console.warn(`  ${server} answered ${seen.status} for ${target.path}, expected ${target.expectedStatus}`);
  }
  if (WARMUP_S > 0) {
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers: REQUEST_HEADERS });
  }
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: REQUEST_HEADERS,
  });
  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  );
  const unexpected = Object.entries(statusCounts)
    .filter(([status]) => Number(status) !== target.expectedStatus)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    target: target.name,
    path: target.path,
    server,
    expectedStatus: target.expectedStatus,
    bodyBytes: seen.bytes,
    contentEncoding: seen.encoding,
    requestsPerSecond: Math.round(result.requests.average),
    requestsTotal: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + unexpected,
    statusCounts,
    throughputMBps: Math.round((result.throughput.average / 1_048_576) * 100) / 100,
    nodeRssAfterMB: null,
  };
}

const table = (head: string[], rows: Array<Array<string | number>>) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

buildIfNeeded();
const targets: Target[] = [
  { name: 'home page HTML', path: '/', expectedStatus: 200 },
  { name: 'largest hashed JS', path: largestHashedScript(), expectedStatus: 200 },
  { name: '404 page', path: '/no-such-page', expectedStatus: 404 },
];

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

const node = startNode();
children.push(node);
await waitFor(`http://127.0.0.1:${NODE_PORT}/robots.txt`, node, 'the Node server');
let nginx: ChildProcess | undefined;
if (NGINX_BINARY) {
  nginx = startNginx(NGINX_BINARY);
  children.push(nginx);
  await waitFor(`http://127.0.0.1:${NGINX_PORT}/robots.txt`, nginx, 'nginx');
} else {
  console.log('nginx not found (Debian/Ubuntu: apt-get install nginx-light): benching the Node server only.');
}
const servers: Array<[ServerName, string]> = [['node', `http://127.0.0.1:${NODE_PORT}`]];
if (nginx) servers.push(['nginx', `http://127.0.0.1:${NGINX_PORT}`]);

console.log(
  `${CONNECTIONS} connections × ${DURATION_S} s per run (after a ${WARMUP_S} s warm-up), ${targets.length} targets × ${servers.length} servers, Accept-Encoding: gzip, br; ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)}`,
);
const rssAtStart = rssMB(node.pid);
// Growth counts from after a warm-up on every target, once the JIT and buffers have settled.
for (const target of targets) {
  await autocannon({
    url: `${servers[0]?.[1]}${target.path}`,
    connections: CONNECTIONS,
    duration: Math.max(1, WARMUP_S),
    headers: REQUEST_HEADERS,
  });
}
const rssBefore = rssMB(node.pid);
const rows: Row[] = [];
for (const target of targets) {
  for (const [server, origin] of servers) {
    const row = await load(origin, target, server);
    if (server === 'node') row.nodeRssAfterMB = rssMB(node.pid);
    rows.push(row);
    console.log(
      `${row.target.padEnd(18)} ${server.padEnd(5)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.latencyP50Ms} ms  p99 ${row.latencyP99Ms} ms  non-2xx ${row.non2xx}  errors ${row.errors}  ${row.throughputMBps} MB/s`,
    );
  }
}
// Let in-flight work finish and the next GC run settle before the last reading.
await new Promise((resolve) => setTimeout(resolve, 1_000));
const rssAfter = rssMB(node.pid);
for (const child of children) child.kill('SIGTERM');

const ratios = targets.map((target) => {
  const nodeRow = rows.find((row) => row.target === target.name && row.server === 'node');
  const nginxRow = rows.find((row) => row.target === target.name && row.server === 'nginx');
  return {
    target: target.name,
    nodeRps: nodeRow?.requestsPerSecond ?? 0,
    nginxRps: nginxRow?.requestsPerSecond ?? null,
    ratio:
      nodeRow && nginxRow
        ? Math.round((nodeRow.requestsPerSecond / nginxRow.requestsPerSecond) * 100) / 100
        : null,
  };
});
const memory = {
  rssAtStartMB: rssAtStart,
  rssBeforeMB: rssBefore,
  rssAfterMB: rssAfter,
  growthMB: Math.round((rssAfter - rssBefore) * 10) / 10,
};

const markdown = [
  `# Load ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `${CONNECTIONS} connections × ${DURATION_S} s per run after a ${WARMUP_S} s warm-up, loopback, autocannon, \`Accept-Encoding: gzip, br\`. ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)} at the end. Errors = socket errors + timeouts + statuses other than expected.`,
  '',
  table(
    ['Target', 'Server', 'Body', 'Req/s', 'p50 (ms)', 'p99 (ms)', 'Non-2xx', 'Errors', 'MB/s'],
    rows.map((row) => [
      `${row.target} \`${row.path}\``,
      row.server,
      `${row.bodyBytes} B ${row.contentEncoding}`,
      row.requestsPerSecond,
      row.latencyP50Ms,
      row.latencyP99Ms,
      row.non2xx,
      row.errors,
      row.throughputMBps,
    ]),
  ),
  '',
  table(
    ['Target', 'Node req/s', 'nginx req/s', 'Node / nginx'],
    ratios.map((ratio) => [ratio.target, ratio.nodeRps, ratio.nginxRps ?? 'n/a', ratio.ratio ?? 'n/a']),
  ),
  '',
  `Node server RSS: ${memory.rssAtStartMB} MB at start, ${memory.rssBeforeMB} MB after a warm-up on every target, ${memory.rssAfterMB} MB after all runs (growth ${memory.growthMB} MB); after each Node run: ${rows
    .filter((row) => row.server === 'node')
    .map((row) => `${row.nodeRssAfterMB} MB`)
    .join(', ')}.`,
  '',
  NGINX_BINARY
    ? 'nginx-light has no brotli module, so nginx serves the .gz files where Node serves .br: compare requests/s, not MB/s.'
    : 'nginx was not found: Node only.',
  '',
].join('\n');

const resultsDir = join(ROOT, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  join(resultsDir, 'load.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      durationS: DURATION_S,
      connections: CONNECTIONS,
      warmupS: WARMUP_S,
      cpus: cpus().length,
      loadAverage: loadavg(),
      nginx: NGINX_BINARY ?? null,
      rows,
      ratios,
      memory,
    },
    null,
    2,
  )}\n`,
);
writeFileSync(join(resultsDir, 'load.md'), markdown);
console.log(`\n${markdown}`);
process.exit(0);
