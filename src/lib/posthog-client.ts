/**
 * The analytics library itself, loaded only through the dynamic import in ./analytics (after the page is
 * idle, never without a key, never without the visitor's consent).
 *
 * Entry point: posthog-js's "slim, no-external" build. It is the core client (capture, batching, retries,
 * rate limiting, sessions, persistence, page leave) without the bundled extensions (autocapture,
 * replay, surveys, heatmaps, web vitals, toolbar…) and without the loader that fetches vendor scripts:
 * about half the bytes of the default entry, and it cannot contact any host but `api_host`. Every page is
 * its own document, so the page view on load is the only one needed.
 */
import posthog, { type PostHogConfig } from 'posthog-js/dist/module.slim.no-external.js';
import type { AnalyticsClient } from './analytics-types';

/** Starts the library with `config` (from ./analytics `posthogConfig`) and resolves once it is ready. */
export function createPosthogClient(key: string, config: Partial<PostHogConfig>): Promise<AnalyticsClient> {
  return new Promise((resolve) => {
    posthog.init(key, {
      ...config,
      loaded(instance) {
        resolve({
          capture(event, options) {
            instance.capture(event.event, event.properties, {
              timestamp: new Date(event.timestamp),
              uuid: event.uuid,
              ...(options?.beacon ? { transport: 'sendBeacon', send_instantly: true } : {}),
            });
          },
          stop() {
            instance.opt_out_capturing();
            // Whatever it still writes goes to memory; the boot then removes what it had stored.
            instance.set_config({ persistence: 'memory', disable_persistence: true });
          },
        });
      },
    });
  });
}
