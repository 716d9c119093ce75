/**
 * nginx (deploy/nginx.conf) and the Node server answer alike: same statuses, redirects and headers for
 * pages, assets, the 404 page and refused methods. Runs only in the nginx smoke suite
 * (scripts/e2e-nginx.ts), which sets E2E_NODE_URL; elsewhere it is skipped.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

const NODE_URL = process.env.E2E_NODE_URL;
const COMPARED = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cache-control',
];

const script = readdirSync(join(import.meta.dirname, '..', '..', 'dist', '_astro')).find((file) =>
  file.endsWith('.js'),
);

const cases: Array<{ method: string; path: string }> = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/pricing' },
  { method: 'HEAD', path: '/blog/competitive-blind-spot' },
  { method: 'GET', path: `/_astro/${script}` },
  { method: 'GET', path: '/og/home.png' },
  { method: 'GET', path: '/robots.txt' },
  { method: 'GET', path: '/no-such-page' },
  { method: 'GET', path: '/_headers' },
  { method: 'GET', path: '/.nginx/csp.conf' },
  { method: 'GET', path: '/pricing.html' },
  { method: 'GET', path: '/pricing/' },
  { method: 'POST', path: '/pricing' },
  { method: 'DELETE', path: '/' },
];

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
});
