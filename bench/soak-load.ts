/**
 * The load half of `npm run bench:soak` (bench/soak.ts starts it as a child process, so none of its memory
 * is counted as the server's): a fake analytics upstream on loopback, and autocannon against the server
 * with a realistic mix, cycled by every connection: of every 20 requests, 10 pages, 5 hashed assets
 * (brotli), 3 missing paths (a fresh one each time: the 404 page) and 2 relay posts (a small batch from
 * one of 2,000 visitor addresses, named in X-Forwarded-For: the server trusts loopback as its proxy).
 * Prints one JSON line with the totals.
 *
 * Arguments: <server origin> <upstream port> <seconds> <connections>
 */
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import autocannon, { type RequestSpec } from 'autocannon';
import { DIST } from '../scripts/build-state.ts';
import { buildRouteTable } from '../shared/routes.ts';

const [origin = '', upstreamPort = '0', seconds = '600', connections = '20'] = process.argv.slice(2);

const upstream = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"status":1}');
  });
});
await new Promise<void>((resolve) => upstream.listen(Number(upstreamPort), '127.0.0.1', resolve));

const pages = [...(await buildRouteTable(DIST)).keys()];
const assets = readdirSync(join(DIST, '_astro'))
  .filter((file) => /\.(js|css|woff2)$/.test(file))
  .map((file) => `/_astro/${file}`);
const browser = { 'accept-encoding': 'gzip, br', 'user-agent': 'soak' };
let counter = 0;
const pick = <T>(list: readonly T[]): T => list[counter++ % list.length] as T;
const visitor = () => `198.51.${Math.floor(((counter * 7) % 2000) / 250)}.${(counter * 7) % 250}`;

const page = (): RequestSpec => ({
  method: 'GET',
  headers: browser,
  setupRequest: (r) => ({ ...r, path: pick(pages) }),
});
const asset = (): RequestSpec => ({
  method: 'GET',
  headers: browser,
  setupRequest: (r) => ({ ...r, path: pick(assets) }),
});
const missing = (): RequestSpec => ({
  method: 'GET',
  headers: browser,
  setupRequest: (r) => ({ ...r, path: `/no-such-page-${counter++}` }),
});
const relay = (): RequestSpec => ({
  method: 'POST',
  path: '/ingest/e/?compression=gzip-js&ver=1.434.18',
  body: '{"batch":[{"event":"$pageview","properties":{"$current_url":"/pricing"}}]}',
  setupRequest: (r) => ({
    ...r,
    headers: { 'content-type': 'text/plain', origin, 'x-forwarded-for': visitor() },
  }),
});
const cycle: RequestSpec[] = [
  ...Array.from({ length: 10 }, page),
  ...Array.from({ length: 5 }, asset),
  ...Array.from({ length: 3 }, missing),
  ...Array.from({ length: 2 }, relay),
];

const result = await autocannon({
  url: origin,
  connections: Number(connections),
  duration: Number(seconds),
  requests: cycle,
});
upstream.close();
console.log(
  JSON.stringify({
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    statusCounts: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    ),
  }),
);
