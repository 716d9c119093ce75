/**
 * wrangler.jsonc, generated from the definitions the Node server and nginx use too (the relay's host
 * setting and rate in shared/relay-policy.ts, the CSP reports' rate in shared/csp-reports.ts), so the
 * edge cannot drift from them. Committed; a unit test
 * fails when it differs from what this builds. `npm run deploy:config` (scripts/deploy-config.ts) writes it.
 */
import { join } from 'node:path';
import { RELAY_HOST_SETTING } from '../shared/relay-policy.ts';
import { EDGE_CSP_REPORT_LIMIT } from './csp-reports.ts';
import { EDGE_RATE_LIMIT, EDGE_RATE_PERIOD_SECONDS } from './relay.ts';

export const WRANGLER_CONFIG_PATH = join(import.meta.dirname, '..', 'wrangler.jsonc');

/**
 * The runtime's behaviour is pinned by date. The newest date the bundled workerd (wrangler 4.164.0)
 * supports; a later date (today's, say) is refused by the local runtime.
 */
export const COMPATIBILITY_DATE = '2026-11-17';
/** The Worker's name on Cloudflare (`wrangler deploy` creates or updates it). */
export const WORKER_NAME = 'countermove-site';
/** The Rate Limiting bindings' namespaces: integers, each unique within the Cloudflare account. */
export const RATE_LIMIT_NAMESPACES = { relay: '1001', cspReports: '1002' } as const;

export function buildWranglerConfig(): string {
  const config = {
    $schema: './node_modules/wrangler/config-schema.json',
    name: WORKER_NAME,
    main: 'edge/worker.ts',
    compatibility_date: COMPATIBILITY_DATE,
    // No usage data to Cloudflare from anyone's machine (WRANGLER_SEND_METRICS=false does the same).
    send_metrics: false,
    assets: {
      directory: './dist',
      binding: 'ASSETS',
      // The worker answers every request itself (statuses, redirects, headers, the 404 page): the assets
      // layer is only the store it reads files from, so no path is served past the worker's rules.
      run_worker_first: true,
      html_handling: 'none',
      not_found_handling: 'none',
    },
    vars: { [RELAY_HOST_SETTING.env]: RELAY_HOST_SETTING.default },
    ratelimits: [
      {
        name: 'RELAY_RATE_LIMITER',
        namespace_id: RATE_LIMIT_NAMESPACES.relay,
        simple: { limit: EDGE_RATE_LIMIT, period: EDGE_RATE_PERIOD_SECONDS },
      },
      {
        name: 'CSP_REPORT_RATE_LIMITER',
        namespace_id: RATE_LIMIT_NAMESPACES.cspReports,
        simple: { limit: EDGE_CSP_REPORT_LIMIT, period: EDGE_RATE_PERIOD_SECONDS },
      },
    ],
  };
  const header = [
    '// Generated from edge/wrangler-config.ts by `npm run deploy:config`; do not edit.',
    '// The site and its analytics relay on Cloudflare (decision 0016, edge/README.md).',
  ];
  return `${header.join('\n')}\n${JSON.stringify(config, null, 2)}\n`;
}
