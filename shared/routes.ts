import { listFiles } from './dist-files.ts';

// Astro builds with `build.format: 'file'` and `trailingSlash: 'never'`: every page is `<route>.html`.
const NOT_FOUND_PAGE = '404.html';

/** Clean URL path for an HTML file relative to dist: `index.html` → `/`, `blog/a.html` → `/blog/a`. */
export function urlPathForHtmlFile(relativeFile: string): string {
  if (relativeFile === 'index.html') {
    return '/';
  }
  return `/${relativeFile.slice(0, -'.html'.length)}`;
}

function isPageFile(relativeFile: string): boolean {
  // Dotfiles are never served (@fastify/static `dotfiles: 'ignore'`: treated as absent), so they must not
  // become routes either.
  const hidden = relativeFile.split('/').some((segment) => segment.startsWith('.'));
  return relativeFile.endsWith('.html') && relativeFile !== NOT_FOUND_PAGE && !hidden;
}

/** Maps clean URL paths to HTML files relative to distDir; the 404 page is not a route. */
export async function buildRouteTable(distDir: string): Promise<Map<string, string>> {
  const files = await listFiles(distDir);
  const table = new Map<string, string>();
  for (const file of files.filter(isPageFile)) {
    table.set(urlPathForHtmlFile(file), file);
  }
  return table;
}
