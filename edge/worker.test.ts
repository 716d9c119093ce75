/**
 * The worker's decisions against the Node server's, on one fixture build, in plain Node: the worker runs
 * here with a stand-in for the assets binding (files from the fixture, with the wrong type, caching and
 * CORS the worker must replace). The real runtime runs the same worker in the parity suite
 * (scripts/e2e-edge.ts); this catches a wrong decision in a second.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { writeDeployFiles } from '../scripts/deploy/deploy-files.ts';
import { buildServer } from '../server/app.ts';
import { RELAY_BODY_LIMIT, RELAY_CACHE_CONTROL, RELAY_RATE } from '../shared/relay-policy.ts';
import { FORBIDDEN_RELAYED_HEADERS, startHostileUpstream } from '../tests/hostile-upstream.ts';
import type { RateLimitBinding } from './relay.ts';
import { type AssetsBinding, createEdgeWorker, type EdgeEnv } from './worker.ts';

const COMPARED = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cache-control',
  'location',
  'allow',
];

/** The assets binding as a plain file store, adding what Cloudflare's assets layer adds of its own. */
function assetsFrom(dir: string): AssetsBinding {
  return {
    async fetch(request) {
      const file = path.join(dir, decodeURIComponent(new URL(request.url).pathname));
      if (!file.startsWith(dir) || !(await stat(file).catch(() => undefined))?.isFile()) {
        return new Response(null, { status: 404 });
      }
      const body = request.method === 'HEAD' ? null : await readFile(file);
      return new Response(body, {
        headers: {
          'content-type': 'application/x-assets-guess',
          'cache-control': 'public, max-age=0, must-revalidate',
          'access-control-allow-origin': '*',
          etag: '"fixture"',
        },
      });
    },
  };
}

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><script>console.log(1)</script></body></html>`;

let dist: string;
let node: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'edge-'));
  await mkdir(path.join(dist, '_astro'));
  await mkdir(path.join(dist, 'og'));
  await mkdir(path.join(dist, 'blog'));
  await Promise.all([
    writeFile(path.join(dist, 'index.html'), page('home')),
    writeFile(path.join(dist, 'pricing.html'), page('pricing')),
    writeFile(path.join(dist, 'blog.html'), page('blog')),
    writeFile(path.join(dist, 'blog', 'post.html'), page('post')),
    writeFile(path.join(dist, '404.html'), page('not found')),
    writeFile(path.join(dist, '_astro', 'app.abc123.js'), 'export {}'),
    writeFile(path.join(dist, 'og', 'home.png'), 'png'),
    writeFile(path.join(dist, 'robots.txt'), 'User-agent: *'),
    writeFile(path.join(dist, 'site.webmanifest'), '{}'),
    writeFile(path.join(dist, 'favicon.ico'), 'ico'),
    writeFile(path.join(dist, 'pricing.html.br'), 'br'),
  ]);
  await writeDeployFiles(dist, 'Contact: mailto:security@example.com\n');
  node = await buildServer({ distDir: dist });
});

afterAll(async () => {
  await node.close();
  await rm(dist, { recursive: true, force: true });
});

function edgeRequest(method: string, target: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', '127.0.0.1');
  return new Request(`http://localhost${target}`, { ...init, method, headers });
}

function envFor(overrides: Partial<EdgeEnv> = {}): EdgeEnv {
  return { ASSETS: assetsFrom(dist), ...overrides };
}

describe('the worker answers site requests as the Node server does', () => {
  const worker = createEdgeWorker();

  it.each([
    ['GET', '/'],
    ['GET', '/pricing'],
    ['HEAD', '/pricing'],
    ['GET', '/pricing/'],
    ['GET', '/pricing.html'],
    ['GET', '/pricing.html?utm_source=x'],
    ['GET', '/index.html'],
    ['GET', '/index'],
    ['GET', '/blog/post'],
    ['GET', '/blog/post/'],
    ['GET', '/blog/post.html'],
    ['GET', '/404'],
    ['GET', '/404.html'],
    ['GET', '/no-such-page'],
    ['GET', '/no-such-page.html'],
    ['GET', '/_astro/app.abc123.js'],
    ['GET', '/_astro/'],
    ['GET', '/_astro/nope.js'],
    ['GET', '/og/home.png'],
    ['GET', '/og/home.png/'],
    ['GET', '/robots.txt'],
    ['GET', '/site.webmanifest'],
    ['GET', '/favicon.ico'],
    ['GET', '/.well-known/security.txt'],
    ['GET', '/.edge/site.json'],
    ['GET', '/.nginx/csp.conf'],
    ['GET', '/.assetsignore'],
    ['GET', '/_headers'],
    ['GET', '/pricing.html.br'],
    ['GET', '//robots.txt'],
    ['GET', '/pricing%00'],
    ['GET', '/%5Cevil.example/'],
    ['GET', `/${'a'.repeat(3000)}`],
    ['GET', `/pricing?utm_campaign=${'a'.repeat(8000)}`],
    ['GET', '/pricing?q=100%'],
    ['GET', '/pricing?q=%E0%A4%A'],
    ['GET', '/pricing%2f'],
    ['GET', '//pricing'],
    ['POST', '//pricing'],
    ['GET', '/pricing%E0%A4%A'],
    ['POST', '/pricing'],
    ['DELETE', '/'],
    ['POST', '/.well-known/security.txt'],
    ['GET', '/ingest'],
    ['GET', '/ingest/'],
    ['GET', '/ingest/e/'],
    ['OPTIONS', '/ingest/e/'],
    ['GET', '/ingest/static/array.js'],
    ['POST', '/ingest/flags/?v=2'],
  ])('%s %s', async (method, target) => {
    const [fromNode, fromEdge] = await Promise.all([
      node.inject({ method: method as 'GET', url: target }),
      worker.fetch(edgeRequest(method, target), envFor()),
    ]);
    expect(fromEdge.status, 'status').toBe(fromNode.statusCode);
    for (const name of COMPARED) {
      expect(fromEdge.headers.get(name) ?? undefined, name).toBe(fromNode.headers[name]);
    }
    expect(fromEdge.headers.get('access-control-allow-origin')).toBeNull();
    if (fromNode.statusCode < 300 || fromNode.statusCode >= 400) {
      const type = (value: unknown) => String(value ?? '').split(';')[0];
      expect(type(fromEdge.headers.get('content-type')), 'content-type').toBe(
        type(fromNode.headers['content-type']),
      );
    }
    if (fromNode.statusCode === 404 && method === 'GET' && !target.startsWith('/ingest/e')) {
      expect(await fromEdge.text()).toBe(fromNode.body);
    }
  });

  it('keeps upgrade-insecure-requests for https visitors only', async () => {
    const https = await worker.fetch(new Request('https://localhost/pricing'), envFor());
    const plain = await worker.fetch(new Request('http://localhost/pricing'), envFor());
    expect(https.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(plain.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it('fails loudly, and recovers, when the build has no manifest', async () => {
    const bare = createEdgeWorker();
    const missing: AssetsBinding = { fetch: async () => new Response(null, { status: 404 }) };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await bare.fetch(edgeRequest('GET', '/'), { ASSETS: missing })).status).toBe(500);
    expect(errors).toHaveBeenCalled();
    expect((await bare.fetch(edgeRequest('GET', '/'), envFor())).status).toBe(200);
  });
});

describe('CSP reports on the edge', () => {
  const worker = createEdgeWorker();
  const REPORT =
    '{"csp-report":{"document-uri":"http://localhost/pricing","violated-directive":"img-src","blocked-uri":"https://evil.example/p.gif","script-sample":"secret"}}';

  it.each([
    ['a GET', 'GET', '', '', 405],
    ['a report-uri report', 'POST', REPORT, 'application/csp-report', 204],
    [
      'a Reporting API batch',
      'POST',
      '[{"type":"csp-violation","body":{"documentURL":"/"}}]',
      'application/reports+json',
      204,
    ],
    ['another content type', 'POST', REPORT, 'text/plain', 415],
    ['a body over 16 KB', 'POST', `"${'x'.repeat(17_000)}"`, 'application/csp-report', 413],
  ] as const)('%s → %i, as the Node server answers', async (_name, method, body, type, status) => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const init = body ? { body, headers: { 'content-type': type } } : {};
    const [fromNode, fromEdge] = await Promise.all([
      node.inject({ method, url: '/csp-report', ...(body ? { payload: body, headers: init.headers } : {}) }),
      worker.fetch(edgeRequest(method, '/csp-report', init), envFor()),
    ]);
    expect(fromEdge.status).toBe(status);
    expect(fromNode.statusCode).toBe(status);
    expect(await fromEdge.text()).toBe(fromNode.body);
    for (const name of [...COMPARED, 'reporting-endpoints']) {
      expect(fromEdge.headers.get(name) ?? undefined, name).toBe(fromNode.headers[name]);
    }
    if (status === 204 && type === 'application/csp-report') {
      const logged = warnings.mock.calls.map(([line]) => String(line)).join('\n');
      expect(logged).toContain('"blockedURL":"https://evil.example/p.gif"');
      expect(logged).not.toContain('secret');
    }
  });

  it('names the endpoint in every page’s CSP and Reporting-Endpoints', async () => {
    const page = await worker.fetch(edgeRequest('GET', '/'), envFor());
    expect(page.headers.get('content-security-policy')).toContain('report-uri /csp-report; report-to csp');
    expect(page.headers.get('reporting-endpoints')).toBe('csp="/csp-report"');
  });

  it('answers 429 with Retry-After when its rate limiter says no', async () => {
    const refuse: RateLimitBinding = { limit: async () => ({ success: false }) };
    const response = await worker.fetch(
      edgeRequest('POST', '/csp-report', {
        body: REPORT,
        headers: { 'content-type': 'application/csp-report' },
      }),
      envFor({ CSP_REPORT_RATE_LIMITER: refuse }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.text()).toBe('{"error":"too many requests"}');
  });
});

describe('the edge relay', () => {
  const worker = createEdgeWorker();
  const allowAll: RateLimitBinding = { limit: async () => ({ success: true }) };

  it('forwards only the allowlisted headers and the one client address, and relays nothing hostile', async () => {
    const upstream = await startHostileUpstream();
    try {
      const site = await worker.fetch(edgeRequest('GET', '/'), envFor());
      const response = await worker.fetch(
        edgeRequest('POST', '/ingest/e/?compression=gzip-js&ver=1', {
          body: '{"batch":[]}',
          headers: {
            'content-type': 'text/plain',
            'user-agent': 'unit',
            origin: 'http://localhost',
            referer: 'http://localhost/pricing',
            cookie: 'session=secret',
            authorization: 'Bearer secret',
            'x-forwarded-for': '203.0.113.7',
            'true-client-ip': '203.0.113.9',
            'cf-connecting-ip': '198.51.100.4',
          },
        }),
        envFor({ POSTHOG_HOST: upstream.origin, RELAY_RATE_LIMITER: allowAll }),
      );
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{"status":1}');
      expect(response.headers.get('cache-control')).toBe(RELAY_CACHE_CONTROL);
      expect(response.headers.get('content-security-policy')).toBe(
        site.headers.get('content-security-policy'),
      );
      for (const name of FORBIDDEN_RELAYED_HEADERS) expect(response.headers.get(name), name).toBeNull();

      const [received] = upstream.requests;
      expect(received?.url).toBe('/e/?compression=gzip-js&ver=1');
      expect(received?.body.toString()).toBe('{"batch":[]}');
      expect(received?.headers['x-forwarded-for']).toBe('198.51.100.4');
      const forwarded = Object.keys(received?.headers ?? {}).filter(
        (name) => !['host', 'content-length', 'connection'].includes(name),
      );
      // Node's fetch adds its own transport headers (the runtime on Cloudflare adds CF-Worker).
      const transport = ['accept', 'accept-encoding', 'accept-language', 'sec-fetch-mode'];
      expect(forwarded.filter((name) => !transport.includes(name)).sort()).toEqual(
        ['content-type', 'origin', 'referer', 'user-agent', 'x-forwarded-for'].sort(),
      );
    } finally {
      await upstream.close();
    }
  });

  it('answers its own 502 for an answer the vendor never gives (HTML, a redirect, a 201)', async () => {
    for (const [status, type] of [
      [200, 'text/html'],
      [302, 'application/json'],
      [201, 'application/json'],
    ] as const) {
      const server = http.createServer((_request, response) => {
        response.writeHead(status, { 'content-type': type, location: 'https://evil.example/' });
        response.end('<script>alert(1)</script>');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const response = await worker.fetch(
        edgeRequest('POST', '/ingest/e/', { body: '{}' }),
        envFor({ POSTHOG_HOST: origin, RELAY_RATE_LIMITER: allowAll }),
      );
      server.close();
      expect(response.status, `${status} ${type}`).toBe(502);
      expect(await response.text()).toBe('{"error":"upstream unavailable"}');
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('cache-control')).toBe(RELAY_CACHE_CONTROL);
      expect(warnings).toHaveBeenCalled();
    }
  });

  it('refuses a body over the limit with 413 and never calls the upstream', async () => {
    const upstream = await startHostileUpstream();
    try {
      const response = await worker.fetch(
        edgeRequest('POST', '/ingest/e/', { body: 'x'.repeat(RELAY_BODY_LIMIT + 1) }),
        envFor({ POSTHOG_HOST: upstream.origin, RELAY_RATE_LIMITER: allowAll }),
      );
      expect(response.status).toBe(413);
      expect(await response.text()).toBe('{"error":"request too large"}');
      expect(response.headers.get('cache-control')).toBe(RELAY_CACHE_CONTROL);
      expect(upstream.requests).toHaveLength(0);
    } finally {
      await upstream.close();
    }
  });

  it('answers 429 with Retry-After when the rate limiter says no, before anything else', async () => {
    const upstream = await startHostileUpstream();
    const keys: string[] = [];
    const refuse: RateLimitBinding = {
      limit: async ({ key }) => {
        keys.push(key);
        return { success: false };
      },
    };
    try {
      for (const [method, target] of [
        ['POST', '/ingest/e/'],
        ['GET', '/ingest/static/array.js'],
      ]) {
        const response = await worker.fetch(
          edgeRequest(method ?? '', target ?? '', {
            headers: { 'cf-connecting-ip': '192.0.2.1' },
            ...(method === 'POST' ? { body: '{}' } : {}),
          }),
          envFor({ POSTHOG_HOST: upstream.origin, RELAY_RATE_LIMITER: refuse }),
        );
        expect(response.status).toBe(429);
        expect(response.headers.get('retry-after')).toBe('1');
      }
      expect(keys).toEqual(['192.0.2.1', '192.0.2.1']);
      expect(upstream.requests).toHaveLength(0);
    } finally {
      await upstream.close();
    }
  });

  it(`holds at most ${RELAY_RATE.connections} requests of one client in flight in an isolate`, async () => {
    const held: http.ServerResponse[] = [];
    let holding = true;
    const answer = (response: http.ServerResponse) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"status":1}');
    };
    const server = http.createServer((request, response) => {
      request.resume();
      if (holding) held.push(response);
      else answer(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const env = envFor({
      POSTHOG_HOST: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      RELAY_RATE_LIMITER: allowAll,
    });
    const post = (client: string) =>
      worker.fetch(
        edgeRequest('POST', '/ingest/e/', { body: '{}', headers: { 'cf-connecting-ip': client } }),
        env,
      );
    const pending = Array.from({ length: RELAY_RATE.connections }, () => post('192.0.2.7'));
    await vi.waitFor(() => expect(held).toHaveLength(RELAY_RATE.connections));
    expect((await post('192.0.2.7')).status).toBe(429);
    // Another client is not held back by this one.
    const other = post('192.0.2.8');
    await vi.waitFor(() => expect(held).toHaveLength(RELAY_RATE.connections + 1));
    holding = false;
    for (const response of held) answer(response);
    const statuses = (await Promise.all([...pending, other])).map((response) => response.status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await post('192.0.2.7')).status).toBe(200);
    server.closeAllConnections();
    server.close();
  });
});
