// Same-origin analytics relay: the browser posts to /ingest/… on the site's own origin and this forwards
// to the analytics vendor, so the CSP needs no analytics host (`connect-src 'self'` covers it) and
// blockers of third-party hosts do not drop the requests.
//
// What is relayed, which headers cross it, which upstream answers pass and every limit are the relay
// policy in shared/relay-policy.ts (decision 0008), which nginx and the edge runtime use too. The plumbing
// is the libraries' (decision 0014): @fastify/reply-from (undici) talks to the upstream, @fastify/rate-limit
// admits requests with a store that counts the way nginx's `limit_req … burst nodelay` does. What is ours:
// the allowlists applied in their hooks, the answer check, and admission from the request head (requests
// in flight per client, and the bytes of request bodies buffered across all clients).

import fastifyRateLimit from '@fastify/rate-limit';
import fastifyReplyFrom from '@fastify/reply-from';
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
  RELAY_TIMEOUT_MS,
  type RelayHosts,
  type RelayRate,
  splitTarget,
} from '../shared/relay-policy.ts';
import { leakyBucketStore } from './rate-store.ts';

/**
 * Request bodies the relay may hold in memory at once, over all clients: each is read whole (up to
 * RELAY_BODY_LIMIT) before it is forwarded, as nginx buffers it. Reserved when the request head arrives
 * (its Content-Length, or the whole limit for a chunked body); beyond it, 503 before any body is read.
 */
export const RELAY_BUFFER_BUDGET = 32 * RELAY_BODY_LIMIT;

/** The relay's answer when the buffer budget is spent (Node only: nginx buffers bodies to disk). */
const BUSY = { status: 503, body: '{"error":"busy"}' } as const;

type RelayAnswer = { status: number; body: string };

type UpstreamResponse = {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  stream: NodeJS.ReadableStream & { destroy(): void };
};

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
  incoming: Record<string, HeaderValue>,
): Record<string, string | string[]> {
  return { ...pick(incoming, RELAY_RESPONSE_HEADERS), 'cache-control': RELAY_CACHE_CONTROL };
}

/** Requests in flight per client, counted from the request head (nginx's `limit_conn`). */
export function createInFlightCounter(limit: number) {
  const counts = new Map<string, number>();
  return {
    /** Counts one more request of `client`, or returns false (at the limit). */
    enter(client: string): boolean {
      const count = counts.get(client) ?? 0;
      if (count >= limit) return false;
      counts.set(client, count + 1);
      return true;
    },
    leave(client: string): void {
      const count = (counts.get(client) ?? 1) - 1;
      if (count <= 0) counts.delete(client);
      else counts.set(client, count);
    },
    get size(): number {
      return counts.size;
    },
  };
}

/** Bytes reserved for request bodies across all clients, up to `total`. */
export function createByteBudget(total: number) {
  let reserved = 0;
  return {
    reserve(bytes: number): boolean {
      if (reserved + bytes > total) return false;
      reserved += bytes;
      return true;
    },
    release(bytes: number): void {
      reserved = Math.max(0, reserved - bytes);
    },
    get reserved(): number {
      return reserved;
    },
  };
}

export interface RelayOptions {
  hosts: RelayHosts;
  /** Upstream time limit; RELAY_TIMEOUT_MS by default. */
  timeoutMs?: number;
  /** Per-client limits; RELAY_RATE by default. */
  rate?: RelayRate;
  /** Request-body bytes held at once over all clients; RELAY_BUFFER_BUDGET by default. */
  bufferBudget?: number;
}

function sendAnswer(reply: FastifyReply, answer: RelayAnswer): FastifyReply {
  return reply
    .code(answer.status)
    .header('cache-control', RELAY_CACHE_CONTROL)
    .type(RELAY_ERROR_CONTENT_TYPE)
    .send(answer.body);
}

/** The rate limiter throws this; the relay's error handler answers it. */
class RelayRefusal extends Error {
  readonly statusCode: number;
  readonly answer: RelayAnswer;
  constructor(answer: RelayAnswer) {
    super(answer.body);
    this.statusCode = answer.status;
    this.answer = answer;
  }
}

/** Reads an upstream body up to RELAY_RESPONSE_LIMIT; undefined when it is longer. */
function readCapped(
  stream: NodeJS.ReadableStream & { destroy(): void },
  deadline: number,
): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(
      () => {
        stream.destroy();
        reject(Object.assign(new Error('upstream answer not complete in time'), { statusCode: 504 }));
      },
      Math.max(0, deadline - Date.now()),
    );
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > RELAY_RESPONSE_LIMIT) {
        clearTimeout(timer);
        stream.destroy();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    stream.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
  });
}

/**
 * Registers `RELAY_PATH/*`. Register it without `fastify-plugin` so its body parser (raw bytes,
 * `RELAY_BODY_LIMIT`), its rate limit and its error handler stay inside this plugin.
 */
export async function relayPlugin(app: FastifyInstance, options: RelayOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? RELAY_TIMEOUT_MS;
  const rate = options.rate ?? RELAY_RATE;
  const upstreamOrigin = new URL(options.hosts.ingestion);
  const inFlight = createInFlightCounter(rate.connections);
  const budget = createByteBudget(options.bufferBudget ?? RELAY_BUFFER_BUDGET);

  // Bodies are relayed as received (gzip, base64 form data, JSON): never parse them here. The size limit
  // is the route's bodyLimit below (a route-level limit takes precedence over a parser's).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  await app.register(fastifyReplyFrom, {
    base: upstreamOrigin.origin,
    disableRequestLogging: true,
    undici: {
      connections: 64,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      // The library's default does not verify certificates: the vendor's is checked against Node's CAs.
      connect: { timeout: timeoutMs, rejectUnauthorized: true },
    },
  });

  // Every request under /ingest/ counts, per client address (the socket peer unless TRUST_PROXY names
  // the proxies), from the moment its head arrives.
  await app.register(fastifyRateLimit, {
    hook: 'onRequest',
    max: rate.burst + 1,
    timeWindow: 1000,
    store: leakyBucketStore(rate),
    keyGenerator: (request) => request.ip,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: () => new RelayRefusal(RELAY_ERRORS.tooManyRequests),
  });

  app.setErrorHandler(function relayError(error: Error & { statusCode?: number }, request, reply) {
    if (error instanceof RelayRefusal) return sendAnswer(reply, error.answer);
    if (error.statusCode === 413) return sendAnswer(reply, RELAY_ERRORS.tooLarge);
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendAnswer(reply, { status: error.statusCode, body: '{"error":"bad request"}' });
    }
    request.log.warn({ err: error }, 'analytics relay failed');
    return sendAnswer(reply, RELAY_ERRORS.badGateway);
  });

  /**
   * Admission from the head, before any body byte is read: requests in flight per client and the buffer
   * budget, then `100 Continue` (app.ts turned Node's automatic one off) only for a request that will be
   * read. Refusals never ask for the body.
   */
  async function admit<Payload>(request: FastifyRequest, reply: FastifyReply, payload: Payload) {
    const client = request.ip;
    if (!inFlight.enter(client)) {
      reply.header('retry-after', '1');
      sendAnswer(reply, RELAY_ERRORS.tooManyRequests);
      return payload;
    }
    reply.raw.once('close', () => inFlight.leave(client));
    // Refusals that need no body are answered here, before it is read.
    const route = matchRelayRoute(splitTarget(request.url).pathname);
    if (!route) {
      // Like any other path the site does not have (the 404 page), whatever the method.
      reply.callNotFound();
      return payload;
    }
    if (!route.methods.includes(request.method)) {
      reply.header('allow', route.methods.join(', '));
      sendAnswer(reply, RELAY_ERRORS.methodNotAllowed);
      return payload;
    }
    const declared = Number(request.headers['content-length'] ?? Number.NaN);
    if (declared > RELAY_BODY_LIMIT) {
      sendAnswer(reply, RELAY_ERRORS.tooLarge);
      return payload;
    }
    const bytes = Number.isFinite(declared) ? declared : RELAY_BODY_LIMIT;
    if (!budget.reserve(bytes)) {
      request.log.warn({ reserved: budget.reserved }, 'analytics relay: buffer budget spent');
      reply.header('retry-after', '1');
      sendAnswer(reply, BUSY);
      return payload;
    }
    reply.raw.once('close', () => budget.release(bytes));
    if (String(request.headers.expect).toLowerCase() === '100-continue') reply.raw.writeContinue();
    return payload;
  }

  function relay(request: FastifyRequest, reply: FastifyReply) {
    // admit() has answered every other path and method already.
    const route = matchRelayRoute(splitTarget(request.url).pathname);
    if (!route) return reply.callNotFound();
    const deadline = Date.now() + timeoutMs;
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const fail = (answer: RelayAnswer, detail: object) => {
      request.log.warn({ ...detail, upstream: upstreamOrigin.origin }, 'analytics relay failed');
      return sendAnswer(reply.removeHeader('content-type').removeHeader('content-encoding'), answer);
    };
    return reply.from(route.upstreamPath, {
      method: request.method,
      body,
      contentType: request.headers['content-type'] ?? 'application/octet-stream',
      rewriteRequestHeaders: (original) => ({
        ...upstreamRequestHeaders(original.headers, original.ip, upstreamOrigin),
        'content-length': String(body.length),
      }),
      rewriteHeaders: (headers) => relayedResponseHeaders(headers),
      onResponse: (_request, _reply, raw) => {
        // What the library passes (its types say a server response): the upstream's status, headers, body.
        const response = raw as unknown as UpstreamResponse;
        const answer = { status: response.statusCode, contentType: response.headers['content-type'] };
        const declared = response.headers['content-length'];
        const contentLength = declared === undefined ? undefined : Number(declared);
        if (!isRelayableAnswer({ ...answer, contentType: String(answer.contentType ?? ''), contentLength })) {
          response.stream.destroy();
          fail(RELAY_ERRORS.badGateway, { ...answer, reason: 'unexpected answer' });
          return;
        }
        void readCapped(response.stream, deadline).then(
          (payload) =>
            payload === undefined
              ? fail(RELAY_ERRORS.badGateway, { reason: 'answer over the size cap' })
              : reply.send(payload),
          (error: Error & { statusCode?: number }) =>
            fail(error.statusCode === 504 ? RELAY_ERRORS.gatewayTimeout : RELAY_ERRORS.badGateway, {
              err: error,
            }),
        );
      },
      onError: (_reply, { error }) =>
        fail(
          (error as { statusCode?: number }).statusCode === 504
            ? RELAY_ERRORS.gatewayTimeout
            : RELAY_ERRORS.badGateway,
          { err: error },
        ),
    });
  }

  app.all(`${RELAY_PATH}/*`, { bodyLimit: RELAY_BODY_LIMIT, preParsing: admit }, relay);
}
