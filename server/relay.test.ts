import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app.ts';
import {
  DEFAULT_RELAY_HOSTS,
  matchRelayRule,
  parseUpstreamOrigin,
  RELAY_BODY_LIMIT,
  RELAY_RULES,
  type RelayHosts,
  relayedResponseHeaders,
  relayHostsFromEnv,
  relayTarget,
  upstreamRequestHeaders,
} from './relay.ts';

const HOSTS: RelayHosts = { ingestion: 'https://in.example', assets: 'https://assets.example' };

describe('relay rule table', () => {
  it('sends static files and array bundles to the assets host, the rest to ingestion', () => {
    expect(RELAY_RULES).toEqual([
      { prefix: '/ingest/static/', upstream: 'assets', upstreamPrefix: '/static/' },
      { prefix: '/ingest/array/', upstream: 'assets', upstreamPrefix: '/array/' },
      { prefix: '/ingest/', upstream: 'ingestion', upstreamPrefix: '/' },
    ]);
  });

  it.each([
    ['/ingest/e/', 'https://in.example/e/'],
    [
      '/ingest/e/?ip=0&_=1700000000000&ver=1.434.18&compression=gzip-js',
      'https://in.example/e/?ip=0&_=1700000000000&ver=1.434.18&compression=gzip-js',
    ],
    ['/ingest/e', 'https://in.example/e'],
    ['/ingest/flags/?v=2&config=true', 'https://in.example/flags/?v=2&config=true'],
    ['/ingest/s/', 'https://in.example/s/'],
    ['/ingest/api/surveys/?token=phc_x', 'https://in.example/api/surveys/?token=phc_x'],
    ['/ingest/static/array.js', 'https://assets.example/static/array.js'],
    ['/ingest/static/', 'https://assets.example/static/'],
    ['/ingest/array/phc_x/config', 'https://assets.example/array/phc_x/config'],
    ['/ingest/array/phc_x/config.js?v=2', 'https://assets.example/array/phc_x/config.js?v=2'],
    // Only whole segments select the assets host.
    ['/ingest/statics/x', 'https://in.example/statics/x'],
    ['/ingest/arrayx', 'https://in.example/arrayx'],
    ['/ingest/', 'https://in.example/'],
  ])('%s → %s', (from, to) => {
    expect(relayTarget(from, HOSTS)).toBe(to);
  });

  it.each(['/ingest', '/ingestion/e/', '/', '/book-time', '/static/ingest/e/', '/?/ingest/'])(
    'does not relay %s',
    (url) => {
      expect(relayTarget(url, HOSTS)).toBeUndefined();
    },
  );

  it('matches by path only, never by query', () => {
    expect(matchRelayRule('/ingest/e/')?.upstream).toBe('ingestion');
    expect(relayTarget('/ingest/e/?next=/ingest/static/x', HOSTS)).toBe(
      'https://in.example/e/?next=/ingest/static/x',
    );
  });
});

describe('relay hosts from the environment', () => {
  it("defaults to the vendor's US hosts", () => {
    expect(relayHostsFromEnv({})).toEqual({
      ingestion: 'https://us.i.posthog.com',
      assets: 'https://us-assets.i.posthog.com',
    });
    expect(relayHostsFromEnv({ POSTHOG_HOST: ' ', POSTHOG_ASSETS_HOST: '' })).toEqual(DEFAULT_RELAY_HOSTS);
  });

  it('reads POSTHOG_HOST and POSTHOG_ASSETS_HOST as origins', () => {
    expect(
      relayHostsFromEnv({
        POSTHOG_HOST: 'https://eu.i.posthog.com/',
        POSTHOG_ASSETS_HOST: 'http://127.0.0.1:8010',
      }),
    ).toEqual({ ingestion: 'https://eu.i.posthog.com', assets: 'http://127.0.0.1:8010' });
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

  it('drops cookies and hop-by-hop headers, sets Host and appends the client to X-Forwarded-For', () => {
    const headers = upstreamRequestHeaders(
      {
        host: 'www.countermove.io',
        cookie: 'session=secret; ph_phc_x_posthog=%7B%7D',
        connection: 'keep-alive, x-internal',
        'x-internal': 'drop me',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'content-length': '12',
        'content-type': 'text/plain',
        'user-agent': 'Mozilla/5.0',
        'x-forwarded-for': '203.0.113.7',
        'x-real-ip': '10.0.0.1',
        forwarded: 'for=1.2.3.4',
      },
      { address: '10.0.0.2', protocol: 'https' },
      upstream,
    );
    expect(headers).toEqual({
      host: 'in.example',
      'content-type': 'text/plain',
      'user-agent': 'Mozilla/5.0',
      'x-forwarded-for': '203.0.113.7, 10.0.0.2',
      'x-forwarded-proto': 'https',
    });
  });

  it('starts X-Forwarded-For with the client when there is no chain yet', () => {
    const headers = upstreamRequestHeaders({}, { address: '198.51.100.4', protocol: 'http' }, upstream);
    expect(headers['x-forwarded-for']).toBe('198.51.100.4');
    expect(headers.host).toBe('in.example');
  });

  it('keeps an explicit upstream port in Host', () => {
    const headers = upstreamRequestHeaders(
      {},
      { address: '::1', protocol: 'http' },
      new URL('http://127.0.0.1:8010/e/'),
    );
    expect(headers.host).toBe('127.0.0.1:8010');
  });

  it('never relays Set-Cookie or hop-by-hop headers back', () => {
    expect(
      relayedResponseHeaders({
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'set-cookie': ['a=1', 'b=2'],
        'content-length': '20',
        connection: 'close',
        'transfer-encoding': 'chunked',
        'cache-control': 'no-cache',
      }),
    ).toEqual({
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
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

describe('relay through the server', () => {
  let distDir: string;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let assets: Awaited<ReturnType<typeof startUpstream>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'relay-test-'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
    await writeFile(path.join(distDir, '404.html'), '<!doctype html><title>404</title><h1>404</h1>');
    upstream = await startUpstream();
    assets = await startUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=3600' });
      response.end('/* static */');
    });
    app = await buildServer({ distDir, relayHosts: { ingestion: upstream.origin, assets: assets.origin } });
  });

  afterEach(() => {
    upstream.requests.length = 0;
    assets.requests.length = 0;
  });

  afterAll(async () => {
    await app.close();
    await upstream.close();
    await assets.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('posts a gzip batch to /e/ as is, with the upstream Host, X-Forwarded-For and no cookies', async () => {
    const batch = gzipSync(JSON.stringify([{ event: '$pageview', properties: { token: 'phc_x' } }]));
    const response = await app.inject({
      method: 'POST',
      url: '/ingest/e/?ip=0&compression=gzip-js',
      headers: {
        'content-type': 'text/plain',
        cookie: 'session=secret',
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
    expect(received?.headers['x-forwarded-for']).toBe('203.0.113.7, 10.1.2.3');
    expect(received?.headers['content-type']).toBe('text/plain');
    expect(received?.body.equals(batch)).toBe(true);
  });

  it('relays JSON bodies byte for byte instead of parsing them', async () => {
    const json = '{"api_key":"phc_x","batch":[{"event":"cta_clicked"}]}';
    const response = await app.inject({
      method: 'POST',
      url: '/ingest/batch/',
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

  it('does not redirect a trailing slash: /ingest/e/ reaches the upstream as /e/', async () => {
    const response = await app.inject({ method: 'GET', url: '/ingest/e/' });
    expect(response.statusCode).toBe(200);
    expect(upstream.requests[0]?.url).toBe('/e/');
  });

  it('sends /ingest/static/ and /ingest/array/ to the assets host', async () => {
    const file = await app.inject({ method: 'GET', url: '/ingest/static/array.js?v=1' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('/* static */');
    expect(file.headers['cache-control']).toBe('public, max-age=3600');
    const config = await app.inject({ method: 'GET', url: '/ingest/array/phc_x/config' });
    expect(config.statusCode).toBe(200);
    expect(assets.requests.map((request) => request.url)).toEqual([
      '/static/array.js?v=1',
      '/array/phc_x/config',
    ]);
    expect(assets.requests[0]?.headers.host).toBe(new URL(assets.origin).host);
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers HEAD without a body and forwards OPTIONS', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/ingest/static/array.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(assets.requests[0]?.method).toBe('HEAD');
    const options = await app.inject({ method: 'OPTIONS', url: '/ingest/e/' });
    expect(options.statusCode).toBe(200);
    expect(upstream.requests[0]?.method).toBe('OPTIONS');
  });

  it('passes upstream error statuses through', async () => {
    const failing = await startUpstream((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"error":"overloaded"}');
    });
    const server = await buildServer({
      distDir,
      relayHosts: { ingestion: failing.origin, assets: failing.origin },
    });
    try {
      const response = await server.inject({ method: 'POST', url: '/ingest/e/', payload: '{}' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'overloaded' });
    } finally {
      await server.close();
      await failing.close();
    }
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const response = await app.inject({ method: 'PUT', url: '/ingest/e/', payload: '{}' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(upstream.requests).toHaveLength(0);
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
    expect((await app.inject({ method: 'GET', url: '/ingest/e/%00' })).statusCode).toBe(400);
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers 502 with a JSON body when the upstream is down, and keeps serving', async () => {
    const down = await closedPortOrigin();
    const server = await buildServer({ distDir, relayHosts: { ingestion: down, assets: down } });
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
      relayHosts: { ingestion: slow.origin, assets: slow.origin },
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

  it('answers 502 when the upstream drops the connection mid-response', async () => {
    const broken = await startUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"sta');
      response.socket?.destroy();
    });
    const server = await buildServer({
      distDir,
      relayHosts: { ingestion: broken.origin, assets: broken.origin },
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
