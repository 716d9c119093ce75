/**
 * A fake analytics upstream that answers like a hostile or careless vendor: its response headers try to
 * replace the site's security headers, frame it, redirect it, set cookies and open CORS; with `mode=` in
 * the query it picks another hostile answer per request (HOSTILE_MODES). Used by the relay
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

/**
 * Answers the upstream gives when the request's query carries `mode=<name>` (both relays forward the query
 * byte for byte), each one a finding of issue 26; any other request gets the default hostile answer.
 */
export const HOSTILE_MODES = {
  /** nginx obeyed these: an internal redirect that kept the Set-Cookie, caching and rate hints. */
  'x-accel': (response: http.ServerResponse) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'x-accel-redirect': '/robots.txt',
      'x-accel-expires': '86400',
      'x-accel-limit-rate': '1',
      'x-accel-buffering': 'no',
      'x-accel-charset': 'koi8-r',
      'set-cookie': 'planted=1; Domain=.countermove.io; Path=/',
      'cache-control': 'public, max-age=86400',
    });
    response.end('{"status":1}');
  },
  /** A login prompt on our origin, and a header nobody has heard of. */
  'www-authenticate': (response: http.ServerResponse) => {
    response.writeHead(401, {
      'content-type': 'text/plain',
      'www-authenticate': 'Basic realm="vendor"',
      'x-unknown-vendor-header': '1',
    });
    response.end('unauthorized');
  },
  /** HTML on our origin (the CSP stops scripts only). */
  html: (response: http.ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<h1>injected</h1><form action="https://evil.example/">');
  },
  /** A 101 that was written as a status line followed by a body. */
  'switching-protocols': (response: http.ServerResponse) => {
    response.socket?.end(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: evil\r\nConnection: Upgrade\r\n\r\nhello',
    );
  },
  /** Shared caching of an analytics answer. */
  'public-cache': (response: http.ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=86400' });
    response.end('{"status":1}');
  },
  /** A 2 MB answer (the relays cap answers at RELAY_RESPONSE_LIMIT). */
  big: (response: http.ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(`"${'x'.repeat(2 * 1_048_576)}"`);
  },
  /** Accepts the request and never answers. */
  hang: (_response: http.ServerResponse) => {},
} as const;
export type HostileMode = keyof typeof HOSTILE_MODES;

function modeOf(url: string): HostileMode | undefined {
  const mode = new URL(url, 'http://upstream').searchParams.get('mode');
  return mode !== null && Object.hasOwn(HOSTILE_MODES, mode) ? (mode as HostileMode) : undefined;
}

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
      const mode = modeOf(request.url ?? '/');
      if (mode !== undefined) {
        HOSTILE_MODES[mode](response);
        return;
      }
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
