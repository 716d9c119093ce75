// Same-origin analytics relay: the browser posts to /ingest/… on the site's own origin and this forwards
// to the analytics vendor, so the CSP needs no analytics host (`connect-src 'self'` covers it) and
// blockers of third-party hosts do not drop the requests.
//
// The relay forwards exactly what the analytics client needs and nothing else (decision 0008):
// - RELAY_ROUTES: the one path and method posthog-js's slim build uses with flags disabled (checked in
//   node_modules/posthog-js/dist/module.slim.no-external.js: every event, batch and beacon goes to
//   `endpointFor('api', '/e/')` as a POST; remote config (`/array/<key>/config`) is skipped when flags are
//   off, and the slim build has no surveys, recordings or script loader). Anything else under /ingest/ is
//   a 404, as on the rest of the site.
// - RELAY_REQUEST_HEADERS / RELAY_RESPONSE_HEADERS: allowlists both ways. The site's own security headers
//   are set before the relay runs and no allowed response header can replace them.
// - The client address forwarded upstream is the socket peer, or what TRUST_PROXY allows (server/main.ts).
//
// These tables are the one definition: the nginx config and the static-host files are generated from
// them (scripts/deploy/deploy-config.ts). This module imports only Node built-ins and Fastify types.

import http from 'node:http';
import https from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/** posthog-js slim, flags disabled: events (fetch, XHR and sendBeacon alike) are POSTed to /e/. */
export const RELAY_ROUTES: readonly RelayRoute[] = [
  { path: '/ingest/e/', upstreamPath: '/e/', methods: ['POST'] },
];

/** Request headers forwarded to the vendor; everything else (cookies, auth, client IP claims) is dropped. */
export const RELAY_REQUEST_HEADERS: readonly string[] = [
  'content-type',
  'content-encoding',
  'user-agent',
  'origin',
  'referer',
];

/** Response headers relayed back; the site's security headers are never among them. */
export const RELAY_RESPONSE_HEADERS: readonly string[] = [
  'content-type',
  'content-encoding',
  'cache-control',
  'vary',
];

/** Upstream origins (scheme, host, optional port; no path). */
export type RelayHosts = { ingestion: string };

/** Environment variable and default for the upstream (the vendor's US cloud). */
export const RELAY_HOST_SETTING = { env: 'POSTHOG_HOST', default: 'https://us.i.posthog.com' } as const;

export const DEFAULT_RELAY_HOSTS: RelayHosts = { ingestion: RELAY_HOST_SETTING.default };

/**
 * Requests per client address on the relay, as nginx's `limit_req … burst nodelay` and `limit_conn` count
 * them (the library batches: about one request every 3 s a tab). The nginx config is generated from it.
 */
export const RELAY_RATE = { perSecond: 5, burst: 50, connections: 10 } as const;
export type RelayRate = { perSecond: number; burst: number; connections: number };

/**
 * Per-client admission for the relay, the way nginx limits it: a bucket per client address that drains
 * `perSecond` and holds `burst` requests beyond the one being served (`limit_req … burst=N nodelay`), and
 * at most `connections` requests of one client in flight at once (`limit_conn`). Drained, idle clients are
 * forgotten, so the table stays as small as the set of recently active clients.
 */
export function createRelayLimiter(rate: RelayRate = RELAY_RATE, now: () => number = Date.now) {
  const clients = new Map<string, { level: number; at: number; inFlight: number }>();
  let admitted = 0;

  function forgetIdle(time: number) {
    for (const [client, state] of clients) {
      const level = state.level - ((time - state.at) / 1000) * rate.perSecond;
      if (level <= 0 && state.inFlight === 0) clients.delete(client);
    }
  }

  return {
    /** Admits one request of `client`, or returns false (answer 429). Call `release` when it is done. */
    admit(client: string): boolean {
      const time = now();
      if (++admitted % 1000 === 0) forgetIdle(time);
      const state = clients.get(client) ?? { level: 0, at: time, inFlight: 0 };
      const level = Math.max(0, state.level - ((time - state.at) / 1000) * rate.perSecond);
      if (level + 1 > rate.burst + 1 || state.inFlight >= rate.connections) {
        clients.set(client, { ...state, level, at: time });
        return false;
      }
      clients.set(client, { level: level + 1, at: time, inFlight: state.inFlight + 1 });
      return true;
    },
    release(client: string): void {
      const state = clients.get(client);
      if (state) state.inFlight = Math.max(0, state.inFlight - 1);
    },
    /** How many clients are remembered (for tests). */
    get size(): number {
      return clients.size;
    },
  };
}

/** Largest request body forwarded (the vendor's own batch limit is far below this). */
export const RELAY_BODY_LIMIT = 1_048_576;
/** Time the upstream has to answer completely; then the browser gets 504. */
export const RELAY_TIMEOUT_MS = 10_000;
/** Largest upstream response relayed; a bigger one is treated as a bad gateway. */
const MAX_RESPONSE_BYTES = 1_048_576;

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

function splitTarget(rawUrl: string): { pathname: string; query: string } {
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

type HeaderValue = string | string[] | number | undefined;

function pick(
  incoming: Record<string, HeaderValue>,
  allowed: readonly string[],
): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming)) {
    const lower = name.toLowerCase();
    if (value !== undefined && allowed.includes(lower)) {
      headers[lower] = typeof value === 'number' ? String(value) : value;
    }
  }
  return headers;
}

/**
 * Headers to send upstream: the allowlisted ones from the browser, `Host` from the upstream URL and
 * `X-Forwarded-For` with the one client address (never a chain the client wrote).
 */
export function upstreamRequestHeaders(
  incoming: Record<string, HeaderValue>,
  clientAddress: string | undefined,
  upstreamUrl: URL,
): Record<string, string | string[]> {
  const headers = pick(incoming, RELAY_REQUEST_HEADERS);
  if (clientAddress) {
    headers['x-forwarded-for'] = clientAddress;
  }
  headers.host = upstreamUrl.host;
  return headers;
}

/** Headers to relay back to the browser: the allowlisted ones only. */
export function relayedResponseHeaders(
  incoming: http.IncomingHttpHeaders,
): Record<string, string | string[]> {
  return pick(incoming, RELAY_RESPONSE_HEADERS);
}

interface UpstreamResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

class UpstreamError extends Error {
  readonly status: 502 | 504;
  constructor(status: 502 | 504, message: string, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}

// TLS certificates are verified (Node's default, `rejectUnauthorized: true`) against Node's CA store.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/** One upstream exchange, buffered, bounded by `timeoutMs` from start to the last byte. */
function exchange(
  url: URL,
  method: string,
  headers: Record<string, string | string[]>,
  body: Buffer | undefined,
  timeoutMs: number,
): Promise<UpstreamResponse> {
  return new Promise((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const upstreamRequest = transport.request(url, {
      method,
      headers: { ...headers, 'content-length': String(body?.length ?? 0) },
      agent: agents[url.protocol as 'http:' | 'https:'],
    });
    const timer = setTimeout(() => {
      upstreamRequest.destroy(new UpstreamError(504, `upstream did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(
        error instanceof UpstreamError ? error : new UpstreamError(502, error.message, { cause: error }),
      );
    };
    upstreamRequest.on('error', fail);
    upstreamRequest.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) {
          upstreamRequest.destroy(new UpstreamError(502, 'upstream response too large'));
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('aborted', () => fail(new UpstreamError(502, 'upstream aborted the response')));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode ?? 502,
          headers: response.headers,
          body: Buffer.concat(chunks),
        });
      });
    });
    upstreamRequest.end(body && body.length > 0 ? body : undefined);
  });
}

export interface RelayOptions {
  hosts: RelayHosts;
  /** Upstream time limit; RELAY_TIMEOUT_MS by default. */
  timeoutMs?: number;
  /** Per-client limits; RELAY_RATE by default. */
  rate?: RelayRate;
}

function sendError(reply: FastifyReply, status: number, error: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ error }));
}

/**
 * Registers `RELAY_PATH/*`. Register it without `fastify-plugin` so its catch-all body parser (raw bytes,
 * `RELAY_BODY_LIMIT`) stays inside this plugin.
 */
export async function relayPlugin(app: FastifyInstance, options: RelayOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? RELAY_TIMEOUT_MS;

  // Bodies are relayed as received (gzip, base64 form data, JSON): never parse them here. The size limit
  // is the route's bodyLimit below (a route-level limit takes precedence over a parser's).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  const limiter = createRelayLimiter(options.rate ?? RELAY_RATE);

  // Every request under /ingest/ counts, as under nginx's `location /ingest/`. request.ip is the socket
  // peer unless TRUST_PROXY says which proxies may name the client.
  async function relay(request: FastifyRequest, reply: FastifyReply) {
    if (!limiter.admit(request.ip)) {
      reply.header('retry-after', '1');
      return sendError(reply, 429, 'too many requests');
    }
    try {
      return await forward(request, reply);
    } finally {
      limiter.release(request.ip);
    }
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const route = matchRelayRoute(splitTarget(request.url).pathname);
    if (!route) {
      // Like any other path the site does not have (the 404 page), whatever the method.
      return reply.callNotFound();
    }
    if (!route.methods.includes(request.method)) {
      reply.header('allow', route.methods.join(', '));
      return sendError(reply, 405, 'method not allowed');
    }
    const upstreamUrl = new URL(
      `${options.hosts.ingestion}${route.upstreamPath}${splitTarget(request.url).query}`,
    );
    const headers = upstreamRequestHeaders(request.headers, request.ip, upstreamUrl);
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;
    try {
      const response = await exchange(upstreamUrl, request.method, headers, body, timeoutMs);
      reply.code(response.status).headers(relayedResponseHeaders(response.headers));
      return reply.send(response.body);
    } catch (error) {
      const status = error instanceof UpstreamError ? error.status : 502;
      request.log.warn({ err: error, upstream: upstreamUrl.origin }, 'analytics relay failed');
      return sendError(reply, status, status === 504 ? 'upstream timeout' : 'upstream unavailable');
    }
  }

  app.all(`${RELAY_PATH}/*`, { bodyLimit: RELAY_BODY_LIMIT }, relay);
}
