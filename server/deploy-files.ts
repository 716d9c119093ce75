// Writes the build-dependent deploy files into a finished build: `_headers` and `_redirects` for static
// hosts, and `.nginx/csp.conf` for deploy/nginx.conf. Used by the Astro integration in astro.config.ts.

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildHeadersFile, buildNginxCspInclude, buildRedirectsFile } from './deploy-config.ts';
import { collectInlineScriptHashes } from './inline-scripts.ts';
import { DEFAULT_RELAY_HOSTS } from './relay.ts';
import { buildRouteTable } from './routes.ts';

export async function writeDeployFiles(distDir: string): Promise<string[]> {
  const [scriptHashes, routes] = await Promise.all([
    collectInlineScriptHashes(distDir),
    buildRouteTable(distDir),
  ]);
  const pagePaths = [...routes.keys()];
  await mkdir(path.join(distDir, '.nginx'), { recursive: true });
  const files: Array<[string, string]> = [
    ['_headers', buildHeadersFile({ scriptHashes, pagePaths })],
    ['_redirects', buildRedirectsFile(DEFAULT_RELAY_HOSTS)],
    ['.nginx/csp.conf', buildNginxCspInclude(scriptHashes)],
  ];
  await Promise.all(files.map(([name, text]) => writeFile(path.join(distDir, name), text)));
  return files.map(([name]) => name);
}
