// Same-origin analytics relay: the browser posts to /ingest/… on the site's own origin and this forwards
// to the analytics vendor, so the CSP needs no analytics host (`connect-src 'self'` covers it) and
// blockers of third-party hosts do not drop the requests.
//
// RELAY_RULES is the one definition of the mapping. The Fastify plugin below uses it, and deploy configs
// (nginx, CDN rewrites) can be generated from it: this module imports only Node built-ins and Fastify
// types, so it loads anywhere Node runs.

import http from 'node:http';
import https from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Which configured host a rule forwards to. */
export type RelayUpstream = 'ingestion' | 'assets';

export interface RelayRule {
  /** Path prefix on the site (ends with `/`). The first rule whose prefix matches wins. */
  prefix: `/${string}/`;
  upstream: RelayUpstream;
  /**
   * Path rewrite: `prefix` is replaced with this on the upstream, the rest of the path and the query
   * string are kept byte for byte (no normalisation, no trailing-slash redirect).
   */
  upstreamPrefix: `/${string}`;
}

/** Everything under this path is relayed; nothing outside it is. */
export const RELAY_PATH = '/ingest';

/** Most specific first: static files and the per-project array/config bundles live on the assets host. */
export const RELAY_RULES: readonly RelayRule[] = [
  { prefix: '/ingest/static/', upstream: 'assets', upstreamPrefix: '/static/' },
  { prefix: '/ingest/array/', upstream: 'assets', upstreamPrefix: '/array/' },
  { prefix: '/ingest/', upstream: 'ingestion', upstreamPrefix: '/' },
];

/** Upstream origins (scheme, host, optional port; no path). */
export type RelayHosts = Record<RelayUpstream, string>;

/** Environment variable and default for each upstream (the vendor's US cloud). */
export const RELAY_HOST_SETTINGS: Record<RelayUpstream, { env: string; default: string }> = {
  ingestion: { env: 'POSTHOG_HOST', default: 'https://us.i.posthog.com' },
  assets: { env: 'POSTHOG_ASSETS_HOST', default: 'https://us-assets.i.posthog.com' },
};

export const DEFAULT_RELAY_HOSTS: RelayHosts = {
  ingestion: RELAY_HOST_SETTINGS.ingestion.default,
  assets: RELAY_HOST_SETTINGS.assets.default,
};

/** Methods the relay forwards; anything else under /ingest/ gets 405. */
export const RELAY_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'OPTIONS'];

/** Largest request body forwarded (the vendor's own batch limit is far below this). */
export const RELAY_BODY_LIMIT = 1_048_576;
/** Time the upstream has to answer completely; then the browser gets 504. */
export const RELAY_TIMEOUT_MS = 10_000;
/** Largest upstream response relayed; a bigger one is treated as a bad gateway. */
const MAX_RESPONSE_BYTES = 8 * 1_048_576;

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

/** Upstream hosts from the environment, defaults where unset; throws on an invalid value. */
export function relayHostsFromEnv(env: Record<string, string | undefined>): RelayHosts {
  const hosts = { ...DEFAULT_RELAY_HOSTS };
  for (const upstream of Object.keys(RELAY_HOST_SETTINGS) as RelayUpstream[]) {
    const { env: name } = RELAY_HOST_SETTINGS[upstream];
    const value = env[name]?.trim();
    if (value) {
      try {
        hosts[upstream] = parseUpstreamOrigin(value);
      } catch (error) {
        throw new Error(`Invalid ${name}: ${(error as Error).message}`);
      }
    }
  }
  return hosts;
}

/** The rule for a site path (no query), or undefined when the path is not relayed. */
export function matchRelayRule(pathname: string): RelayRule | undefined {
  return RELAY_RULES.find((rule) => pathname.startsWith(rule.prefix));
}

/**
 * Upstream URL for a raw request target (`/ingest/e/?ip=0&ver=1`), or undefined when it is not relayed.
 * The target is used as received, so `/ingest/e/` stays `/e/` upstream.
 */
export function relayTarget(rawUrl: string, hosts: RelayHosts): string | undefined {
  const queryStart = rawUrl.indexOf('?');
  const pathname = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const rule = matchRelayRule(pathname);
  if (!rule) {
    return undefined;
  }
  return `${hosts[rule.upstream]}${rule.upstreamPrefix}${rawUrl.slice(rule.prefix.length)}`;
}

// Hop-by-hop headers (RFC 9110 §7.6.1) and the ones a proxy sets itself.
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
/** Request headers never forwarded: the site's cookies, and what the relay recomputes. */
const DROPPED_REQUEST_HEADERS = new Set([
  ...HOP_BY_HOP,
  'host',
  'cookie',
  'content-length',
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
]);
/** Response headers never relayed back: no vendor cookie may be set on the site's origin. */
const DROPPED_RESPONSE_HEADERS = new Set([...HOP_BY_HOP, 'set-cookie', 'content-length']);

type HeaderValue = string | string[] | number | undefined;

function connectionTokens(headers: Record<string, HeaderValue>): Set<string> {
  const value = headers.connection;
  const list = Array.isArray(value) ? value.join(',') : String(value ?? '');
  return new Set(
    list
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * Headers to send upstream: the browser's, minus cookies, hop-by-hop headers and anything named in
 * `Connection`, plus `X-Forwarded-For` (the incoming chain with this hop's client appended) and
 * `X-Forwarded-Proto`. `Host` comes from the upstream URL.
 */
export function upstreamRequestHeaders(
  incoming: Record<string, HeaderValue>,
  client: { address: string | undefined; protocol: string },
  upstreamUrl: URL,
): Record<string, string | string[]> {
  const named = connectionTokens(incoming);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming)) {
    const lower = name.toLowerCase();
    if (value === undefined || DROPPED_REQUEST_HEADERS.has(lower) || named.has(lower)) {
      continue;
    }
    headers[lower] = typeof value === 'number' ? String(value) : value;
  }
  const chain = [incoming['x-forwarded-for'], client.address]
    .flat()
    .map((entry) => String(entry ?? '').trim())
    .filter(Boolean);
  if (chain.length > 0) {
    headers['x-forwarded-for'] = chain.join(', ');
  }
  headers['x-forwarded-proto'] = client.protocol;
  headers.host = upstreamUrl.host;
  return headers;
}

/** Headers to relay back to the browser: the upstream's, minus cookies and hop-by-hop headers. */
export function relayedResponseHeaders(
  incoming: http.IncomingHttpHeaders,
): Record<string, string | string[]> {
  const named = connectionTokens(incoming);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming)) {
    const lower = name.toLowerCase();
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(lower) || named.has(lower)) {
      continue;
    }
    headers[lower] = value;
  }
  return headers;
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
      headers: body && body.length > 0 ? { ...headers, 'content-length': String(body.length) } : headers,
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
  const allow = RELAY_METHODS.join(', ');

  // Bodies are relayed as received (gzip, base64 form data, JSON): never parse them here. The size limit
  // is the route's bodyLimit below (a route-level limit takes precedence over a parser's).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  async function relay(request: FastifyRequest, reply: FastifyReply) {
    if (!RELAY_METHODS.includes(request.method)) {
      reply.header('allow', allow);
      return sendError(reply, 405, 'method not allowed');
    }
    const target = relayTarget(request.url, options.hosts);
    if (target === undefined) {
      return reply.callNotFound();
    }
    const upstreamUrl = new URL(target);
    const headers = upstreamRequestHeaders(
      request.headers,
      { address: request.socket.remoteAddress, protocol: request.protocol },
      upstreamUrl,
    );
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;
    try {
      const response = await exchange(upstreamUrl, request.method, headers, body, timeoutMs);
      reply.code(response.status).headers(relayedResponseHeaders(response.headers));
      return reply.send(request.method === 'HEAD' ? undefined : response.body);
    } catch (error) {
      const status = error instanceof UpstreamError ? error.status : 502;
      request.log.warn({ err: error, upstream: upstreamUrl.origin }, 'analytics relay failed');
      return sendError(reply, status, status === 504 ? 'upstream timeout' : 'upstream unavailable');
    }
  }

  app.all(`${RELAY_PATH}/*`, { bodyLimit: RELAY_BODY_LIMIT }, relay);
}
