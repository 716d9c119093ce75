// @vitest-environment jsdom
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { siteConfig } from '~/site.config';
import {
  type AnalyticsClient,
  type AnalyticsSettings,
  createEventQueue,
  ctaClickEvent,
  posthogConfig,
  QUEUE_STORAGE_KEY,
  type QueuedEvent,
  readSettings,
  SETTINGS_ELEMENT_ID,
  startAnalytics,
  trackingAllowed,
  whenIdle,
} from './analytics';
import { TRACK_EVENT } from './track';

const SETTINGS: AnalyticsSettings = { key: 'phc_test', apiHost: '/ingest', uiHost: 'https://us.posthog.com' };

describe('posthogConfig', () => {
  const config = posthogConfig(SETTINGS);

  it('sends to the same-origin relay and links to the vendor app', () => {
    expect(config.api_host).toBe('/ingest');
    expect(config.ui_host).toBe('https://us.posthog.com');
    expect(siteConfig.analytics.relayPath).toBe('/ingest');
  });

  it('captures page views on load and history changes, page leaves, and profiles only identified people', () => {
    expect(config.capture_pageview).toBe('history_change');
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

describe('trackingAllowed', () => {
  it.each([
    [{}, true],
    [{ doNotTrack: null }, true],
    [{ doNotTrack: '0' }, true],
    [{ doNotTrack: 'unspecified' }, true],
    [{ doNotTrack: '1' }, false],
    [{ doNotTrack: 'yes' }, false],
    [{ globalPrivacyControl: false }, true],
    [{ globalPrivacyControl: true }, false],
    [{ doNotTrack: '0', globalPrivacyControl: true }, false],
  ])('%o → %s', (signals, allowed) => {
    expect(trackingAllowed(signals)).toBe(allowed);
  });
});

function documentWith(settingsJson?: string): Document {
  const block =
    settingsJson === undefined
      ? ''
      : `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">${settingsJson}</script>`;
  return new JSDOM(`<!doctype html><head>${block}</head><body></body>`).window.document;
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
  const dom = new JSDOM(`<!doctype html><body>
    <a href="/book-time" data-cta-location="navigation"><span>Book a demo</span></a>
    <a href="/book-time" data-cta-location="mobile_navigation">
      Book   a demo
    </a>
    <a href="/book-time" data-cta-location="footer">Book a demo</a>
    <a href="/pricing">Pricing</a>
  </body>`);
  const links = dom.window.document.querySelectorAll('a');
  const click = (target: EventTarget) => {
    const event = new dom.window.MouseEvent('click', { bubbles: true });
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
    expect(click(dom.window.document.body)).toBeUndefined();
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
    const storage = new JSDOM('', { url: 'https://www.countermove.io/' }).window.sessionStorage;
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
    const storage = new JSDOM('', { url: 'https://www.countermove.io/' }).window.sessionStorage;
    storage.setItem(QUEUE_STORAGE_KEY, '{not json');
    expect(createEventQueue(storage).take()).toEqual([]);
    storage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([EVENT, { event: 1 }, null]));
    expect(createEventQueue(storage).take()).toEqual([EVENT]);
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

describe('whenIdle', () => {
  it('waits for an idle period, with a timeout', () => {
    const win = new JSDOM('', { url: 'https://www.countermove.io/' }).window as unknown as Window;
    const requestIdleCallback = vi.fn();
    Object.assign(win, { requestIdleCallback });
    Object.defineProperty(win.document, 'readyState', { value: 'complete' });
    const callback = vi.fn();
    whenIdle(win, callback);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(callback).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]?.[0]();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('waits for the load event first, and falls back to a timer without requestIdleCallback', async () => {
    const win = new JSDOM('', { url: 'https://www.countermove.io/' }).window as unknown as Window;
    Object.assign(win, { requestIdleCallback: undefined });
    Object.defineProperty(win.document, 'readyState', { value: 'loading' });
    const callback = vi.fn();
    whenIdle(win, callback);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(callback).not.toHaveBeenCalled();
    win.dispatchEvent(new win.Event('load'));
    await vi.waitFor(() => expect(callback).toHaveBeenCalledOnce());
  });
});

type Harness = {
  win: Window;
  cta: HTMLAnchorElement;
  captured: Array<{ event: QueuedEvent; beacon: boolean | undefined }>;
  load: ReturnType<typeof vi.fn>;
  runIdle: () => void;
};

/** A page with the header CTA, optional settings and privacy signals, and a fake library. */
function page(
  options: { settings?: boolean; doNotTrack?: string; gpc?: boolean; fail?: boolean } = {},
): Harness {
  const block = options.settings === false ? '' : JSON.stringify(SETTINGS);
  const dom = new JSDOM(
    `<!doctype html><head>${block ? `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">${block}</script>` : ''}</head>
     <body><a href="/book-time" data-cta-location="navigation">Book a demo</a></body>`,
    { url: 'https://www.countermove.io/pricing' },
  );
  const win = dom.window as unknown as Window;
  Object.defineProperty(win.navigator, 'doNotTrack', { value: options.doNotTrack ?? null });
  Object.defineProperty(win.navigator, 'globalPrivacyControl', { value: options.gpc ?? false });
  let idle: (() => void) | undefined;
  Object.assign(win, {
    requestIdleCallback: (callback: () => void) => {
      idle = callback;
      return 1;
    },
  });
  Object.defineProperty(win.document, 'readyState', { value: 'complete' });
  const captured: Harness['captured'] = [];
  const client: AnalyticsClient = {
    capture: (event, opts) => captured.push({ event, beacon: opts?.beacon }),
  };
  const load = vi.fn(() => (options.fail ? Promise.reject(new Error('offline')) : Promise.resolve(client)));
  const cta = win.document.querySelector('a') as HTMLAnchorElement;
  cta.addEventListener('click', (event) => event.preventDefault());
  return { win, cta, captured, load, runIdle: () => idle?.() };
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startAnalytics', () => {
  it.each([
    ['no key', { settings: false }],
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { gpc: true }],
  ])('with %s loads nothing and stores nothing', async (_case, options) => {
    const { win, cta, load, runIdle } = page(options);
    expect(startAnalytics(win, load)).toBe('off');
    expect(win.document.documentElement.dataset.analytics).toBe('off');
    cta.click();
    win.dispatchEvent(new win.CustomEvent(TRACK_EVENT, { detail: { event: 'demo_booked' } }));
    runIdle();
    await flushPromises();
    expect(load).not.toHaveBeenCalled();
    expect(win.sessionStorage.length).toBe(0);
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
      new win.CustomEvent(TRACK_EVENT, { detail: { event: 'demo_booked', properties: { source: 'x' } } }),
    );
    expect(captured.map(({ event }) => [event.event, event.properties])).toEqual([
      ['demo_booked', { source: 'x' }],
    ]);
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
