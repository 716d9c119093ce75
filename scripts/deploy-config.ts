/**
 * `npm run deploy:config`: regenerates deploy/nginx.conf from shared/security-headers.ts and
 * server/relay.ts. The file is committed; a unit test fails when it differs from what this writes.
 *
 * Behind a load balancer, write your own copy with the proxies nginx may believe (the Node server's
 * TRUST_PROXY list: addresses, CIDRs, loopback/linklocal/uniquelocal):
 * `npm run deploy:config -- --trust-proxy 10.0.0.0/8 --out /etc/nginx/countermove.conf`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_RELAY_HOSTS } from '../server/relay.ts';
import { parseTrustProxy } from '../server/trust-proxy.ts';
import { buildNginxConf } from './deploy/deploy-config.ts';

export const NGINX_CONF_PATH = join(import.meta.dirname, '..', 'deploy', 'nginx.conf');
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
  console.log(`wrote ${out}`);
}
