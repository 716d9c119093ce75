import type { Page, Request } from '@playwright/test';
import { fuzzSeed, hostileValue, seededRandom } from '../hostile-input';
import {
  ANALYTICS_DIST,
  buildWithAnalyticsKey,
  type CapturedEvent,
  type FakeUpstream,
  refusedOrigin,
  type SiteServer,
  startFakeUpstream,
  startSiteServer,
  TEST_KEY,
} from './analytics-env';
import { axeViolations, test as base, expect } from './fixtures';

// The shared fixture's console and same-origin request checks run only for tests that ask for
// `problems`; here every test gets them.
const test = base.extend<{ guard: undefined }>({
  guard: [
    async ({ problems: _problems }, use) => {
      await use(undefined);
    },
    { auto: true },
  ],
});

/*
 * Analytics end to end: a build with a key (dist-analytics/, built here when stale, so CI runs it),
 * served by the production server whose relay forwards /ingest/ to a fake upstream on an ephemeral port.
 * The fake decodes what the library really sends (gzip, base64 beacons) and records it.
 */

type AnalyticsEnv = { fake: FakeUpstream; site: SiteServer; down: SiteServer };

/** `countermove:consent` in localStorage before any script runs (decision 0009); null: first visit. */
const CONSENT_KEY = 'countermove:consent';

const withAnalytics = test.extend<
  { upstreamDown: boolean; consent: 'granted' | 'denied' | null },
  { analytics: AnalyticsEnv }
>({
  analytics: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      buildWithAnalyticsKey();
      const fake = await startFakeUpstream();
      const site = await startSiteServer(ANALYTICS_DIST, fake.origin);
      const down = await startSiteServer(ANALYTICS_DIST, await refusedOrigin());
      await use({ fake, site, down });
      await Promise.all([site.stop(), down.stop()]);
      await fake.close();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  upstreamDown: [false, { option: true }],
  // Most tests are about what happens once a visitor has agreed; the consent tests start without.
  consent: ['granted', { option: true }],
  // Pages come from the analytics build's server; the fixture's same-origin checks follow.
  baseURL: async ({ analytics, upstreamDown }, use) => {
    await use(upstreamDown ? analytics.down.origin : analytics.site.origin);
  },
  page: async ({ page, consent }, use) => {
    if (consent) {
      await page.addInitScript(
        ([key, value]) => {
          // Only once: a choice the test makes later on must survive the next navigation.
          if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
        },
        [CONSENT_KEY, consent] as const,
      );
    }
    // The library drops events from automated browsers (its bot filter: navigator.webdriver, headless
    // brands), as it should in production; these tests stand in for a real visitor.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    });
    // No internet here, and none needed: the scheduler's script is blocked, its fallback shows.
    await page.context().route('https://assets.calendly.com/**', (route) => route.abort('blockedbyclient'));
    await use(page);
  },
});

// One worker for the whole file: the build and servers above are set up once.
withAnalytics.describe.configure({ mode: 'default' });

/** Events the fake received for this page's origin since `since`, optionally of one name. */
function received(fake: FakeUpstream, origin: string, name?: string): CapturedEvent[] {
  return fake
    .events()
    .filter((event) => String(event.properties.$current_url ?? '').startsWith(origin))
    .filter((event) => name === undefined || event.event === name);
}

async function waitForEvent(
  fake: FakeUpstream,
  origin: string,
  name: string,
  match: (event: CapturedEvent) => boolean = () => true,
): Promise<CapturedEvent> {
  let found: CapturedEvent | undefined;
  await expect
    .poll(
      () => {
        found = received(fake, origin, name).find(match);
        return Boolean(found);
      },
      { message: `the fake upstream receives ${name}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as CapturedEvent;
}

/** Holds back requestIdleCallback until `runIdleCallbacks`: the page never becomes "idle" by itself. */
async function holdIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    Object.assign(window, {
      __heldIdleCallbacks: held,
      requestIdleCallback: (callback: IdleRequestCallback) => held.push(callback),
    });
  });
}

async function runIdleCallbacks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const held = (window as unknown as { __heldIdleCallbacks: IdleRequestCallback[] }).__heldIdleCallbacks;
    for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  });
}

/**
 * Clicks the header's 'Book a demo' once the page has stopped loading: a click while its scripts are still
 * loading would cut those requests off, which the request guard rightly counts as failures.
 */
async function clickHeaderCta(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('header[data-site-header] a[data-cta-location="navigation"]').click();
}

type Problems = { consoleErrors: string[]; failedRequests: string[] };

/**
 * Playwright reports an analytics request that is still in flight when its page unloads (a beacon, a
 * keepalive fetch) as `net::ERR_ABORTED`, although the browser delivers it: the test has just seen the
 * fake upstream receive it. Those lines, and only those, are dropped from the request guard's list.
 */
function forgetRequestsCutOffByNavigation(problems: Problems): void {
  const kept = problems.failedRequests.filter((line) => !/\/ingest\/\S* \(net::ERR_ABORTED\)$/.test(line));
  problems.failedRequests.splice(0, problems.failedRequests.length, ...kept);
}

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const isAnalyticsRequest = (request: Request) =>
  new URL(request.url()).pathname.startsWith('/ingest/') || request.url().includes('posthog');

withAnalytics.describe('analytics with a key', () => {
  withAnalytics(
    'a page view goes through /ingest on the page’s own origin, after the page is idle',
    async ({ page, analytics, baseURL }) => {
      const origin = baseURL ?? '';
      const requests = recordRequests(page);
      // A cookie of the site's own: the browser sends it to /ingest, the relay must not pass it on.
      await page.context().addCookies([{ name: 'site_session', value: 'secret', url: origin }]);
      await page.goto('/terms-of-service?from=e2e');

      const pageview = await waitForEvent(analytics.fake, origin, '$pageview', (event) =>
        String(event.properties.$current_url).endsWith('/terms-of-service?from=e2e'),
      );
      expect(pageview.properties.token).toBe(TEST_KEY);
      expect(pageview.headers.cookie).toBeUndefined();
      expect(pageview.headers.host).toBe(new URL(analytics.fake.origin).host);
      expect(pageview.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);

      // Every request the page made stayed on its own origin; analytics used /ingest/ only.
      const origins = new Set(
        requests.map((request) => new URL(request.url()).origin).filter((value) => value.startsWith('http')),
      );
      expect([...origins]).toEqual([origin]);
      const ingest = requests.filter((request) => new URL(request.url()).pathname.startsWith('/ingest/'));
      expect(ingest.length).toBeGreaterThan(0);
      expect(await ingest[0]?.headerValue('cookie')).toContain('site_session=secret');

      // The library was fetched only after the load event, and the page carries its state.
      await expect(page.locator('html')).toHaveAttribute('data-analytics', 'on');
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const library = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/posthog-client.'));
        return { loadEnd: navigation.loadEventEnd, libraryStart: library?.startTime ?? -1 };
      });
      expect(timing.libraryStart).toBeGreaterThanOrEqual(timing.loadEnd);
    },
  );

  withAnalytics(
    "the header CTA clicked before the library loads sends cta_clicked 'navigation' from the next page",
    async ({ page, analytics, baseURL }) => {
      const origin = baseURL ?? '';
      await holdIdle(page);
      const requests = recordRequests(page);
      await page.goto('/terms-of-service');
      await page.waitForLoadState('load');
      // Loaded but not idle: the library has not been fetched, so the click can only be queued.
      await expect(page.locator('html')).toHaveAttribute('data-analytics', 'loading');
      expect(requests.filter(isAnalyticsRequest)).toEqual([]);
      await clickHeaderCta(page);
      await expect(page).toHaveURL(/\/book-time$/);
      await page.waitForLoadState('load');
      expect(requests.filter(isAnalyticsRequest)).toEqual([]);
      // The next page becomes idle, loads the library and sends what was queued.
      await runIdleCallbacks(page);
      const event = await waitForEvent(analytics.fake, origin, 'cta_clicked');
      expect(event.properties).toMatchObject({ location: 'navigation', button_text: 'Book a demo' });
    },
  );

  withAnalytics(
    'a CTA clicked after the library loaded is delivered although the page navigates away at once',
    async ({ page, analytics, baseURL, problems }) => {
      const origin = baseURL ?? '';
      await page.goto('/terms-of-service?beacon=1');
      await expect(page.locator('html')).toHaveAttribute('data-analytics', 'on');
      // The next page runs no analytics at all, so only the beacon can deliver the event.
      await page.route('**/book-time', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Next</title><h1>Next</h1>' }),
      );
      await clickHeaderCta(page);
      await expect(page).toHaveURL(/\/book-time$/);
      const event = await waitForEvent(analytics.fake, origin, 'cta_clicked', (candidate) =>
        String(candidate.properties.$current_url).includes('beacon=1'),
      );
      expect(event.properties).toMatchObject({ location: 'navigation', button_text: 'Book a demo' });
      forgetRequestsCutOffByNavigation(problems);
    },
  );

  withAnalytics.describe('on a phone', () => {
    withAnalytics.use({ viewport: { width: 375, height: 812 } });

    withAnalytics(
      "the mobile menu's CTA sends cta_clicked 'mobile_navigation'",
      async ({ page, analytics, baseURL, problems }) => {
        const origin = baseURL ?? '';
        await page.goto('/privacy-policy');
        await page.waitForLoadState('networkidle');
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.locator('#mobile-menu a[data-cta-location="mobile_navigation"]').click();
        await expect(page).toHaveURL(/\/book-time$/);
        const event = await waitForEvent(analytics.fake, origin, 'cta_clicked', (candidate) => {
          return candidate.properties.location === 'mobile_navigation';
        });
        expect(event.properties).toMatchObject({ location: 'mobile_navigation', button_text: 'Book a demo' });
        forgetRequestsCutOffByNavigation(problems);
      },
    );

    withAnalytics(
      "the header bar's compact CTA sends cta_clicked 'mobile_navigation'",
      async ({ page, analytics, baseURL, problems }) => {
        const origin = baseURL ?? '';
        await page.goto('/privacy-policy');
        await page.waitForLoadState('networkidle');
        await page.locator('header a[data-header-cta="compact"]').click();
        await expect(page).toHaveURL(/\/book-time$/);
        const event = await waitForEvent(analytics.fake, origin, 'cta_clicked', (candidate) => {
          return candidate.properties.location === 'mobile_navigation';
        });
        expect(event.properties).toMatchObject({ location: 'mobile_navigation', button_text: 'Book a demo' });
        forgetRequestsCutOffByNavigation(problems);
      },
    );
  });

  withAnalytics(
    'a booking reported by the widget sends demo_booked, from calendly.com only',
    async ({ page, analytics, baseURL }) => {
      const origin = baseURL ?? '';
      await page.goto('/book-time?booking=1');
      await expect(page.locator('[data-scheduler]')).toHaveAttribute('data-status', 'failed');
      await expect(page.locator('html')).toHaveAttribute('data-analytics', 'on');
      await page.evaluate(() => {
        const data = { event: 'calendly.event_scheduled', payload: {} };
        window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data }));
        window.dispatchEvent(new MessageEvent('message', { origin: 'https://calendly.com', data }));
      });
      const event = await waitForEvent(analytics.fake, origin, 'demo_booked', (candidate) =>
        String(candidate.properties.$current_url).includes('booking=1'),
      );
      expect(event.properties).toMatchObject({ scheduler: 'calendly' });
      await page.waitForTimeout(500);
      const booked = received(analytics.fake, origin, 'demo_booked').filter((candidate) =>
        String(candidate.properties.$current_url).includes('booking=1'),
      );
      expect(booked).toHaveLength(1);
    },
  );

  for (const [signal, script] of [
    // (the fixture's stored consent is set for these too: the signal wins over it)
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    ],
  ] as const) {
    withAnalytics(
      `with ${signal} nothing is loaded, stored or sent, and no banner is shown`,
      async ({ page }) => {
        await page.addInitScript(script);
        const requests = recordRequests(page);
        await page.goto('/terms-of-service');
        await expect(page.locator('html')).toHaveAttribute('data-analytics', 'off');
        await clickHeaderCta(page);
        await expect(page).toHaveURL(/\/book-time$/);
        await expect(page.locator('html')).toHaveAttribute('data-analytics', 'off');
        // Past the idle point and the library's batch interval.
        await page.waitForTimeout(4000);
        expect(requests.filter(isAnalyticsRequest).map((request) => request.url())).toEqual([]);
        await expect(page.locator('html')).toHaveAttribute('data-consent', 'signal');
        await expect(page.getByRole('region', { name: 'Your privacy choice' })).toBeHidden();
        await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeHidden();
        // Only the (seeded) consent record itself; nothing of the library's.
        expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
        expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['countermove:consent']);
        expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([]);
      },
    );
  }
});

withAnalytics.describe('analytics with the upstream down', () => {
  withAnalytics.use({ upstreamDown: true });

  withAnalytics('pages keep working and log nothing but the relay’s 502s', async ({ page, problems }) => {
    const responses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/ingest/')) responses.push(response.status());
    });
    await page.goto('/terms-of-service');
    await expect(page.locator('html')).toHaveAttribute('data-analytics', 'on');
    await expect.poll(() => responses.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(new Set(responses)).toEqual(new Set([502]));

    // The site is unaffected: menus work, the CTA navigates, the next page renders.
    await page.getByRole('button', { name: 'Use Cases' }).click();
    await expect(page.locator('#nav-menu-use-cases')).toBeVisible();
    await page.keyboard.press('Escape');
    await clickHeaderCta(page);
    await expect(page).toHaveURL(/\/book-time$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1000);

    // Stop here, so retries still in flight cannot add lines after the checks.
    await page.close();

    // Chromium itself logs every response of 400 or more ("Failed to load resource: … 502"); a relay
    // answering 502 for a dead upstream is the contract (the library retries on 5xx), so those lines are
    // expected, as is a retry cut short by the navigation. No script error, no warning, nothing else.
    const isRelayFailure = (line: string) =>
      /Failed to load resource: the server responded with a status of 502/.test(line) ||
      /\/ingest\/\S* → 502$/.test(line) ||
      /\/ingest\/\S* \(net::ERR_ABORTED\)$/.test(line);
    expect(problems.consoleErrors.filter((line) => !isRelayFailure(line))).toEqual([]);
    expect(problems.failedRequests.filter((line) => !isRelayFailure(line))).toEqual([]);
    expect(problems.failedRequests.length).toBeGreaterThan(0);
    problems.consoleErrors.length = 0;
    problems.failedRequests.length = 0;
  });
});

withAnalytics.describe('the consent choice', () => {
  withAnalytics.use({ consent: null });

  const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choice' });
  const libraryStorage = (page: Page) =>
    page.evaluate(() => ({
      cookies: document.cookie
        .split(';')
        .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
        .filter(Boolean),
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));

  withAnalytics(
    'on a first visit asks in the page flow, with equal choices, and stores and sends nothing',
    async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto('/pricing');
      await expect(banner(page)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'unset');
      // In the flow above the header: it pushes the page down instead of covering any of it.
      const layout = await page.evaluate(() => {
        const element = document.getElementById('consent-banner') as HTMLElement;
        const header = document.querySelector('header[data-site-header]') as HTMLElement;
        return {
          position: getComputedStyle(element).position,
          bannerBottom: element.getBoundingClientRect().bottom,
          headerTop: header.getBoundingClientRect().top,
        };
      });
      expect(layout.position).toBe('static');
      expect(layout.bannerBottom).toBeLessThanOrEqual(layout.headerTop + 1);
      const accept = banner(page).getByRole('button', { name: 'Accept' });
      const reject = banner(page).getByRole('button', { name: 'Reject' });
      const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
      expect(acceptBox?.height).toBe(rejectBox?.height);
      expect(Math.abs((acceptBox?.width ?? 0) - (rejectBox?.width ?? 0))).toBeLessThan(1);
      expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
      expect(await axeViolations(page)).toEqual([]);
      // By keyboard: the skip link, then the choice.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(banner(page).getByRole('link', { name: 'How we use your data' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(accept).toBeFocused();

      await page.waitForTimeout(4000);
      await expect(page.locator('html')).toHaveAttribute('data-analytics', 'waiting');
      expect(requests.filter(isAnalyticsRequest).map((request) => request.url())).toEqual([]);
      expect(await libraryStorage(page)).toEqual({ cookies: [], local: [], session: [] });
      expect(await page.context().cookies()).toEqual([]);
    },
  );

  withAnalytics(
    'accepting starts analytics on the same page and is remembered',
    async ({ page, analytics, baseURL }) => {
      const origin = baseURL ?? '';
      await page.goto('/terms-of-service?consent=accept');
      await banner(page).getByRole('button', { name: 'Accept' }).press('Enter');
      await expect(banner(page)).toBeHidden();
      await waitForEvent(analytics.fake, origin, '$pageview', (event) =>
        String(event.properties.$current_url).endsWith('consent=accept'),
      );
      const stored = await libraryStorage(page);
      expect(stored.local).toContain('countermove:consent');
      expect(stored.cookies.some((name) => name.startsWith('ph_'))).toBe(true);

      await page.goto('/privacy-policy?consent=remembered');
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'granted');
      await expect(banner(page)).toBeHidden();
      await waitForEvent(analytics.fake, origin, '$pageview', (event) =>
        String(event.properties.$current_url).endsWith('consent=remembered'),
      );
    },
  );

  withAnalytics(
    'a choice made before any script file has arrived is kept, and analytics starts when they arrive',
    async ({ page, analytics, baseURL }) => {
      const held: import('@playwright/test').Route[] = [];
      let released = false;
      await page.route('**/_astro/*.js', (route) => (released ? route.continue() : held.push(route)));
      await page.goto('/terms-of-service?consent=early', { waitUntil: 'commit' });
      await banner(page).getByRole('button', { name: 'Accept' }).click();
      // The inline head script recorded it: no script file was needed.
      await expect(banner(page)).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'granted');
      expect(await page.evaluate(() => localStorage.getItem('countermove:consent'))).toBe('granted');

      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await waitForEvent(analytics.fake, baseURL ?? '', '$pageview', (event) =>
        String(event.properties.$current_url).endsWith('consent=early'),
      );
    },
  );

  withAnalytics('rejecting keeps everything off, also on the next page', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/terms-of-service');
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-analytics', 'off');
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'denied');
    await expect(banner(page)).toBeHidden();
    await page.waitForTimeout(4000);
    expect(requests.filter(isAnalyticsRequest).map((request) => request.url())).toEqual([]);
    expect(await libraryStorage(page)).toEqual({ cookies: [], local: ['countermove:consent'], session: [] });
  });

  withAnalytics(
    'the choice can be changed from the footer: rejecting later stops analytics and removes its data',
    async ({ page, analytics, baseURL }) => {
      const origin = baseURL ?? '';
      await page.goto('/terms-of-service?consent=change');
      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await waitForEvent(analytics.fake, origin, '$pageview', (event) =>
        String(event.properties.$current_url).endsWith('consent=change'),
      );
      await page.getByRole('button', { name: 'Cookie settings' }).click();
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toBeFocused();
      await banner(page).getByRole('button', { name: 'Reject' }).click();
      await expect(banner(page)).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('data-analytics', 'off');
      const sent = analytics.fake.requests.length;
      await clickHeaderCta(page);
      await expect(page).toHaveURL(/\/book-time$/);
      await page.waitForTimeout(4000);
      expect(analytics.fake.requests.length).toBe(sent);
      expect(await libraryStorage(page)).toEqual({
        cookies: [],
        local: ['countermove:consent'],
        session: [],
      });
    },
  );

  withAnalytics(
    '/book-time calls no scheduler host before a choice, one click shows it, and accepting loads it by itself',
    async ({ page }) => {
      const schedulerRequests: string[] = [];
      await page.context().route(/calendly\.com/, (route) => {
        schedulerRequests.push(route.request().url());
        return route.abort('blockedbyclient');
      });
      await page.goto('/book-time');
      const box = page.locator('[data-scheduler]');
      await expect(box).toHaveAttribute('data-status', 'consent');
      await expect(box.getByRole('link', { name: 'Book directly on Calendly' })).toBeVisible();
      await expect(box.getByRole('link', { name: /^Email / })).toBeVisible();
      expect((await box.boundingBox())?.height).toBe(700);
      await page.waitForTimeout(1000);
      expect(schedulerRequests).toEqual([]);

      // One click, for this page only (offline here: the fallback card follows, with no console error).
      await box.getByRole('button', { name: 'Show the scheduler' }).click();
      await expect(box).toHaveAttribute('data-status', 'failed');
      expect(schedulerRequests.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => localStorage.getItem('countermove:consent'))).toBeNull();

      // Accepting the site's choice loads it without the click.
      schedulerRequests.length = 0;
      await page.goto('/book-time?after=accept');
      await expect(page.locator('[data-scheduler]')).toHaveAttribute('data-status', 'consent');
      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await expect(page.locator('[data-scheduler]')).toHaveAttribute('data-status', 'failed');
      expect(schedulerRequests.length).toBeGreaterThan(0);
      schedulerRequests.length = 0;
      await page.goto('/book-time?remembered=1');
      await expect(page.locator('[data-scheduler]')).toHaveAttribute('data-status', 'failed');
      expect(schedulerRequests.length).toBeGreaterThan(0);
    },
  );
});

withAnalytics.describe('hostile stored values (issue 25)', () => {
  withAnalytics.use({ consent: null });

  const CASES = 8;
  const ALLOWED = new Set(['cta_clicked', 'demo_booked']);

  withAnalytics(
    `${CASES} pages opened with a hostile consent choice, click queue and library storage`,
    async ({ page, analytics, baseURL }) => {
      const origin = baseURL ?? '';
      const seed = fuzzSeed(process.env.FUZZ_SEED);
      const random = seededRandom(seed * 31 + 101);
      console.log(`hostile stored values: seed ${seed} (FUZZ_SEED=${seed} reproduces)`);
      await page.goto('/terms-of-service');

      for (let index = 0; index < CASES; index += 1) {
        // Every other case accepted, so the queue and the library's own storage are read too.
        const consent = index % 2 === 0 ? 'granted' : hostileValue(random, ['granted', 'denied']);
        const marker = `fuzz-${index}`;
        const valid = { event: 'cta_clicked', properties: { location: 'navigation', button_text: marker } };
        const queue = [
          ...Array.from({ length: 3 }, () => ({
            event: hostileValue(random),
            properties: {},
            timestamp: 1,
            uuid: 'u',
          })),
          { ...valid.properties, event: 'cta_clicked' },
          { ...valid, timestamp: 1e300, uuid: `${marker}-late` },
          {
            ...valid,
            properties: { ...valid.properties, button_text: hostileValue(random) },
            timestamp: 1,
            uuid: 'x',
          },
          { ...valid, timestamp: Date.now(), uuid: `00000000-0000-4000-8000-00000000000${index}` },
        ];
        const stored = {
          consent,
          queue: random.chance(0.25) ? hostileValue(random) : JSON.stringify(queue),
          library: hostileValue(random),
        };
        const context = `case ${index} ${JSON.stringify(stored).slice(0, 200)} (FUZZ_SEED=${seed})`;
        await page.evaluate(
          ({ consent, queue, library, key }) => {
            localStorage.setItem('countermove:consent', consent);
            sessionStorage.setItem('countermove:analytics-queue', queue);
            localStorage.setItem(`ph_${key}_posthog`, library);
          },
          { ...stored, key: TEST_KEY },
        );
        await page.context().addCookies([
          {
            name: `ph_${TEST_KEY}_posthog`,
            value: encodeURIComponent(stored.library.toWellFormed()).slice(0, 3000),
            url: origin,
          },
        ]);
        await page.goto(`/terms-of-service?fuzz=${index}`);

        // The head script and the boot read the choice exactly: only `granted` starts analytics.
        const granted = consent === 'granted';
        await expect(page.locator('html'), context).toHaveAttribute(
          'data-consent',
          granted || consent === 'denied' ? consent : 'unset',
        );
        await expect(page.locator('html'), context).toHaveAttribute(
          'data-analytics',
          granted ? 'on' : consent === 'denied' ? 'off' : 'waiting',
        );
        if (granted && stored.queue.startsWith('[')) {
          // The one valid queued click arrives; the others were dropped (checked below).
          await waitForEvent(
            analytics.fake,
            origin,
            'cta_clicked',
            (event) => event.properties.button_text === marker,
          );
        }
        expect(
          await page.evaluate(() => document.querySelector('fuzz-injected, [fuzz-injected]') === null),
          context,
        ).toBe(true);
        // Reset for the next case: a clean slate the head script reads as undecided.
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        await page.context().clearCookies();
      }
      // Only events of the site's own shape went out: its names, and its properties as short plain text
      // (a stored event of that shape is indistinguishable from one the site queued, and may be sent).
      const names = analytics.fake.events().map((event) => event.event);
      expect(names.filter((name) => !name.startsWith('$') && !ALLOWED.has(name))).toEqual([]);
      const clicks = received(analytics.fake, origin, 'cta_clicked');
      expect(clicks.length).toBeGreaterThan(0);
      for (const { properties } of clicks) {
        expect(String(properties.location)).toMatch(/^[^\p{Cc}]{1,200}$/u);
        expect(String(properties.button_text)).toMatch(/^[^\p{Cc}]{0,200}$/u);
      }
    },
  );
});

test.describe('analytics without a key (the default build)', () => {
  test('ships no analytics code and sends nothing', async ({ page }) => {
    await page.context().route('https://assets.calendly.com/**', (route) => route.abort('blockedbyclient'));
    const requests = recordRequests(page);
    await page.goto('/terms-of-service');
    await clickHeaderCta(page);
    await expect(page).toHaveURL(/\/book-time$/);
    await page.waitForTimeout(2000);
    await expect(page.locator('#analytics-settings')).toHaveCount(0);
    // Nothing to consent to: no banner, no "Cookie settings", no consent record.
    await expect(page.locator('#consent-banner')).toHaveCount(0);
    await expect(page.locator('[data-consent-open]')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-analytics', /.*/);
    expect(requests.filter(isAnalyticsRequest).map((request) => request.url())).toEqual([]);
    expect(requests.filter((request) => request.url().includes('analytics')).map((r) => r.url())).toEqual([]);
  });
});
