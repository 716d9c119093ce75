// Server hardening (issue 10): the real server on a loopback port, spoken to over raw TCP so that no
// client library normalises, rejects or fixes up what is sent. Every case checks the documented status,
// that the site itself never answers 5xx (only the relay's 502/504 for a failing upstream), that the
// server is still listening, and that a normal `GET /` right after is served.

import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RELAY_TIMEOUT_MS as PRODUCTION_RELAY_TIMEOUT_MS,
  RELAY_BODY_LIMIT,
  RELAY_RATE,
} from '../shared/relay-policy.ts';
import { buildServer, DEFAULT_TIMEOUTS } from './app.ts';
import { MAX_URL_LENGTH } from './request-guard.ts';
import { SHUTDOWN_GRACE_MS } from './timeouts.ts';

const INDEX = '<!doctype html><title>Home</title><h1>Home</h1>';
const NOT_FOUND = '<!doctype html><title>Not found</title><h1>404 Page Not Found</h1>';
const ASSET_PATH = '/_astro/app.abc123.js';
const ASSET = 'console.log("countermove");\n'.repeat(100);
const ASSET_BR = brotliCompressSync(Buffer.from(ASSET));
const FILES: Record<string, string | Buffer> = {
  'index.html': INDEX,
  'pricing.html': '<!doctype html><title>Pricing</title><h1>Pricing</h1>',
  '404.html': NOT_FOUND,
  '404.html.br': brotliCompressSync(Buffer.from(NOT_FOUND)),
  '_astro/app.abc123.js': ASSET,
  '_astro/app.abc123.js.br': ASSET_BR,
  '.env': 'SECRET=do-not-serve',
  '.well-known/security.txt': 'Contact: mailto:security@example.com\n',
  '.well-known/other.txt': 'not published',
};
/** Longer than any sane test takes: a raw exchange that outlives this is a hang. */
const HANG_MS = 5_000;

interface RawResponse {
  status: number;
  statusLine: string;
  /** Lower-case names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  /** Everything after the head (the server closes the connection: every request says `close`). */
  body: Buffer;
  /** From connecting until the server closed the connection. */
  elapsedMs: number;
}

function parseResponse(data: Buffer, elapsedMs: number): RawResponse {
  const end = data.indexOf('\r\n\r\n');
  const head = data.subarray(0, end === -1 ? data.length : end).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return {
    status: Number(statusLine.split(' ')[1] ?? Number.NaN),
    statusLine,
    headers,
    body: end === -1 ? Buffer.alloc(0) : data.subarray(end + 4),
    elapsedMs,
  };
}

/**
 * Writes `parts` (each after the previous one is flushed) and collects the answer until the server closes
 * the connection. Write errors after the server has answered (it may stop reading an over-long body) are
 * expected; a connection still open after HANG_MS fails the test.
 */
function rawExchange(port: number, ...parts: Array<string | Buffer>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`server kept the connection open for ${HANG_MS} ms`));
    }, HANG_MS);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {
      // EPIPE/ECONNRESET while we were still writing: the answer (if any) is already in `chunks`.
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks), performance.now() - started));
    });
    socket.on('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        await new Promise<void>((done) => socket.write(part, () => done()));
      }
    });
  });
}

/** An HTTP/1.1 request head (Host and `Connection: close` included) and optional body. */
function request(method: string, target: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries({ Host: 'localhost', Connection: 'close', ...headers }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  return `${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n`;
}

async function createDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hardening-test-'));
  for (const [file, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return dir;
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** An upstream that accepts requests and never answers (for the relay's time limit). */
async function silentUpstream(): Promise<{ server: Server; origin: string }> {
  const server = createServer(() => {
    // Never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** An origin on which nothing listens: listen on an ephemeral port, note it, close. */
async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const RELAY_TIMEOUT_MS = 300;
let distDir: string;
let app: FastifyInstance;
let port: number;
let upstream: { server: Server; origin: string };

beforeAll(async () => {
  distDir = await createDist();
  upstream = await silentUpstream();
  app = await buildServer({
    distDir,
    // The upstream hangs (→ 504); a second server below has one that is down (→ 502).
    relayHosts: { ingestion: upstream.origin },
    relayTimeoutMs: RELAY_TIMEOUT_MS,
  });
  port = await listen(app);
});

afterAll(async () => {
  await app.close();
  upstream.server.closeAllConnections();
  await new Promise<void>((resolve) => upstream.server.close(() => resolve()));
  await rm(distDir, { recursive: true, force: true });
});

/** The server answered without a 5xx of its own, is still listening, and serves the home page. */
async function expectStillServing(response: RawResponse, server = app, serverPort = port): Promise<void> {
  expect(response.status, response.statusLine).toBeLessThan(500);
  expect(server.server.listening).toBe(true);
  const home = await rawExchange(serverPort, request('GET', '/'));
  expect(home.status).toBe(200);
  expect(home.body.toString()).toBe(INDEX);
}

describe('hostile request targets', () => {
  it.each([
    ['bad percent-encoding', '/%E0%A4%A', 400],
    ['lone percent sign', '/%', 400],
    ['encoded ..', '/%2e%2e/etc/passwd', 400],
    ['encoded .. in upper case', '/%2E%2E/%2E%2E/etc/passwd', 400],
    ['double-encoded ..', '/%252e%252e/', 400],
    ['double-encoded .. deeper', '/%252e%252e/%252e%252e/etc/passwd', 400],
    ['raw ..', '/../../etc/passwd', 400],
    ['.. with encoded slashes', '/_astro/..%2f..%2f.env', 400],
    ['null byte', '/%00', 400],
    ['null byte before an extension', '/a%00.html', 400],
    ['double-encoded null byte', '/a%2500.html', 400],
    ['backslashes', '/..\\..\\etc', 400],
    ['encoded backslashes', '/..%5c..%5cetc', 400],
    ['CRLF injection', '/a%0d%0aSet-Cookie:%20x=1', 400],
    ['absolute-form target', 'http://evil.example/', 400],
  ])('%s (%s) → %i', async (_name, target, status) => {
    const response = await rawExchange(port, request('GET', target));
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.toString()).not.toContain('SECRET');
    await expectStillServing(response);
  });

  it('never serves a dotfile', async () => {
    const response = await rawExchange(port, request('GET', '/.env'));
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe(NOT_FOUND);
    await expectStillServing(response);
  });
});

describe('over-long URLs and headers', () => {
  it.each([
    ['one over the limit', MAX_URL_LENGTH + 1],
    ['9 KB', 9_216],
    ['12 KB', 12_288],
  ])('a URL %s → 414', async (_name, length) => {
    const target = `/${'a'.repeat(length - 1)}`;
    expect(target).toHaveLength(length);
    const response = await rawExchange(port, request('GET', target));
    expect(response.status).toBe(414);
    await expectStillServing(response);
  });

  it('a URL at the limit is routed normally (404 page, not 414)', async () => {
    const response = await rawExchange(port, request('GET', `/${'a'.repeat(MAX_URL_LENGTH - 1)}`));
    expect(response.status).toBe(404);
    await expectStillServing(response);
  });

  it("a URL beyond Node's 16 KB request-head limit → 431 from the parser", async () => {
    const response = await rawExchange(port, request('GET', `/${'a'.repeat(20_000)}`));
    expect(response.status).toBe(431);
    expect(response.headers['x-frame-options']).toBe('DENY');
    await expectStillServing(response);
  });

  it('one 20 KB header → 431', async () => {
    const response = await rawExchange(port, request('GET', '/', { 'X-Big': 'b'.repeat(20_000) }));
    expect(response.status).toBe(431);
    expect(response.headers.connection).toBe('close');
    await expectStillServing(response);
  });

  it('3,000 headers → 431', async () => {
    const many = Object.fromEntries(Array.from({ length: 3_000 }, (_, index) => [`X-H${index}`, 'v']));
    const response = await rawExchange(port, request('GET', '/', many));
    expect(response.status).toBe(431);
    await expectStillServing(response);
  });

  it.each([
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nNoColonHere\r\n\r\n'],
    ['a control character in a header value', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-A: a\x01b\r\n\r\n'],
    ['a space in the target', 'GET /has space HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['an unknown HTTP version', 'GET / HTTP/7.0\r\nHost: localhost\r\n\r\n'],
    ['binary garbage', Buffer.from([0x16, 0x03, 0x01, 0x00, 0xff, 0x00, 0x0d, 0x0a, 0x0d, 0x0a])],
    [
      'Content-Length together with Transfer-Encoding (smuggling)',
      'POST /ingest/e/ HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
  ])('%s → 400', async (_name, raw) => {
    const response = await rawExchange(port, raw);
    expect(response.status).toBe(400);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    await expectStillServing(response);
  });
});

describe('methods', () => {
  it.each([
    ['PUT', '/'],
    ['DELETE', '/'],
    ['PATCH', '/'],
    ['TRACE', '/'],
    ['OPTIONS', '/'],
    ['POST', '/pricing'],
    ['PUT', ASSET_PATH],
    ['DELETE', '/no-such-page'],
  ])('%s %s → 405 with Allow: GET, HEAD', async (method, target) => {
    const response = await rawExchange(port, request(method, target, { 'Content-Length': '0' }));
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.body.toString()).toBe('405 Method Not Allowed');
    await expectStillServing(response);
  });

  it('POST of a 2 MB body to a page → 405 without reading it', async () => {
    const body = Buffer.alloc(2 * 1_048_576, 97);
    const response = await rawExchange(
      port,
      request('POST', '/pricing', { 'Content-Length': String(body.length) }),
      body,
    );
    expect(response.status).toBe(405);
    await expectStillServing(response);
  });

  it('an unknown method → 400 from the parser', async () => {
    const response = await rawExchange(port, request('BREW', '/'));
    expect(response.status).toBe(400);
    await expectStillServing(response);
  });

  it('CONNECT → 400 with the security headers (as nginx answers it), and no tunnel', async () => {
    const response = await rawExchange(
      port,
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    );
    expect(response.status).toBe(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.elapsedMs).toBeLessThan(1_000);
    await expectStillServing(response);
  });
});

describe('Host', () => {
  it('two Host fields → 400 (RFC 9112 §3.2), even when they agree', async () => {
    for (const second of ['evil.example', 'localhost']) {
      const response = await rawExchange(
        port,
        `GET / HTTP/1.1\r\nHost: localhost\r\nHost: ${second}\r\nConnection: close\r\n\r\n`,
      );
      expect(response.status, second).toBe(400);
      await expectStillServing(response);
    }
  });

  it('no Host in HTTP/1.1 → 400', async () => {
    const response = await rawExchange(port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(400);
    await expectStillServing(response);
  });
});

describe('/.well-known/security.txt', () => {
  it('is served as text; nothing else under a dot directory is', async () => {
    const response = await rawExchange(port, request('GET', '/.well-known/security.txt'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.toString()).toBe('Contact: mailto:security@example.com\n');
    for (const target of ['/.well-known/other.txt', '/.env', '/.well-known/']) {
      expect((await rawExchange(port, request('GET', target))).status, target).toBe(404);
    }
  });
});

describe('HEAD', () => {
  it.each([
    ['the home page', '/', {}],
    ['a brotli asset', ASSET_PATH, { 'Accept-Encoding': 'gzip, br' }],
    ['the 404 page', '/no-such-page', {}],
    ['the brotli 404 page', '/no-such-page', { 'Accept-Encoding': 'gzip, br' }],
    ['a 405', '/ingest/e/', {}],
  ])('%s: the GET headers, no body', async (_name, target, headers: Record<string, string>) => {
    const get = await rawExchange(port, request('GET', target, headers));
    const head = await rawExchange(port, request('HEAD', target, headers));
    expect(head.status).toBe(get.status);
    const withoutDate = ({ date: _date, ...rest }: Record<string, string>) => rest;
    expect(withoutDate(head.headers)).toEqual(withoutDate(get.headers));
    expect(Number(head.headers['content-length'])).toBe(get.body.length);
    expect(head.body.length).toBe(0);
    await expectStillServing(head);
  });
});

describe('conditional GET', () => {
  it.each([
    ['a page', '/', {}],
    ['a brotli asset', ASSET_PATH, { 'Accept-Encoding': 'gzip, br' }],
    ['an identity asset', ASSET_PATH, {}],
  ])(
    '%s: ETag and Last-Modified → 304, stale validators → 200',
    async (_name, target, headers: Record<string, string>) => {
      const first = await rawExchange(port, request('GET', target, headers));
      expect(first.status).toBe(200);
      const { etag, 'last-modified': lastModified } = first.headers;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(lastModified).toMatch(/ GMT$/);

      const byEtag = await rawExchange(
        port,
        request('GET', target, { ...headers, 'If-None-Match': etag ?? '' }),
      );
      expect(byEtag.status).toBe(304);
      expect(byEtag.body.length).toBe(0);
      expect(byEtag.headers.etag).toBe(etag);
      expect(byEtag.headers['x-content-type-options']).toBe('nosniff');

      const byDate = await rawExchange(
        port,
        request('GET', target, { ...headers, 'If-Modified-Since': lastModified ?? '' }),
      );
      expect(byDate.status).toBe(304);
      expect(byDate.body.length).toBe(0);

      const otherEtag = await rawExchange(
        port,
        request('GET', target, { ...headers, 'If-None-Match': '"other"' }),
      );
      expect(otherEtag.status).toBe(200);
      expect(otherEtag.body.equals(first.body)).toBe(true);

      const earlier = new Date(Date.parse(lastModified ?? '') - 3_600_000).toUTCString();
      const olderDate = await rawExchange(
        port,
        request('GET', target, { ...headers, 'If-Modified-Since': earlier }),
      );
      expect(olderDate.status).toBe(200);

      const garbage = await rawExchange(
        port,
        request('GET', target, { ...headers, 'If-Modified-Since': 'yesterday' }),
      );
      expect(garbage.status).toBe(200);
      await expectStillServing(garbage);
    },
  );
});

describe('range requests on an asset', () => {
  it('bytes=0-9 → 206 with Content-Range and ten bytes', async () => {
    const response = await rawExchange(port, request('GET', ASSET_PATH, { Range: 'bytes=0-9' }));
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-9/${ASSET.length}`);
    expect(response.headers['content-length']).toBe('10');
    expect(response.body.toString()).toBe(ASSET.slice(0, 10));
    await expectStillServing(response);
  });

  it('a suffix range → 206 with the last bytes', async () => {
    const response = await rawExchange(port, request('GET', ASSET_PATH, { Range: 'bytes=-5' }));
    expect(response.status).toBe(206);
    expect(response.body.toString()).toBe(ASSET.slice(-5));
    await expectStillServing(response);
  });

  it('an unsatisfiable range → 416 with the size', async () => {
    const response = await rawExchange(port, request('GET', ASSET_PATH, { Range: 'bytes=999999-' }));
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${ASSET.length}`);
    await expectStillServing(response);
  });

  it('a malformed byte range → 416 (RFC 9110 lets a server reject it)', async () => {
    const response = await rawExchange(port, request('GET', ASSET_PATH, { Range: 'bytes=abc' }));
    expect(response.status).toBe(416);
    await expectStillServing(response);
  });

  it.each([
    ['another unit', 'items=0-1'],
    ['several ranges', 'bytes=0-1,5-6'],
  ])('a %s range is ignored: 200 with the whole file', async (_name, range) => {
    const response = await rawExchange(port, request('GET', ASSET_PATH, { Range: range }));
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(ASSET);
    await expectStillServing(response);
  });
});

describe('slow clients', () => {
  it('the production server sets finite header, request and keep-alive time limits', async () => {
    const production = await buildServer({ distDir });
    try {
      expect(production.server.headersTimeout).toBe(DEFAULT_TIMEOUTS.headersMs);
      expect(production.server.requestTimeout).toBe(DEFAULT_TIMEOUTS.requestMs);
      expect(production.server.keepAliveTimeout).toBe(DEFAULT_TIMEOUTS.keepAliveMs);
      for (const value of [
        production.server.headersTimeout,
        production.server.requestTimeout,
        production.server.keepAliveTimeout,
        production.server.timeout,
      ]) {
        expect(value).toBeGreaterThan(0);
        expect(Number.isFinite(value)).toBe(true);
      }
      expect(DEFAULT_TIMEOUTS).toEqual({
        headersMs: 10_000,
        requestMs: 30_000,
        checkIntervalMs: 1_000,
        keepAliveMs: 5_000,
      });
      expect(production.server.headersTimeout).toBeLessThanOrEqual(production.server.requestTimeout);
    } finally {
      await production.close();
    }
  });

  describe('with short limits', () => {
    const timeouts = { headersMs: 400, requestMs: 800, checkIntervalMs: 50, keepAliveMs: 300 };
    let quick: FastifyInstance;
    let quickPort: number;

    beforeAll(async () => {
      quick = await buildServer({
        distDir,
        timeouts,
        relayHosts: { ingestion: upstream.origin },
      });
      quickPort = await listen(quick);
    });

    afterAll(async () => {
      await quick.close();
    });

    it('closes a socket that sends half a request line and stalls (408) within the header limit', async () => {
      const response = await rawExchange(quickPort, 'GET / HT');
      expect(response.status).toBe(408);
      expect(response.elapsedMs).toBeGreaterThanOrEqual(timeouts.headersMs - 50);
      expect(response.elapsedMs).toBeLessThan(timeouts.headersMs + 500);
      await expectStillServing(response, quick, quickPort);
    });

    it('closes a socket that trickles headers slower than the header limit', async () => {
      const response = await rawExchange(quickPort, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: a');
      expect(response.status).toBe(408);
      expect(response.elapsedMs).toBeLessThan(timeouts.headersMs + 500);
      await expectStillServing(response, quick, quickPort);
    });

    it('closes a socket that sends the headers but stalls the body within the request limit', async () => {
      const response = await rawExchange(
        quickPort,
        request('POST', '/ingest/e/', { 'Content-Type': 'text/plain', 'Content-Length': '100' }),
        'only ten b',
      );
      expect(response.status).toBe(408);
      expect(response.elapsedMs).toBeGreaterThanOrEqual(timeouts.requestMs - 50);
      expect(response.elapsedMs).toBeLessThan(timeouts.requestMs + 500);
      await expectStillServing(response, quick, quickPort);
    });

    it('closes an idle keep-alive connection after the keep-alive limit', async () => {
      const started = performance.now();
      const closed = await new Promise<number>((resolve, reject) => {
        const socket = connect(quickPort, '127.0.0.1', () => {
          socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
        });
        socket.resume();
        socket.on('error', reject);
        socket.on('close', () => resolve(performance.now() - started));
        setTimeout(() => reject(new Error('keep-alive connection never closed')), HANG_MS);
      });
      // Node 24 waits keepAliveTimeoutBuffer (1 s) longer than the advertised limit before closing.
      expect(closed).toBeLessThan(timeouts.keepAliveMs + quick.server.keepAliveTimeoutBuffer + 500);
      expect(quick.server.listening).toBe(true);
    });
  });
});

describe('analytics relay limits', () => {
  it(`a POST over ${RELAY_BODY_LIMIT} bytes with Content-Length → 413`, async () => {
    const body = Buffer.alloc(RELAY_BODY_LIMIT + 1, 97);
    const response = await rawExchange(
      port,
      request('POST', '/ingest/e/', { 'Content-Type': 'text/plain', 'Content-Length': String(body.length) }),
      body,
    );
    expect(response.status).toBe(413);
    await expectStillServing(response);
  });

  it('a chunked POST that grows over the limit → 413', async () => {
    const chunk = Buffer.alloc(256 * 1024, 97);
    const chunked = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from('\r\n'),
    ]);
    const response = await rawExchange(
      port,
      request('POST', '/ingest/e/', { 'Content-Type': 'text/plain', 'Transfer-Encoding': 'chunked' }),
      ...Array.from({ length: 5 }, () => chunked),
      '0\r\n\r\n',
    );
    expect(response.status).toBe(413);
    await expectStillServing(response);
  });

  it('an upstream that never answers → 504 after the relay time limit', async () => {
    const response = await rawExchange(
      port,
      request('POST', '/ingest/e/', { 'Content-Type': 'application/json', 'Content-Length': '2' }),
      '{}',
    );
    expect(response.status).toBe(504);
    expect(JSON.parse(response.body.toString())).toEqual({ error: 'upstream timeout' });
    expect(response.elapsedMs).toBeGreaterThanOrEqual(RELAY_TIMEOUT_MS - 50);
    expect(response.elapsedMs).toBeLessThan(RELAY_TIMEOUT_MS + 1_000);
    await expectStillServing({ ...response, status: 200 });
  });

  it('an upstream that is down → 502', async () => {
    const down = await buildServer({ distDir, relayHosts: { ingestion: await closedOrigin() } });
    try {
      const downPort = await listen(down);
      const response = await rawExchange(
        downPort,
        request('POST', '/ingest/e/', { 'Content-Length': '2' }),
        '{}',
      );
      expect(response.status).toBe(502);
      expect(JSON.parse(response.body.toString())).toEqual({ error: 'upstream unavailable' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await down.close();
    }
  });

  it('twenty concurrent requests to a hanging upstream: ten (the per-client limit) get 504, the rest 429 at once, and the site keeps serving meanwhile', async () => {
    const pending = Array.from({ length: 20 }, () =>
      rawExchange(port, request('POST', '/ingest/e/', { 'Content-Length': '2' }), '{}'),
    );
    const home = await rawExchange(port, request('GET', '/'));
    expect(home.status).toBe(200);
    const responses = await Promise.all(pending);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual(
      [...Array(20 - RELAY_RATE.connections).fill(429), ...Array(RELAY_RATE.connections).fill(504)].sort(),
    );
    await expectStillServing(home);
  });
});

describe('connection hygiene (issue 26)', () => {
  const timeouts = { headersMs: 400, requestMs: 800, checkIntervalMs: 50, keepAliveMs: 300 };
  let guarded: FastifyInstance;
  let guardedPort: number;

  beforeAll(async () => {
    guarded = await buildServer({
      distDir,
      timeouts,
      maxConnections: 20,
      relayHosts: { ingestion: upstream.origin },
      relayTimeoutMs: 2_000,
    });
    guardedPort = await listen(guarded);
  });

  afterAll(async () => {
    await guarded.close();
  });

  /** Opens a connection that writes `head` (or nothing) and resolves when the server closes it. */
  function openSocket(head = '') {
    const started = performance.now();
    const socket = connect(guardedPort, '127.0.0.1', () => {
      if (head) socket.write(head);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    const closed = new Promise<{ elapsedMs: number; answer: string }>((resolve) =>
      socket.on('close', () =>
        resolve({ elapsedMs: performance.now() - started, answer: Buffer.concat(chunks).toString('latin1') }),
      ),
    );
    return { socket, closed };
  }

  it('closes a connection that sends nothing once the header limit has passed', async () => {
    const silent = Array.from({ length: 5 }, () => openSocket());
    const results = await Promise.all(silent.map(({ closed }) => closed));
    for (const { elapsedMs, answer } of results) {
      expect(elapsedMs).toBeGreaterThanOrEqual(timeouts.headersMs - 50);
      expect(elapsedMs).toBeLessThan(timeouts.headersMs + 1_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    }
    expect((await rawExchange(guardedPort, request('GET', '/'))).status).toBe(200);
  });

  it('holds at most the connection cap open; the ones beyond it are closed at once', async () => {
    const held = Array.from({ length: 20 }, () => openSocket());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const extra = openSocket();
    const { elapsedMs } = await extra.closed;
    expect(elapsedMs).toBeLessThan(timeouts.headersMs);
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ closed }) => closed));
    expect((await rawExchange(guardedPort, request('GET', '/'))).status).toBe(200);
  });

  it('counts a client’s relay requests from their head: the 11th stalled 1 MB upload gets 429 before sending its body', async () => {
    const head = request('POST', '/ingest/e/', {
      'Content-Type': 'text/plain',
      'Content-Length': String(RELAY_BODY_LIMIT - 1),
      Connection: 'keep-alive',
    });
    const stalled = Array.from({ length: RELAY_RATE.connections }, () => openSocket(`${head}0123456789`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await rawExchange(
      guardedPort,
      request('POST', '/ingest/e/', {
        'Content-Type': 'text/plain',
        'Content-Length': String(RELAY_BODY_LIMIT - 1),
      }),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.elapsedMs).toBeLessThan(timeouts.requestMs);
    for (const { socket } of stalled) socket.destroy();
    await Promise.all(stalled.map(({ closed }) => closed));
  });

  it.each([
    ['a relay body over the limit', 'POST', '/ingest/e/', String(RELAY_BODY_LIMIT + 1), 413],
    ['a body to a page', 'POST', '/pricing', '10', 405],
    ['a body to the relay with the wrong method', 'PUT', '/ingest/e/', '10', 405],
    ['a body to a path under the relay that does not exist', 'POST', '/ingest/flags/', '10', 404],
  ])('no 100 Continue before refusing %s', async (_name, method, target, length, status) => {
    const response = await rawExchange(
      guardedPort,
      request(method, target, { 'Content-Length': length, Expect: '100-continue' }),
    );
    expect(response.status).toBe(status);
    expect(response.statusLine).not.toContain('100');
  });

  it('asks for the body with 100 Continue once the relay has admitted the request', async () => {
    const { socket, closed } = openSocket(
      request('POST', '/ingest/e/', { 'Content-Length': '2', Expect: '100-continue' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    const { answer } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n/);
  });
});

describe('graceful shutdown (server/main.ts)', () => {
  it('waits longer than the relay may take upstream, plus a drain', () => {
    expect(SHUTDOWN_GRACE_MS).toBeGreaterThanOrEqual(PRODUCTION_RELAY_TIMEOUT_MS + 1_000);
  });

  // main.test.ts checks that an idle server exits 0 on SIGTERM; this checks the request in flight.
  it('on SIGTERM finishes the request in flight, refuses new connections and exits 0', async () => {
    let received: () => void = () => {};
    const upstreamReached = new Promise<void>((resolve) => {
      received = resolve;
    });
    const slow = createServer((_request, response) => {
      received();
      setTimeout(
        () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}'),
        400,
      );
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const slowOrigin = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        DIST_DIR: distDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        POSTHOG_HOST: slowOrigin,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const childPort = await new Promise<number>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = output.match(/http:\/\/127\.0\.0\.1:(\d+)/);
          if (match) resolve(Number(match[1]));
        });
        setTimeout(() => reject(new Error(`server did not start: ${output}`)), HANG_MS);
      });
      const inFlight = rawExchange(
        childPort,
        request('POST', '/ingest/e/', { 'Content-Type': 'application/json', 'Content-Length': '2' }),
        '{}',
      );
      await upstreamReached;
      child.kill('SIGTERM');
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe('{"status":1}');
      expect(await exited).toBe(0);
      const refused = await new Promise<string>((resolve) => {
        const socket = connect(childPort, '127.0.0.1', () => resolve('connected'));
        socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
      expect(refused).toBe('ECONNREFUSED');
    } finally {
      child.kill('SIGKILL');
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});
