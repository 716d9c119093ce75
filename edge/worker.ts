// The site on Cloudflare's runtime (workerd): a Worker in front of the build's static assets
// (`run_worker_first`, wrangler.jsonc), giving the Node server's answers (server/app.ts) from the same
// definitions: the security headers and cache rules (shared/security-headers.ts), the route table and CSP
// hashes of the build (edge/site-manifest.ts), the odd-target rule (shared/request-target.ts, through the
// Node server's pure guard), the analytics relay (edge/relay.ts) and CSP reports (edge/csp-reports.ts).
// Decision 0016; edge/README.md.

import { checkRequestTarget } from '../server/request-guard.ts';
import { cacheControlFor, HTML_CACHE_CONTROL, securityHeaders } from '../shared/security-headers.ts';
import { CSP_REPORT_PATH, type CspReportEnv, cspReport } from './csp-reports.ts';
import { RELAY_PATH, type RelayEnv, relay } from './relay.ts';
import {
  buildSiteRoutes,
  contentTypeFor,
  NOT_FOUND_FILE,
  routeSiteRequest,
  SITE_METHODS,
  type SiteRoutes,
} from './site.ts';
import { parseSiteManifest, SITE_MANIFEST_PATH, type SiteManifest } from './site-manifest.ts';

/** The static assets binding (`assets.binding` in wrangler.jsonc): the build's files, by path. */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

export interface EdgeEnv extends RelayEnv, CspReportEnv {
  ASSETS: AssetsBinding;
}

const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';
const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  414: 'URI Too Long',
  500: 'Internal Server Error',
};
// What an asset answer may keep from the assets layer: the file's own metadata and range answers.
// Everything else it adds (its own Cache-Control, CF-Cache-Status, …) is replaced or dropped. Cloudflare
// compresses answers on the way out, so every page and file answer says it varies by Accept-Encoding.
const ASSET_RESPONSE_HEADERS = ['content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'];
// Request headers the assets layer may see: conditional and range requests work as in the Node server.
const ASSET_REQUEST_HEADERS = ['if-none-match', 'if-modified-since', 'range', 'if-range'];

/** One build's facts, read once per isolate from the assets (the build is immutable for a deploy). */
export interface Site {
  manifest: SiteManifest;
  routes: SiteRoutes;
  types: ReadonlyMap<string, string>;
  headers: { http: Record<string, string>; https: Record<string, string> };
}

export function siteFromManifest(manifest: SiteManifest): Site {
  return {
    manifest,
    routes: buildSiteRoutes(manifest),
    types: new Map(manifest.types),
    headers: {
      // The worker answers CSP reports (edge/csp-reports.ts), so the policy names the endpoint.
      http: securityHeaders({ scriptHashes: manifest.scriptHashes, https: false, reporting: true }),
      https: securityHeaders({ scriptHashes: manifest.scriptHashes, https: true, reporting: true }),
    },
  };
}

async function loadSite(env: EdgeEnv, origin: string): Promise<Site> {
  const response = await env.ASSETS.fetch(new Request(`${origin}${SITE_MANIFEST_PATH}`));
  if (!response.ok) {
    throw new Error(
      `${SITE_MANIFEST_PATH} is missing from the assets (${response.status}): rebuild the site`,
    );
  }
  return siteFromManifest(parseSiteManifest(await response.text()));
}

/** The site's headers for this request: the CSP upgrades subresources only for https visitors. */
function siteHeaders(site: Site, request: Request): Record<string, string> {
  return new URL(request.url).protocol === 'https:' ? site.headers.https : site.headers.http;
}

function plainText(status: number, headers: Record<string, string>, extra: HeadersInit = {}): Response {
  const response = new Response(`${status} ${STATUS_TEXT[status] ?? 'Error'}`, {
    status,
    headers: { ...headers, 'content-type': TEXT_CONTENT_TYPE },
  });
  for (const [name, value] of new Headers(extra)) response.headers.set(name, value);
  return response;
}

function withoutBodyFor(request: Request, response: Response): Response {
  return request.method === 'HEAD' ? new Response(null, response) : response;
}

async function fetchAsset(env: EdgeEnv, request: Request, path: string): Promise<Response> {
  const headers = new Headers();
  for (const name of ASSET_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const url = new URL(request.url);
  return env.ASSETS.fetch(new Request(`${url.origin}${path}`, { method: request.method, headers }));
}

/** An answer from the assets layer with the site's headers, the file's type and one cache rule. */
function assetAnswer(
  asset: Response,
  headers: Record<string, string>,
  contentType: string,
  cacheControl: string,
): Response {
  const answer = new Response(asset.body, { status: asset.status, headers });
  for (const name of ASSET_RESPONSE_HEADERS) {
    const value = asset.headers.get(name);
    if (value !== null) answer.headers.set(name, value);
  }
  if (asset.status !== 304) answer.headers.set('content-type', contentType);
  answer.headers.set('cache-control', cacheControl);
  answer.headers.set('vary', 'Accept-Encoding');
  return answer;
}

/** The 404 page with status 404 (the Node server's not-found handler), never cached as a page. */
async function notFound(env: EdgeEnv, request: Request, headers: Record<string, string>): Promise<Response> {
  const url = new URL(request.url);
  const page = await env.ASSETS.fetch(new Request(`${url.origin}/${NOT_FOUND_FILE}`));
  if (!page.ok) return plainText(404, { ...headers, 'cache-control': 'no-cache' });
  const answer = new Response(page.body, {
    status: 404,
    headers: {
      ...headers,
      'content-type': HTML_CONTENT_TYPE,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
    },
  });
  return withoutBodyFor(request, answer);
}

async function serveSite(
  request: Request,
  env: EdgeEnv,
  site: Site,
  pathname: string,
  headers: Record<string, string>,
): Promise<Response> {
  const url = new URL(request.url);
  const answer = routeSiteRequest(request.method, pathname, site.routes);
  switch (answer.kind) {
    case 'method-not-allowed':
      return plainText(405, headers, { allow: SITE_METHODS.join(', ') });
    case 'redirect':
      return new Response(null, {
        status: 301,
        headers: { ...headers, location: encodeURI(answer.location) + url.search },
      });
    case 'page': {
      const page = await fetchAsset(env, request, `/${answer.file}`);
      if (page.status === 404) return notFound(env, request, headers);
      return assetAnswer(page, headers, HTML_CONTENT_TYPE, HTML_CACHE_CONTROL);
    }
    case 'security-txt':
    case 'asset': {
      const path = answer.kind === 'asset' ? answer.path : pathname;
      const file = await fetchAsset(env, request, path);
      if (file.status === 404) return notFound(env, request, headers);
      return assetAnswer(file, headers, contentTypeFor(path, site.types), cacheControlFor(path, 'asset'));
    }
    case 'not-found':
      return notFound(env, request, headers);
  }
}

async function handle(request: Request, env: EdgeEnv, site: Site): Promise<Response> {
  const url = new URL(request.url);
  const headers = siteHeaders(site, request);
  // The one rule for odd targets (shared/request-target.ts, as the Node server applies it), on the target
  // as the runtime hands it over: dot segments are already resolved there (docs/deploy.md).
  const target = checkRequestTarget(`${url.pathname}${url.search}`);
  if (!target.ok) {
    // A repeated slash: no page lives there, so it gets the 404 page like any other missing path (a
    // plain 404 for other methods, as the Node server answers them).
    const missingPage = target.status === 404 && SITE_METHODS.includes(request.method);
    return missingPage ? notFound(env, request, headers) : plainText(target.status, headers);
  }
  if (url.pathname === CSP_REPORT_PATH) return cspReport(request, env, headers);
  if (url.pathname.startsWith(`${RELAY_PATH}/`)) {
    const relayed = await relay(request, env, headers);
    if (relayed !== undefined) return relayed;
    return notFound(env, request, headers);
  }
  return serveSite(request, env, site, target.pathname, headers);
}

/**
 * The worker: its own cache of the build's manifest (read on the first request, again only after a
 * failed read), so tests can run several side by side.
 */
export function createEdgeWorker() {
  let loadedSite: Promise<Site> | undefined;
  return {
    async fetch(request: Request, env: EdgeEnv): Promise<Response> {
      try {
        loadedSite ??= loadSite(env, new URL(request.url).origin).catch((error: unknown) => {
          loadedSite = undefined;
          throw error;
        });
        return await handle(request, env, await loadedSite);
      } catch (error) {
        console.error('request failed', error);
        return new Response('Internal Server Error', {
          status: 500,
          headers: { 'content-type': TEXT_CONTENT_TYPE },
        });
      }
    },
  };
}

export default createEdgeWorker();
