// The analytics relay's policy: which requests the same-origin relay forwards, to where, which headers
// cross it either way, which upstream answers it passes on, and within which limits. Pure data and pure
// functions, with no Node, Fastify or Workers import, so every relay uses the one definition: the Node
// server (server/relay.ts), the nginx config (scripts/deploy/deploy-config.ts generates it from this
// module) and the edge runtime. Decision 0008 says why each line is what it is.

/** Everything under this path belongs to the relay; only RELAY_ROUTES are forwarded. */
export const RELAY_PATH = '/ingest';

export interface RelayRoute {
  /** Exact path on the site (the query string is forwarded as received). */
  path: `${typeof RELAY_PATH}/${string}`;
  /** Exact path on the upstream. */
  upstreamPath: `/${string}`;
  /** The methods the analytics client uses on it; any other gets 405 with `Allow`. */
  methods: readonly string[];
}

/**
 * posthog-js slim, flags disabled: events (fetch, XHR and sendBeacon alike) are POSTed to /e/ (checked in
 * node_modules/posthog-js/dist/module.slim.no-external.js: `endpointFor('api', '/e/')` is the only API
 * call; remote config is skipped with flags off, and the slim build has no surveys, recordings or script
 * loader). Anything else under RELAY_PATH is the site's 404 page.
 */
export const RELAY_ROUTES: readonly RelayRoute[] = [
  { path: '/ingest/e/', upstreamPath: '/e/', methods: ['POST'] },
];

/**
 * Request headers forwarded to the vendor (lower case); everything else (cookies, auth, client IP
 * claims) is dropped. The relay adds `Host` (the upstream's) and `X-Forwarded-For` (the one client
 * address) itself.
 */
export const RELAY_REQUEST_HEADERS: readonly string[] = [
  'content-type',
  'content-encoding',
  'user-agent',
  'origin',
  'referer',
];

/**
 * Upstream response headers relayed back (lower case); nothing else the upstream sends reaches the
 * browser (cookies, CSP, HSTS, CORS, `WWW-Authenticate`, `X-Accel-*`, caching, unknown names). The
 * site's own security headers are set first and none of these can replace them.
 */
export const RELAY_RESPONSE_HEADERS: readonly string[] = ['content-type', 'content-encoding'];

/** Every relay answer, the upstream's and the relay's own, is never stored by a browser or a cache. */
export const RELAY_CACHE_CONTROL = 'no-store';

/**
 * The statuses the vendor's capture endpoint answers /e/ with: 200 `{"status":1}` (or 204 with no body),
 * and plain-text refusals: 400 (a malformed batch), 401 (a bad project key), 413 (an event too big), 429
 * (rate or billing limit) and 503 (retry later). Any other status (1xx, redirects, 2xx variants, other
 * errors) becomes the relay's own 502.
 */
export const RELAY_UPSTREAM_STATUSES: readonly number[] = [200, 204, 400, 401, 413, 429, 503];

/** The content types those answers carry (parameters such as `charset` aside); others become a 502. */
export const RELAY_UPSTREAM_CONTENT_TYPES: readonly string[] = ['application/json', 'text/plain'];

/** Largest request body forwarded (the vendor's own batch limit is far below this); above it, 413. */
export const RELAY_BODY_LIMIT = 1_048_576;

/**
 * Largest upstream answer relayed. The vendor's answers are a few dozen bytes (`{"status":1}`, or a
 * one-line refusal); anything above this is not an answer of the capture endpoint: 502.
 */
export const RELAY_RESPONSE_LIMIT = 65_536;

/** Time the upstream has to answer, from connecting to its last byte; then the browser gets 504. */
export const RELAY_TIMEOUT_MS = 10_000;

/**
 * Requests per client address, as nginx's `limit_req … burst nodelay` and `limit_conn` count them (the
 * library batches: about one request every 3 s a tab). Beyond them, 429 with `Retry-After: 1`.
 */
export const RELAY_RATE = { perSecond: 5, burst: 50, connections: 10 } as const;
export type RelayRate = { perSecond: number; burst: number; connections: number };

/** `Retry-After` on the relay's 429, in seconds. */
export const RELAY_RETRY_AFTER_S = 1;

/** The relay's own answers: status and JSON body, the same from every relay. */
export const RELAY_ERRORS = {
  methodNotAllowed: { status: 405, body: '{"error":"method not allowed"}' },
  tooLarge: { status: 413, body: '{"error":"request too large"}' },
  tooManyRequests: { status: 429, body: '{"error":"too many requests"}' },
  badGateway: { status: 502, body: '{"error":"upstream unavailable"}' },
  gatewayTimeout: { status: 504, body: '{"error":"upstream timeout"}' },
} as const;
export const RELAY_ERROR_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Upstream origins (scheme, host, optional port; no path). */
export type RelayHosts = { ingestion: string };

/** Environment variable and default for the upstream (the vendor's US cloud). */
export const RELAY_HOST_SETTING = { env: 'POSTHOG_HOST', default: 'https://us.i.posthog.com' } as const;

export const DEFAULT_RELAY_HOSTS: RelayHosts = { ingestion: RELAY_HOST_SETTING.default };

/** Reads an origin such as `https://eu.i.posthog.com` (a trailing slash is tolerated, a path is not). */
export function parseUpstreamOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`"${value}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`"${value}" must use http or https`);
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) {
    throw new Error(`"${value}" must be an origin only, without path, query or credentials`);
  }
  return url.origin;
}

/** Upstream host from the environment, the default where unset; throws on an invalid value. */
export function relayHostsFromEnv(env: Record<string, string | undefined>): RelayHosts {
  const value = env[RELAY_HOST_SETTING.env]?.trim();
  if (!value) {
    return { ...DEFAULT_RELAY_HOSTS };
  }
  try {
    return { ingestion: parseUpstreamOrigin(value) };
  } catch (error) {
    throw new Error(`Invalid ${RELAY_HOST_SETTING.env}: ${(error as Error).message}`);
  }
}

/** Splits a raw request target into its path and its query string (with the `?`, or empty). */
export function splitTarget(rawUrl: string): { pathname: string; query: string } {
  const queryStart = rawUrl.indexOf('?');
  return queryStart === -1
    ? { pathname: rawUrl, query: '' }
    : { pathname: rawUrl.slice(0, queryStart), query: rawUrl.slice(queryStart) };
}

/** The route for a site path (no query), or undefined when the path is not relayed. */
export function matchRelayRoute(pathname: string): RelayRoute | undefined {
  return RELAY_ROUTES.find((route) => route.path === pathname);
}

/**
 * Upstream URL for a raw request target (`/ingest/e/?ip=0&ver=1`), or undefined when it is not relayed.
 * The query string is kept byte for byte.
 */
export function relayTarget(rawUrl: string, hosts: RelayHosts): string | undefined {
  const { pathname, query } = splitTarget(rawUrl);
  const route = matchRelayRoute(pathname);
  return route ? `${hosts.ingestion}${route.upstreamPath}${query}` : undefined;
}

/** The media type of a Content-Type value, lower case and without parameters. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Whether an upstream answer may be relayed as it is: an allowed status, an allowed content type (a 204
 * has none), and a declared length within RELAY_RESPONSE_LIMIT. Otherwise the relay answers its own 502.
 */
export function isRelayableAnswer(answer: {
  status: number;
  contentType: string | undefined;
  contentLength?: number | undefined;
}): boolean {
  if (!RELAY_UPSTREAM_STATUSES.includes(answer.status)) return false;
  if (answer.contentLength !== undefined && answer.contentLength > RELAY_RESPONSE_LIMIT) return false;
  if (answer.status === 204) return true;
  return RELAY_UPSTREAM_CONTENT_TYPES.includes(mediaType(answer.contentType));
}
