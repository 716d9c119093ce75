/** Types shared by the analytics boot (./analytics) and the library wrapper (./posthog-client). */
import type { EventProperties } from './track';

export type QueuedEvent = {
  event: string;
  properties: EventProperties;
  /** When it happened (ms since epoch), so a late send keeps the real time. */
  timestamp: number;
  /** Lets the vendor de-duplicate a resend. */
  uuid: string;
};

/** What the loaded library offers the boot: ./posthog-client implements it. */
export type AnalyticsClient = {
  capture(event: QueuedEvent, options?: { beacon?: boolean }): void;
  /** Stops capturing for good on this page (consent withdrawn) and keeps nothing in browser storage. */
  stop(): void;
};
