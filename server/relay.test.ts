import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../shared/security-headers.ts';
import {
  FORBIDDEN_RELAYED_HEADERS,
  HOSTILE_RESPONSE_HEADERS,
  startHostileUpstream,
} from '../tests/hostile-upstream.ts';
import { buildServer } from './app.ts';
import {
  createRelayLimiter,
  DEFAULT_RELAY_HOSTS,
  matchRelayRoute,
  parseUpstreamOrigin,
  RELAY_BODY_LIMIT,
  RELAY_RATE,
  RELAY_ROUTES,
  type RelayHosts,
  relayedResponseHeaders,
  relayHostsFromEnv,
  relayTarget,
  upstreamRequestHeaders,
} from './relay.ts';

const HOSTS: RelayHosts = { ingestion: 'https://in.example' };

describe('relay routes', () => {
  it('forwards exactly what posthog-js slim sends with flags disabled: POST /e/', () => {
    expect(RELAY_ROUTES).toEqual([{ path: '/ingest/e/', upstreamPath: '/e/', methods: ['POST'] }]);
  });

  it.each([
    ['/ingest/e/', 'https://in.example/e/'],
    [
      '/ingest/e/?ip=0&_=1700000000000&ver=1.434.18&compression=gzip-js',
      'https://in.example/e/?ip=0&_=1700000000000&ver=1.434.18&compression=gzip-js',
    ],
    ['/ingest/e/?compression=base64', 'https://in.example/e/?compression=base64'],
  ])('%s → %s', (from, to) => {
    expect(relayTarget(from, HOSTS)).toBe(to);
  });

  it.each([
    '/ingest',
    '/ingest/',
    '/ingest/e',
    '/ingest/e/x',
    '/ingest/flags/?v=2',
    '/ingest/s/',
    '/ingest/batch/',
    '/ingest/static/array.js',
    '/ingest/array/phc_x/config.js',
    '/ingest/api/surveys/?token=phc_x',
    '/ingestion/e/',
    '/',
    '/?/ingest/e/',
  ])('does not relay %s', (url) => {
    expect(relayTarget(url, HOSTS)).toBeUndefined();
  });

  it('matches by path only, never by query', () => {
    expect(matchRelayRoute('/ingest/e/')?.upstreamPath).toBe('/e/');
    expect(relayTarget('/ingest/e/?next=/ingest/static/x', HOSTS)).toBe(
      'https://in.example/e/?next=/ingest/static/x',
    );
  });
});

describe('relay host from the environment', () => {
  it("defaults to the vendor's US host", () => {
    expect(relayHostsFromEnv({})).toEqual({ ingestion: 'https://us.i.posthog.com' });
    expect(relayHostsFromEnv({ POSTHOG_HOST: ' ' })).toEqual(DEFAULT_RELAY_HOSTS);
  });

  it('reads POSTHOG_HOST as an origin', () => {
    expect(relayHostsFromEnv({ POSTHOG_HOST: 'https://eu.i.posthog.com/' })).toEqual({
      ingestion: 'https://eu.i.posthog.com',
    });
  });

  it.each([
    ['not a url', 'is not a URL'],
    ['ftp://files.example', 'must use http or https'],
    ['https://eu.i.posthog.com/ingest', 'must be an origin only'],
    ['https://user:pw@eu.i.posthog.com', 'must be an origin only'],
    ['https://eu.i.posthog.com?x=1', 'must be an origin only'],
  ])('rejects %s', (value, message) => {
    expect(() => parseUpstreamOrigin(value)).toThrow(message);
    expect(() => relayHostsFromEnv({ POSTHOG_HOST: value })).toThrow(
      `Invalid POSTHOG_HOST: "${value}" ${message}`,
    );
  });
});

describe('relayed headers', () => {
  const upstream = new URL('https://in.example/e/');

  it('forwards only the allowlisted request headers, the upstream Host and the one client address', () => {
    const headers = upstreamRequestHeaders(
      {
        host: 'www.countermove.io',
        cookie: 'session=secret; ph_phc_x_posthog=%7B%7D',
        authorization: 'Bearer secret',
        'proxy-authorization': 'Basic c2VjcmV0',
        'true-client-ip': '203.0.113.9',
        'cf-connecting-ip': '203.0.113.8',
        connection: 'keep-alive, x-internal',
        'x-internal': 'drop me',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'content-length': '12',
        'content-type': 'text/plain',
        'content-encoding': 'gzip',
        'user-agent': 'Mozilla/5.0',
        origin: 'https://www.countermove.io',
        referer: 'https://www.countermove.io/pricing',
        'x-forwarded-for': '203.0.113.7',
        'x-real-ip': '10.0.0.1',
        forwarded: 'for=1.2.3.4',
      },
      '10.0.0.2',
      upstream,
    );
    expect(headers).toEqual({
      host: 'in.example',
      'content-type': 'text/plain',
      'content-encoding': 'gzip',
      'user-agent': 'Mozilla/5.0',
      origin: 'https://www.countermove.io',
      referer: 'https://www.countermove.io/pricing',
      'x-forwarded-for': '10.0.0.2',
    });
  });

  it('keeps an explicit upstream port in Host', () => {
    const headers = upstreamRequestHeaders({}, '::1', new URL('http://127.0.0.1:8010/e/'));
    expect(headers.host).toBe('127.0.0.1:8010');
  });

  it('relays back only content type, encoding, cache control and vary', () => {
    expect(
      relayedResponseHeaders({
        ...HOSTILE_RESPONSE_HEADERS,
        'x-vendor-debug': '1',
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': '20',
        connection: 'close',
        'transfer-encoding': 'chunked',
        'cache-control': 'no-cache',
        vary: 'Origin',
      }),
    ).toEqual({
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
      vary: 'Origin',
    });
  });
});

type Recorded = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** A fake analytics upstream on an ephemeral port that records every request. */
async function startUpstream(
  handler: (request: Recorded, response: http.ServerResponse) => void = (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'vendor=1; Path=/' });
    response.end('{"status":1}');
  },
) {
  const requests: Recorded[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port that refuses connections: listen, note it, close. */
async function closedPortOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('relay limits per client', () => {
  it('admits a burst, then one request per 1/perSecond s, as limit_req burst nodelay does', () => {
    let time = 0;
    const limiter = createRelayLimiter({ perSecond: 5, burst: 50, connections: 1_000 }, () => time);
    const first = Array.from({ length: 60 }, () => limiter.admit('198.51.100.7'));
    expect(first.filter(Boolean)).toHaveLength(51);
    expect(first.slice(51).some(Boolean)).toBe(false);
    // Another client has its own bucket.
    expect(limiter.admit('198.51.100.8')).toBe(true);
    time += 200; // one slot drains every 200 ms at 5 r/s
    expect(limiter.admit('198.51.100.7')).toBe(true);
    expect(limiter.admit('198.51.100.7')).toBe(false);
    time += 20_000; // fully drained (51 slots at 5 a second take 10.2 s)
    expect(Array.from({ length: 51 }, () => limiter.admit('198.51.100.7')).every(Boolean)).toBe(true);
  });

  it('holds at most `connections` requests of one client in flight, as limit_conn does', () => {
    let time = 0;
    const limiter = createRelayLimiter({ perSecond: 1_000, burst: 1_000, connections: 2 }, () => time);
    expect(limiter.admit('a')).toBe(true);
    expect(limiter.admit('a')).toBe(true);
    expect(limiter.admit('a')).toBe(false);
    limiter.release('a');
    time += 1;
    expect(limiter.admit('a')).toBe(true);
  });

  it('forgets drained, idle clients', () => {
    let time = 0;
    const limiter = createRelayLimiter(RELAY_RATE, () => time);
    for (let client = 0; client < 999; client++) {
      limiter.admit(`client-${client}`);
      limiter.release(`client-${client}`);
    }
    expect(limiter.size).toBe(999);
    time += 60_000;
    limiter.admit('late');
    expect(limiter.size).toBe(1);
  });
});

describe('relay through the server', () => {
  let distDir: string;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'relay-test-'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
    await writeFile(path.join(distDir, '404.html'), '<!doctype html><title>404</title><h1>404</h1>');
    upstream = await startUpstream();
    app = await buildServer({ distDir, relayHosts: { ingestion: upstream.origin } });
  });

  afterEach(() => {
    upstream.requests.length = 0;
  });

  afterAll(async () => {
    await app.close();
    await upstream.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('posts a gzip batch to /e/ as is, with the upstream Host, the socket peer and no cookies', async () => {
    const batch = gzipSync(JSON.stringify([{ event: '$pageview', properties: { token: 'phc_x' } }]));
    const response = await app.inject({
      method: 'POST',
      url: '/ingest/e/?ip=0&compression=gzip-js',
      headers: {
        'content-type': 'text/plain',
        cookie: 'session=secret',
        authorization: 'Bearer secret',
        'cf-connecting-ip': '203.0.113.8',
        'x-forwarded-for': '203.0.113.7',
      },
      remoteAddress: '10.1.2.3',
      payload: batch,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1 });
    expect(response.headers['set-cookie']).toBeUndefined();
    // The site's own security headers still apply to relayed answers.
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    expect(upstream.requests).toHaveLength(1);
    const [received] = upstream.requests;
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('/e/?ip=0&compression=gzip-js');
    expect(received?.headers.host).toBe(new URL(upstream.origin).host);
    expect(received?.headers.cookie).toBeUndefined();
    expect(received?.headers.authorization).toBeUndefined();
    expect(received?.headers['cf-connecting-ip']).toBeUndefined();
    // A client-written X-Forwarded-For is not trusted by default: the socket peer is the client.
    expect(received?.headers['x-forwarded-for']).toBe('10.1.2.3');
    expect(received?.headers['content-type']).toBe('text/plain');
    expect(received?.body.equals(batch)).toBe(true);
  });

  it('with TRUST_PROXY, takes the client from the trusted proxy chain', async () => {
    const trusting = await buildServer({
      distDir,
      relayHosts: { ingestion: upstream.origin },
      trustProxy: ['10.0.0.0/8'],
    });
    try {
      await trusting.inject({
        method: 'POST',
        url: '/ingest/e/',
        headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.9.9.9' },
        remoteAddress: '10.1.2.3',
        payload: '{}',
      });
      // 10.9.9.9 is a trusted hop too; 203.0.113.7 is the first address nobody trusted.
      expect(upstream.requests[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
    } finally {
      await trusting.close();
    }
    const hops = await buildServer({ distDir, relayHosts: { ingestion: upstream.origin }, trustProxy: 1 });
    try {
      await hops.inject({
        method: 'POST',
        url: '/ingest/e/',
        headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' },
        remoteAddress: '10.1.2.3',
        payload: '{}',
      });
      expect(upstream.requests[1]?.headers['x-forwarded-for']).toBe('203.0.113.7');
    } finally {
      await hops.close();
    }
  });

  it('relays JSON bodies byte for byte instead of parsing them', async () => {
    const json = '{"api_key":"phc_x","batch":[{"event":"cta_clicked"}]}';
    const response = await app.inject({
      method: 'POST',
      url: '/ingest/e/',
      headers: { 'content-type': 'application/json' },
      payload: json,
    });
    expect(response.statusCode).toBe(200);
    expect(upstream.requests[0]?.body.toString()).toBe(json);
  });

  it('relays an empty POST and form-encoded beacons', async () => {
    const empty = await app.inject({ method: 'POST', url: '/ingest/e/' });
    expect(empty.statusCode).toBe(200);
    expect(upstream.requests[0]?.body.length).toBe(0);

    const form = await app.inject({
      method: 'POST',
      url: '/ingest/e/?compression=base64',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'data=eyJldmVudCI6IiRwYWdlbGVhdmUifQ%3D%3D',
    });
    expect(form.statusCode).toBe(200);
    expect(upstream.requests[1]?.body.toString()).toBe('data=eyJldmVudCI6IiRwYWdlbGVhdmUifQ%3D%3D');
  });

  it('answers 404 for every other path under /ingest/, whatever the method, without calling the upstream', async () => {
    for (const [method, url] of [
      ['GET', '/ingest/static/array.js'],
      ['GET', '/ingest/array/phc_x/config.js'],
      ['POST', '/ingest/flags/?v=2'],
      ['GET', '/ingest/'],
      ['POST', '/ingest/e'],
      ['POST', '/ingest/batch/'],
    ] as const) {
      const response = await app.inject({ method, url, payload: method === 'POST' ? '{}' : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses other methods on /ingest/e/ with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/ingest/e/' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('POST');
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it('keeps the site’s security headers whatever the upstream sends', async () => {
    const hostile = await startHostileUpstream();
    const server = await buildServer({ distDir, relayHosts: { ingestion: hostile.origin } });
    try {
      const response = await server.inject({ method: 'POST', url: '/ingest/e/', payload: '{}' });
      expect(response.statusCode).toBe(200);
      const own = securityHeaders({ scriptHashes: [], https: false });
      for (const [name, value] of Object.entries(own)) {
        if (name === 'Content-Security-Policy') {
          expect(response.headers['content-security-policy']).toMatch(/^default-src 'self'/);
        } else {
          expect(response.headers[name.toLowerCase()], name).toBe(value);
        }
      }
      for (const name of FORBIDDEN_RELAYED_HEADERS) {
        expect(response.headers[name], name).toBeUndefined();
      }
    } finally {
      await server.close();
      await hostile.close();
    }
  });

  it('passes upstream error statuses through', async () => {
    const failing = await startUpstream((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"error":"overloaded"}');
    });
    const server = await buildServer({ distDir, relayHosts: { ingestion: failing.origin } });
    try {
      const response = await server.inject({ method: 'POST', url: '/ingest/e/', payload: '{}' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'overloaded' });
    } finally {
      await server.close();
      await failing.close();
    }
  });

  it('answers 413 for a body over the limit without calling the upstream', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/ingest/e/',
      headers: { 'content-type': 'text/plain' },
      payload: Buffer.alloc(RELAY_BODY_LIMIT + 1, 97),
    });
    expect(response.statusCode).toBe(413);
    expect(upstream.requests).toHaveLength(0);
    // The limit is the relay's own: a body just under it goes through.
    const fits = await app.inject({
      method: 'POST',
      url: '/ingest/e/',
      headers: { 'content-type': 'text/plain' },
      payload: Buffer.alloc(RELAY_BODY_LIMIT, 97),
    });
    expect(fits.statusCode).toBe(200);
  });

  it('leaves the rest of the site alone: POST elsewhere is still 405, pages still 200', async () => {
    expect((await app.inject({ method: 'POST', url: '/' })).statusCode).toBe(405);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/ingest' })).statusCode).toBe(404);
    // Hostile targets are still rejected before the relay sees them.
    expect((await app.inject({ method: 'POST', url: '/ingest/e/%00' })).statusCode).toBe(400);
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers 429 with Retry-After to a client over the rate, without calling the upstream, and serves others', async () => {
    const limited = await buildServer({
      distDir,
      relayHosts: { ingestion: upstream.origin },
      relayRate: { perSecond: 1, burst: 2, connections: 10 },
    });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 5; index++) {
        const response = await limited.inject({ method: 'POST', url: '/ingest/e/', payload: '{}' });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.headers['retry-after']).toBe('1');
          expect(response.headers['content-security-policy']).toBeDefined();
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(upstream.requests).toHaveLength(3);
      const other = await limited.inject({
        method: 'POST',
        url: '/ingest/e/',
        payload: '{}',
        remoteAddress: '203.0.113.9',
      });
      expect(other.statusCode).toBe(200);
      expect((await limited.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers 502 with a JSON body when the upstream is down, and keeps serving', async () => {
    const down = await closedPortOrigin();
    const server = await buildServer({ distDir, relayHosts: { ingestion: down } });
    try {
      const response = await server.inject({ method: 'POST', url: '/ingest/e/', payload: '{"a":1}' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: 'upstream unavailable' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect((await server.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('answers 504 when the upstream does not answer in time', async () => {
    const slow = await startUpstream(() => {
      // Never answers.
    });
    const server = await buildServer({
      distDir,
      relayHosts: { ingestion: slow.origin },
      relayTimeoutMs: 100,
    });
    try {
      const response = await server.inject({ method: 'POST', url: '/ingest/e/', payload: '{}' });
      expect(response.statusCode).toBe(504);
      expect(response.json()).toEqual({ error: 'upstream timeout' });
    } finally {
      await server.close();
      await slow.close();
    }
  });

  it('answers 502 when the upstream’s TLS certificate is not trusted, and never sends it the body', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'relay-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]);
    expect(made.status, 'openssl made a self-signed certificate').toBe(0);
    const received: string[] = [];
    const tls = https.createServer(
      { key: await readFile(key), cert: await readFile(cert) },
      (request, response) => {
        received.push(request.url ?? '');
        response.end('{"status":1}');
      },
    );
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    const origin = `https://127.0.0.1:${(tls.address() as AddressInfo).port}`;
    const server = await buildServer({ distDir, relayHosts: { ingestion: origin } });
    try {
      const response = await server.inject({ method: 'POST', url: '/ingest/e/', payload: '{"secret":1}' });
      expect(response.statusCode).toBe(502);
      expect(received).toEqual([]);
    } finally {
      await server.close();
      tls.closeAllConnections();
      await new Promise<void>((resolve) => tls.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers 502 when the upstream drops the connection mid-response', async () => {
    const broken = await startUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"sta');
      response.socket?.destroy();
    });
    const server = await buildServer({
      distDir,
      relayHosts: { ingestion: broken.origin },
    });
    try {
      const response = await server.inject({ method: 'POST', url: '/ingest/e/', payload: '{}' });
      expect(response.statusCode).toBe(502);
    } finally {
      await server.close();
      await broken.close();
    }
  });
});
