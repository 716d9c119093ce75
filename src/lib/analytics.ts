/**
 * Analytics boot: decides whether analytics runs at all, records call-to-action clicks once it does, and
 * loads the analytics library (./posthog-client) with a dynamic import once the page is idle.
 *
 * - Off entirely without a project key: the layout then renders neither the settings nor this script.
 * - Only with consent (./consent, decision 0009): until the visitor accepts, the library is not loaded
 *   and nothing is stored or sent; Do Not Track and Global Privacy Control count as refusal. Accepting
 *   starts it on the same page; rejecting later (from "Cookie settings") stops it and removes what it
 *   stored.
 * - Clicks on `[data-cta-location]` links are queued in sessionStorage the moment they happen, so a click
 *   before the library has loaded, or one that navigates away at once, is sent by the next page (or by
 *   this one with a beacon when the library is already there).
 * - Islands record events without importing anything: they send the `countermove:track` window event
 *   (./window-events) through `track()` (./track); nobody listens when analytics is off.
 */
import type { PostHogConfig } from 'posthog-js/dist/module.slim.no-external.js';
import type { AnalyticsClient, QueuedEvent } from './analytics-types';
import { consentState, onConsentChange } from './consent';
import { asRecord, cleanText, cookieNames, field, parseJson } from './outside-input';
import type { EventProperties } from './track';
import { onWindowEvent } from './window-events';

export type { AnalyticsClient, QueuedEvent } from './analytics-types';

export type AnalyticsSettings = {
  /** Project key (public; it only allows sending events). */
  key: string;
  /** Same-origin relay path the library sends to. */
  apiHost: string;
  /** The vendor's app host, for links the library builds (never contacted by the page). */
  uiHost: string;
};

/** Where the layout puts the settings (a JSON data block). */
export const SETTINGS_ELEMENT_ID = 'analytics-settings';
export const QUEUE_STORAGE_KEY = 'countermove:analytics-queue';
/** The header's CTA locations (spec §7): `data-cta-location` values that are tracked. */
export const CTA_LOCATIONS = ['navigation', 'mobile_navigation'] as const;
export type CtaLocation = (typeof CTA_LOCATIONS)[number];

const MAX_QUEUED_EVENTS = 50;
const IDLE_TIMEOUT_MS = 3000;

/**
 * posthog-js options. Batching, retries, rate limits, session length and cookie expiry are the library's
 * defaults (spec §9 lists exactly those values), so none of them is set here.
 */
export function posthogConfig(settings: AnalyticsSettings): Partial<PostHogConfig> {
  return {
    api_host: settings.apiHost,
    ui_host: settings.uiHost,
    // A page view per page load (every page is its own document) and a page leave on unload.
    capture_pageview: true,
    capture_pageleave: true,
    person_profiles: 'identified_only',
    // Belt and braces: the boot never loads the library under DNT, but the library checks it too.
    respect_dnt: true,
    // No flags/remote-config round trip: the site uses neither flags nor remote settings.
    advanced_disable_flags: true,
    // Nothing may fetch scripts from the vendor: no surveys, recordings, tours, experiments, site apps.
    disable_external_dependency_loading: true,
    disable_surveys: true,
    disable_session_recording: true,
    disable_web_experiments: true,
    disable_product_tours: true,
    disable_conversations: true,
    autocapture: false,
    capture_heatmaps: false,
    capture_dead_clicks: false,
    capture_exceptions: false,
    capture_performance: false,
  };
}

/** Settings written into the page at build time, or undefined when there are none (analytics off). */
export function readSettings(document: Document): AnalyticsSettings | undefined {
  const text = document.getElementById(SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) {
    return undefined;
  }
  try {
    const value = JSON.parse(text) as Partial<AnalyticsSettings>;
    if (typeof value.key === 'string' && value.key && typeof value.apiHost === 'string') {
      return { key: value.key, apiHost: value.apiHost, uiHost: String(value.uiHost ?? '') };
    }
  } catch {
    // A broken settings block means no analytics, never a broken page.
  }
  return undefined;
}

function isCtaLocation(value: string | undefined): value is CtaLocation {
  return (CTA_LOCATIONS as readonly string[]).includes(value ?? '');
}

/** The `cta_clicked` event for a click on a tracked CTA link, or undefined for any other click. */
export function ctaClickEvent(event: Event, now: number, uuid: string): QueuedEvent | undefined {
  // Duck-typed rather than `instanceof Element`, which fails across realms (frames, test windows).
  const target = event.target as Partial<Element> | null;
  if (typeof target?.closest !== 'function') {
    return undefined;
  }
  const link = target.closest<HTMLElement>('a[data-cta-location]');
  const location = link?.dataset.ctaLocation;
  if (!link || !isCtaLocation(location)) {
    return undefined;
  }
  const buttonText = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
  return { event: 'cta_clicked', properties: { location, button_text: buttonText }, timestamp: now, uuid };
}

/** Event and property names as the site writes them: lower-case words joined by `_` (`cta_clicked`). */
const EVENT_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_PROPERTIES = 20;
/** The latest time a Date can hold (ms since epoch); a later timestamp cannot be sent. */
const MAX_TIMESTAMP = 8.64e15;
const MAX_UUID_LENGTH = 64;

/**
 * Event properties as the site sends them (flat: names as above, short text without control characters,
 * finite numbers, booleans), or undefined for anything else.
 */
export function eventProperties(value: unknown): EventProperties | undefined {
  const record = asRecord(value);
  const entries = record ? Object.entries(record) : [];
  if (!record || entries.length > MAX_PROPERTIES) return undefined;
  const properties: EventProperties = {};
  for (const [key, property] of entries) {
    const usable =
      typeof property === 'boolean' ||
      (typeof property === 'number' && Number.isFinite(property)) ||
      (typeof property === 'string' && (property === '' || cleanText(property) !== undefined));
    if (!EVENT_NAME.test(key) || !usable) return undefined;
    properties[key] = property;
  }
  return properties;
}

/**
 * A queued event read back from session storage, or undefined when it is not one this site wrote: the
 * queue outlives the page, so anything (another script, an extension, a hand edit) may be there.
 */
export function queuedEventFrom(value: unknown): QueuedEvent | undefined {
  const event = field(value, 'event');
  const properties = eventProperties(field(value, 'properties'));
  const timestamp = field(value, 'timestamp');
  const uuid = field(value, 'uuid');
  if (typeof event !== 'string' || !EVENT_NAME.test(event) || !properties) return undefined;
  if (typeof timestamp !== 'number' || !(timestamp >= 0 && timestamp <= MAX_TIMESTAMP)) return undefined;
  if (typeof uuid !== 'string' || cleanText(uuid, MAX_UUID_LENGTH) === undefined) return undefined;
  return { event, properties, timestamp, uuid };
}

/** The storage-backed queue; falls back to memory where storage is unavailable or full. */
export function createEventQueue(storage: Storage | undefined) {
  let memory: QueuedEvent[] = [];

  function read(): QueuedEvent[] {
    if (!storage) {
      return memory;
    }
    let text: string | undefined;
    try {
      text = storage.getItem(QUEUE_STORAGE_KEY) ?? undefined;
    } catch {
      return [];
    }
    const parsed = parseJson(text);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .slice(-MAX_QUEUED_EVENTS)
      .map(queuedEventFrom)
      .filter((event) => event !== undefined);
  }

  function write(events: QueuedEvent[]): void {
    memory = events;
    if (!storage) {
      return;
    }
    try {
      if (events.length === 0) {
        storage.removeItem(QUEUE_STORAGE_KEY);
      } else {
        storage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(events));
      }
    } catch {
      // Quota or privacy mode: keep the events in memory for this page.
      storage = undefined;
    }
  }

  return {
    push(event: QueuedEvent): void {
      write([...read(), event].slice(-MAX_QUEUED_EVENTS));
    },
    /** Removes and returns everything queued. */
    take(): QueuedEvent[] {
      const events = read();
      if (events.length > 0) {
        write([]);
      }
      return events;
    },
  };
}

/** Runs `callback` once the page has loaded and the main thread is idle (or after a timeout). */
export function whenIdle(win: Window, callback: () => void): void {
  const schedule = () => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      win.setTimeout(callback, 1);
    }
  };
  if (win.document.readyState === 'complete') {
    schedule();
  } else {
    win.addEventListener('load', schedule, { once: true });
  }
}

function sessionStorageOf(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

function newUuid(win: Window): string {
  return typeof win.crypto?.randomUUID === 'function'
    ? win.crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** Names under which the library stores its identifiers (cookies, localStorage, sessionStorage). */
const LIBRARY_STORAGE_PREFIXES = ['ph_', '__ph'];

function isLibraryKey(name: string): boolean {
  return LIBRARY_STORAGE_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/**
 * Removes everything the library stored (and the click queue): its cookies on this host and on each
 * parent domain (the library sets them for the whole site), and its storage entries.
 */
export function clearAnalyticsStorage(win: Window): void {
  const { document } = win;
  const host = win.location.hostname;
  const labels = host.split('.');
  const domains = ['', ...labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))];
  for (const cookieName of cookieNames(document.cookie)) {
    if (!isLibraryKey(cookieName)) continue;
    for (const domain of domains) {
      document.cookie = `${cookieName}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = win[name];
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
      for (const key of keys) {
        if (isLibraryKey(key) || key === QUEUE_STORAGE_KEY) storage.removeItem(key);
      }
    } catch {
      // Storage unavailable: nothing was stored there either.
    }
  }
}

/** `off`: no consent (or refused); `waiting`: the visitor has not chosen yet. */
export type AnalyticsState = 'off' | 'waiting' | 'loading' | 'on' | 'failed';

/**
 * Starts analytics on this page (the layout's script calls it once). `load` is the dynamic import of
 * the library, injectable for tests. Exposes the state as `data-analytics` on <html>.
 */
export function startAnalytics(
  win: Window,
  load: (settings: AnalyticsSettings) => Promise<AnalyticsClient> = async (settings) =>
    (await import('./posthog-client')).createPosthogClient(settings.key, posthogConfig(settings)),
): AnalyticsState {
  const root = win.document.documentElement;
  const setState = (state: AnalyticsState) => {
    root.dataset.analytics = state;
    return state;
  };
  const settings = readSettings(win.document);
  const initial = consentState(win);
  if (!settings || initial === 'signal') {
    return setState('off');
  }

  let client: AnalyticsClient | undefined;
  let started = false;
  let stopped = false;
  const queue = createEventQueue(sessionStorageOf(win));
  const flush = (beacon: boolean) => {
    if (!client || stopped) {
      return;
    }
    for (const event of queue.take()) {
      client.capture(event, { beacon });
    }
  };

  function begin(analyticsSettings: AnalyticsSettings): void {
    if (started) return;
    started = true;
    // Capture phase, on the document: runs before the header's own handlers and before navigation.
    win.document.addEventListener(
      'click',
      (event) => {
        const cta = stopped ? undefined : ctaClickEvent(event, Date.now(), newUuid(win));
        if (cta) {
          queue.push(cta);
          // The page is about to navigate: only a beacon reliably outlives it.
          flush(true);
        }
      },
      { capture: true },
    );
    onWindowEvent(win, 'countermove:track', (detail: unknown) => {
      // The event's payload is typed, but any script on the page can dispatch it: read it as outside input.
      const name = field(detail, 'event');
      const properties = eventProperties(field(detail, 'properties') ?? {});
      if (!stopped && typeof name === 'string' && EVENT_NAME.test(name) && properties) {
        queue.push({ event: name, properties, timestamp: Date.now(), uuid: newUuid(win) });
        flush(false);
      }
    });

    setState('loading');
    whenIdle(win, () => {
      load(analyticsSettings).then(
        (loaded) => {
          client = loaded;
          if (stopped) {
            loaded.stop();
            clearAnalyticsStorage(win);
            return;
          }
          setState('on');
          flush(false);
        },
        () => {
          // Blocked or offline: the site carries on; queued events wait for the next page.
          if (!stopped) setState('failed');
        },
      );
    });
  }

  onConsentChange(win, (choice) => {
    if (choice === 'granted' && !stopped) {
      begin(settings);
    } else if (choice === 'denied') {
      if (started) {
        stopped = true;
        client?.stop();
      }
      clearAnalyticsStorage(win);
      setState('off');
    }
  });

  if (initial === 'granted') {
    begin(settings);
    return 'loading';
  }
  return setState(initial === 'denied' ? 'off' : 'waiting');
}
