/**
 * Build gate: every site-map route must come out of the build as a page. Without it, a page shell that
 * stops building (deleted, renamed, a dynamic route that drops a path) would silently take its own smoke,
 * axe, no-JavaScript and SEO tests with it, since the browser suite walks the site map.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { siteRoutes } from '#src/site-map.ts';

/** The file `build.format: 'file'` writes for a route: `/` → index.html, `/a/b` → a/b.html. */
export function routeFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The routes whose page is missing from a build directory. */
export function missingRoutes(distDir: string, paths: readonly string[]): string[] {
  return paths.filter((path) => !existsSync(join(distDir, routeFile(path))));
}

export function routeCoverageIntegration(
  options: { paths: readonly string[] } = { paths: siteRoutes.map((route) => route.path) },
): AstroIntegration {
  return {
    name: 'countermove:route-coverage',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const missing = missingRoutes(fileURLToPath(dir), options.paths);
        if (missing.length > 0) {
          throw new Error(
            `The build has no page for ${missing.length} site-map route(s): ${missing.join(', ')}. ` +
              'Every route in src/site-map.ts needs a page shell in src/pages/.',
          );
        }
        logger.info(`all ${options.paths.length} site-map routes built`);
      },
    },
  };
}
