// Writes the build-dependent deploy files into a finished build: `_headers` for static hosts,
// `.nginx/csp.conf` and `.nginx/redirects.conf` for
// deploy/nginx.conf and `.well-known/security.txt` for every target. Used by the
// Astro integration in astro.config.ts.

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildHeadersFile, buildNginxCspInclude, buildNginxRedirectsInclude } from './deploy-config.ts';
import { collectInlineScriptHashes } from './inline-scripts.ts';
import { buildRouteTable } from './routes.ts';

export async function writeDeployFiles(distDir: string, securityTxt: string): Promise<string[]> {
  const [scriptHashes, routes] = await Promise.all([
    collectInlineScriptHashes(distDir),
    buildRouteTable(distDir),
  ]);
  const pagePaths = [...routes.keys()];
  await mkdir(path.join(distDir, '.nginx'), { recursive: true });
  await mkdir(path.join(distDir, '.well-known'), { recursive: true });
  const files: Array<[string, string]> = [
    ['_headers', buildHeadersFile({ scriptHashes, pagePaths })],
    ['.nginx/csp.conf', buildNginxCspInclude(scriptHashes)],
    ['.nginx/redirects.conf', buildNginxRedirectsInclude(routes)],
    ['.well-known/security.txt', securityTxt],
  ];
  await Promise.all(files.map(([name, text]) => writeFile(path.join(distDir, name), text)));
  return files.map(([name]) => name);
}
