/**
 * nginx (deploy/nginx.conf) and the Node server answer alike: same statuses, redirects and headers for
 * pages, assets, the 404 page, refused methods, hostile targets and the analytics relay, whose upstream is
 * a hostile fake (tests/hostile-upstream.ts). Plain HTTP only (Playwright's request context and raw
 * sockets), no page loads. Runs only in the nginx smoke suite (scripts/e2e-nginx.ts), which sets
 * E2E_NODE_URL and points both relays at E2E_UPSTREAM_PORT; elsewhere it is skipped.
 *
 * The edge suite (scripts/e2e-edge.ts, E2E_TARGET=edge) runs the same spec with Cloudflare's runtime in
 * nginx's place (the `nginx` variables below then hold the edge's answers). What the edge cannot do alike
 * is in EDGE_DIFFERENCES, each with its reason: those tests check the edge's own answer instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
// The plain Playwright test: no page, so no browser is started for these HTTP-only checks.
import { expect, test } from '@playwright/test';
import { RELAY_BODY_LIMIT, RELAY_ERRORS } from '../../shared/relay-policy.ts';
import {
  FORBIDDEN_RELAYED_HEADERS,
  type RecordedRequest,
  startHostileUpstream,
} from '../hostile-upstream.ts';
import { asEdgeSees, EDGE_DIFFERENCES, edgeView } from './edge-differences.ts';
import { test as pageTest } from './fixtures';

const NODE_URL = process.env.E2E_NODE_URL;
const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 0);
const SYMLINK = process.env.E2E_SYMLINK ?? 'symlink-check.txt';
// The one address both servers trust as a proxy (scripts/e2e-nginx.ts); every other request comes from
// 127.0.0.1, an untrusted client.
const TRUSTED_PROXY = process.env.E2E_TRUSTED_PROXY ?? '127.0.0.2';

// The edge as the target (issue 27): the server compared with the Node server, nginx or the edge.
const TARGET = process.env.E2E_TARGET === 'edge' ? 'edge' : 'nginx';
const ON_EDGE = TARGET === 'edge';
/**
 * The request the Node server gets to compare with: the same, or on the edge the target as the runtime
 * hands it to the worker (EDGE_DIFFERENCES.normalisedTarget: dot segments resolved, fragment dropped).
 */
const nodeHead = (head: string) => (ON_EDGE ? asEdgeSees(head) : head);
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'reporting-endpoints',
];
// Access-Control-Allow-Origin too: a static host or CDN that adds it to every answer (Cloudflare Pages
// did, issue 27) differs from the Node server, which never sends it.
const COMPARED = [...SECURITY_HEADERS, 'cache-control', 'access-control-allow-origin'];

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

test.describe(`${TARGET} matches the Node server`, () => {
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
      const [nginx, node] = await Promise.all([
        raw(baseURL ?? '', head),
        raw(NODE_URL ?? '', nodeHead(head)),
      ]);
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
    test.skip(ON_EDGE, EDGE_DIFFERENCES.connectAndRepeatedHost);
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
      Promise.all([raw(nginxUrl ?? '', head, 5_000, from), raw(NODE_URL ?? '', nodeHead(head), 5_000, from)]);

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
        test.skip(ON_EDGE, EDGE_DIFFERENCES.noTrustedProxy);
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

  test('no server version in any answer: pages, 404s, early 400s, relay errors', async ({ baseURL }) => {
    for (const target of ['/', '/no-such-page', '/../pricing', '/ingest/e/']) {
      const head = `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;
      const [nginx, node] = await Promise.all([raw(baseURL ?? '', head), raw(NODE_URL ?? '', head)]);
      expect(nginx.headers.server ?? '', target).not.toMatch(/\d/);
      expect(node.headers.server, target).toBeUndefined();
      expect(nginx.headers['x-powered-by'], target).toBeUndefined();
      expect(node.headers['x-powered-by'], target).toBeUndefined();
    }
  });

  test('two Host headers → 400 from both', async ({ baseURL }) => {
    test.skip(ON_EDGE, EDGE_DIFFERENCES.connectAndRepeatedHost);
    const head = 'GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n';
    const [nginx, node] = await Promise.all([raw(baseURL ?? '', head), raw(NODE_URL ?? '', head)]);
    expect(nginx.status).toBe(400);
    expect(node.status).toBe(400);
  });
});

/**
 * The 105 odd request paths of tests/fixtures/odd-paths.txt, with the fixture's script name replaced by
 * this build's (its content hash changes with the code) in the same letter case.
 */
function oddPaths(): string[] {
  const FIXTURE_SCRIPT = 'analytics-boot.astro_astro_type_script_index_0_lang.JdvlSaD9';
  const built = readdirSync(join(DIST, '_astro')).find((file) =>
    file.startsWith(FIXTURE_SCRIPT.slice(0, FIXTURE_SCRIPT.lastIndexOf('.') + 1)),
  );
  const stem = built?.slice(0, built.indexOf('.js')) ?? FIXTURE_SCRIPT;
  return readFileSync(join(import.meta.dirname, '..', 'fixtures', 'odd-paths.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .map((line) =>
      line.replace(new RegExp(FIXTURE_SCRIPT.replace(/\./g, '\\.'), 'gi'), (match) =>
        match === match.toUpperCase() ? stem.toUpperCase() : stem,
      ),
    );
}

/** What must agree between the servers for one answer: status, where it points, type, caching, security headers. */
function headerClass(response: RawResponse): Record<string, string | number | undefined> {
  return {
    status: response.status,
    location: response.headers.location,
    type:
      response.status >= 300 && response.status < 400
        ? undefined
        : response.headers['content-type']?.split(';')[0],
    ...Object.fromEntries(COMPARED.map((name) => [name, response.headers[name]])),
  };
}

test.describe('odd request paths (tests/fixtures/odd-paths.txt)', () => {
  test.skip(!NODE_URL, 'only in the nginx smoke suite');

  test(`every one gets the same status and header class from ${TARGET} and the Node server, never a 5xx`, async ({
    baseURL,
  }) => {
    const paths = oddPaths();
    expect(paths).toHaveLength(105);
    // On the edge, these reach the worker changed, and Node is asked for what the worker gets (docs/deploy.md).
    if (ON_EDGE) {
      const changed = paths.filter((path) => edgeView(path) !== path);
      expect(changed, EDGE_DIFFERENCES.normalisedTarget).toHaveLength(17);
    }
    const differences: string[] = [];
    for (const path of paths) {
      const head = `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;
      const [nginx, node] = await Promise.all([
        raw(baseURL ?? '', head),
        raw(NODE_URL ?? '', nodeHead(head)),
      ]);
      const [a, b] = [headerClass(nginx), headerClass(node)];
      const differing = Object.keys({ ...a, ...b }).filter((key) => a[key] !== b[key]);
      if (differing.length > 0 || nginx.status >= 500 || Number.isNaN(nginx.status)) {
        const shown = path.length > 80 ? `${path.slice(0, 40)}…(${path.length} characters)` : path;
        const values = (side: typeof a) =>
          JSON.stringify(Object.fromEntries(differing.map((key) => [key, side[key]])));
        differences.push(`${shown} (${a.status}/${b.status}): ${TARGET} ${values(a)} ≠ node ${values(b)}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

// Issue 26: CSP violations are reported to the site's own origin, limited per client and logged.
test.describe('CSP violation reports', () => {
  test.skip(!NODE_URL, 'only in the nginx smoke suite');
  const REPORT =
    '{"csp-report":{"document-uri":"http://localhost/pricing","violated-directive":"img-src","blocked-uri":"https://evil.example/p.gif"}}';

  for (const [name, method, body, type, status] of [
    ['a report-uri report', 'POST', REPORT, 'application/csp-report', 204],
    [
      'a Reporting API batch',
      'POST',
      `[{"type":"csp-violation","body":{"documentURL":"/"}}]`,
      'application/reports+json',
      204,
    ],
    ['another content type', 'POST', REPORT, 'text/plain', 415],
    ['a body over 16 KB', 'POST', `"${'x'.repeat(17_000)}"`, 'application/csp-report', 413],
    ['GET', 'GET', '', '', 405],
  ] as const) {
    test(`${name} → ${status} from both`, async ({ request, baseURL }) => {
      const send = (base: string) =>
        request.fetch(`${base}/csp-report`, {
          method,
          ...(body ? { data: body, headers: { 'content-type': type } } : {}),
          failOnStatusCode: false,
        });
      const [nginx, node] = await Promise.all([send(baseURL ?? ''), send(NODE_URL ?? '')]);
      for (const [server, response] of [
        ['nginx', nginx],
        ['node', node],
      ] as const) {
        expect(response.status(), server).toBe(status);
        expect(response.headers()['cache-control'], server).toBe('no-store');
        if (status === 405) expect(response.headers().allow, server).toBe('POST');
      }
      expect(await nginx.text()).toBe(await node.text());
    });
  }

  test('both name the endpoint in the CSP and Reporting-Endpoints, and limit each client alike', async ({
    request,
    baseURL,
  }) => {
    for (const base of [baseURL ?? '', NODE_URL ?? '']) {
      const page = await request.fetch(`${base}/`);
      expect(page.headers()['content-security-policy'], base).toContain(
        'report-uri /csp-report; report-to csp',
      );
      expect(page.headers()['reporting-endpoints'], base).toBe('csp="/csp-report"');
      const statuses = await Promise.all(
        Array.from({ length: 40 }, () =>
          request
            .fetch(`${base}/csp-report`, {
              method: 'POST',
              data: REPORT,
              headers: { 'content-type': 'application/csp-report' },
              failOnStatusCode: false,
            })
            .then((response) => response.status()),
        ),
      );
      expect(statuses, base).toContain(204);
      expect(statuses, base).toContain(429);
    }
  });
});

// Issue 25: a query is the page's own business. A raw percent as a person types it, a broken escape, and
// a long shared link with tracking parameters all get the page; the limit (MAX_TARGET_LENGTH, 8,000
// characters for path and query) is the same in both servers.
test.describe('queries and long targets', () => {
  test.skip(!NODE_URL, 'only in the nginx smoke suite');

  const long = (length: number) => {
    const start = '/playbooks?utm_source=newsletter&utm_campaign=';
    return start + 'x'.repeat(length - start.length);
  };
  for (const [name, target, status] of [
    ['a raw percent', '/playbooks?q=100%', 200],
    ['a broken escape', '/playbooks?q=%E0%A4%A', 200],
    ['a lone percent and duplicates', '/playbooks?q=%&q=%zz&q=', 200],
    ['a 4 KB query', long(4_096), 200],
    ['a target of exactly 8,000 characters', long(8_000), 200],
    ['a target of 8,001 characters', long(8_001), 414],
  ] as const) {
    test(`${name} → ${status} from ${TARGET} and the Node server`, async ({ baseURL }) => {
      const head = `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;
      const [nginx, node] = await Promise.all([raw(baseURL ?? '', head), raw(NODE_URL ?? '', head)]);
      expect(headerClass(nginx)).toEqual(headerClass(node));
      expect(nginx.status).toBe(status);
    });
  }
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

test.describe(`${TARGET} serves every built file like the Node server`, () => {
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
            differences.push(`${path}: ${TARGET} ${JSON.stringify(a)} ≠ node ${JSON.stringify(b)}`);
          }
        }),
      );
    }
    expect(differences).toEqual([]);
  });
});

// Headers equal to the Node server's are what make pages work under nginx; these few page loads show it
// (scripts, styles, fonts and islands load under nginx's CSP with no console error or failed request).
pageTest.describe(`pages work when ${TARGET} serves them`, () => {
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
          ...(ON_EDGE ? {} : { 'cf-connecting-ip': '203.0.113.8' }),
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
      // On the edge, the runtime's own CF-Worker too (EDGE_DIFFERENCES.cfWorkerHeader).
      const ownHeaders = ON_EDGE && marker === 'nginx' ? ['cf-worker'] : [];
      expect(forwarded.sort(), marker).toEqual(
        ['content-type', 'origin', 'referer', 'user-agent', 'x-forwarded-for', ...ownHeaders].sort(),
      );
      // The socket peer, never what the client claimed.
      expect(entry.headers['x-forwarded-for'], marker).toBe('127.0.0.1');
    }
  });

  // Issue 26: what the upstream answers is ours to relay or refuse, in both servers alike.
  const RELAYED_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'content-length'];
  for (const [mode, status, body] of [
    ['x-accel', 200, '{"status":1}'],
    ['www-authenticate', 401, 'unauthorized'],
    ['public-cache', 200, '{"status":1}'],
    ['html', 502, '{"error":"upstream unavailable"}'],
    ['switching-protocols', 502, '{"error":"upstream unavailable"}'],
    ['big', 502, '{"error":"upstream unavailable"}'],
  ] as const) {
    test(`an upstream answer of mode ${mode} → ${status}, with only our headers`, async ({
      request,
      baseURL,
    }) => {
      const post = (base: string) =>
        request.fetch(`${base}/ingest/e/?mode=${mode}`, {
          method: 'POST',
          data: '{}',
          headers: { 'content-type': 'text/plain' },
          failOnStatusCode: false,
        });
      const site = await request.fetch(`${NODE_URL}/`);
      const [nginx, node] = await Promise.all([post(baseURL ?? ''), post(NODE_URL ?? '')]);
      for (const [name, response] of [
        ['nginx', nginx],
        ['node', node],
      ] as const) {
        expect(response.status(), name).toBe(status);
        expect(await response.text(), name).toBe(body);
        expect(response.headers()['cache-control'], name).toBe('no-store');
        const extra = Object.keys(response.headers()).filter(
          (header) =>
            !RELAYED_HEADERS.includes(header) &&
            !SECURITY_HEADERS.includes(header) &&
            !['date', 'connection', 'keep-alive', 'transfer-encoding', 'server'].includes(header),
        );
        expect(extra, `${name}: headers beyond ours`).toEqual([]);
        for (const header of SECURITY_HEADERS) {
          expect(response.headers()[header], `${name} ${header}`).toBe(site.headers()[header]);
        }
      }
      expect((nginx.headers()['content-type'] ?? '').split(';')[0]).toBe(
        (node.headers()['content-type'] ?? '').split(';')[0],
      );
    });
  }

  test('an upstream that never answers → 504 from both at the relay’s time limit', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(30_000);
    const post = (base: string) =>
      request.fetch(`${base}/ingest/e/?mode=hang`, {
        method: 'POST',
        data: '{}',
        failOnStatusCode: false,
        timeout: 20_000,
      });
    const started = Date.now();
    const [nginx, node] = await Promise.all([post(baseURL ?? ''), post(NODE_URL ?? '')]);
    for (const response of [nginx, node]) {
      expect(response.status()).toBe(504);
      expect(await response.json()).toEqual({ error: 'upstream timeout' });
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
  });

  test('a relay body over the limit → 413 from both, the policy’s answer, nothing upstream', async ({
    request,
    baseURL,
  }) => {
    const before = upstream.requests.length;
    const post = (base: string) =>
      request.fetch(`${base}/ingest/e/`, {
        method: 'POST',
        data: 'x'.repeat(RELAY_BODY_LIMIT + 1),
        headers: { 'content-type': 'text/plain' },
        failOnStatusCode: false,
      });
    const [nginx, node] = await Promise.all([post(baseURL ?? ''), post(NODE_URL ?? '')]);
    for (const [name, response] of [
      [TARGET, nginx],
      ['node', node],
    ] as const) {
      expect(response.status(), name).toBe(413);
      expect(await response.text(), name).toBe(RELAY_ERRORS.tooLarge.body);
      expect(response.headers()['cache-control'], name).toBe('no-store');
    }
    expect(upstream.requests.length).toBe(before);
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

  test(`${TARGET} and the Node server limit each client’s request rate on the relay alike`, async ({
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
