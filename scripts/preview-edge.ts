/**
 * `npm run preview:edge`: the site and its analytics relay in Cloudflare's runtime (workerd, through
 * `wrangler dev`), offline. Builds first when dist/ is stale (as `npm start` does), then serves DIST_DIR
 * (default dist/) on PORT and HOST (default 3000 and 0.0.0.0), relaying /ingest/e/ to POSTHOG_HOST;
 * the runtime's devtools listen on 127.0.0.1:EDGE_INSPECTOR_PORT (default PORT + 1).
 */
import path from 'node:path';
import { buildIfNeeded, DIST } from './build-state.ts';
import { checkEdgeOptions, startEdge } from './edge-runtime.ts';

function readPort(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`Invalid ${name} "${value}": expected an integer from 1 to 65535`);
    process.exit(1);
  }
  return port;
}

const distDir = path.resolve(process.env.DIST_DIR || DIST);
// Only the default build is the project's to rebuild; another DIST_DIR is served as it is.
if (distDir === DIST) buildIfNeeded();

const port = readPort('PORT', process.env.PORT, 3000);
const options = {
  distDir,
  host: process.env.HOST || '0.0.0.0',
  port,
  inspectorPort: readPort('EDGE_INSPECTOR_PORT', process.env.EDGE_INSPECTOR_PORT, port + 1),
  env: process.env,
  logLevel: 'info' as const,
};
const problem = checkEdgeOptions(options);
if (problem) {
  console.error(problem);
  process.exit(1);
}
console.log(`Serving ${distDir} in Cloudflare's runtime (workerd) on http://${options.host}:${port}`);
const edge = startEdge(options);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => edge.kill(signal));
}
edge.on('exit', (code) => process.exit(code ?? 0));
