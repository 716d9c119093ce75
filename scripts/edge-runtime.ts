/**
 * Starts the site in Cloudflare's runtime on this machine: `wrangler dev` with wrangler.jsonc, which runs
 * the worker (edge/worker.ts) and the build's assets in workerd, offline. Used by `npm run preview:edge`
 * and by the parity suite (scripts/e2e-nginx.ts). No account, no network, no telemetry, no prompt.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_MANIFEST_PATH } from '../edge/site-manifest.ts';
import { RELAY_HOST_SETTING, relayHostsFromEnv } from '../shared/relay-policy.ts';
import { ROOT } from './build-state.ts';

export const WRANGLER = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

/**
 * Everything that would make wrangler reach out or wait for someone: usage metrics and error reports,
 * the `request.cf` data download, the banner's version check, `.env` files (the Node server reads none
 * either), prompts about agent skills.
 */
export const WRANGLER_OFFLINE_ENV: Record<string, string> = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  DO_NOT_TRACK: '1',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: 'false',
  WRANGLER_NO_SKILLS_UPDATE_PROMPTS: 'true',
};

export interface EdgeOptions {
  /** The build to serve; it must hold the edge manifest (`npm run build` writes it). */
  distDir: string;
  host: string;
  port: number;
  /** The runtime's devtools port, on loopback only; wrangler would otherwise pick one. */
  inspectorPort: number;
  /** The environment POSTHOG_HOST is read from (the relay's upstream), as the Node server reads it. */
  env: Record<string, string | undefined>;
  /** Where the local runtime keeps the rate limiter's counts (wrangler's default: .wrangler/state). */
  persistTo?: string;
  /** wrangler's own log level (its request log is at `info`). */
  logLevel?: 'error' | 'warn' | 'info';
  stdio?: 'inherit' | 'pipe';
}

/** Refuses what wrangler would only fail on later, or serve half-working: no build, a bad POSTHOG_HOST. */
export function checkEdgeOptions(options: EdgeOptions): string | undefined {
  if (!existsSync(WRANGLER)) return 'wrangler is not installed: run `npm ci`';
  if (!existsSync(join(options.distDir, SITE_MANIFEST_PATH))) {
    return `${options.distDir} has no ${SITE_MANIFEST_PATH}: run \`npm run build\``;
  }
  try {
    relayHostsFromEnv(options.env);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

/** Starts `wrangler dev` (local mode only); the caller stops it with `kill()` on the returned process. */
export function startEdge(options: EdgeOptions): ChildProcess {
  const upstream = relayHostsFromEnv(options.env).ingestion;
  const args = [
    WRANGLER,
    'dev',
    '--config',
    join(ROOT, 'wrangler.jsonc'),
    '--local',
    '--ip',
    options.host,
    '--port',
    String(options.port),
    '--inspector-ip',
    '127.0.0.1',
    '--inspector-port',
    String(options.inspectorPort),
    '--assets',
    options.distDir,
    '--var',
    `${RELAY_HOST_SETTING.env}:${upstream}`,
    '--show-interactive-dev-session=false',
    '--live-reload=false',
    '--log-level',
    options.logLevel ?? 'warn',
    ...(options.persistTo ? ['--persist-to', options.persistTo] : []),
  ];
  // Node 24 (this process), not whatever `node` is first on PATH: wrangler needs Node 22 or later.
  return spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: options.stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...WRANGLER_OFFLINE_ENV },
  });
}
