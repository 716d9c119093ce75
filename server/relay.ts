// Same-origin analytics relay: the browser posts to /ingest/… on the site's own origin and this forwards
// to the analytics vendor, so the CSP needs no analytics host (`connect-src 'self'` covers it) and
// blockers of third-party hosts do not drop the requests.
//
// What is relayed, which headers cross it, which upstream answers pass and every limit are the relay
// policy in shared/relay-policy.ts (decision 0008), which nginx and the edge runtime use too. This module
// is the Node plumbing: admission per client, the upstream exchange, and the answers.

import http from 'node:http';
import https from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isRelayableAnswer,
  matchRelayRoute,
  RELAY_BODY_LIMIT,
  RELAY_CACHE_CONTROL,
  RELAY_ERROR_CONTENT_TYPE,
  RELAY_ERRORS,
  RELAY_PATH,
  RELAY_RATE,
  RELAY_REQUEST_HEADERS,
  RELAY_RESPONSE_HEADERS,
  RELAY_RESPONSE_LIMIT,
  RELAY_RETRY_AFTER_S,
  RELAY_TIMEOUT_MS,
  type RelayHosts,
  type RelayRate,
  splitTarget,
} from '../shared/relay-policy.ts';

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

/** Headers to relay back to the browser: the allowlisted ones only, and the relay's own Cache-Control. */
export function relayedResponseHeaders(
  incoming: http.IncomingHttpHeaders,
): Record<string, string | string[]> {
  return { ...pick(incoming, RELAY_RESPONSE_HEADERS), 'cache-control': RELAY_CACHE_CONTROL };
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
        if (size > RELAY_RESPONSE_LIMIT) {
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

function sendError(
  reply: FastifyReply,
  answer: (typeof RELAY_ERRORS)[keyof typeof RELAY_ERRORS],
): FastifyReply {
  return reply
    .code(answer.status)
    .header('cache-control', RELAY_CACHE_CONTROL)
    .type(RELAY_ERROR_CONTENT_TYPE)
    .send(answer.body);
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
      reply.header('retry-after', String(RELAY_RETRY_AFTER_S));
      return sendError(reply, RELAY_ERRORS.tooManyRequests);
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
      return sendError(reply, RELAY_ERRORS.methodNotAllowed);
    }
    const upstreamUrl = new URL(
      `${options.hosts.ingestion}${route.upstreamPath}${splitTarget(request.url).query}`,
    );
    const headers = upstreamRequestHeaders(request.headers, request.ip, upstreamUrl);
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;
    try {
      const response = await exchange(upstreamUrl, request.method, headers, body, timeoutMs);
      const answer = { status: response.status, contentType: response.headers['content-type'] };
      if (!isRelayableAnswer(answer)) {
        request.log.warn({ ...answer, upstream: upstreamUrl.origin }, 'analytics relay: unexpected answer');
        return sendError(reply, RELAY_ERRORS.badGateway);
      }
      reply.code(response.status).headers(relayedResponseHeaders(response.headers));
      return reply.send(response.body);
    } catch (error) {
      const status = error instanceof UpstreamError ? error.status : 502;
      request.log.warn({ err: error, upstream: upstreamUrl.origin }, 'analytics relay failed');
      return sendError(reply, status === 504 ? RELAY_ERRORS.gatewayTimeout : RELAY_ERRORS.badGateway);
    }
  }

  app.all(`${RELAY_PATH}/*`, { bodyLimit: RELAY_BODY_LIMIT }, relay);
}
