/**
 * nginx (deploy/nginx.conf) and the Node server answer alike: same statuses, redirects and headers for
 * pages, assets, the 404 page, refused methods, hostile targets and the analytics relay, whose upstream is
 * a hostile fake (tests/hostile-upstream.ts). Plain HTTP only (Playwright's request context and raw
 * sockets), no page loads. Runs only in the nginx smoke suite (scripts/e2e-nginx.ts), which sets
 * E2E_NODE_URL and points both relays at E2E_UPSTREAM_PORT; elsewhere it is skipped.
 */
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
// The plain Playwright test: no page, so no browser is started for these HTTP-only checks.
import { expect, test } from '@playwright/test';
import {
  FORBIDDEN_RELAYED_HEADERS,
  type RecordedRequest,
  startHostileUpstream,
} from '../hostile-upstream.ts';
import { test as pageTest } from './fixtures';

const NODE_URL = process.env.E2E_NODE_URL;
const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 0);
const SYMLINK = process.env.E2E_SYMLINK ?? 'symlink-check.txt';
// The one address both servers trust as a proxy (scripts/e2e-nginx.ts); every other request comes from
// 127.0.0.1, an untrusted client.
const TRUSTED_PROXY = process.env.E2E_TRUSTED_PROXY ?? '127.0.0.2';
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
];
const COMPARED = [...SECURITY_HEADERS, 'cache-control'];

const DIST = join(import.meta.dirname, '..', '..', 'dist');
const script = readdirSync(join(DIST, '_astro')).find((file) => file.endsWith('.js'));
const compressedScript = readdirSync(join(DIST, '_astro')).find((file) => file.endsWith('.js.br'));
const compressedPage = readdirSync(DIST).find((file) => file.endsWith('.html.br'));

const cases: Array<{ method: string; path: string }> = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/pricing' },
  { method: 'HEAD', path: '/blog/competitive-blind-spot' },
  { method: 'GET', path: `/_astro/${script}` },
  { method: 'GET', path: '/og/home.png' },
  { method: 'GET', path: '/robots.txt' },
  { method: 'GET', path: '/.well-known/security.txt' },
  { method: 'GET', path: '/no-such-page' },
  { method: 'GET', path: '/_headers' },
  { method: 'GET', path: '/.nginx/csp.conf' },
  { method: 'GET', path: '/.nginx/redirects.conf' },
  { method: 'GET', path: '/pricing.html' },
  { method: 'GET', path: '/pricing.html?utm_source=e2e' },
  { method: 'GET', path: '/pricing/' },
  { method: 'GET', path: '/index.html' },
  { method: 'GET', path: '/index' },
  { method: 'GET', path: '/404' },
  { method: 'GET', path: '/404.html' },
  { method: 'GET', path: '/no-such-page.html' },
  { method: 'GET', path: '/no-such-page/' },
  { method: 'GET', path: `/${compressedPage}` },
  { method: 'GET', path: `/_astro/${compressedScript}` },
  { method: 'GET', path: `/${SYMLINK}` },
  { method: 'POST', path: '/pricing' },
  { method: 'POST', path: '/pricing.html' },
  { method: 'DELETE', path: '/' },
  // The relay: only POST /ingest/e/ exists.
  { method: 'GET', path: '/ingest/e/' },
  { method: 'GET', path: '/ingest/static/array.js' },
  { method: 'GET', path: '/ingest/array/phc_x/config.js' },
  { method: 'POST', path: '/ingest/flags/?v=2' },
  { method: 'GET', path: '/ingest/' },
];

type RawResponse = { status: number; headers: Record<string, string> };

/**
 * One request written byte for byte over TCP (no client library normalises the target or headers),
 * from `localAddress` when given (127.0.0.1 otherwise).
 */
function raw(base: string, head: string, timeoutMs = 5_000, localAddress?: string): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(
      { port: Number(port), host: hostname, ...(localAddress ? { localAddress } : {}) },
      () => socket.write(head),
    );
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [statusLine = '', ...lines] = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

test.describe('nginx matches the Node server', () => {
  test.skip(!NODE_URL, 'only in the nginx smoke suite');

  for (const { method, path } of cases) {
    test(`${method} ${path}`, async ({ request, baseURL }) => {
      const options = { method, maxRedirects: 0, failOnStatusCode: false };
      const [nginx, node] = await Promise.all([
        request.fetch(`${baseURL}${path}`, options),
        request.fetch(`${NODE_URL}${path}`, options),
      ]);
      expect(nginx.status(), 'status').toBe(node.status());
      const pick = (headers: Record<string, string>) =>
        Object.fromEntries(COMPARED.map((name) => [name, headers[name]]));
      expect(pick(nginx.headers())).toEqual(pick(node.headers()));
      expect(nginx.headers().location, 'location').toBe(node.headers().location);
      if (nginx.status() === 405) expect(nginx.headers().allow).toBe(node.headers().allow);
      // A redirect's body is never shown, so its type does not matter.
      if (nginx.status() >= 300 && nginx.status() < 400) return;
      expect((nginx.headers()['content-type'] ?? '').split(';')[0]).toBe(
        (node.headers()['content-type'] ?? '').split(';')[0],
      );
    });
  }

  // Hostile targets: Node refuses them (400), nginx finds no such page (404). Neither redirects, and
  // neither ever writes request text into a Location header.
  for (const target of [
    '/%5Cevil.example/',
    '/%5C%5Cevil.example/',
    '/%09/evil.example/',
    '//evil.example/',
  ]) {
    test(`no open redirect: GET ${target}`, async ({ baseURL }) => {
      const head = `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;
      const [nginx, node] = await Promise.all([raw(baseURL ?? '', head), raw(NODE_URL ?? '', head)]);
      for (const [name, response] of [
        ['nginx', nginx],
        ['node', node],
      ] as const) {
        expect(response.status, name).toBeGreaterThanOrEqual(400);
        expect(response.status, name).toBeLessThan(500);
        expect(response.headers.location, name).toBeUndefined();
      }
    });
  }

  test('nginx cuts off a stalled request body after the Node server’s header limit (10 s), not 30 s or more', async ({
    baseURL,
  }) => {
    test.setTimeout(30_000);
    const started = Date.now();
    const response = await raw(
      baseURL ?? '',
      'POST /ingest/e/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n0123456789',
      20_000,
    );
    const elapsed = Date.now() - started;
    // nginx logs a 408 and closes the connection without an answer.
    expect(Number.isNaN(response.status) || response.status === 408).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(9_000);
    expect(elapsed).toBeLessThan(12_000);
  });

  test('CONNECT → 400 from both, no tunnel', async ({ baseURL }) => {
    const head = 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\nConnection: close\r\n\r\n';
    const [nginx, node] = await Promise.all([raw(baseURL ?? '', head), raw(NODE_URL ?? '', head)]);
    expect(nginx.status).toBe(400);
    expect(node.status).toBe(400);
  });

  // Issue 24: WebKit applies upgrade-insecure-requests to plain-http pages too and then loads nothing of
  // the site's own; the CSP carries it only when the visitor's request was https.
  test.describe('upgrade-insecure-requests only on https requests', () => {
    const UPGRADE = 'upgrade-insecure-requests';
    const get = (target: string, headers = '') =>
      `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`;
    const both = (nginxUrl: string | undefined, head: string, from?: string) =>
      Promise.all([raw(nginxUrl ?? '', head, 5_000, from), raw(NODE_URL ?? '', head, 5_000, from)]);

    for (const target of ['/', '/no-such-page', '/../pricing']) {
      test(`plain http, even when an untrusted client claims https: GET ${target}`, async ({ baseURL }) => {
        for (const headers of ['', 'X-Forwarded-Proto: https\r\n']) {
          const [nginx, node] = await both(baseURL, get(target, headers));
          expect(nginx.status, headers).toBe(node.status);
          expect(nginx.headers['content-security-policy'], 'nginx').toContain("frame-ancestors 'none'");
          expect(nginx.headers['content-security-policy'], 'nginx').not.toContain(UPGRADE);
          expect(node.headers['content-security-policy'], 'node').toBe(
            nginx.headers['content-security-policy'],
          );
        }
      });
    }

    for (const [proto, upgrade] of [
      ['https', true],
      ['http', false],
      ['http, https', true],
      ['https, http', false],
    ] as const) {
      test(`behind the trusted proxy, X-Forwarded-Proto: ${proto} → upgrade ${upgrade}`, async ({
        baseURL,
      }) => {
        for (const target of ['/', '/no-such-page']) {
          const head = get(target, `X-Forwarded-Proto: ${proto}\r\n`);
          const [nginx, node] = await both(baseURL, head, TRUSTED_PROXY);
          expect(nginx.status, target).toBe(node.status);
          expect(nginx.headers['content-security-policy']?.includes(UPGRADE), `nginx ${target}`).toBe(
            upgrade,
          );
          expect(node.headers['content-security-policy'], `node ${target}`).toBe(
            nginx.headers['content-security-policy'],
          );
        }
      });
    }
  });

  test('two Host headers → 400 from both', async ({ baseURL }) => {
    const head = 'GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n';
    const [nginx, node] = await Promise.all([raw(baseURL ?? '', head), raw(NODE_URL ?? '', head)]);
    expect(nginx.status).toBe(400);
    expect(node.status).toBe(400);
  });
});

/** Every URL the build serves: each page by its clean path, each other file by its own. */
function servedPaths(): string[] {
  const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).map((file) =>
    file.split('\\').join('/'),
  );
  return files
    .filter((file) => !file.split('/').some((segment) => segment.startsWith('.')))
    .filter((file) => !/\.(br|gz)$/.test(file) && file !== '_headers' && !file.includes(SYMLINK))
    .filter((file) => /\.[a-z0-9]+$/i.test(file))
    .map((file) => {
      if (file === 'index.html') return '/';
      if (file === '404.html') return '/404.html';
      return file.endsWith('.html') ? `/${file.slice(0, -'.html'.length)}` : `/${file}`;
    })
    .sort();
}

test.describe('nginx serves every built file like the Node server', () => {
  test.skip(!NODE_URL, 'only in the nginx smoke suite');

  test('same status, type, cache and security headers for every page and asset', async ({
    request,
    baseURL,
  }) => {
    const paths = servedPaths();
    expect(paths.length).toBeGreaterThan(30);
    const differences: string[] = [];
    for (let start = 0; start < paths.length; start += 8) {
      await Promise.all(
        paths.slice(start, start + 8).map(async (path) => {
          const options = { maxRedirects: 0, failOnStatusCode: false };
          const [nginx, node] = await Promise.all([
            request.get(`${baseURL}${path}`, options),
            request.get(`${NODE_URL}${path}`, options),
          ]);
          const summary = (response: typeof nginx) => ({
            status: response.status(),
            type: (response.headers()['content-type'] ?? '').split(';')[0],
            ...Object.fromEntries(COMPARED.map((name) => [name, response.headers()[name]])),
          });
          const [a, b] = [summary(nginx), summary(node)];
          if (JSON.stringify(a) !== JSON.stringify(b)) {
            differences.push(`${path}: nginx ${JSON.stringify(a)} ≠ node ${JSON.stringify(b)}`);
          }
        }),
      );
    }
    expect(differences).toEqual([]);
  });
});

// Headers equal to the Node server's are what make pages work under nginx; these few page loads show it
// (scripts, styles, fonts and islands load under nginx's CSP with no console error or failed request).
pageTest.describe('pages work when nginx serves them', () => {
  pageTest.skip(!NODE_URL, 'only in the nginx smoke suite');

  for (const path of ['/', '/playbooks', '/book-time', '/privacy-policy']) {
    pageTest(`${path} loads its scripts, styles and fonts cleanly`, async ({ page, problems: _problems }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('the analytics relay against a hostile upstream', () => {
  test.skip(!NODE_URL || !UPSTREAM_PORT, 'only in the nginx smoke suite');
  // One fake upstream on the port both relays point at: the tests share it, so they run in order.
  test.describe.configure({ mode: 'serial' });

  let upstream: Awaited<ReturnType<typeof startHostileUpstream>>;
  test.beforeAll(async () => {
    upstream = await startHostileUpstream(UPSTREAM_PORT);
  });
  test.afterAll(async () => {
    await upstream.close();
  });

  test('forwards only what the library needs, and nothing the upstream sends weakens the site’s headers', async ({
    request,
    baseURL,
  }) => {
    const site = await request.fetch(`${NODE_URL}/`);
    const post = (base: string, marker: string) =>
      request.fetch(`${base}/ingest/e/?compression=gzip-js&marker=${marker}`, {
        method: 'POST',
        data: '{"batch":[]}',
        headers: {
          'content-type': 'text/plain',
          'user-agent': 'parity-test',
          origin: base,
          referer: `${base}/pricing`,
          cookie: 'session=secret',
          authorization: 'Bearer secret',
          'true-client-ip': '203.0.113.9',
          'cf-connecting-ip': '203.0.113.8',
          'x-forwarded-for': '203.0.113.7',
          'x-real-ip': '203.0.113.6',
          forwarded: 'for=203.0.113.5',
        },
        failOnStatusCode: false,
      });
    const [nginx, node] = await Promise.all([post(baseURL ?? '', 'nginx'), post(NODE_URL ?? '', 'node')]);

    for (const [name, response] of [
      ['nginx', nginx],
      ['node', node],
    ] as const) {
      expect(response.status(), name).toBe(200);
      expect(await response.text(), name).toBe('{"status":1}');
      for (const header of SECURITY_HEADERS) {
        expect(response.headers()[header], `${name} ${header}`).toBe(site.headers()[header]);
      }
      for (const header of FORBIDDEN_RELAYED_HEADERS) {
        expect(response.headers()[header], `${name} ${header}`).toBeUndefined();
      }
    }

    const received = (marker: string) =>
      upstream.requests.find((entry) => entry.url.endsWith(`marker=${marker}`)) as RecordedRequest;
    for (const marker of ['nginx', 'node']) {
      const entry = received(marker);
      expect(entry, marker).toBeDefined();
      expect(entry.method).toBe('POST');
      expect(entry.url).toBe(`/e/?compression=gzip-js&marker=${marker}`);
      expect(entry.body.toString()).toBe('{"batch":[]}');
      const forwarded = Object.keys(entry.headers).filter(
        (header) => !['host', 'content-length', 'connection'].includes(header),
      );
      expect(forwarded.sort(), marker).toEqual(
        ['content-type', 'origin', 'referer', 'user-agent', 'x-forwarded-for'].sort(),
      );
      // The socket peer, never what the client claimed.
      expect(entry.headers['x-forwarded-for'], marker).toBe('127.0.0.1');
    }
  });

  test('nothing but POST /ingest/e/ reaches the upstream', async ({ request, baseURL }) => {
    const before = upstream.requests.length;
    for (const base of [baseURL ?? '', NODE_URL ?? '']) {
      for (const [method, path] of [
        ['GET', '/ingest/e/'],
        ['OPTIONS', '/ingest/e/'],
        ['GET', '/ingest/static/array.js'],
        ['GET', '/ingest/array/phc_x/config.js'],
        ['POST', '/ingest/flags/?v=2'],
        ['POST', '/ingest/batch/'],
      ] as const) {
        const response = await request.fetch(`${base}${path}`, { method, failOnStatusCode: false });
        expect(response.status(), `${base} ${method} ${path}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(upstream.requests.length).toBe(before);
  });

  test('nginx and the Node server limit each client’s request rate on the relay alike', async ({
    request,
    baseURL,
  }) => {
    for (const base of [baseURL ?? '', NODE_URL ?? '']) {
      const statuses = await Promise.all(
        Array.from({ length: 80 }, () =>
          request
            .fetch(`${base}/ingest/e/?burst=1`, { method: 'POST', data: '{}', failOnStatusCode: false })
            .then((response) => response.status()),
        ),
      );
      expect(statuses, base).toContain(200);
      expect(statuses, base).toContain(429);
      expect(
        statuses.every((status) => status === 200 || status === 429),
        base,
      ).toBe(true);
    }
  });
});
