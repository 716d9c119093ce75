import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { duplexPair } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../shared/security-headers.ts';
import { buildServer } from './app.ts';
import type { TrustProxy } from './trust-proxy.ts';

const NOT_FOUND_SCRIPT = 'document.documentElement.dataset.missing="1";';
const FILES: Record<string, string> = {
  'index.html':
    '<!doctype html><title>Home</title><script type="application/ld+json">{"@type":"Organization"}</script><h1>Home</h1>',
  'pricing.html': '<!doctype html><title>Pricing</title><h1>Pricing</h1>',
  'blog.html': '<!doctype html><title>Blog</title><h1>Blog</h1>',
  'blog/post.html': '<!doctype html><title>Post</title><h1>Post</h1>',
  '404.html': `<!doctype html><title>Not found</title><h1>Lost?</h1><script>${NOT_FOUND_SCRIPT}</script>`,
  '_astro/app.abc123.js': 'console.log("countermove");\n'.repeat(200),
  'robots.txt': 'User-agent: *\nAllow: /\n',
  '.env': 'SECRET=do-not-serve',
};
const ASSET = FILES['_astro/app.abc123.js'] ?? '';
const ASSET_BR = brotliCompressSync(Buffer.from(ASSET));
const INDEX_BR = brotliCompressSync(Buffer.from(FILES['index.html'] ?? ''));
const HTML = 'text/html; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const HTML_CACHE = 'public, max-age=0, must-revalidate';
const NOT_FOUND_HASH = createHash('sha256').update(NOT_FOUND_SCRIPT).digest('base64');
const EXPECTED_HEADERS = Object.entries(securityHeaders({ scriptHashes: [NOT_FOUND_HASH], https: false }));

async function createDist(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'app-test-'));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return dir;
}

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  for (const [name, value] of EXPECTED_HEADERS) {
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
}

/**
 * Sends a raw HTTP/1.1 request through the real Node HTTP parser over an in-memory connection (no port).
 * inject() cannot do this: it normalises `/../` and `%2e%2e` away with the WHATWG URL parser.
 */
async function rawRequest(
  app: FastifyInstance,
  target: string,
  options: { encrypted?: boolean } = {},
): Promise<{ status: number; head: string }> {
  const [client, server] = duplexPair();
  // A TLS socket says so with `encrypted` (tls.TLSSocket); the server reads nothing else of it.
  if (options.encrypted) Object.assign(server, { encrypted: true });
  app.server.emit('connection', server);
  const chunks: Buffer[] = [];
  client.on('data', (chunk: Buffer) => chunks.push(chunk));
  // `Connection: close` makes the server end the stream once the response is written. Writing without
  // ending keeps the request side open, as a real client does while it waits.
  const ended = new Promise((resolve) => {
    client.once('end', resolve);
    client.once('close', resolve); // a protocol error destroys the connection instead
  });
  client.on('error', () => {});
  client.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  await ended;
  client.destroy();
  const response = Buffer.concat(chunks).toString('latin1');
  const head = response.slice(0, response.indexOf('\r\n\r\n'));
  return { status: Number(head.split(' ')[1]), head: head.toLowerCase() };
}

let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = await createDist({ ...FILES, '_astro/app.abc123.js.br': '' });
  await writeFile(path.join(distDir, '_astro/app.abc123.js.br'), ASSET_BR);
  await writeFile(path.join(distDir, 'index.html.br'), INDEX_BR);
  await writeFile(
    path.join(distDir, '404.html.br'),
    brotliCompressSync(Buffer.from(FILES['404.html'] ?? '')),
  );
  await writeFile(path.join(distDir, '404.html.gz'), gzipSync(Buffer.from(FILES['404.html'] ?? '')));
  app = await buildServer({ distDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('pages', () => {
  it.each([
    ['/', 'index.html'],
    ['/pricing', 'pricing.html'],
    ['/blog', 'blog.html'],
    ['/blog/post', 'blog/post.html'],
  ])('serves %s from %s', async (url, file) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FILES[file]);
    expect(response.headers['content-type']).toBe(HTML);
    expect(response.headers['cache-control']).toBe(HTML_CACHE);
    expect(response.headers.etag).toMatch(/^W\/"/);
    expect(response.headers['last-modified']).toEqual(expect.any(String));
    expectSecurityHeaders(response.headers);
  });

  it('serves the precompressed page to clients that accept it', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe(HTML);
    expect(response.headers['cache-control']).toBe(HTML_CACHE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FILES['index.html']);
  });

  it('allows exactly the inline scripts of the build (the 404 page), not JSON-LD', async () => {
    const response = await app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${NOT_FOUND_HASH}' https://assets.calendly.com;`);
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/pricing' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-type']).toBe(HTML);
    expect(response.headers['content-length']).toBe(String(FILES['pricing.html']?.length));
    expect(response.headers['cache-control']).toBe(HTML_CACHE);
    expectSecurityHeaders(response.headers);
  });

  it('answers 304 to If-None-Match with the current ETag', async () => {
    const first = await app.inject({ url: '/pricing' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const second = await app.inject({ url: '/pricing', headers: { 'if-none-match': String(etag) } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    expectSecurityHeaders(second.headers);
  });
});

describe('redirects', () => {
  it.each([
    ['/pricing/', '/pricing'],
    ['/pricing.html', '/pricing'],
    ['/index.html', '/'],
    ['/blog/', '/blog'],
    ['/blog/post/', '/blog/post'],
    ['/blog/post.html', '/blog/post'],
    ['/pricing/?utm_source=news&x=%2F', '/pricing?utm_source=news&x=%2F'],
    ['/pricing.html?a=1', '/pricing?a=1'],
  ])('301 %s → %s', async (url, location) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
    expectSecurityHeaders(response.headers);
  });

  it('keeps / as it is', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
  });
});

describe('not found', () => {
  it.each(['/nope', '/nope.html', '/404.html', '/404', '/pricing.htm', '/_astro', '/blog/nope'])(
    'serves the 404 page for %s',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(FILES['404.html']);
      expect(response.headers['content-type']).toBe(HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response.headers);
    },
  );

  it('answers HEAD with the 404 status and headers but no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('');
    expect(response.headers['content-type']).toBe(HTML);
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(FILES['404.html'] ?? '')));
    expect(response.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response.headers);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['br;q=0', undefined],
  ])('negotiates the precompressed 404 page for Accept-Encoding: %s', async (acceptEncoding, encoding) => {
    const response = await app.inject({ url: '/nope', headers: { 'accept-encoding': acceptEncoding } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe(HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    const decode = { br: brotliDecompressSync, gzip: gunzipSync }[encoding ?? ''] ?? ((body: Buffer) => body);
    expect(decode(response.rawPayload).toString()).toBe(FILES['404.html']);
    expectSecurityHeaders(response.headers);
  });

  it('does not serve precompressed siblings directly', async () => {
    const response = await app.inject({
      url: '/_astro/app.abc123.js.br',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe(HTML);
  });

  it('treats dotfiles as absent: the 404 page, never their content', async () => {
    const response = await app.inject({ url: '/.env' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe(HTML);
    expect(response.body).not.toContain('SECRET');
    expectSecurityHeaders(response.headers);
  });

  it('answers a directory with the 404 page, not a 403', async () => {
    for (const url of ['/_astro/', '/_astro']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe(HTML);
      expectSecurityHeaders(response.headers);
    }
  });

  it('answers plain text when the build has no 404.html', async () => {
    const bareDist = await createDist({ 'index.html': '<h1>Home</h1>' });
    const bare = await buildServer({ distDir: bareDist });
    try {
      const response = await bare.inject({ url: '/missing' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('404 Page Not Found');
      expect(response.headers['content-type']).toBe(TEXT);
      expect(response.headers['content-security-policy']).toBe(
        contentSecurityPolicy({ scriptHashes: [], https: false }),
      );
      const head = await bare.inject({ method: 'HEAD', url: '/missing' });
      expect(head.statusCode).toBe(404);
      expect(head.body).toBe('');
    } finally {
      await bare.close();
      await rm(bareDist, { recursive: true, force: true });
    }
  });
});

describe('static assets', () => {
  it('caches hashed assets forever and negotiates the brotli sibling', async () => {
    const response = await app.inject({
      url: '/_astro/app.abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.rawPayload.equals(ASSET_BR)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET);
    expectSecurityHeaders(response.headers);
  });

  it('falls back to identity when the client accepts no stored encoding', async () => {
    const response = await app.inject({
      url: '/_astro/app.abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.body).toBe(ASSET);
  });

  it('caches other static files for an hour', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FILES['robots.txt']);
    expect(response.headers['content-type']).toBe(TEXT);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expectSecurityHeaders(response.headers);
  });

  it('answers 304 to If-None-Match with the current ETag', async () => {
    const first = await app.inject({ url: '/_astro/app.abc123.js' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const second = await app.inject({
      url: '/_astro/app.abc123.js',
      headers: { 'if-none-match': String(etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('answers 206 to a Range request', async () => {
    const response = await app.inject({ url: '/_astro/app.abc123.js', headers: { range: 'bytes=0-9' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-9/${ASSET.length}`);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.body).toBe(ASSET.slice(0, 10));
  });

  it('answers 416 to an unsatisfiable Range, not 5xx', async () => {
    const response = await app.inject({ url: '/_astro/app.abc123.js', headers: { range: 'bytes=999999-' } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-type']).toBe(TEXT);
    expectSecurityHeaders(response.headers);
  });
});

describe('methods', () => {
  it.each([
    ['POST', '/pricing'],
    ['PUT', '/pricing'],
    ['DELETE', '/pricing'],
    ['POST', '/'],
    ['PATCH', '/_astro/app.abc123.js'],
    ['DELETE', '/nope'],
    ['OPTIONS', '/'],
  ] as const)('%s %s → 405 with Allow', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.headers['content-type']).toBe(TEXT);
    expect(response.body).toBe('405 Method Not Allowed');
    expectSecurityHeaders(response.headers);
  });

  it('answers 405 before looking at the body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/pricing',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>'.repeat(20_000),
    });
    expect(response.statusCode).toBe(405);
  });
});

describe('hostile request targets', () => {
  it.each([
    ['/%E0%A4%A', 400],
    ['/%', 400],
    ['/a%00b', 400],
    ['/%252e%252e/x', 400],
    ['/a%5c..%5cb', 400],
    ['/a%0d%0aSet-Cookie:%20x=1', 400],
    ['/pricing?q=%zz', 400],
    [`/${'a'.repeat(2048)}`, 414],
  ])('%s → %i, and the next request still works', async (url, status) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe(TEXT);
    expectSecurityHeaders(response.headers);
    const next = await app.inject({ url: '/pricing' });
    expect(next.statusCode).toBe(200);
  });

  it.each(['/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/_astro/../../.env', '/a\\..\\b'])(
    'raw target %s → 400 through the real HTTP parser',
    async (target) => {
      const response = await rawRequest(app, target);
      expect(response.status).toBe(400);
      expect(response.head).toContain(`content-security-policy: ${EXPECTED_HEADERS[0]?.[1].toLowerCase()}`);
      expect(response.head).toContain('x-frame-options: deny');
      const next = await rawRequest(app, '/pricing');
      expect(next.status).toBe(200);
    },
  );

  it('answers malformed HTTP with 400 and the security headers', async () => {
    const response = await rawRequest(app, '/has space');
    expect(response.status).toBe(400);
    expect(response.head).toContain('x-content-type-options: nosniff');
    expect(response.head).toContain("frame-ancestors 'none'");
  });
});

describe('upgrade-insecure-requests only for https requests (issue 24)', () => {
  const UPGRADE = 'upgrade-insecure-requests';
  const cspOf = (headers: Record<string, unknown>) => String(headers['content-security-policy']);

  it('leaves it out over plain http, whatever an untrusted client claims', async () => {
    for (const proto of [undefined, 'https']) {
      const response = await app.inject({
        url: '/',
        headers: proto === undefined ? {} : { 'x-forwarded-proto': proto },
      });
      expect(response.statusCode).toBe(200);
      expect(cspOf(response.headers), String(proto)).not.toContain(UPGRADE);
      expect(cspOf(response.headers)).toContain("frame-ancestors 'none'");
    }
  });

  it('adds it when the socket is TLS, on pages and on the parser’s own 400', async () => {
    const page = await rawRequest(app, '/', { encrypted: true });
    expect(page.status).toBe(200);
    expect(page.head).toContain(`; ${UPGRADE}\r\n`);
    const refused = await rawRequest(app, '/has space', { encrypted: true });
    expect(refused.status).toBe(400);
    expect(refused.head).toContain(`; ${UPGRADE}\r\n`);
    const plain = await rawRequest(app, '/has space');
    expect(plain.head).toContain("frame-ancestors 'none'");
    expect(plain.head).not.toContain(UPGRADE);
  });

  it.each<[TrustProxy, string, boolean]>([
    [['127.0.0.1'], 'https', true],
    [1, 'https', true],
    [['127.0.0.1'], 'http', false],
    [['127.0.0.1'], 'http, https', true],
    [['127.0.0.1'], 'https, http', false],
    [['127.0.0.1'], 'HTTPS', false],
    [['10.0.0.1'], 'https', false],
  ])('behind TRUST_PROXY %j, X-Forwarded-Proto %s → upgrade %s', async (trust, proto, upgrade) => {
    const proxied = await buildServer({ distDir, trustProxy: trust });
    try {
      for (const url of ['/', '/no-such-page', '/../pricing']) {
        const response = await proxied.inject({ url, headers: { 'x-forwarded-proto': proto } });
        expect(cspOf(response.headers).includes(UPGRADE), `${url} ${response.statusCode}`).toBe(upgrade);
      }
    } finally {
      await proxied.close();
    }
  });
});

describe('extension point', () => {
  it('lets a plugin under /ingest/ accept POST while the rest of the site stays GET/HEAD', async () => {
    const ingestDist = await createDist({ 'index.html': '<h1>Home</h1>' });
    const server = await buildServer({ distDir: ingestDist });
    await server.register(
      async (ingest) => {
        ingest.post('/event', async (_request, reply) => reply.code(202).send({ accepted: true }));
      },
      { prefix: '/ingest' },
    );
    try {
      const accepted = await server.inject({
        method: 'POST',
        url: '/ingest/event',
        payload: { name: 'view' },
      });
      expect(accepted.statusCode).toBe(202);
      expect(accepted.json()).toEqual({ accepted: true });
      expect(accepted.headers['x-frame-options']).toBe('DENY');
      const other = await server.inject({ method: 'POST', url: '/' });
      expect(other.statusCode).toBe(405);
      const guarded = await server.inject({ method: 'POST', url: '/ingest/event%00' });
      expect(guarded.statusCode).toBe(400);
    } finally {
      await server.close();
      await rm(ingestDist, { recursive: true, force: true });
    }
  });
});
