/**
 * A fake analytics upstream that answers like a hostile or careless vendor: its response headers try to
 * replace the site's security headers, frame it, redirect it, set cookies and open CORS. Used by the relay
 * unit tests (server/relay.test.ts) and the nginx parity suite (tests/e2e/deploy-parity.spec.ts): none of
 * it may reach the browser through either relay.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const HOSTILE_RESPONSE_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src * 'unsafe-inline' 'unsafe-eval'",
  'strict-transport-security': 'max-age=0',
  'x-frame-options': 'ALLOWALL',
  'x-content-type-options': 'sniff',
  'referrer-policy': 'unsafe-url',
  'permissions-policy': 'camera=*',
  'cross-origin-opener-policy': 'unsafe-none',
  refresh: '0;url=https://evil.example/',
  'clear-site-data': '"*"',
  'access-control-allow-origin': '*',
  'access-control-allow-credentials': 'true',
  'set-cookie': 'vendor=1; Path=/',
  link: '<https://evil.example/x.js>; rel=preload; as=script',
  location: 'https://evil.example/',
};

/** Headers that must never reach the browser from the upstream (the security headers are overwritten). */
export const FORBIDDEN_RELAYED_HEADERS = [
  'refresh',
  'clear-site-data',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'set-cookie',
  'link',
  'location',
];

export type RecordedRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
};

/** Starts the hostile upstream on `port` (0: any free port); it records every request it receives. */
export async function startHostileUpstream(port = 0) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(200, { ...HOSTILE_RESPONSE_HEADERS, 'content-type': 'application/json' });
      response.end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
