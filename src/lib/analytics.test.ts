// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { siteConfig } from '#src/site.config.ts';
import { HOSTILE_VALUES } from '../../tests/hostile-input.ts';
import {
  type AnalyticsClient,
  type AnalyticsSettings,
  createEventQueue,
  ctaClickEvent,
  eventProperties,
  posthogConfig,
  QUEUE_STORAGE_KEY,
  type QueuedEvent,
  queuedEventFrom,
  readSettings,
  SETTINGS_ELEMENT_ID,
  startAnalytics,
  whenIdle,
} from './analytics';
import { CONSENT_STORAGE_KEY, type ConsentChoice, setConsent } from './consent';

const SETTINGS: AnalyticsSettings = { key: 'phc_test', apiHost: '/ingest', uiHost: 'https://us.posthog.com' };

describe('posthogConfig', () => {
  const config = posthogConfig(SETTINGS);

  it('sends to the same-origin relay and links to the vendor app', () => {
    expect(config.api_host).toBe('/ingest');
    expect(config.ui_host).toBe('https://us.posthog.com');
    expect(siteConfig.analytics.relayPath).toBe('/ingest');
  });

  it('captures a page view per page load, page leaves, and profiles only identified people', () => {
    expect(config.capture_pageview).toBe(true);
    expect(config.capture_pageleave).toBe(true);
    expect(config.person_profiles).toBe('identified_only');
  });

  it('turns off everything that would fetch vendor scripts or remote config', () => {
    expect(config).toMatchObject({
      advanced_disable_flags: true,
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
      respect_dnt: true,
    });
  });

  it("keeps the library's defaults for batching, retries, rate limits, sessions and cookies (spec §9)", () => {
    for (const option of [
      'request_queue_config',
      'request_batching',
      'rate_limiting',
      'session_idle_timeout_seconds',
      'cookie_expiration',
      'feature_flag_request_timeout_ms',
      'surveys_request_timeout_ms',
      'properties_string_max_length',
      'persistence',
    ]) {
      expect(config, option).not.toHaveProperty(option);
    }
  });
});

function settingsBlock(settingsJson: string | undefined): string {
  return settingsJson === undefined
    ? ''
    : `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">${settingsJson}</script>`;
}

function documentWith(settingsJson?: string): Document {
  const doc = document.implementation.createHTMLDocument('test');
  doc.head.innerHTML = settingsBlock(settingsJson);
  return doc;
}

/** An in-memory Storage, as sessionStorage behaves within one tab. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('readSettings', () => {
  it('reads the JSON block the layout writes', () => {
    expect(readSettings(documentWith(JSON.stringify(SETTINGS)))).toEqual(SETTINGS);
  });

  it.each([
    ['no block (no key at build time)', undefined],
    ['an empty block', ''],
    ['broken JSON', '{"key":'],
    ['an empty key', '{"key":"","apiHost":"/ingest"}'],
    ['no relay path', '{"key":"phc_test"}'],
  ])('is off with %s', (_case, json) => {
    expect(readSettings(documentWith(json))).toBeUndefined();
  });
});

describe('ctaClickEvent', () => {
  const doc = document.implementation.createHTMLDocument('test');
  doc.body.innerHTML = `
    <a href="/book-time" data-cta-location="navigation"><span>Book a demo</span></a>
    <a href="/book-time" data-cta-location="mobile_navigation">
      Book   a demo
    </a>
    <a href="/book-time" data-cta-location="footer">Book a demo</a>
    <a href="/pricing">Pricing</a>`;
  const links = doc.querySelectorAll('a');
  const click = (target: EventTarget) => {
    const event = new MouseEvent('click', { bubbles: true });
    Object.defineProperty(event, 'target', { value: target });
    return ctaClickEvent(event, 1_700_000_000_000, 'uuid-1');
  };

  it('records the header CTA, also when the click lands on its text', () => {
    const span = links[0]?.querySelector('span');
    expect(span && click(span)).toEqual({
      event: 'cta_clicked',
      properties: { location: 'navigation', button_text: 'Book a demo' },
      timestamp: 1_700_000_000_000,
      uuid: 'uuid-1',
    });
  });

  it('records the mobile menu CTA with its text normalised', () => {
    expect(links[1] && click(links[1])?.properties).toEqual({
      location: 'mobile_navigation',
      button_text: 'Book a demo',
    });
  });

  it('ignores other locations and other links', () => {
    expect(links[2] && click(links[2])).toBeUndefined();
    expect(links[3] && click(links[3])).toBeUndefined();
    expect(click(doc.body)).toBeUndefined();
  });
});

const EVENT: QueuedEvent = {
  event: 'cta_clicked',
  properties: { location: 'navigation', button_text: 'Book a demo' },
  timestamp: 1,
  uuid: 'a',
};

describe('createEventQueue', () => {
  it('keeps events in storage until taken', () => {
    const storage = memoryStorage();
    const queue = createEventQueue(storage);
    queue.push(EVENT);
    queue.push({ ...EVENT, uuid: 'b' });
    // A second queue (the next page) sees them.
    expect(
      createEventQueue(storage)
        .take()
        .map((event) => event.uuid),
    ).toEqual(['a', 'b']);
    expect(storage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
    expect(queue.take()).toEqual([]);
  });

  it('ignores malformed stored data', () => {
    const storage = memoryStorage();
    storage.setItem(QUEUE_STORAGE_KEY, '{not json');
    expect(createEventQueue(storage).take()).toEqual([]);
    storage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([EVENT, { event: 1 }, null]));
    expect(createEventQueue(storage).take()).toEqual([EVENT]);
  });

  it('drops stored events this site did not write, and reads at most the 50 newest', () => {
    const storage = memoryStorage();
    const hostile: unknown[] = [
      { ...EVENT, timestamp: 1e300 },
      { ...EVENT, timestamp: Number.NaN },
      { ...EVENT, timestamp: -1 },
      { ...EVENT, properties: null },
      { ...EVENT, properties: ['navigation'] },
      { ...EVENT, properties: { nested: { deep: 1 } } },
      { ...EVENT, properties: { location: 'x'.repeat(5000) } },
      { ...EVENT, properties: { location: 'nav\u0000igation' } },
      { ...EVENT, properties: { 'Bad Name': 1 } },
      {
        ...EVENT,
        properties: Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`p${index}`, index])),
      },
      { ...EVENT, event: '$pageview' },
      { ...EVENT, event: 'x'.repeat(65) },
      { ...EVENT, event: '<img src=x onerror=alert(1)>' },
      { ...EVENT, uuid: 'u'.repeat(65) },
      { ...EVENT, uuid: '' },
      ...HOSTILE_VALUES,
    ];
    storage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([EVENT, ...hostile]));
    expect(createEventQueue(storage).take()).toEqual([]);
    storage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([...hostile, EVENT]));
    expect(createEventQueue(storage).take()).toEqual([EVENT]);
    storage.setItem(QUEUE_STORAGE_KEY, `[${'0,'.repeat(40_000)}0]`);
    expect(createEventQueue(storage).take()).toEqual([]);
    for (const value of HOSTILE_VALUES) {
      storage.setItem(QUEUE_STORAGE_KEY, value);
      expect(createEventQueue(storage).take()).toEqual([]);
    }
  });

  it('drops a __proto__ property rather than letting it reach the event', () => {
    const event = queuedEventFrom(
      JSON.parse(
        `{"event":"cta_clicked","properties":{"__proto__":{"polluted":true}},"timestamp":1,"uuid":"a"}`,
      ),
    );
    expect(event).toBeUndefined();
    expect(eventProperties({ location: 'navigation', count: 2, open: true, empty: '' })).toEqual({
      location: 'navigation',
      count: 2,
      open: true,
      empty: '',
    });
  });

  it('falls back to memory when storage refuses writes', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const queue = createEventQueue(storage);
    queue.push(EVENT);
    expect(queue.take()).toEqual([EVENT]);
  });

  it('keeps at most the 50 newest events', () => {
    const queue = createEventQueue(undefined);
    for (let index = 0; index < 60; index += 1) queue.push({ ...EVENT, uuid: String(index) });
    const events = queue.take();
    expect(events).toHaveLength(50);
    expect(events[0]?.uuid).toBe('10');
  });
});

type FakeWindowOptions = {
  readyState?: DocumentReadyState;
  requestIdleCallback?: Window['requestIdleCallback'];
  navigator?: { doNotTrack?: string | null; globalPrivacyControl?: boolean };
  body?: string;
  head?: string;
};

/** Just enough of a window for the boot, with its own document, storage and event target. */
function fakeWindow(options: FakeWindowOptions = {}) {
  const events = new EventTarget();
  const doc = document.implementation.createHTMLDocument('test');
  doc.head.innerHTML = options.head ?? '';
  doc.body.innerHTML = options.body ?? '';
  Object.defineProperty(doc, 'readyState', { value: options.readyState ?? 'complete' });
  const win = {
    document: doc,
    navigator: options.navigator ?? {},
    sessionStorage: memoryStorage(),
    localStorage: memoryStorage(),
    location: { hostname: 'www.countermove.io' },
    crypto: globalThis.crypto,
    requestIdleCallback: options.requestIdleCallback,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    CustomEvent,
  };
  return win as unknown as Window & { sessionStorage: Storage; localStorage: Storage };
}

describe('whenIdle', () => {
  it('waits for an idle period, with a timeout', () => {
    const requestIdleCallback = vi.fn();
    const win = fakeWindow({ requestIdleCallback });
    const callback = vi.fn();
    whenIdle(win, callback);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(callback).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]?.[0]();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('waits for the load event first, and falls back to a timer without requestIdleCallback', async () => {
    const win = fakeWindow({ readyState: 'loading' });
    const callback = vi.fn();
    whenIdle(win, callback);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(callback).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(callback).toHaveBeenCalledOnce());
  });
});

type Harness = {
  win: Window & { sessionStorage: Storage; localStorage: Storage };
  stop: ReturnType<typeof vi.fn>;
  cta: HTMLAnchorElement;
  captured: Array<{ event: QueuedEvent; beacon: boolean | undefined }>;
  load: ReturnType<typeof vi.fn<(settings: AnalyticsSettings) => Promise<AnalyticsClient>>>;
  runIdle: () => void;
};

/** A page with the header CTA, optional settings and privacy signals, and a fake library. */
function page(
  options: {
    settings?: boolean;
    doNotTrack?: string;
    gpc?: boolean;
    fail?: boolean;
    /** The stored consent choice; granted unless a test says otherwise. */
    consent?: ConsentChoice | null;
  } = {},
): Harness {
  let idle: (() => void) | undefined;
  const win = fakeWindow({
    head: settingsBlock(options.settings === false ? undefined : JSON.stringify(SETTINGS)),
    body: '<a href="/book-time" data-cta-location="navigation">Book a demo</a>',
    navigator: { doNotTrack: options.doNotTrack ?? null, globalPrivacyControl: options.gpc ?? false },
    requestIdleCallback: (callback) => {
      idle = () => callback({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    },
  });
  const consent = options.consent === undefined ? 'granted' : options.consent;
  if (consent) win.localStorage.setItem(CONSENT_STORAGE_KEY, consent);
  const captured: Harness['captured'] = [];
  const stop = vi.fn();
  const client: AnalyticsClient = {
    capture: (event, opts) => void captured.push({ event, beacon: opts?.beacon }),
    stop,
  };
  const load = vi.fn((_settings: AnalyticsSettings) =>
    options.fail ? Promise.reject(new Error('offline')) : Promise.resolve(client),
  );
  const cta = win.document.querySelector('a') as HTMLAnchorElement;
  // The boot listens on the document in the capture phase, as on a real page.
  cta.addEventListener('click', (event) => event.preventDefault());
  return { win, cta, captured, load, stop, runIdle: () => idle?.() };
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startAnalytics', () => {
  it.each([
    ['no key', { settings: false }],
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { gpc: true }],
    ['Global Privacy Control, even after accepting', { gpc: true, consent: 'granted' as const }],
    ['consent refused', { consent: 'denied' as const }],
  ])('with %s loads nothing and stores nothing', async (_case, options) => {
    const { win, cta, load, runIdle } = page(options);
    expect(startAnalytics(win, load)).toBe('off');
    expect(win.document.documentElement.dataset.analytics).toBe('off');
    cta.click();
    win.dispatchEvent(new CustomEvent('countermove:track', { detail: { event: 'demo_booked' } }));
    runIdle();
    await flushPromises();
    expect(load).not.toHaveBeenCalled();
    expect(win.sessionStorage.length).toBe(0);
  });

  it('before a choice waits: nothing loaded, nothing queued, nothing stored', async () => {
    const { win, cta, load, runIdle } = page({ consent: null });
    expect(startAnalytics(win, load)).toBe('waiting');
    cta.click();
    runIdle();
    await flushPromises();
    expect(load).not.toHaveBeenCalled();
    expect(win.sessionStorage.length).toBe(0);
    expect(win.localStorage.length).toBe(0);
  });

  it('starts on the same page once the visitor accepts', async () => {
    const { win, load, runIdle } = page({ consent: null });
    startAnalytics(win, load);
    setConsent(win, 'granted');
    expect(win.document.documentElement.dataset.analytics).toBe('loading');
    runIdle();
    await flushPromises();
    expect(load).toHaveBeenCalledWith(SETTINGS);
    expect(win.document.documentElement.dataset.analytics).toBe('on');
  });

  it('stops and removes what the library stored when the visitor rejects later', async () => {
    const { win, cta, captured, load, stop, runIdle } = page();
    startAnalytics(win, load);
    runIdle();
    await flushPromises();
    win.localStorage.setItem('ph_phc_test_posthog', '{"distinct_id":"x"}');
    win.sessionStorage.setItem('ph_phc_test_window_id', 'w');
    setConsent(win, 'denied');
    expect(stop).toHaveBeenCalledOnce();
    expect(win.document.documentElement.dataset.analytics).toBe('off');
    expect(win.localStorage.getItem('ph_phc_test_posthog')).toBeNull();
    expect(win.sessionStorage.length).toBe(0);
    // The choice itself stays: it is what keeps analytics off.
    expect(win.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    cta.click();
    expect(captured).toEqual([]);
  });

  it('loads the library only once the page is idle', async () => {
    const { win, load, runIdle } = page();
    expect(startAnalytics(win, load)).toBe('loading');
    await flushPromises();
    expect(load).not.toHaveBeenCalled();
    runIdle();
    await flushPromises();
    expect(load).toHaveBeenCalledWith(SETTINGS);
    expect(win.document.documentElement.dataset.analytics).toBe('on');
  });

  it('queues a CTA click made before the library loads and sends it once it has', async () => {
    const { win, cta, captured, load, runIdle } = page();
    startAnalytics(win, load);
    cta.click();
    // Stored at once, so navigation right after the click cannot lose it.
    const stored = JSON.parse(win.sessionStorage.getItem(QUEUE_STORAGE_KEY) ?? '[]') as QueuedEvent[];
    expect(stored.map((event) => [event.event, event.properties])).toEqual([
      ['cta_clicked', { location: 'navigation', button_text: 'Book a demo' }],
    ]);
    runIdle();
    await flushPromises();
    expect(captured.map(({ event }) => event.event)).toEqual(['cta_clicked']);
    expect(captured[0]?.event.uuid).toBe(stored[0]?.uuid);
    expect(win.sessionStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('sends a click made after loading right away, by beacon', async () => {
    const { win, cta, captured, load, runIdle } = page();
    startAnalytics(win, load);
    runIdle();
    await flushPromises();
    cta.click();
    expect(captured).toEqual([{ event: expect.objectContaining({ event: 'cta_clicked' }), beacon: true }]);
    expect(win.sessionStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('records events islands dispatch through track()', async () => {
    const { win, captured, load, runIdle } = page();
    startAnalytics(win, load);
    runIdle();
    await flushPromises();
    win.dispatchEvent(
      new CustomEvent('countermove:track', { detail: { event: 'demo_booked', properties: { source: 'x' } } }),
    );
    expect(captured.map(({ event }) => [event.event, event.properties])).toEqual([
      ['demo_booked', { source: 'x' }],
    ]);
  });

  it('ignores track() events whose name or properties the site would never send', async () => {
    const { win, captured, load, runIdle } = page();
    startAnalytics(win, load);
    runIdle();
    await flushPromises();
    const details: unknown[] = [
      null,
      'demo_booked',
      { event: 42 },
      { event: 'Demo Booked' },
      { event: 'demo_booked', properties: { source: { nested: true } } },
      { event: 'demo_booked', properties: { source: 'x'.repeat(5000) } },
      { event: 'demo_booked', properties: 'source' },
      // Plain lower-case words (`null`, `granted`) are names the site could send.
      ...HOSTILE_VALUES.filter((value) => !/^[a-z]+$/.test(value)).map((value) => ({ event: value })),
    ];
    for (const detail of details) win.dispatchEvent(new CustomEvent('countermove:track', { detail }));
    win.dispatchEvent(new CustomEvent('countermove:track', { detail: { event: 'demo_booked' } }));
    expect(captured.map(({ event }) => [event.event, event.properties])).toEqual([['demo_booked', {}]]);
  });

  it('keeps queued events for the next page when the library cannot load', async () => {
    const { win, cta, load, runIdle } = page({ fail: true });
    startAnalytics(win, load);
    cta.click();
    runIdle();
    await flushPromises();
    expect(win.document.documentElement.dataset.analytics).toBe('failed');
    expect(JSON.parse(win.sessionStorage.getItem(QUEUE_STORAGE_KEY) ?? '[]')).toHaveLength(1);
  });
});
