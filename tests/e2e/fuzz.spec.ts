import type { Page } from '@playwright/test';
import { playbookAnchor } from '#src/components/playbooks/playbook-logic.ts';
import { readPlaybooks } from '#src/content/playbooks.ts';
import {
  EXECUTED_FLAG,
  encoded,
  fuzzSeed,
  HOSTILE_PIECES,
  HUGE_LENGTH,
  hostileValue,
  INJECTED_MARK,
  type Random,
  seededRandom,
} from '../hostile-input';
import { expect, test } from './fixtures';

/*
 * Hostile input against every island, for every value it reads from outside (src/lib/outside-input.ts):
 * generated hashes, queries, scheduler messages and stored choices, in the production build in Chromium.
 * After each case the island still renders (in the view the input asks for, when it names a valid one),
 * no error reached the page, nothing of the payload became an element, a script URL or an inline handler,
 * and the page does not scroll sideways.
 *
 * Seeded, with a fixed number of cases: a run is deterministic. The seed is printed; `FUZZ_SEED=<n>` runs
 * other values, and a failure names its seed and case. One page serves all the cases of an input the
 * island listens for (hash changes, history navigation, messages); only what is read at load costs a load
 * per case. The notification region (`ui/toaster.tsx`) reads nothing from outside, so it has no cases.
 */

const SEED = fuzzSeed(process.env.FUZZ_SEED);

/** Cases per input: hundreds where one page serves them all, a dozen where each case is a page load. */
const CASES = {
  hash: 300,
  query: 300,
  load: 12,
  message: 400,
  consentEvent: 100,
  storedConsent: 12,
} as const;
type Input = keyof typeof CASES;

/** A run stops after this many failures: the first ones say enough, and each costs a fresh page. */
const MAX_FAILURES = 10;

/** A random stream of its own per input, so `--grep` on one test reproduces that test's values. */
function randomFor(input: Input): Random {
  return seededRandom(SEED * 31 + Object.keys(CASES).indexOf(input) + 1);
}

/** What a failure report shows of a value: escaped (every control character too), huge ones shortened. */
function shown(value: unknown): string {
  const text = (JSON.stringify(value) ?? String(value)).replace(
    /[\p{Cc}\u2028\u2029]/gu,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return text.length > 120 ? `${text.slice(0, 100)}… (${text.length} chars)` : text;
}

/** The first failing case of a batch run in the page (its index in the batch), or null: all passed. */
type BatchResult = { index: number; problems: string[] } | null;

/**
 * Runs the cases of one input in the page, a batch per page.evaluate (a round trip per case would cost
 * more than the cases). A batch stops at its first failing case; the page is then opened afresh and the
 * next case follows, until MAX_FAILURES. Console errors (React reports an error an error boundary caught
 * there) fail the test through the shared fixture; the case that caused one also fails here, since the
 * island then shows its fallback.
 */
async function runCases<T>(
  input: Input,
  cases: readonly T[],
  runBatch: (batch: readonly T[]) => Promise<BatchResult>,
  reopen: () => Promise<unknown>,
): Promise<void> {
  const failures: string[] = [];
  let next = 0;
  while (next < cases.length && failures.length < MAX_FAILURES) {
    const result = await runBatch(cases.slice(next));
    if (!result) break;
    const index = next + result.index;
    for (const problem of result.problems) {
      failures.push(`${input} #${index} ${shown(cases[index])}: ${problem} (FUZZ_SEED=${SEED})`);
    }
    next = index + 1;
    await reopen();
  }
  expect(failures, `hostile ${input} (seed ${SEED})`).toEqual([]);
}

/** How many elements of each watched tag, and inline handler attributes, a page holds. */
type Baseline = { tags: number[]; handlers: number };

/** What the init script below gives every page: its errors, and the checks the cases run in the page. */
type FuzzWindow = {
  __fuzz: {
    /** Uncaught errors and unhandled rejections not yet taken by `problems`. */
    errors: string[];
    /** Remembers what the page holds now (or `given`, from a clean page), to compare with after each case. */
    snapshot(given?: Baseline): Baseline;
    /** Everything wrong since the snapshot: errors, payloads that ran or became markup, overflow. */
    problems(): string[];
    /** The library's view: `list`, the anchor of the one open playbook, `gone` or `other`. */
    view(): string;
    /** The view a hash must give: the playbook it names exactly (once decoded), else the list. */
    expectedView(hash: string, anchors: readonly string[]): string;
    /** Sets the hash and waits until the page has handled it (its hashchange listeners have run). */
    setHash(value: string): Promise<void>;
    /**
     * Lets at least one task run, then more until `done` holds: at most `tasks` of them, or 5 s (a hang
     * guard). React renders in tasks of its own, queued like these, so each yield lets one of its run.
     */
    until(done: () => boolean, tasks?: number): Promise<void>;
  };
};

test.beforeAll(() => {
  console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} reproduces this run)`);
});

test.beforeEach(async ({ page }) => {
  test.info().annotations.push({ type: 'fuzz seed', description: String(SEED) });
  await page.addInitScript(
    ({ flag, mark }) => {
      const errors: string[] = [];
      addEventListener('error', (event) => errors.push(`error: ${event.message}`));
      addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${event.reason}`));
      const watched = ['script', 'iframe', 'object', 'embed', 'frame', 'base', 'form'];
      const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data'];
      const handlerCount = () => {
        let count = 0;
        for (const element of document.querySelectorAll('*')) {
          for (const attribute of element.attributes) if (/^on/i.test(attribute.name)) count += 1;
        }
        return count;
      };
      let before: Baseline = { tags: [], handlers: 0 };
      // A task, not a frame: React commits in tasks, and waiting for paint would only slow the cases.
      const channel = new MessageChannel();
      const nextTask = () =>
        new Promise<void>((resolve) => {
          channel.port2.onmessage = () => resolve();
          channel.port1.postMessage(null);
        });
      const fuzz: FuzzWindow['__fuzz'] = {
        errors,
        snapshot(given) {
          before = given ?? {
            tags: watched.map((tag) => document.getElementsByTagName(tag).length),
            handlers: handlerCount(),
          };
          return before;
        },
        problems() {
          const problems = errors.splice(0);
          if ((window as unknown as Record<string, unknown>)[flag] !== undefined)
            problems.push('a payload ran');
          if (document.querySelector(`${mark}, [${mark}]`))
            problems.push('an element of the payload is in the page');
          watched.forEach((tag, index) => {
            if (document.getElementsByTagName(tag).length > (before.tags[index] ?? 0)) {
              problems.push(`a new <${tag}> is in the page`);
            }
          });
          if (handlerCount() > before.handlers) problems.push('an inline event handler attribute was added');
          for (const name of urlAttributes) {
            for (const element of document.querySelectorAll(`[${CSS.escape(name)}]`)) {
              const value = element.getAttribute(name) ?? '';
              if (/^(javascript|vbscript|data):/i.test(value.replace(/[\0-\x20]/g, ''))) {
                problems.push(`${name}="${value.slice(0, 60)}" on <${element.localName}>`);
              }
            }
          }
          const root = document.documentElement;
          if (root.scrollWidth > root.clientWidth)
            problems.push(`the page scrolls sideways (${root.scrollWidth} px)`);
          return problems;
        },
        view() {
          const library = document.querySelector('[data-playbook-library]');
          if (!library) return 'gone';
          const list = library.querySelector<HTMLElement>('#playbooks-list');
          const details = library.querySelectorAll('[data-playbook-detail]');
          if (list && !list.hidden && details.length === 0) return 'list';
          if (list?.hidden && details.length === 1) return details[0]?.id ?? 'other';
          return 'other';
        },
        expectedView(hash, anchors) {
          let fragment: string;
          try {
            fragment = decodeURIComponent(hash.slice(1));
          } catch {
            return 'list';
          }
          return anchors.includes(fragment) ? fragment : 'list';
        },
        async setHash(value) {
          const before = location.hash;
          // Added after the island's listener, so it runs after it.
          const handled = new Promise((resolve) => addEventListener('hashchange', resolve, { once: true }));
          location.hash = value;
          if (location.hash !== before) await handled;
        },
        async until(done, tasks = Number.POSITIVE_INFINITY) {
          const deadline = performance.now() + 5000;
          let count = 0;
          do {
            await nextTask();
            count += 1;
          } while (!done() && count < tasks && performance.now() < deadline);
        },
      };
      Object.assign(window, { __fuzz: fuzz });
    },
    { flag: EXECUTED_FLAG, mark: INJECTED_MARK },
  );
});

// --- The playbook library (/playbooks): the hash names the open playbook, `?q=` the search. ---

const LIBRARY = 'astro-island[component-url*="playbook-library"]';

/**
 * Opens the library and waits for it to hydrate. The cases compare with `baseline` (a clean page's, for
 * a page opened with hostile input), else with the page as it opened.
 */
async function openLibrary(page: Page, url = '/playbooks', baseline?: Baseline): Promise<Baseline> {
  await page.goto(url);
  await page.waitForSelector(`${LIBRARY}:not([ssr])`, { state: 'attached' });
  return page.evaluate((given) => (window as unknown as FuzzWindow).__fuzz.snapshot(given), baseline);
}

/** The anchors of the playbooks, as the cards link to them. */
async function playbookAnchors(page: Page): Promise<string[]> {
  return page
    .locator('main [data-playbook-card] a[href^="#playbook-"]')
    .evaluateAll((links) => [...new Set(links.map((link) => (link.getAttribute('href') ?? '').slice(1)))]);
}

/**
 * A raw query string: mostly one `q`, raw or encoded, sometimes given twice, sometimes beside parameters
 * with hostile names, or one with no `=` at all.
 */
function hostileQuery(random: Random): string {
  const value = () => (random.chance(0.3) ? encoded(hostileValue(random)) : hostileValue(random));
  const parameters = [`q=${value()}`];
  if (random.chance(0.25)) parameters.push(`q=${value()}`);
  if (random.chance(0.25)) parameters.push(`${hostileValue(random)}=${value()}`);
  if (random.chance(0.1)) parameters.push(hostileValue(random));
  for (let index = parameters.length - 1; index > 0; index -= 1) {
    const other = random.int(index + 1);
    [parameters[index], parameters[other]] = [parameters[other] as string, parameters[index] as string];
  }
  return parameters.join('&');
}

/** `value` (made well-formed) cut until it is at most `limit` characters once percent-encoded. */
function shortened(value: string, limit: number): string {
  let text = value.toWellFormed();
  while (encodeURIComponent(text).length > limit) {
    text = text.slice(0, Math.floor(text.length / 2)).toWellFormed();
  }
  return text;
}

test.describe('fuzz: playbook library', () => {
  test(`hash: ${CASES.hash} hostile hashes on one page`, async ({ page }) => {
    const random = randomFor('hash');
    await openLibrary(page);
    const anchors = await playbookAnchors(page);
    expect(anchors.length).toBeGreaterThan(1);
    const cases = Array.from({ length: CASES.hash }, () => {
      // Now and then a valid hash first, so hostile ones also arrive while a playbook is open.
      const from = random.chance(0.1) ? `#${random.pick(anchors)}` : undefined;
      const raw = hostileValue(random, anchors);
      return { from, value: random.chance(0.25) ? encoded(raw) : raw };
    });

    await runCases(
      'hash',
      cases,
      (batch) =>
        page.evaluate(
          async ({ batch, anchors }) => {
            const fuzz = (window as unknown as FuzzWindow).__fuzz;
            for (const [index, { from, value }] of batch.entries()) {
              if (from) {
                await fuzz.setHash(from);
                await fuzz.until(() => fuzz.view() === from.slice(1) || fuzz.errors.length > 0);
              }
              await fuzz.setHash(value);
              const expected = fuzz.expectedView(location.hash, anchors);
              await fuzz.until(() => fuzz.view() === expected || fuzz.errors.length > 0);
              const problems = fuzz.problems();
              if (fuzz.view() !== expected) {
                problems.push(`expected "${expected}", the island shows "${fuzz.view()}"`);
              }
              if (problems.length > 0) return { index, problems };
            }
            return null;
          },
          { batch, anchors },
        ),
      () => openLibrary(page),
    );
  });

  test(`query: ${CASES.query} hostile searches on one page, through history navigation`, async ({ page }) => {
    const random = randomFor('query');
    await openLibrary(page);
    const anchors = await playbookAnchors(page);
    const cases = Array.from({ length: CASES.query }, () => hostileQuery(random));

    await runCases(
      'query',
      cases,
      (batch) =>
        page.evaluate(
          async ({ batch, anchors }) => {
            const fuzz = (window as unknown as FuzzWindow).__fuzz;
            const count = () => document.querySelector('[data-playbook-count]')?.textContent ?? '';
            for (const [index, query] of batch.entries()) {
              // As Back and Forward do it: the address changes, then popstate, whose listeners run at once.
              history.pushState(null, '', `/playbooks?${query}`);
              dispatchEvent(new PopStateEvent('popstate'));
              // A `#` in the query starts a hash, which the island reads too.
              const expected = fuzz.expectedView(location.hash, anchors);
              await fuzz.until(() => fuzz.view() === expected || fuzz.errors.length > 0);
              const problems = fuzz.problems();
              if (fuzz.view() !== expected) {
                problems.push(`expected "${expected}", the island shows "${fuzz.view()}"`);
              }
              const controls = count().match(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu);
              if (controls) {
                const codes = controls.map(
                  (control) => `U+${control.codePointAt(0)?.toString(16).padStart(4, '0')}`,
                );
                problems.push(`the result count shows control characters (${codes.join(' ')})`);
              }
              if (problems.length > 0) return { index, problems };
            }
            return null;
          },
          { batch, anchors },
        ),
      () => openLibrary(page),
    );
  });

  test(`load: ${CASES.load} pages opened with a hostile query and hash`, async ({ page }) => {
    const random = randomFor('load');
    const clean = await openLibrary(page);
    const anchors = await playbookAnchors(page);
    // The query reaches the server: it goes percent-encoded, as a browser sends a typed one, and under
    // the servers' URL limits. The hash never leaves the browser: anything goes.
    const cases = Array.from(
      { length: CASES.load },
      () =>
        `/playbooks?q=${encodeURIComponent(shortened(hostileValue(random), 2000))}#${hostileValue(random, anchors)}`,
    );

    await runCases(
      'load',
      cases,
      async (batch) => {
        for (const [index, url] of batch.entries()) {
          await openLibrary(page, url, clean);
          const problems = await page.evaluate(async (anchors) => {
            const fuzz = (window as unknown as FuzzWindow).__fuzz;
            const expected = fuzz.expectedView(location.hash, anchors);
            await fuzz.until(() => fuzz.view() === expected || fuzz.errors.length > 0);
            const problems = fuzz.problems();
            if (fuzz.view() !== expected)
              problems.push(`expected "${expected}", the island shows "${fuzz.view()}"`);
            return problems;
          }, anchors);
          if (problems.length > 0) return { index, problems };
        }
        return null;
      },
      // Each case opens its own page.
      async () => undefined,
    );
  });
});

// --- The scheduler (/book-time): Calendly's messages, and the consent choice read at load. ---

const SCHEDULER = 'astro-island[component-url*="scheduler-embed"]';
const CALENDLY = 'https://calendly.com';
const SCHEDULED = 'calendly.event_scheduled';
const CONSENT_KEY = 'countermove:consent';

/** Opens /book-time and waits for the scheduler to hydrate; `baseline` as for openLibrary. */
async function openScheduler(page: Page, baseline?: Baseline): Promise<Baseline> {
  await page.goto('/book-time');
  await page.waitForSelector(`${SCHEDULER}:not([ssr])`, { state: 'attached' });
  return page.evaluate((given) => (window as unknown as FuzzWindow).__fuzz.snapshot(given), baseline);
}

/** A message as the window receives it: Calendly's origin or a hostile one, and data of any shape. */
function hostileMessage(random: Random): { origin: string; data: unknown } {
  const origin = random.chance(0.6)
    ? CALENDLY
    : random.pick([
        'https://calendly.com.evil.example',
        'http://calendly.com',
        'https://assets.calendly.com',
        'null',
        '',
        `${CALENDLY}/`,
        hostileValue(random),
      ]);
  const text = () => hostileValue(random, [SCHEDULED]);
  const shapes: (() => unknown)[] = [
    text,
    () => random.next() * 1e308,
    () => null,
    () => undefined,
    () => [SCHEDULED, text()],
    () => ({ event: text() }),
    () => ({ event: SCHEDULED, payload: text() }),
    () => ({ event: SCHEDULED }),
    () => ({ event: [SCHEDULED] }),
    () => ({ event: { toString: SCHEDULED } }),
    () => ({ [text()]: text(), event: random.chance(0.5) ? SCHEDULED : text() }),
    () => JSON.stringify({ event: SCHEDULED }),
    () => ({ event: SCHEDULED.toUpperCase() }),
    () => ({ event: `${SCHEDULED}${random.pick(HOSTILE_PIECES.control)}` }),
    () => ({ event: SCHEDULED, payload: { invitee: { uri: 'x'.repeat(HUGE_LENGTH) } } }),
  ];
  return { origin, data: random.pick(shapes)() };
}

/** Whether the scheduler must count a message as a booking: exactly Calendly's, exactly the event. */
function isBooking({ origin, data }: { origin: string; data: unknown }): boolean {
  return (
    origin === CALENDLY &&
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    (data as { event?: unknown }).event === SCHEDULED
  );
}

test.describe('fuzz: scheduler', () => {
  test.beforeEach(async ({ page }) => {
    // No third party in tests: with consent the scheduler tries Calendly, and shows its failed card.
    await page.context().route('https://assets.calendly.com/**', (route) => route.abort('blockedbyclient'));
  });

  test(`messages: ${CASES.message} hostile messages to one page`, async ({ page }) => {
    const random = randomFor('message');
    await openScheduler(page);
    const cases = Array.from({ length: CASES.message }, () => {
      const message = hostileMessage(random);
      return { message, booking: isBooking(message) };
    });

    await runCases(
      'message',
      cases,
      (batch) =>
        page.evaluate((batch) => {
          const fuzz = (window as unknown as FuzzWindow).__fuzz;
          let bookings = 0;
          addEventListener('countermove:track', (event) => {
            if ((event as CustomEvent<{ event?: string }>).detail?.event === 'demo_booked') bookings += 1;
          });
          for (const [index, { message, booking }] of batch.entries()) {
            const before = bookings;
            // Listeners run during dispatch: whatever they throw is in `errors` right after.
            dispatchEvent(new MessageEvent('message', message));
            const problems = fuzz.problems();
            if (bookings - before !== (booking ? 1 : 0)) {
              problems.push(
                booking ? 'a booking was not counted' : 'a message that is no booking was counted',
              );
            }
            if (!document.querySelector('[data-scheduler] [data-scheduler-link]')) {
              problems.push('the scheduler box lost its booking link');
            }
            if (problems.length > 0) return { index, problems };
          }
          return null;
        }, batch),
      () => openScheduler(page),
    );
  });

  test(`consent events: ${CASES.consentEvent} hostile consent events to one page`, async ({ page }) => {
    const random = randomFor('consentEvent');
    await openScheduler(page);
    // Anything but the exact grant: hostile text, other shapes, and the refusal.
    const cases = Array.from({ length: CASES.consentEvent }, () => {
      const detail = random.pick<unknown>([
        hostileValue(random, ['granted']),
        ['granted'],
        { choice: 'granted' },
        null,
        'denied',
      ]);
      return detail === 'granted' ? 'denied' : detail;
    });

    await runCases(
      'consentEvent',
      cases,
      (batch) =>
        page.evaluate(async (batch) => {
          const fuzz = (window as unknown as FuzzWindow).__fuzz;
          const status = () => document.querySelector('[data-scheduler]')?.getAttribute('data-status');
          for (const [index, detail] of batch.entries()) {
            dispatchEvent(new CustomEvent('countermove:consent', { detail }));
            // A grant would render, then set the loading state from an effect: tasks React needs to run.
            await fuzz.until(() => status() !== 'consent', 20);
            const problems = fuzz.problems();
            if (status() !== 'consent') problems.push(`the scheduler left its consent state: ${status()}`);
            if (problems.length > 0) return { index, problems };
          }
          return null;
        }, batch),
      () => openScheduler(page),
    );
  });

  test(`stored consent: ${CASES.storedConsent} hostile stored choices, each read at load`, async ({
    page,
  }) => {
    const random = randomFor('storedConsent');
    const clean = await openScheduler(page);
    const cases = Array.from({ length: CASES.storedConsent }, () => hostileValue(random, ['granted']));

    await runCases(
      'storedConsent',
      cases,
      async (batch) => {
        for (const [index, stored] of batch.entries()) {
          await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
            CONSENT_KEY,
            stored,
          ] as const);
          await openScheduler(page, clean);
          // Only the exact value `granted` starts the scheduler (which fails here: Calendly is blocked).
          const expected = stored === 'granted' ? 'failed' : 'consent';
          const problems = await page.evaluate(async (expected) => {
            const fuzz = (window as unknown as FuzzWindow).__fuzz;
            const status = () =>
              document.querySelector('[data-scheduler]')?.getAttribute('data-status') ?? 'gone';
            await fuzz.until(() => status() === expected || fuzz.errors.length > 0);
            const problems = fuzz.problems();
            if (status() !== expected) problems.push(`status "${status()}", expected "${expected}"`);
            return problems;
          }, expected);
          if (problems.length > 0) return { index, problems };
        }
        return null;
      },
      async () => undefined,
    );
  });
});

// --- The error boundary, forced, in the production build. ---

test.describe('error boundary', () => {
  test('a library that throws shows every card and every detail, as without JavaScript', async ({
    page,
    problems,
  }) => {
    // Opening the playbook the hash names scrolls to it: make that throw.
    await page.addInitScript(() => {
      Element.prototype.scrollIntoView = () => {
        throw new Error('forced by the test');
      };
    });
    const playbooks = readPlaybooks();
    const last = playbooks.at(-1);
    if (!last) throw new Error('The library has no playbook');
    const anchor = playbookAnchor(last.slug);
    await openLibrary(page, `/playbooks#${anchor}`);
    await expect(page.locator('[data-playbook-library][data-island-fallback]')).toBeVisible();
    await expect(page.locator('main [data-playbook-card]')).toHaveCount(playbooks.length);
    await expect(page.locator('main [data-playbook-detail]')).toHaveCount(playbooks.length);
    await page.getByRole('link', { name: last.title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
    // React reports the error its boundary caught, and nothing else went wrong.
    expect(problems.consoleErrors.length).toBeGreaterThan(0);
    expect(problems.consoleErrors.filter((line) => !line.includes('forced by the test'))).toEqual([]);
    problems.consoleErrors.length = 0;
  });
});
