/**
 * The analytics library itself, loaded only through the dynamic import in ./analytics (after the page is
 * idle, never without a key, never under DNT/GPC).
 *
 * Entry point: posthog-js's "slim, no-external" build. It is the core client (capture, batching, retries,
 * rate limiting, sessions, persistence, page leave) without the bundled extensions (autocapture,
 * replay, surveys, heatmaps, web vitals, toolbar…) and without the loader that fetches vendor scripts:
 * about half the bytes of the default entry, and it cannot contact any host but `api_host`.
 *
 * The one extension the site's config needs is the History API page-view tracking behind
 * `capture_pageview: 'history_change'`; the slim build leaves it out (the library's own class is not
 * importable on its own without pulling in a second copy of the core), so `watchHistoryPageviews` does
 * that job with the public `capture` API: a `$pageview` whenever pushState, replaceState or back/forward
 * changes the path.
 */
import posthog, { type PostHog, type PostHogConfig } from 'posthog-js/dist/module.slim.no-external.js';
import type { AnalyticsClient } from './analytics';

const PAGEVIEW = '$pageview';

export function watchHistoryPageviews(instance: Pick<PostHog, 'capture'>, win: Window): void {
  let lastPath = win.location.pathname;
  const check = (navigationType: string) => {
    const path = win.location.pathname;
    if (path !== lastPath) {
      lastPath = path;
      instance.capture(PAGEVIEW, { navigation_type: navigationType });
    }
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = win.history[method];
    win.history[method] = function patched(this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      // After the caller's synchronous work, so a router's new document.title is in the event.
      queueMicrotask(() => check(method));
      return result;
    };
  }
  win.addEventListener('popstate', () => check('popstate'));
}

/** Starts the library with `config` (from ./analytics `posthogConfig`) and resolves once it is ready. */
export function createPosthogClient(
  key: string,
  config: Partial<PostHogConfig>,
  win: Window,
): Promise<AnalyticsClient> {
  return new Promise((resolve) => {
    posthog.init(key, {
      ...config,
      loaded(instance) {
        watchHistoryPageviews(instance, win);
        resolve({
          capture(event, options) {
            instance.capture(event.event, event.properties, {
              timestamp: new Date(event.timestamp),
              uuid: event.uuid,
              ...(options?.beacon ? { transport: 'sendBeacon', send_instantly: true } : {}),
            });
          },
        });
      },
    });
  });
}
