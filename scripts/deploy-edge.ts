/**
 * `npm run deploy:edge`: builds when dist/ is stale, then uploads the worker and the build to Cloudflare
 * with `wrangler deploy` (wrangler.jsonc). Needs a Cloudflare account: `npx wrangler login` once, or
 * CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID in the environment (CI). POSTHOG_HOST, when set, replaces
 * the relay's upstream in wrangler.jsonc's `vars`. Extra arguments go to `wrangler deploy` (e.g.
 * `-- --dry-run`). Never run by the test suite.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { RELAY_HOST_SETTING, relayHostsFromEnv } from '../shared/relay-policy.ts';
import { buildIfNeeded, DIST, ROOT } from './build-state.ts';
import { checkEdgeOptions, WRANGLER, WRANGLER_OFFLINE_ENV } from './edge-runtime.ts';

buildIfNeeded();
const problem = checkEdgeOptions({ distDir: DIST, host: '', port: 0, inspectorPort: 0, env: process.env });
if (problem) {
  console.error(problem);
  process.exit(1);
}
const upstream = process.env[RELAY_HOST_SETTING.env]?.trim()
  ? ['--var', `${RELAY_HOST_SETTING.env}:${relayHostsFromEnv(process.env).ingestion}`]
  : [];
const result = spawnSync(
  process.execPath,
  [WRANGLER, 'deploy', '--config', join(ROOT, 'wrangler.jsonc'), ...upstream, ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...WRANGLER_OFFLINE_ENV } },
);
process.exit(result.status ?? 1);
