/**
 * Deploy-specific and brand values in one place. Each deploy-specific value can be overridden by an
 * environment variable at build time (or, for the server's own settings, at start time).
 *
 * This module reads `process.env`, so import it only from build-time code (Astro frontmatter, components
 * rendered on the server, the Node server). Islands receive what they need as props.
 */

const env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env;

function fromEnv(name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

/** Strips a trailing slash so `${url}${path}` always has exactly one slash. */
function origin(url: string): string {
  return url.replace(/\/+$/, '');
}

export const siteConfig = {
  /** The product's name. */
  name: 'Countermove',
  /** Canonical production origin, no trailing slash. */
  url: origin(fromEnv('SITE_URL', 'https://www.countermove.io')),
  locale: 'en_US',
  themeColor: '#0b1b3f',

  /**
   * The scheduler's booking page for this deploy, when `PUBLIC_SCHEDULER_URL` sets it; otherwise the owner
   * fact `scheduler-url` (content/company.ts).
   */
  schedulerUrl: env.PUBLIC_SCHEDULER_URL?.trim() || undefined,

  scheduler: {
    /** Length of the demo call (spec §9). */
    meetingMinutes: 30,
  },

  analytics: {
    /** Analytics is off entirely when no key is set. */
    posthogKey: fromEnv('PUBLIC_POSTHOG_KEY', ''),
    /** Same-origin relay path the browser posts to (server/relay.ts forwards it to the vendor). */
    relayPath: '/ingest',
    /** The vendor's app host: links the library builds point there; the page never contacts it. */
    uiHost: 'https://us.posthog.com',
  },
} as const;

export type SiteConfig = typeof siteConfig;

/** Builds a mailto: link; the subject and the body (lines joined by \n) are optional. */
export function mailto(address: string, subject?: string, body?: string): string {
  const query = [
    ...(subject ? [`subject=${encodeURIComponent(subject)}`] : []),
    ...(body ? [`body=${encodeURIComponent(body)}`] : []),
  ];
  return query.length > 0 ? `mailto:${address}?${query.join('&')}` : `mailto:${address}`;
}

/** Absolute URL on the production origin for a site path. */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${siteConfig.url}/` : `${siteConfig.url}${path}`;
}
