/**
 * Where the edge (Cloudflare's runtime, scripts/e2e-edge.ts) cannot answer as the Node server and nginx
 * do, and why. Each is a property of the runtime or of Cloudflare's network, before the worker runs, not
 * a choice of ours; deploy-parity.spec.ts skips or adapts exactly these on the edge, and docs/deploy.md
 * lists them.
 */
export const EDGE_DIFFERENCES = {
  // The runtime parses the request URL (WHATWG URL rules, in workerd here and on Cloudflare's network)
  // before the worker sees it: dot segments are resolved, `%2e` counts as a dot, a backslash is a slash,
  // and a fragment is dropped, so the worker gets the path a browser would have sent.
  normalisedTarget: 'the runtime resolves dot segments and backslashes and drops the fragment first',
  // Locally, wrangler's dev proxy answers these with 500 before the worker runs; on Cloudflare's network
  // its front end answers them and no worker sees them. Neither is the worker's answer to test.
  connectAndRepeatedHost:
    'wrangler dev’s local proxy answers 500 before the worker runs; Cloudflare’s front end does in production',
  // A worker has no proxy in front that it could trust or distrust: Cloudflare's network is the proxy,
  // and the request URL's scheme is the visitor's.
  noTrustedProxy: 'the edge reads the visitor’s scheme from the request URL, not from a forwarded header',
  // Cloudflare writes CF-Connecting-IP itself on every request; the local runtime only adds it when the
  // client sent none, so a client-written one is no test of the edge.
  clientAddress: 'CF-Connecting-IP is Cloudflare’s own in production; wrangler dev keeps a client’s',
  // Cloudflare adds CF-Worker (the zone's name) to every subrequest a worker makes; it cannot be removed.
  cfWorkerHeader: 'Cloudflare adds CF-Worker to every subrequest a worker makes',
} as const;

/**
 * The request target as the runtime hands it to the worker (EDGE_DIFFERENCES.normalisedTarget): parsed
 * as a URL on the request's origin, as workerd does, so `/pricing/..` is `/`, `/\evil.com` is `//evil.com`
 * and `/pricing#x` is `/pricing`. The edge's answer to a target is its answer to this.
 */
export function edgeView(target: string): string {
  const url = new URL(`http://edge.invalid${target}`);
  return `${url.pathname}${url.search}`;
}

/** A raw request head with its target replaced by the edge's view of it (for the Node server). */
export function asEdgeSees(head: string): string {
  return head.replace(/^(\S+) (\S+) /, (_line, method: string, target: string) =>
    target.startsWith('/') ? `${method} ${edgeView(target)} ` : `${method} ${target} `,
  );
}
