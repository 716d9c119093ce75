/**
 * `npm run deploy:config`: regenerates deploy/nginx.conf and its njs modules (deploy/relay.js, deploy/csp-report.js)
 * from shared/security-headers.ts, shared/relay-policy.ts and shared/csp-reports.ts, and the edge's
 * wrangler.jsonc (edge/wrangler-config.ts). All are committed; unit tests fail when they differ from what
 * this writes.
 *
 * Behind a load balancer, write your own copy with the proxies nginx may believe (the Node server's
 * TRUST_PROXY list: addresses, CIDRs, loopback/linklocal/uniquelocal):
 * `npm run deploy:config -- --trust-proxy 10.0.0.0/8 --out /etc/nginx/countermove.conf`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildWranglerConfig, WRANGLER_CONFIG_PATH } from '../edge/wrangler-config.ts';
import { parseTrustProxy } from '../server/trust-proxy.ts';
import { DEFAULT_RELAY_HOSTS } from '../shared/relay-policy.ts';
import { buildNginxConf } from './deploy/deploy-config.ts';
import { NGINX_SCRIPTS } from './deploy/nginx-scripts.ts';

export const NGINX_CONF_PATH = join(import.meta.dirname, '..', 'deploy', 'nginx.conf');
/** Where the committed njs modules live: beside deploy/nginx.conf. */
export const NGINX_SCRIPT_DIR = join(import.meta.dirname, '..', 'deploy');
export const NGINX_DEFAULTS = { listen: '127.0.0.1:8080', root: 'dist', hosts: DEFAULT_RELAY_HOSTS };

if (import.meta.main) {
  const { values } = parseArgs({ options: { 'trust-proxy': { type: 'string' }, out: { type: 'string' } } });
  const trust = parseTrustProxy(values['trust-proxy']);
  if (typeof trust === 'number') {
    console.error('nginx trusts proxies by address: give their addresses or CIDRs, not a hop count');
    process.exit(1);
  }
  const out = values.out ?? NGINX_CONF_PATH;
  writeFileSync(out, buildNginxConf({ ...NGINX_DEFAULTS, trustedProxies: trust || [] }));
  const scripts = Object.entries(NGINX_SCRIPTS).map(([name, build]) => {
    const file = join(dirname(out), name);
    writeFileSync(file, build());
    return file;
  });
  console.log(`wrote ${[out, ...scripts].join(', ')}`);
  // The edge's config is the repository's own (no per-deployment copy): only with the committed files.
  if (values.out === undefined) {
    writeFileSync(WRANGLER_CONFIG_PATH, buildWranglerConfig());
    console.log(`wrote ${WRANGLER_CONFIG_PATH}`);
  }
}
