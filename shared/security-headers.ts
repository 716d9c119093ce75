// Single source of truth for response headers. Pure data, no Fastify import, so nginx/CDN configs can be
// generated from the same definitions the Node server uses.

export interface SecurityHeaderOptions {
  /** Base64 SHA-256 hashes of the inline scripts the built HTML contains (without the `sha256-` prefix). */
  scriptHashes: readonly string[];
  /**
   * Whether the answer goes to a request the visitor made over https. Only then does the CSP carry
   * `upgrade-insecure-requests`: over plain http (`npm start`, a preview host) WebKit would rewrite the
   * site's own CSS, JS and font URLs to https, which such a host does not serve (issue 24). Chromium and
   * Firefox exempt loopback, so only WebKit showed it.
   */
  https: boolean;
}

/** The CSP directive that makes the browser fetch http subresources over https; https answers only. */
export const UPGRADE_INSECURE_REQUESTS = 'upgrade-insecure-requests';

export type CacheKind = 'html' | 'asset';

// The scheduler on /book-time (spec §7): Calendly's widget script comes from its assets host, and the
// widget is an iframe on calendly.com. Both load only after the visitor's consent or click (decision 0009).
// The assets host is also in connect-src for the reachability check the page makes from a worker before
// adding the script (src/lib/script-probe.ts), so a blocked scheduler logs no console error. Analytics
// needs nothing here: it only talks to the same-origin relay under /ingest/ ('self').
const CALENDLY_ASSETS = 'https://assets.calendly.com';
const CALENDLY_APP = 'https://calendly.com';

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const scriptSources = [
    "'self'",
    ...options.scriptHashes.map((hash) => `'sha256-${hash}'`),
    CALENDLY_ASSETS,
  ];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${CALENDLY_ASSETS}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${CALENDLY_ASSETS}`,
    `frame-src ${CALENDLY_APP}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(options.https ? [UPGRADE_INSECURE_REQUESTS] : []),
  ];
  return directives.join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const HTML_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const STATIC_CACHE_CONTROL = 'public, max-age=3600';

export function cacheControlFor(urlPath: string, kind: CacheKind): string {
  // Only Astro's /_astro/ output carries a content hash in its name, so only it may be cached forever.
  if (kind === 'asset' && urlPath.startsWith('/_astro/')) {
    return IMMUTABLE_CACHE_CONTROL;
  }
  if (kind === 'html') {
    return HTML_CACHE_CONTROL;
  }
  return STATIC_CACHE_CONTROL;
}
