import { readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
  RouteHandlerMethod,
} from 'fastify';
import Fastify from 'fastify';
import { listFiles } from '../shared/dist-files.ts';
import { collectInlineScriptHashes } from '../shared/inline-scripts.ts';
import { buildRouteTable } from '../shared/routes.ts';
import { cacheControlFor, securityHeaders } from '../shared/security-headers.ts';
import { DEFAULT_RELAY_HOSTS, type RelayHosts, type RelayRate, relayPlugin } from './relay.ts';
import { checkRequestTarget } from './request-guard.ts';
import { DEFAULT_TIMEOUTS, type ServerTimeouts } from './timeouts.ts';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy.ts';

export interface ServerOptions {
  /** Absolute or relative path of the Astro build output. */
  distDir: string;
  /** Fastify `logger` option; defaults to false. */
  logger?: FastifyServerOptions['logger'];
  /** Analytics relay upstreams (`/ingest/…`); the vendor's US hosts by default. */
  relayHosts?: RelayHosts;
  /** Analytics relay upstream time limit in ms (see relay.ts for the default). */
  relayTimeoutMs?: number;
  /** Analytics relay limits per client address (RELAY_RATE in relay.ts by default). */
  relayRate?: RelayRate;
  /** Client time limits; production defaults (DEFAULT_TIMEOUTS) for any left out. */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * Which proxies may name the client in `X-Forwarded-For` (see `parseTrustProxy` in trust-proxy.ts):
   * a hop count or a list of addresses/CIDRs. Default: none, the client is the socket peer.
   */
  trustProxy?: TrustProxy;
}

export { DEFAULT_TIMEOUTS, type ServerTimeouts } from './timeouts.ts';

/** Methods the static site answers; anything else that matches no route gets 405. */
export const SITE_METHODS: readonly string[] = ['GET', 'HEAD'];
const ALLOW_HEADER = SITE_METHODS.join(', ');

const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';
const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
const NOT_FOUND_FILE = '404.html';
// Written by the build (src/lib/security-txt.ts); the one file under a dot directory that is served.
const SECURITY_TXT_URL = '/.well-known/security.txt';
// The URL @fastify/static registers its catch-all file route under (prefix '/').
const STATIC_WILDCARD_URL = '/*';
// Encoded siblings written by scripts/compress-dist.ts; they are only served through content negotiation.
const ENCODED_SUFFIX = /\.(?:br|gz|deflate)$/i;
// find-my-way gives `:` and `*` special meaning, and the rest cannot come from a sane page file name.
const ROUTABLE_PATH = /^\/[^:*?#%\\\s]*$/u;

function statusText(status: number): string {
  return `${status} ${STATUS_CODES[status] ?? 'Error'}`;
}

function sendText(reply: FastifyReply, status: number, body: string = statusText(status)): FastifyReply {
  return reply.code(status).type(TEXT_CONTENT_TYPE).send(body);
}

function isClientErrorStatus(status: number | undefined): status is number {
  return status !== undefined && status >= 400 && status < 500;
}

/** Deploy instructions for static hosts (scripts/deploy/deploy-files.ts): read by the host, never served. */
const HOST_CONFIG_FILES = new Set(['/_headers', '/_redirects']);

/** The wildcard file route serves assets only: pages have exactly one URL, encoded siblings none. */
function isPlainAssetPath(pathName: string): boolean {
  const lower = pathName.toLowerCase();
  return !lower.endsWith('.html') && !ENCODED_SUFFIX.test(lower) && !HOST_CONFIG_FILES.has(lower);
}

/** How many `Host` fields the request head carried. */
function hostFieldCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === 'host') count += 1;
  }
  return count;
}

function queryOf(rawUrl: string): string {
  const start = rawUrl.indexOf('?');
  return start === -1 ? '' : rawUrl.slice(start);
}

function redirectTo(target: string): RouteHandlerMethod {
  const location = encodeURI(target);
  return async function permanentRedirect(request, reply) {
    // The request guard has already limited the raw URL to printable ASCII, so the query is header-safe.
    return reply.redirect(location + queryOf(request.url), 301);
  };
}

function servePage(relativeFile: string): RouteHandlerMethod {
  return async function page(_request, reply) {
    return reply.sendFile(relativeFile);
  };
}

async function readOptionalFile(filePath: string): Promise<Buffer | undefined> {
  try {
    return await readFile(filePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
}

/** The 404 page and the precompressed variants scripts/compress-dist.ts wrote next to it. */
interface NotFoundPage {
  identity: Buffer;
  encoded: Array<{ encoding: 'br' | 'gzip'; body: Buffer }>;
}

async function readNotFoundPage(distDir: string): Promise<NotFoundPage | undefined> {
  const file = path.join(distDir, NOT_FOUND_FILE);
  const [identity, br, gzip] = await Promise.all([
    readOptionalFile(file),
    readOptionalFile(`${file}.br`),
    readOptionalFile(`${file}.gz`),
  ]);
  if (identity === undefined) {
    return undefined;
  }
  const encoded: NotFoundPage['encoded'] = [];
  if (br !== undefined) encoded.push({ encoding: 'br', body: br });
  if (gzip !== undefined) encoded.push({ encoding: 'gzip', body: gzip });
  return { identity, encoded };
}

/** Content codings the client accepts (q > 0); `*` counts as gzip, as @fastify/static reads it. */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(header ?? '')
    .toLowerCase()
    .split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (coding !== '' && (quality === undefined || Number(quality.slice(2)) > 0)) {
      accepted.add(coding === '*' ? 'gzip' : coding);
    }
  }
  return accepted;
}

/** Writes a complete plain-text answer on a raw socket (for what never reaches a route); the caller closes it. */
function answerOnSocket(socket: Socket, headerLines: string, status: number, extraLines = ''): void {
  const body = statusText(status);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${body}\r\n${headerLines}${extraLines}Content-Type: ${TEXT_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
}

const headerLinesOf = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

/** The site's headers for each scheme a visitor can use; see `headersForRequest`. */
interface HeadersByScheme {
  http: Record<string, string>;
  https: Record<string, string>;
}

/**
 * Whether the socket itself is TLS. This server listens on plain http, so only when it is handed TLS
 * sockets (or a test says so); behind a TLS-terminating proxy `request.protocol` reads the proxy's word.
 */
function isEncrypted(socket: Socket): boolean {
  return (socket as Socket & { encrypted?: boolean }).encrypted === true;
}

/** Protocol-level errors (malformed HTTP, header overflow, timeouts) never reach a route; answer them too. */
function createClientErrorHandler(headers: HeadersByScheme) {
  const headerLines = { http: headerLinesOf(headers.http), https: headerLinesOf(headers.https) };
  return function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) {
      return;
    }
    let status = 400;
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      status = 408;
    } else if (error.code === 'HPE_HEADER_OVERFLOW') {
      status = 431;
    }
    answerOnSocket(socket, headerLines[isEncrypted(socket) ? 'https' : 'http'], status);
    socket.destroy(error);
  };
}

/**
 * CONNECT never reaches a route either (Node hands it to a 'connect' listener, or drops the connection
 * without a word): answer 400, as nginx does (the site is no proxy and a CONNECT target is no path of
 * ours), and open no tunnel.
 */
function createConnectHandler(headers: HeadersByScheme) {
  const headerLines = { http: headerLinesOf(headers.http), https: headerLinesOf(headers.https) };
  return function connectHandler(_request: unknown, socket: Socket): void {
    answerOnSocket(socket, headerLines[isEncrypted(socket) ? 'https' : 'http'], 400);
    socket.end();
  };
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const distDir = path.resolve(options.distDir);
  const [routes, scriptHashes, notFoundPage, distFiles, securityTxt] = await Promise.all([
    buildRouteTable(distDir),
    collectInlineScriptHashes(distDir),
    // Read once: the build output is immutable for the life of the process, like the CSP hashes.
    readNotFoundPage(distDir),
    listFiles(distDir),
    readOptionalFile(path.join(distDir, ...SECURITY_TXT_URL.split('/'))),
  ]);
  // Likewise the file list: a request for a file the build does not have goes straight to the 404 page,
  // without a file-system lookup per encoding (the 404 path is what scanners hammer).
  // Dotfiles stay out (send ignores them too).
  const assetPaths = new Set(
    distFiles
      .filter((file) => !file.split('/').some((segment) => segment.startsWith('.')))
      .map((file) => `/${file}`)
      .filter(isPlainAssetPath),
  );
  const headers: HeadersByScheme = {
    http: securityHeaders({ scriptHashes, https: false }),
    https: securityHeaders({ scriptHashes, https: true }),
  };
  // The scheme the visitor used: the socket's, or behind a proxy TRUST_PROXY names, the last
  // X-Forwarded-Proto entry (Fastify's `request.protocol`); nginx decides the same way ($visitor_scheme).
  const headersForRequest = (request: FastifyRequest) =>
    request.protocol === 'https' ? headers.https : headers.http;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };

  const app = Fastify({
    logger: options.logger ?? false,
    // The client is the socket peer unless the deployment names its proxies (TRUST_PROXY in main.ts).
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Passed to http.createServer: the checking interval can only be set there.
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: 60_000,
    keepAliveTimeout: timeouts.keepAliveMs,
    bodyLimit: 65_536,
    return503OnClosing: true,
    // Router options live here in Fastify 5; the top-level spellings are deprecated (FSTDEP022).
    routerOptions: {
      maxParamLength: 500,
      ignoreTrailingSlash: false,
    },
    // Malformed URLs fail inside the router, before any hook runs: answer 400 (or 414) ourselves.
    frameworkErrors(error, request, reply) {
      reply.headers(headersForRequest(request));
      sendText(reply, isClientErrorStatus(error.statusCode) ? error.statusCode : 400);
    },
    clientErrorHandler: createClientErrorHandler(headers),
  });

  app.server.on('connect', createConnectHandler(headers));

  app.addHook('onRequest', async function guardRequest(request: FastifyRequest, reply: FastifyReply) {
    // First, so every answer below (and from any later plugin) carries them.
    reply.headers(headersForRequest(request));
    // RFC 9112 §3.2: a request with more than one Host field is answered 400 (Node keeps the first).
    // (Node itself answers 400 to an HTTP/1.1 request without one.)
    if (hostFieldCount(request.raw.rawHeaders) > 1) {
      request.log.debug('rejected request: repeated Host');
      return sendText(reply, 400);
    }
    const target = checkRequestTarget(request.url);
    if (!target.ok) {
      request.log.debug({ reason: target.reason }, 'rejected request target');
      return sendText(reply, target.status);
    }
    // Only requests that matched no route: a plugin that registers e.g. POST routes under /ingest/ is
    // reached normally, without any exemption list here.
    if (request.is404 && !SITE_METHODS.includes(request.method)) {
      reply.header('allow', ALLOW_HEADER);
      return sendText(reply, 405);
    }
    return undefined;
  });

  app.setErrorHandler(function handleError(
    error: FastifyError & { status?: number; headers?: Record<string, string> },
    request,
    reply,
  ) {
    // http-errors style errors (from @fastify/send) may carry only `status`.
    const status = error.statusCode ?? error.status;
    // A directory (`/`, `/_astro/`) reached through the file route: to a visitor it is just a page that
    // does not exist, so it gets the 404 page rather than send's bare 403.
    if (status === 403 && request.routeOptions.url === STATIC_WILDCARD_URL) {
      return reply.callNotFound();
    }
    if (isClientErrorStatus(status)) {
      // send's 416 carries `Content-Range: bytes */<size>` (RFC 9110 §15.5.17): keep it.
      const contentRange = error.headers?.['Content-Range'];
      if (status === 416 && contentRange !== undefined) {
        reply.header('content-range', contentRange);
      }
      return sendText(reply, status);
    }
    request.log.error({ err: error }, 'request failed');
    return sendText(reply, 500, 'Internal Server Error');
  });

  app.setNotFoundHandler(function notFound(request, reply) {
    reply.code(404).header('cache-control', 'no-cache');
    if (notFoundPage === undefined) {
      return sendText(reply, 404, '404 Page Not Found');
    }
    reply.type(HTML_CONTENT_TYPE);
    if (notFoundPage.encoded.length === 0) {
      return reply.send(notFoundPage.identity);
    }
    // Precompressed like every other page: the 404 page is what scanners and bots fetch most.
    reply.header('vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const variant = notFoundPage.encoded.find(({ encoding }) => accepted.has(encoding));
    if (variant === undefined) {
      return reply.send(notFoundPage.identity);
    }
    return reply.header('content-encoding', variant.encoding).send(variant.body);
  });

  // Before the static files, and encapsulated: its raw-body parser and limits apply under /ingest/ only.
  await app.register(relayPlugin, {
    hosts: options.relayHosts ?? DEFAULT_RELAY_HOSTS,
    ...(options.relayTimeoutMs === undefined ? {} : { timeoutMs: options.relayTimeoutMs }),
    ...(options.relayRate === undefined ? {} : { rate: options.relayRate }),
  });

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    preCompressed: true,
    index: false,
    redirect: false,
    wildcard: true,
    // Dotfiles are treated as absent (404 page), never served.
    dotfiles: 'ignore',
    etag: true,
    lastModified: true,
    acceptRanges: true,
    // Cache-Control comes from setHeaders, not from send's maxAge.
    cacheControl: false,
    // Page routes call sendFile on their own .html; requests reaching the catch-all route may only get
    // plain assets, so a page has one URL and .br/.gz files are never served under their own name.
    allowedPath(pathName, _root, request) {
      return request.routeOptions.url !== STATIC_WILDCARD_URL || assetPaths.has(pathName);
    },
    setHeaders(reply, filePath) {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      const urlPath = `/${relative.replace(ENCODED_SUFFIX, '')}`;
      const kind = urlPath.endsWith('.html') ? 'html' : 'asset';
      if (kind === 'html') {
        reply.header('content-type', HTML_CONTENT_TYPE);
      }
      reply.header('cache-control', cacheControlFor(urlPath, kind));
    },
  });

  if (securityTxt !== undefined) {
    app.get(SECURITY_TXT_URL, async function securityTxtFile(_request, reply) {
      return reply
        .type(TEXT_CONTENT_TYPE)
        .header('cache-control', cacheControlFor(SECURITY_TXT_URL, 'asset'))
        .send(securityTxt);
    });
  }

  // Pages first: each clean path owns its file, and the spellings we know about redirect to it.
  const registered = new Set<string>();
  function addGet(url: string, handler: RouteHandlerMethod): void {
    if (!registered.has(url) && ROUTABLE_PATH.test(url)) {
      registered.add(url);
      app.get(url, handler);
    }
  }
  for (const [urlPath, file] of routes) {
    if (!ROUTABLE_PATH.test(urlPath)) {
      app.log.warn({ file }, 'page skipped: its file name cannot be used as a route');
      continue;
    }
    addGet(urlPath, servePage(file));
  }
  for (const [urlPath, file] of routes) {
    addGet(`/${file}`, redirectTo(urlPath));
    if (urlPath !== '/') {
      addGet(`${urlPath}/`, redirectTo(urlPath));
    }
  }

  return app;
}
