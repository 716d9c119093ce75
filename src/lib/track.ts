/**
 * Records an analytics event from anywhere (islands included) without importing the analytics code: it
 * dispatches a CustomEvent that the analytics boot (./analytics) listens for. When analytics is off (no
 * key, Do Not Track, Global Privacy Control) nobody listens and nothing happens.
 */

export type EventProperties = Record<string, string | number | boolean>;

/** `detail` of a TRACK_EVENT CustomEvent. */
export type TrackDetail = { event: string; properties?: EventProperties };

export const TRACK_EVENT = 'countermove:track';

export function track(event: string, properties?: EventProperties): void {
  if (typeof window === 'undefined') {
    return;
  }
  const detail: TrackDetail = properties ? { event, properties } : { event };
  window.dispatchEvent(new CustomEvent<TrackDetail>(TRACK_EVENT, { detail }));
}
