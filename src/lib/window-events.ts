/**
 * Every event the site's own scripts send each other on `window`, with its payload, in one place. The
 * senders (the consent head script, `setConsent`, `track`, the first-touch script's toast links) call
 * `emitWindowEvent`; the listeners (the analytics boot, the scheduler, the notification region and its
 * hydration directive) call `onWindowEvent`. Both are typed by `WindowEvents`, and so is a plain
 * `window.addEventListener` of one of these names (the `WindowEventMap` declaration below).
 *
 * The payloads are what the sender means; a listener still checks what it reads before acting on it (any
 * script on the page could dispatch one of these names).
 */
/** The visitor's answer to the consent choice. */
export type ConsentChoice = 'granted' | 'denied';

/** An analytics event's properties: flat, names in snake_case. */
export type EventProperties = Record<string, string | number | boolean>;
/** What an island records. */
export type TrackDetail = { event: string; properties?: EventProperties };

export type ToastVariant = 'default' | 'destructive';
/** What a notification says. */
export type ToastRequest = { title?: string; description?: string; variant?: ToastVariant };

export type WindowEvents = {
  /** The visitor made a consent choice (banner, or "Cookie settings" then a choice). */
  'countermove:consent': ConsentChoice;
  /** An island records an analytics event; the analytics boot sends it when analytics runs. */
  'countermove:track': TrackDetail;
  /** Something asks for a notification; the first request hydrates the notification region. */
  'countermove:toast': ToastRequest;
};

export type WindowEventName = keyof WindowEvents;

declare global {
  interface WindowEventMap {
    'countermove:consent': CustomEvent<WindowEvents['countermove:consent']>;
    'countermove:track': CustomEvent<WindowEvents['countermove:track']>;
    'countermove:toast': CustomEvent<WindowEvents['countermove:toast']>;
  }
}

/** Sends `name` with its payload on `win`. */
export function emitWindowEvent<Name extends WindowEventName>(
  win: Window,
  name: Name,
  detail: WindowEvents[Name],
): void {
  // The window's own constructor: a payload sent into another window (a test's JSDOM) stays readable there.
  const { CustomEvent } = win as Window & typeof globalThis;
  win.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Calls `listener` with the payload of every `name` event on `win`; returns the function that stops it. */
export function onWindowEvent<Name extends WindowEventName>(
  win: Window,
  name: Name,
  listener: (detail: WindowEvents[Name] | undefined) => void,
  options?: AddEventListenerOptions,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<WindowEvents[Name]>).detail ?? undefined);
  win.addEventListener(name, handler, options);
  return () => win.removeEventListener(name, handler, options);
}
