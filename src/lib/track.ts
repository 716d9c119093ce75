/**
 * Records an analytics event from anywhere (islands included) without importing the analytics code: it
 * sends the `countermove:track` window event (./window-events) that the analytics boot (./analytics)
 * listens for. When analytics is off (no key, Do Not Track, Global Privacy Control) nobody listens and
 * nothing happens.
 */
import { type EventProperties, emitWindowEvent, type TrackDetail } from './window-events';

export type { EventProperties, TrackDetail };

/** Records `event` with its properties. */
export function track(event: string, properties?: EventProperties): void {
  if (typeof window === 'undefined') {
    return;
  }
  const detail: TrackDetail = properties ? { event, properties } : { event };
  emitWindowEvent(window, 'countermove:track', detail);
}
