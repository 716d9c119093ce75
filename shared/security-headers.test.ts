import { describe, expect, it } from 'vitest';
import { cacheControlFor, contentSecurityPolicy, securityHeaders } from './security-headers.ts';

describe('contentSecurityPolicy', () => {
  it('lists each script hash between self and Calendly', () => {
    expect(contentSecurityPolicy({ scriptHashes: ['abc=', 'def='], https: true })).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc=' 'sha256-def=' https://assets.calendly.com; " +
        "style-src 'self' 'unsafe-inline' https://assets.calendly.com; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self' https://assets.calendly.com; frame-src https://calendly.com; frame-ancestors 'none'; base-uri 'self'; " +
        "form-action 'self'; object-src 'none'; upgrade-insecure-requests",
    );
  });

  it('asks the browser to upgrade http subresources on https answers only (WebKit applies it over http too)', () => {
    const https = contentSecurityPolicy({ scriptHashes: ['abc='], https: true });
    const http = contentSecurityPolicy({ scriptHashes: ['abc='], https: false });
    expect(https.endsWith("object-src 'none'; upgrade-insecure-requests")).toBe(true);
    expect(http).not.toContain('upgrade-insecure-requests');
    expect(http).toBe(https.replace('; upgrade-insecure-requests', ''));
  });

  it('allows no analytics host: analytics goes through the same-origin relay', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], https: true });
    expect(csp).not.toMatch(/posthog/i);
    expect(csp).toContain("connect-src 'self' https://assets.calendly.com;");
  });

  it('has no hash sources when the site has no inline scripts', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], https: false })).toContain(
      "script-src 'self' https://assets.calendly.com; style-src",
    );
  });
});

describe('securityHeaders', () => {
  it('returns the full header set', () => {
    expect(securityHeaders({ scriptHashes: ['abc='], https: true })).toEqual({
      'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: ['abc='], https: true }),
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy':
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });
});

describe('cacheControlFor', () => {
  it('caches content-hashed /_astro/ files forever', () => {
    expect(cacheControlFor('/_astro/app.abc123.js', 'asset')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/_astro/fonts/inter.def456.woff2', 'asset')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('revalidates HTML on every request', () => {
    expect(cacheControlFor('/pricing.html', 'html')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('/', 'html')).toBe('public, max-age=0, must-revalidate');
  });

  it('caches other static files for an hour', () => {
    expect(cacheControlFor('/robots.txt', 'asset')).toBe('public, max-age=3600');
    expect(cacheControlFor('/favicon.svg', 'asset')).toBe('public, max-age=3600');
    expect(cacheControlFor('/sitemap.xml', 'asset')).toBe('public, max-age=3600');
    // Only the /_astro/ directory itself is hashed, not look-alikes.
    expect(cacheControlFor('/_astrology/app.js', 'asset')).toBe('public, max-age=3600');
  });
});
