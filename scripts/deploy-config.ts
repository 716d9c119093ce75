/**
 * `npm run deploy:config`: regenerates deploy/nginx.conf from shared/security-headers.ts and
 * server/relay.ts. The file is committed; a unit test fails when it differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_RELAY_HOSTS } from '../server/relay.ts';
import { buildNginxConf } from './deploy/deploy-config.ts';

export const NGINX_CONF_PATH = join(import.meta.dirname, '..', 'deploy', 'nginx.conf');
export const NGINX_DEFAULTS = { listen: '127.0.0.1:8080', root: 'dist', hosts: DEFAULT_RELAY_HOSTS };

if (import.meta.main) {
  writeFileSync(NGINX_CONF_PATH, buildNginxConf(NGINX_DEFAULTS));
  console.log(`wrote ${NGINX_CONF_PATH}`);
}
