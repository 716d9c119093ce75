// Which answer a site request gets, decided the way the Node server decides it (server/app.ts): each page
// at its clean path, its other spellings (`/x.html`, `/x/`, `/index.html`) a 301 to it, plain files by
// their own path, `/.well-known/security.txt`, and the 404 page for everything else; GET and HEAD only.
// Pure: no runtime binding, so it is unit-tested beside the Node server's route table.

import type { SiteManifest } from './site-manifest.ts';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
export const NOT_FOUND_FILE = '404.html';
/** Methods the static site answers; any other gets 405 with `Allow` (outside the relay). */
export const SITE_METHODS: readonly string[] = ['GET', 'HEAD'];

// The Node server registers a page only under a path its router can hold (server/app.ts ROUTABLE_PATH).
const ROUTABLE_PATH = /^\/[^:*?#%\\\s]*$/u;
// Encoded siblings written by scripts/compress-dist.ts; never served under their own name.
const ENCODED_SUFFIX = /\.(?:br|gz|deflate)$/i;
// Deploy instructions for static hosts, never served (the Node server refuses them by name too).
const HOST_CONFIG_FILES = new Set(['/_headers', '/_redirects']);

export type SiteAnswer =
  | { kind: 'page'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'asset'; path: string }
  | { kind: 'security-txt' }
  | { kind: 'not-found' }
  | { kind: 'method-not-allowed' };

export interface SiteRoutes {
  /** Clean path → page file. */
  pages: ReadonlyMap<string, string>;
  /** Other spelling → clean path (`/pricing.html` and `/pricing/` → `/pricing`, `/index.html` → `/`). */
  redirects: ReadonlyMap<string, string>;
}

/** The route table the Node server builds from the same pages (server/app.ts: pages, then redirects). */
export function buildSiteRoutes(manifest: Pick<SiteManifest, 'pages'>): SiteRoutes {
  const pages = new Map<string, string>();
  const redirects = new Map<string, string>();
  const taken = (path: string) => pages.has(path) || redirects.has(path);
  for (const [urlPath, file] of manifest.pages) {
    if (ROUTABLE_PATH.test(urlPath) && !taken(urlPath)) pages.set(urlPath, file);
  }
  for (const [urlPath, file] of manifest.pages) {
    for (const spelling of [`/${file}`, ...(urlPath === '/' ? [] : [`${urlPath}/`])]) {
      if (ROUTABLE_PATH.test(spelling) && !taken(spelling)) redirects.set(spelling, urlPath);
    }
  }
  return { pages, redirects };
}

/**
 * Whether a path may name a plain file of the build: no dotfile or dot directory, no empty segment, no
 * trailing slash, not a page file (pages have one URL), not a precompressed sibling, not a host config.
 */
export function isPlainAssetPath(pathname: string): boolean {
  const segments = pathname.split('/').slice(1);
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return false;
  const lower = pathname.toLowerCase();
  return !lower.endsWith('.html') && !ENCODED_SUFFIX.test(lower) && !HOST_CONFIG_FILES.has(lower);
}

/**
 * The answer for a site request (anything outside the relay), from its method and its decoded path. An
 * `asset` answer is a 404 page too when the build has no such file.
 */
export function routeSiteRequest(method: string, pathname: string, routes: SiteRoutes): SiteAnswer {
  if (!SITE_METHODS.includes(method)) return { kind: 'method-not-allowed' };
  if (pathname === SECURITY_TXT_PATH) return { kind: 'security-txt' };
  const file = routes.pages.get(pathname);
  if (file !== undefined) return { kind: 'page', file };
  const location = routes.redirects.get(pathname);
  if (location !== undefined) return { kind: 'redirect', location };
  if (isPlainAssetPath(pathname)) return { kind: 'asset', path: pathname };
  return { kind: 'not-found' };
}

/** `Content-Type` for a file, by its extension, from the build's table; unknown types as the Node server. */
export function contentTypeFor(pathname: string, types: ReadonlyMap<string, string>): string {
  const dot = pathname.lastIndexOf('.');
  const extension = dot > pathname.lastIndexOf('/') ? pathname.slice(dot + 1).toLowerCase() : '';
  return types.get(extension) ?? 'application/octet-stream';
}
