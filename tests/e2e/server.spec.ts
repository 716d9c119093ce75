import { connect } from 'node:net';
import { expect, noPageTest, test } from './fixtures';

/** Sends a raw HTTP/1.1 request (no client-side URL normalisation) and returns the status code. */
function rawStatus(baseURL: string, target: string, method = 'GET'): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('end', () => resolve(Number(data.slice(9, 12))));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('timeout')));
  });
}

test.describe('production server', () => {
  noPageTest('sends the security headers with pages', async ({ request }) => {
    const response = await request.get('/terms-of-service');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toContain('must-revalidate');
  });

  noPageTest('sends the security headers with the 404 page too', async ({ request }) => {
    const response = await request.get('/does-not-exist');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(await response.text()).toContain('404 Page Not Found');
  });

  test('caches hashed assets for a year', async ({ request, page }) => {
    await page.goto('/terms-of-service');
    const asset = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
    expect(asset).toMatch(/^\/_astro\//);
    const response = await request.get(asset ?? '');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  noPageTest('redirects a trailing slash to the clean path', async ({ request }) => {
    const response = await request.get('/privacy-policy/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/privacy-policy');
  });

  const hostile = [
    ['bad percent-encoding', '/%E0%A4%A'],
    ['lone percent sign', '/%'],
    ['dot-dot traversal', '/../../etc/passwd'],
    ['encoded traversal', '/%2e%2e/%2e%2e/etc/passwd'],
    ['double-encoded traversal', '/%252e%252e/%252e%252e/etc/passwd'],
    ['encoded slash traversal', '/..%2f..%2fetc%2fpasswd'],
    ['null byte', '/terms-of-service%00.html'],
    ['backslash', '/..%5c..%5cwindows'],
    ['over-long URL', `/${'a'.repeat(5000)}`],
  ] as const;

  for (const [name, target] of hostile) {
    noPageTest(`answers a ${name} with a 4xx and keeps serving`, async ({ baseURL, request }) => {
      const status = await rawStatus(baseURL ?? '', target);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect((await request.get('/terms-of-service')).status()).toBe(200);
    });
  }

  noPageTest('answers unsupported methods with 405 and Allow', async ({ request }) => {
    const response = await request.delete('/terms-of-service');
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe('GET, HEAD');
  });
});
