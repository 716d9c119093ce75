/**
 * A loopback proxy between the browser and the production server. It passes every answer through as
 * the server sent it (status, headers, body), and it:
 * - records each answer's status, so a check can read what the browser got for a page or an asset;
 * - can hold island scripts (`/_astro/*.js`) back until released: a slow phone, for the first-touch checks;
 * - for an engine whose driver cannot report page errors (WebKit), puts an error collector first in each
 *   page's head and adds its hash to the page's CSP `script-src` (nothing else in the CSP changes).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';

/** Records page errors in `window.__engineErrors` (read by the WebKit driver). */
export const ERROR_COLLECTOR = `(() => {
  const errors = (window.__engineErrors = []);
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && (target.src || target.href)) errors.push('failed to load ' + (target.src || target.href));
    else errors.push('uncaught: ' + event.message);
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + ((event.reason && event.reason.message) || event.reason)));
  addEventListener('securitypolicyviolation', (event) => errors.push('CSP blocked ' + event.blockedURI + ' (' + event.violatedDirective + ')'));
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = function (...args) { errors.push('console ' + level + ': ' + args.join(' ')); return original.apply(this, args); };
  }
})();`;
const COLLECTOR_HASH = `'sha256-${createHash('sha256').update(ERROR_COLLECTOR).digest('base64')}'`;

export type SiteProxy = {
  origin: string;
  /** Statuses of the answers since the last call, by path (with the query). */
  takeStatuses(): Map<string, number>;
  holdScripts(): void;
  releaseScripts(): void;
  setCollector(on: boolean): void;
  close(): Promise<void>;
};

export async function startProxy(target: string, port: number): Promise<SiteProxy> {
  const upstream = new URL(target);
  let statuses = new Map<string, number>();
  let holding = false;
  let collector = false;
  const held: Array<() => void> = [];

  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    const forward = () => {
      const headers = { ...request.headers, host: upstream.host };
      const page = (request.headers.accept ?? '').includes('text/html');
      // A page the collector goes into is fetched uncompressed, to be edited.
      if (collector && page) headers['accept-encoding'] = 'identity';
      const outgoing = http.request(
        { host: upstream.hostname, port: upstream.port, method: request.method, path, headers },
        (answer) => {
          statuses.set(path, answer.statusCode ?? 0);
          const type = String(answer.headers['content-type'] ?? '');
          if (!(collector && type.startsWith('text/html'))) {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const html = Buffer.concat(chunks)
              .toString('utf8')
              .replace(/<head>/, `<head><script>${ERROR_COLLECTOR}</script>`);
            const outHeaders = { ...answer.headers };
            const csp = outHeaders['content-security-policy'];
            if (typeof csp === 'string') {
              outHeaders['content-security-policy'] = csp.replace(
                /script-src /,
                `script-src ${COLLECTOR_HASH} `,
              );
            }
            delete outHeaders['content-length'];
            delete outHeaders.etag;
            response.writeHead(answer.statusCode ?? 502, outHeaders);
            response.end(html);
          });
        },
      );
      outgoing.on('error', () => {
        statuses.set(path, 502);
        response.writeHead(502).end();
      });
      request.pipe(outgoing);
    };
    if (holding && /^\/_astro\/[^/]+\.js(\?|$)/.test(path)) held.push(forward);
    else forward();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    takeStatuses() {
      const taken = statuses;
      statuses = new Map();
      return taken;
    },
    holdScripts() {
      holding = true;
    },
    releaseScripts() {
      holding = false;
      for (const forward of held.splice(0)) forward();
    },
    setCollector(on) {
      collector = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
