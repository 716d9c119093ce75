// The analytics relay on the edge: `/ingest/e/` forwarded to POSTHOG_HOST with the Node server's rules
// (server/relay.ts), read from the one definition both use (shared/relay-policy.ts): the route and its
// method, the request- and response-header allow-lists, the statuses and content types the vendor's /e/
// really answers, `Cache-Control: no-store`, the body and response size caps and the time limit.
//
// Per-client limits (decision 0016): the edge runs many isolates in many places, so no isolate sees all
// of one client's requests. The request rate is counted by the Workers Rate Limiting binding
// (`RELAY_RATE_LIMITER`, from RELAY_RATE in wrangler.jsonc: per Cloudflare location, as the binding
// counts); requests in flight are capped per client within this isolate only, which bounds what one
// isolate holds for one client but is no global limit. Cloudflare's rate limiting rules (WAF) are the
// zone-wide replacement for nginx's `limit_conn`/`limit_req`.

import {
  isRelayableAnswer,
  matchRelayRoute,
  parseUpstreamOrigin,
  RELAY_BODY_LIMIT,
  RELAY_CACHE_CONTROL,
  RELAY_ERROR_CONTENT_TYPE,
  RELAY_ERRORS,
  RELAY_HOST_SETTING,
  RELAY_PATH,
  RELAY_RATE,
  RELAY_REQUEST_HEADERS,
  RELAY_RESPONSE_HEADERS,
  RELAY_RESPONSE_LIMIT,
  RELAY_RETRY_AFTER_S,
  RELAY_TIMEOUT_MS,
} from '../shared/relay-policy.ts';

export { RELAY_PATH };

/** The Workers Rate Limiting binding (`ratelimits` in wrangler.jsonc). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export interface RelayEnv {
  /** The vendor's origin (`POSTHOG_HOST`, a `vars` entry); the vendor's US cloud when unset. */
  POSTHOG_HOST?: string;
  RELAY_RATE_LIMITER?: RateLimitBinding;
}

/** The Workers Rate Limiting binding counts over 10 s or 60 s; 10 s is the nearest to nginx's per second. */
export const EDGE_RATE_PERIOD_SECONDS = 10;
/** Requests a client may make per period: RELAY_RATE's sustained rate, and at most its burst at once. */
export const EDGE_RATE_LIMIT = RELAY_RATE.perSecond * EDGE_RATE_PERIOD_SECONDS;

const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';

class RelayFailure extends Error {
  readonly status: 408 | 413 | 502 | 504;
  constructor(status: 408 | 413 | 502 | 504, message: string) {
    super(message);
    this.status = status;
  }
}

/** Requests in flight per client address, in this isolate. */
const inFlight = new Map<string, number>();

/** One of the relay's own answers (RELAY_ERRORS), the same from every relay. */
function relayError(
  answer: (typeof RELAY_ERRORS)[keyof typeof RELAY_ERRORS],
  headers: Record<string, string>,
  extra: Record<string, string> = {},
): Response {
  return new Response(answer.body, {
    status: answer.status,
    headers: {
      ...headers,
      ...extra,
      'cache-control': RELAY_CACHE_CONTROL,
      'content-type': RELAY_ERROR_CONTENT_TYPE,
    },
  });
}

function failureAnswer(failure: RelayFailure, headers: Record<string, string>): Response {
  switch (failure.status) {
    case 408:
      return new Response('408 Request Timeout', {
        status: 408,
        headers: { ...headers, 'content-type': TEXT_CONTENT_TYPE, connection: 'close' },
      });
    case 413:
      return relayError(RELAY_ERRORS.tooLarge, headers);
    case 504:
      return relayError(RELAY_ERRORS.gatewayTimeout, headers);
    default:
      return relayError(RELAY_ERRORS.badGateway, headers);
  }
}

/** Resolves with `promise`, or fails with `failure` once `deadline` (a Date.now() value) has passed. */
function before<T>(deadline: number, promise: Promise<T>, failure: () => RelayFailure): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(failure()), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/** Reads a whole body, at most `limit` bytes; more is `tooLarge`. */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  tooLarge: () => Error,
): Promise<Uint8Array<ArrayBuffer>> {
  if (body === null) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

function pick(incoming: Headers, allowed: readonly string[]): Headers {
  const headers = new Headers();
  for (const name of allowed) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/**
 * The client's address: `CF-Connecting-IP`, which Cloudflare's network writes itself on every request
 * (a client cannot set it there; the local runtime adds it only when absent).
 */
export function clientAddress(request: Request): string {
  return request.headers.get('cf-connecting-ip') ?? '';
}

function upstreamOrigin(env: RelayEnv): string {
  const value = env.POSTHOG_HOST?.trim();
  if (!value) return RELAY_HOST_SETTING.default;
  try {
    return parseUpstreamOrigin(value);
  } catch (error) {
    console.error(`Invalid ${RELAY_HOST_SETTING.env}: ${(error as Error).message}`);
    throw new RelayFailure(502, 'invalid upstream');
  }
}

async function forward(
  request: Request,
  env: RelayEnv,
  upstreamPath: string,
  headers: Record<string, string>,
): Promise<Response> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > RELAY_BODY_LIMIT) throw new RelayFailure(413, 'request body too large');
  const started = Date.now();
  const body = await before(
    started + RELAY_TIMEOUT_MS,
    readCapped(request.body, RELAY_BODY_LIMIT, () => new RelayFailure(413, 'request body too large')),
    () => new RelayFailure(408, 'request body not received in time'),
  );
  const url = new URL(request.url);
  const upstreamUrl = `${upstreamOrigin(env)}${upstreamPath}${url.search}`;
  const upstreamHeaders = pick(request.headers, RELAY_REQUEST_HEADERS);
  const client = clientAddress(request);
  if (client) upstreamHeaders.set('x-forwarded-for', client);

  const deadline = Date.now() + RELAY_TIMEOUT_MS;
  const timeout = () => new RelayFailure(504, `upstream did not answer within ${RELAY_TIMEOUT_MS} ms`);
  const controller = new AbortController();
  try {
    const response = await before(
      deadline,
      fetch(upstreamUrl, {
        method: request.method,
        headers: upstreamHeaders,
        body,
        redirect: 'manual',
        signal: controller.signal,
      }).catch((error: unknown) => {
        throw new RelayFailure(502, (error as Error).message);
      }),
      timeout,
    );
    const contentType = response.headers.get('content-type') ?? undefined;
    const declaredLength = response.headers.get('content-length');
    const answer = {
      status: response.status,
      contentType,
      contentLength: declaredLength === null ? undefined : Number(declaredLength),
    };
    if (!isRelayableAnswer(answer)) {
      throw new RelayFailure(502, `unexpected upstream answer ${response.status} ${contentType ?? ''}`);
    }
    const responseBody = await before(
      deadline,
      readCapped(
        response.body,
        RELAY_RESPONSE_LIMIT,
        () => new RelayFailure(502, 'upstream response too large'),
      ),
      timeout,
    );
    const relayed = new Response(response.status === 204 ? null : responseBody, {
      status: response.status,
      headers,
    });
    for (const [name, value] of pick(response.headers, RELAY_RESPONSE_HEADERS)) {
      relayed.headers.set(name, value);
    }
    relayed.headers.set('cache-control', RELAY_CACHE_CONTROL);
    return relayed;
  } finally {
    controller.abort();
  }
}

/**
 * Answers a request under RELAY_PATH/, or returns undefined for a path the relay does not have (the
 * caller answers it with the 404 page, as the Node server does). Every request under RELAY_PATH/ counts
 * against the client's limits, as in the Node server and nginx.
 */
export async function relay(
  request: Request,
  env: RelayEnv,
  headers: Record<string, string>,
): Promise<Response | undefined> {
  const client = clientAddress(request);
  const tooMany = () =>
    relayError(RELAY_ERRORS.tooManyRequests, headers, { 'retry-after': String(RELAY_RETRY_AFTER_S) });
  if (env.RELAY_RATE_LIMITER && !(await env.RELAY_RATE_LIMITER.limit({ key: client })).success) {
    return tooMany();
  }
  const count = inFlight.get(client) ?? 0;
  if (count >= RELAY_RATE.connections) return tooMany();
  inFlight.set(client, count + 1);
  try {
    const route = matchRelayRoute(new URL(request.url).pathname);
    if (!route) return undefined;
    if (!route.methods.includes(request.method)) {
      return relayError(RELAY_ERRORS.methodNotAllowed, headers, { allow: route.methods.join(', ') });
    }
    try {
      return await forward(request, env, route.upstreamPath, headers);
    } catch (error) {
      if (!(error instanceof RelayFailure)) throw error;
      if (error.status >= 500) console.warn(`analytics relay failed: ${error.message}`);
      return failureAnswer(error, headers);
    }
  } finally {
    const left = (inFlight.get(client) ?? 1) - 1;
    if (left > 0) inFlight.set(client, left);
    else inFlight.delete(client);
  }
}
