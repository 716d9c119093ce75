// Production entry point: `node server/main.ts` (Node 24 strips the types; there is no build step).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type RelayHosts, relayHostsFromEnv } from '../shared/relay-policy.ts';
import { buildServer } from './app.ts';
import { SHUTDOWN_GRACE_MS } from './timeouts.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') {
    return 3000;
  }
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    fail(`Invalid PORT "${value}": expected an integer from 0 to 65535`);
  }
  return port;
}

function readLogLevel(value: string | undefined): string {
  const level = (value || 'info').toLowerCase();
  if (!LOG_LEVELS.has(level)) {
    fail(`Invalid LOG_LEVEL "${value}": expected one of ${[...LOG_LEVELS].join(', ')}`);
  }
  return level;
}

function readRelayHosts(): RelayHosts {
  try {
    return relayHostsFromEnv(process.env);
  } catch (error) {
    fail((error as Error).message);
  }
}

function readTrustProxy(): TrustProxy {
  try {
    return parseTrustProxy(process.env.TRUST_PROXY);
  } catch (error) {
    fail((error as Error).message);
  }
}

function handleShutdownSignals(app: FastifyInstance): void {
  let closing = false;
  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight relay requests get their full upstream time limit plus a short drain; if anything still
    // hangs after that, do not outlive the orchestrator's patience.
    setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s, forcing exit`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      // Stops accepting connections, lets in-flight requests finish (new ones on open sockets get 503).
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  }
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

async function main(): Promise<void> {
  const repoRoot = path.resolve(import.meta.dirname, '..');
  const distDir = path.resolve(process.env.DIST_DIR || path.join(repoRoot, 'dist'));
  const port = readPort(process.env.PORT);
  const host = process.env.HOST || '0.0.0.0';
  const level = readLogLevel(process.env.LOG_LEVEL);
  const relayHosts = readRelayHosts();
  const trustProxy = readTrustProxy();

  // Every build has a 404 page; its absence means there is no build.
  if (!existsSync(path.join(distDir, '404.html'))) {
    fail(`dist/ not found: run \`npm run build\` first (no 404.html in ${distDir})`);
  }

  // Client time limits are buildServer's production defaults (DEFAULT_TIMEOUTS in timeouts.ts): headers
  // within 10 s, the whole request within 30 s.
  const app = await buildServer({
    distDir,
    logger: level === 'silent' ? false : { level },
    relayHosts,
    trustProxy,
  });
  handleShutdownSignals(app);

  try {
    const address = await app.listen({ port, host });
    app.log.info({ distDir, relayHosts, trustProxy }, `serving ${distDir} at ${address}`);
  } catch (error) {
    fail(`Could not listen on ${host}:${port}: ${(error as Error).message}`);
  }
}

await main();
