import type { Page, Request } from '@playwright/test';
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
import { test as base, expect } from './fixtures';

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

const withAnalytics = test.extend<{ upstreamDown: boolean }, { analytics: AnalyticsEnv }>({
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
  // Pages come from the analytics build's server; the fixture's same-origin checks follow.
  baseURL: async ({ analytics, upstreamDown }, use) => {
    await use(upstreamDown ? analytics.down.origin : analytics.site.origin);
  },
  page: async ({ page }, use) => {
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

  withAnalytics('a History API path change sends another page view', async ({ page, analytics, baseURL }) => {
    const origin = baseURL ?? '';
    await page.goto('/terms-of-service');
    await expect(page.locator('html')).toHaveAttribute('data-analytics', 'on');
    await page.evaluate(() => history.pushState({}, '', '/privacy-policy?via=history'));
    const pageview = await waitForEvent(analytics.fake, origin, '$pageview', (event) =>
      String(event.properties.$current_url).endsWith('/privacy-policy?via=history'),
    );
    expect(pageview.properties.navigation_type).toBe('pushState');
  });

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
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    ],
  ] as const) {
    withAnalytics(`with ${signal} nothing is loaded, stored or sent`, async ({ page }) => {
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
      expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
      expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([]);
    });
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

test.describe('analytics without a key (the default build)', () => {
  test('ships no analytics code and sends nothing', async ({ page }) => {
    await page.context().route('https://assets.calendly.com/**', (route) => route.abort('blockedbyclient'));
    const requests = recordRequests(page);
    await page.goto('/terms-of-service');
    await clickHeaderCta(page);
    await expect(page).toHaveURL(/\/book-time$/);
    await page.waitForTimeout(2000);
    await expect(page.locator('#analytics-settings')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-analytics', /.*/);
    expect(requests.filter(isAnalyticsRequest).map((request) => request.url())).toEqual([]);
    expect(requests.filter((request) => request.url().includes('analytics')).map((r) => r.url())).toEqual([]);
  });
});
