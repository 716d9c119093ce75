/**
 * What every engine must do with the site (issue 24), written once against `Engine`. No copy is quoted:
 * expected values come from the site map, the content's logic and the built HTML.
 */
import { company } from '#src/content/company.ts';
import { siteRoutes } from '#src/site-map.ts';
import { type Engine, KEYS, waitFor } from './driver.ts';
import type { SiteProxy } from './proxy.ts';

export type Check = { name: string; run: () => Promise<void> };

export type Setup = {
  engine: Engine;
  site: SiteProxy;
  /** The keyed build (analytics key set, so the consent band shows). */
  keyed: SiteProxy;
  /** The 404 page's path: any path the site does not have. */
  missingPath: string;
};

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const headerPaths = (menu: string) =>
  siteRoutes.filter((route) => route.header?.menu === menu).map((route) => route.path);

/** Every island that hydrates on load or idle has hydrated (Astro drops `ssr` once it has). */
async function islandsHydrated(engine: Engine) {
  await waitFor('the islands to hydrate', () =>
    engine.evaluate(
      () => document.querySelectorAll('astro-island[ssr]:is([client="load"], [client="idle"])').length === 0,
    ),
  );
}

/** No page errors since the last look (the caller may drop ones it caused on purpose). */
async function expectNoErrors(engine: Engine, ignore: (error: string) => boolean = () => false) {
  const errors = (await engine.takeErrors()).filter((error) => !ignore(error));
  assert(errors.length === 0, `page errors:\n      ${errors.join('\n      ')}`);
}

/** Opens a page on the site and checks what every page needs. */
async function loadPage({ engine, site }: Setup, path: string, expectedStatus: number) {
  site.takeStatuses();
  await engine.goto(`${site.origin}${path}`);
  await islandsHydrated(engine);
  const statuses = site.takeStatuses();
  // A page seen before may be revalidated: 304 is the server confirming the same 200 page.
  const status = statuses.get(path) === 304 && expectedStatus === 200 ? 200 : statuses.get(path);
  assert(status === expectedStatus, `${path} answered ${statuses.get(path)}, not ${expectedStatus}`);
  const failed = [...statuses].filter(([, status]) => status >= 400 && status !== expectedStatus);
  assert(
    failed.length === 0,
    `failed requests: ${failed.map(([url, status]) => `${url} ${status}`).join(', ')}`,
  );
  const page = await engine.evaluate(() => {
    const own = (url: string) => new URL(url, location.href).origin === location.origin;
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
      own(link.href),
    );
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) =>
      own(script.src),
    );
    const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    return {
      h1: document.querySelectorAll('h1').length,
      h1Text: (document.querySelector('h1')?.textContent ?? '').trim().length,
      sheets: sheets.length,
      sheetsWithRules: sheets.filter((link) => {
        try {
          return (link.sheet?.cssRules.length ?? 0) > 0;
        } catch {
          return false;
        }
      }).length,
      // Tailwind's base layer sets the body's margin to 0 (the browser's default is 8px).
      styled: getComputedStyle(document.body).marginTop === '0px',
      scriptsMissing: scripts.filter((script) => !loaded.has(script.src)).map((script) => script.src),
    };
  });
  assert(page.h1 === 1 && page.h1Text > 0, `${page.h1} h1 elements (or an empty one)`);
  assert(
    page.sheets > 0 && page.sheetsWithRules === page.sheets,
    `own stylesheets: ${page.sheetsWithRules} of ${page.sheets} applied`,
  );
  assert(page.styled, 'the site’s styles are not applied');
  assert(page.scriptsMissing.length === 0, `own scripts not loaded: ${page.scriptsMissing.join(', ')}`);
  await expectNoErrors(engine);
}

const isPopoverOpen = (engine: Engine, id: string) =>
  engine.evaluate(
    (panelId: string) => document.getElementById(panelId)?.matches(':popover-open') ?? false,
    id,
  );

export function checksFor(setup: Setup): Check[] {
  const { engine, site, keyed } = setup;
  const checks: Check[] = [];

  for (const route of siteRoutes) {
    checks.push({
      name: `${route.path}: 200, one h1, own styles and scripts, no page errors`,
      run: () => loadPage(setup, route.path, 200),
    });
  }
  checks.push({
    name: `the 404 page (${setup.missingPath}): 404, one h1, own styles and scripts, no page errors`,
    run: () => loadPage(setup, setup.missingPath, 404),
  });

  checks.push({
    name: 'header menus: click opens one at a time with the site map’s links, Escape closes',
    run: async () => {
      await engine.setViewport(1440, 900);
      await loadPage(setup, '/terms-of-service', 200);
      const menus = await engine.evaluate(() =>
        [...document.querySelectorAll<HTMLButtonElement>('header [popovertarget^="nav-menu-"]')].map(
          (button) => ({
            panel: button.getAttribute('popovertarget') ?? '',
            links: [
              ...(document
                .getElementById(button.getAttribute('popovertarget') ?? '')
                ?.querySelectorAll('a') ?? []),
            ].map((link) => link.getAttribute('href')),
          }),
        ),
      );
      assert(menus.length >= 2, `${menus.length} header menus`);
      for (const menu of menus) {
        const expected = headerPaths(menu.panel.replace('nav-menu-', ''));
        assert(
          JSON.stringify(menu.links) === JSON.stringify(expected),
          `${menu.panel} links ${menu.links} ≠ site map ${expected}`,
        );
      }
      const [first, second] = menus.map((menu) => menu.panel);
      assert(first && second, 'two menus');
      await engine.click(`[popovertarget="${first}"]`);
      await waitFor(`${first} to open`, () => isPopoverOpen(engine, first));
      const expanded = await engine.evaluate(
        (id: string) => document.querySelector(`[popovertarget="${id}"]`)?.getAttribute('aria-expanded'),
        first,
      );
      assert(expanded === 'true', `aria-expanded is ${expanded} on the open menu's button`);
      await engine.click(`[popovertarget="${second}"]`);
      await waitFor(
        `${second} to open and ${first} to close`,
        async () => (await isPopoverOpen(engine, second)) && !(await isPopoverOpen(engine, first)),
      );
      await engine.press(KEYS.escape);
      await waitFor(`${second} to close on Escape`, async () => !(await isPopoverOpen(engine, second)));
      await expectNoErrors(engine);
    },
  });

  checks.push({
    name: 'header menu: a tap before the island scripts arrive opens it, and it stays usable after',
    run: async () => {
      site.holdScripts();
      try {
        // Marks the page shown now, so the wait below is for the new page's header, not this one's.
        await engine.evaluate(() => {
          (window as { enginesOldPage?: boolean }).enginesOldPage = true;
        });
        await engine.goto(`${site.origin}/terms-of-service`, { wait: false });
        await waitFor('the new page’s header', () =>
          engine.evaluate(
            () =>
              !(window as { enginesOldPage?: boolean }).enginesOldPage &&
              Boolean(document.querySelector('header [popovertarget^="nav-menu-"]')),
          ),
        );
        const panel = await engine.evaluate(
          () =>
            document.querySelector('header [popovertarget^="nav-menu-"]')?.getAttribute('popovertarget') ??
            '',
        );
        const hydrated = await engine.evaluate(
          () => document.querySelectorAll('astro-island:not([ssr])').length,
        );
        await engine.tap(`[popovertarget="${panel}"]`);
        await waitFor(`${panel} to open on a tap`, () => isPopoverOpen(engine, panel));
        assert(hydrated === 0, 'an island had hydrated before the tap: the scripts were not held back');
      } finally {
        site.releaseScripts();
      }
      await islandsHydrated(engine);
      await engine.press(KEYS.escape);
      await expectNoErrors(engine);
    },
  });

  checks.push({
    name: 'mobile menu at 390 px: opens with the site map’s links, Escape closes it and returns focus',
    run: async () => {
      await engine.setViewport(390, 844);
      try {
        await loadPage(setup, '/about', 200);
        const button = '[popovertarget="mobile-menu"]';
        const desktopNavShown = await engine.evaluate(
          () =>
            (document.querySelector('nav[aria-label="Main"]') as HTMLElement | null)?.checkVisibility() ??
            false,
        );
        assert(!desktopNavShown, 'the desktop navigation shows at 390 px');
        await engine.click(button);
        await waitFor('the mobile menu to open', () => isPopoverOpen(engine, 'mobile-menu'));
        const links = await engine.evaluate(() =>
          [...(document.getElementById('mobile-menu')?.querySelectorAll('a') ?? [])].map((link) =>
            link.getAttribute('href'),
          ),
        );
        const expected = siteRoutes.filter((route) => route.header).map((route) => route.path);
        for (const path of expected) assert(links.includes(path), `mobile menu lacks ${path}`);
        const overflow = await engine.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
        await engine.press(KEYS.escape);
        await waitFor(
          'the mobile menu to close on Escape',
          async () => !(await isPopoverOpen(engine, 'mobile-menu')),
        );
        const focused = await engine.evaluate(() => document.activeElement?.getAttribute('popovertarget'));
        assert(focused === 'mobile-menu', `focus went to ${focused}, not the menu button`);
        await expectNoErrors(engine);
      } finally {
        await engine.setViewport(1440, 900);
      }
    },
  });

  checks.push({
    name: 'FAQ: a question opens its answer, the next one closes it (exclusive accordion)',
    run: async () => {
      await loadPage(setup, '/pricing', 200);
      const count = await engine.evaluate(
        () => document.querySelectorAll('main details[name] > summary').length,
      );
      assert(count >= 2, `${count} FAQ questions on /pricing`);
      const open = () =>
        engine.evaluate(() =>
          [...document.querySelectorAll<HTMLDetailsElement>('main details[name]')].map((item) => item.open),
        );
      await engine.click('main details[name] > summary');
      await waitFor('the first answer to open', async () => (await open())[0] === true);
      await engine.click(
        'main details[name]:nth-of-type(2) > summary, main details[name] ~ details[name] > summary',
      );
      await waitFor('the second answer to open and the first to close', async () => {
        const state = await open();
        return state[0] === false && state.filter(Boolean).length === 1;
      });
      await expectNoErrors(engine);
    },
  });

  checks.push({
    name: 'playbooks: the filter shows only its strategy’s cards',
    run: async () => {
      await loadPage(setup, '/playbooks', 200);
      const strategies = await engine.evaluate(() =>
        [...document.querySelectorAll('#playbooks-list li[data-playbook-strategy]')].map((item) =>
          item.getAttribute('data-playbook-strategy'),
        ),
      );
      const filter = await engine.evaluate(() =>
        [...document.querySelectorAll('[data-playbook-filter]')]
          .map((button) => button.getAttribute('data-playbook-filter'))
          .find((value) => value !== 'all'),
      );
      assert(filter, 'no strategy filter');
      const expected = strategies.filter((strategy) => strategy === filter).length;
      assert(
        expected > 0 && expected < strategies.length,
        `${expected} of ${strategies.length} cards for ${filter}`,
      );
      await engine.click(`[data-playbook-filter="${filter}"]`);
      await waitFor(`${expected} ${filter} cards`, () =>
        engine.evaluate(
          (value: string, count: number) => {
            const cards = [...document.querySelectorAll('#playbooks-list li[data-playbook-strategy]')];
            return (
              cards.length === count &&
              cards.every((card) => card.getAttribute('data-playbook-strategy') === value)
            );
          },
          filter,
          expected,
        ),
      );
      await expectNoErrors(engine);
    },
  });

  checks.push({
    name: 'playbooks: ?q= narrows the list to the cards that match',
    run: async () => {
      await loadPage(setup, '/playbooks', 200);
      const cards = await engine.evaluate(() =>
        [...document.querySelectorAll('#playbooks-list li[data-playbook-strategy] h3')].map((title) =>
          (title.textContent ?? '').trim(),
        ),
      );
      // The query: the last card's title, as a visitor would type it.
      const query = cards.at(-1) ?? '';
      assert(cards.length > 1 && query, `${cards.length} cards`);
      await loadPage(setup, `/playbooks?q=${encodeURIComponent(query)}`, 200);
      // The island reads the query in an effect after it hydrates: wait for the list to follow.
      await waitFor(
        `?q= to narrow the list to fewer than ${cards.length} cards, the last one among them`,
        () =>
          engine.evaluate(
            (title: string, total: number) => {
              const shown = [
                ...document.querySelectorAll('#playbooks-list li[data-playbook-strategy] h3'),
              ].map((heading) => (heading.textContent ?? '').trim());
              return shown.includes(title) && shown.length < total;
            },
            query,
            cards.length,
          ),
      );
      await expectNoErrors(engine);
    },
  });

  checks.push({
    name: 'playbooks: a malformed hash or query (issue 25) still shows the whole library',
    run: async () => {
      await loadPage(setup, '/playbooks', 200);
      const cardCount = () =>
        engine.evaluate(() => {
          const list = document.getElementById('playbooks-list');
          if (!list?.checkVisibility()) return 0;
          return list.querySelectorAll('li[data-playbook-strategy]').length;
        });
      const all = await cardCount();
      assert(all > 0, 'no playbook cards on /playbooks');
      // As a mangled link carries them: decoding any of these throws a URIError, and the page must
      // read them as no value (a duplicated parameter is no value too).
      for (const address of ['#%', '#playbook-%ZZ', '#%E0%A4%A', '?q=%E0%A4%A', '?q=%E0%A4%A&q=%']) {
        await engine.goto(`${site.origin}/about`);
        await engine.goto(`${site.origin}/playbooks${address}`);
        await islandsHydrated(engine);
        await waitFor(
          `/playbooks${address} to show all ${all} cards`,
          async () => (await cardCount()) === all,
        );
        await expectNoErrors(engine);
      }
      // A raw percent as a person types it: Chromium and WebKit send it as is (a malformed escape, so no
      // value), Firefox escapes it to %25 (a search for "100%", which no card matches). Either way the
      // library is there, its count line says what it searched for, and nothing throws.
      await engine.goto(`${site.origin}/playbooks?q=100%`);
      await islandsHydrated(engine);
      await waitFor('/playbooks?q=100% to show the library', () =>
        engine.evaluate((count: number) => {
          const line = document.querySelector<HTMLElement>('[data-playbook-count]');
          const searched = line?.querySelector('strong')?.textContent ?? '';
          const cards = document.querySelectorAll('#playbooks-list li[data-playbook-strategy]').length;
          if (!line?.checkVisibility()) return false;
          return (searched === '' && cards === count) || searched.includes('100%');
        }, all),
      );
      await expectNoErrors(engine);
    },
  });

  checks.push({
    name: 'playbooks: changing the address from one playbook’s hash to another shows the other',
    run: async () => {
      await loadPage(setup, '/playbooks', 200);
      const anchors = await engine.evaluate(() =>
        [...document.querySelectorAll('#playbooks-list a[href^="#playbook-"]')].map((link) =>
          (link.getAttribute('href') ?? '').slice(1),
        ),
      );
      assert(anchors.length >= 2, `${anchors.length} playbook links`);
      const shownDetail = () =>
        engine.evaluate((ids: string[]) => {
          const details = ids
            .map((id) => document.getElementById(id))
            .filter((element): element is HTMLElement => element?.checkVisibility() ?? false);
          return {
            ids: details.map((element) => element.id),
            listHidden: (document.getElementById('playbooks-list') as HTMLElement | null)?.hidden ?? false,
          };
        }, anchors);
      for (const anchor of anchors.slice(0, 2)) {
        await engine.goto(`${site.origin}/playbooks#${anchor}`);
        await waitFor(`#${anchor} to be the one detail shown`, async () => {
          const state = await shownDetail();
          return state.listHidden && state.ids.length === 1 && state.ids[0] === anchor;
        });
      }
      await expectNoErrors(engine);
    },
  });

  checks.push({
    name: '/book-time: without consent the scheduler waits behind a button; blocked, it falls back to the direct link',
    run: async () => {
      await loadPage(setup, '/book-time', 200);
      const before = await engine.evaluate(() => ({
        status: document.querySelector('[data-scheduler]')?.getAttribute('data-status'),
        frames: document.querySelectorAll('iframe').length,
        link: document.querySelector('a[data-scheduler-link]')?.getAttribute('href'),
      }));
      assert(before.status === 'consent', `scheduler status ${before.status} before any choice`);
      assert(before.frames === 0, 'a third-party frame loaded before consent');
      assert(before.link?.startsWith(new URL(company.scheduler.url).origin), `direct link ${before.link}`);
      await engine.click('[data-scheduler-show]');
      // The scheduler's host is unreachable here (no network): the widget must end in its fallback.
      await waitFor(
        'the scheduler to fall back',
        () =>
          engine.evaluate(() => {
            const box = document.querySelector('[data-scheduler]');
            const link = box?.querySelector<HTMLElement>('a[data-scheduler-link]');
            return box?.getAttribute('data-status') === 'failed' && Boolean(link?.checkVisibility());
          }),
        { timeout: 30_000 },
      );
      const thirdParty = (error: string) => /https:\/\/[^\s]*calendly/.test(error) || /calendly/i.test(error);
      await expectNoErrors(engine, thirdParty);
    },
  });

  checks.push({
    name: 'consent band (keyed build): shown until a choice, gone after refusing, nothing sent',
    run: async () => {
      keyed.takeStatuses();
      await engine.goto(`${keyed.origin}/pricing`);
      const shown = () =>
        engine.evaluate(
          () =>
            (document.querySelector('[data-consent-banner]') as HTMLElement | null)?.checkVisibility() ??
            false,
        );
      await waitFor('the consent band to show', shown);
      await engine.click('[data-consent-choice="denied"]');
      await waitFor('the consent band to go', async () => !(await shown()));
      await engine.goto(`${keyed.origin}/about`);
      assert(!(await shown()), 'the band came back on the next page after refusing');
      const sent = [...keyed.takeStatuses().keys()].filter((path) => path.startsWith('/ingest'));
      assert(sent.length === 0, `analytics requests after refusing: ${sent.join(', ')}`);
      await expectNoErrors(engine);
    },
  });

  return checks;
}
