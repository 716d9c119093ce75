/**
 * /playbooks, checked against what its content holds (src/content/pages/playbooks.yaml and every file of
 * src/content/playbooks/): a playbook added as a file is checked here without a line changing. The spec's
 * own words and table are checked once, in tests/spec-fidelity/playbooks.test.ts.
 */
import type { Page } from '@playwright/test';
import {
  filterPlaybooks,
  graphicForStep,
  playbookAnchor,
  strategyFor,
} from '#src/components/playbooks/playbook-logic.ts';
import { readSingleton } from '#src/content/loaders/read.ts';
import { type Playbook, readPlaybooks } from '#src/content/playbooks.ts';
import { PLAYBOOK_CARD_KINDS } from '#src/content/schemas/playbook-cards.ts';
import budgets from '../../bench/budgets.json' with { type: 'json' };
import { axeViolations, expect, test } from './fixtures';
import { separatorsAtLineEdges } from './separators';

const PATH = '/playbooks';
const library = readSingleton('playbookLibrary');
const samples = readSingleton('samples');
const { labels } = library;
const playbooks = readPlaybooks();
const offensive = playbooks.filter((playbook) => strategyFor(playbook.category) === 'offensive');
const defensive = playbooks.filter((playbook) => strategyFor(playbook.category) === 'defensive');

/** A playbook of the library by position (by strategy and place, never by name). */
function nth(list: readonly Playbook[], index: number): Playbook {
  const playbook = list.at(index);
  if (!playbook) throw new Error(`The library has no playbook at ${index}`);
  return playbook;
}
const heading = (playbook: Playbook) => `${playbook.title} ${labels.detail.titleSuffix}`;
const anchor = (playbook: Playbook) => playbookAnchor(playbook.slug);
const count = (shown: number) =>
  `${labels.resultCount.before} ${shown} ${shown === 1 ? labels.resultCount.one : labels.resultCount.other}`;
/** Text as a pattern that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const cards = (page: Page) => page.locator('main [data-playbook-card]');
const details = (page: Page) => page.locator('main [data-playbook-detail]');
const filter = (page: Page, name: string) =>
  page.getByRole('group', { name: labels.filterGroup }).getByRole('button', { name, exact: true });

/** The library island answers clicks only once hydrated. */
async function openLibrary(page: Page, url = PATH) {
  await page.goto(url);
  await page.waitForSelector('astro-island[component-url*="playbook-library"]:not([ssr])', {
    state: 'attached',
  });
}

const cardLink = (page: Page, playbook: Playbook) =>
  page.locator('main').getByRole('link', { name: playbook.title, exact: true });

async function openCard(page: Page, playbook: Playbook) {
  await cardLink(page, playbook).click();
}

test.describe('playbook library: list', () => {
  test('has the hero and one h1', async ({ page }) => {
    await openLibrary(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(library.hero.headline);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('filters show every card, the offensive ones and the defensive ones, with All pressed by default', async ({
    page,
  }) => {
    await openLibrary(page);
    await expect(filter(page, labels.filters.all)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(playbooks.length);

    await filter(page, labels.filters.offensive).click();
    await expect(filter(page, labels.filters.offensive)).toHaveAttribute('aria-pressed', 'true');
    await expect(filter(page, labels.filters.all)).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(offensive.length);
    await expect(cards(page).locator('[data-slot="badge"]')).toHaveText(
      offensive.map(() => labels.categoryBadge.offensive),
    );
    await expect(page.getByText(count(offensive.length), { exact: true })).toBeVisible();

    await filter(page, labels.filters.defensive).click();
    await expect(cards(page)).toHaveCount(defensive.length);
    await expect(cards(page).locator('[data-slot="badge"]')).toHaveText(
      defensive.map(() => labels.categoryBadge.defensive),
    );

    await filter(page, labels.filters.all).click();
    await expect(cards(page)).toHaveCount(playbooks.length);
  });

  // Issue 29, eighth review: a sample's row set apart by dots ("Customer health scoring · Evaluating
  // Ostrada") ended a line with its dot at 320 and 768 px. No line starts or ends with one.
  test('no line of a card starts or ends with a separator, from 320 to 1440 px', async ({ page }) => {
    await page.goto('/playbooks');
    for (const width of [320, 375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await separatorsAtLineEdges(page, 'main'), `at ${width} px`).toEqual([]);
    }
  });

  test('cards sit in two columns on desktop and one below 768 px', async ({ page }) => {
    await openLibrary(page);
    const [first, second] = await Promise.all([
      cards(page).nth(0).boundingBox(),
      cards(page).nth(1).boundingBox(),
    ]);
    expect(first?.y).toBe(second?.y);
    await page.setViewportSize({ width: 767, height: 900 });
    const [a, b] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
    expect(b?.y ?? 0).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0));
  });

  test('each card shows its badge, title, description, first trigger and its tagged sample alert', async ({
    page,
  }) => {
    await openLibrary(page);
    await expect(cards(page)).toHaveCount(playbooks.length);
    for (const [index, playbook] of playbooks.entries()) {
      const card = cards(page).nth(index);
      await expect(card.locator('[data-slot="badge"]')).toHaveText(
        labels.categoryBadge[strategyFor(playbook.category)],
      );
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(playbook.title);
      await expect(card).toContainText(playbook.description);
      await expect(card).toContainText(labels.trigger);
      await expect(card).toContainText(playbook.triggers[0] ?? '');
      await expect(card.locator('[data-slot="alert-card"]')).toHaveAttribute('data-size', 'compact');
      await expect(card.locator('[data-slot="alert-tag"]')).toHaveText(playbook.sampleAlert.tag);
    }
  });

  test('no two cards draw their sample alike, and each keeps the compact alert’s status and response', async ({
    page,
  }) => {
    await openLibrary(page);
    await expect(cards(page)).toHaveCount(playbooks.length);
    const pictures = cards(page).locator('[data-sample-frame] > [data-composition]');
    await expect(pictures).toHaveCount(playbooks.length);
    const compositions = await pictures.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-composition')),
    );
    expect(compositions).toEqual(playbooks.map((playbook) => playbook.card.kind));
    // Each its own while there are kinds to spare (six kinds for the spec's six playbooks).
    expect(new Set(compositions).size).toBe(Math.min(playbooks.length, PLAYBOOK_CARD_KINDS.length));
    for (const [index, playbook] of playbooks.entries()) {
      const picture = pictures.nth(index);
      await expect(picture).toHaveAttribute('role', 'group');
      await expect(picture).toHaveAttribute('aria-label', playbook.card.label);
      await expect(picture).toHaveAttribute('data-sample', '');
      const alert = picture.locator('[data-slot="alert-card"][data-size="compact"]');
      await expect(alert.locator('dt')).toHaveText([samples.card.status, samples.card.response]);
      await expect(alert.locator('dd')).toHaveText([
        playbook.sampleAlert.accountStatus,
        playbook.sampleAlert.play,
      ]);
      for (const field of await alert.locator('dt, dd').all()) await expect(field).toBeVisible();
    }
  });

  test('no two cards draw the alert itself alike: each channel lays out the same fields its own way', async ({
    page,
  }) => {
    await openLibrary(page);
    const alerts = cards(page).locator('[data-sample-frame] [data-slot="alert-card"]');
    await expect(alerts).toHaveCount(playbooks.length);
    // An alert's skeleton: each element's tag and box (display, position, flow, grid tracks, borders,
    // rounding, whether it is filled), in order; its words and the strategy's colours left out, so two
    // cards drawing one component with different text or tag colours count as the same composition.
    const skeletons = await alerts.evaluateAll((nodes) =>
      nodes.map((alert) =>
        [alert, ...alert.querySelectorAll('*')]
          .filter((element) => !(element instanceof SVGElement))
          .map((element) => {
            const style = getComputedStyle(element);
            return [
              element.tagName,
              style.display,
              style.position,
              style.flexDirection,
              style.gridTemplateColumns === 'none' ? 0 : style.gridTemplateColumns.split(' ').length,
              style.borderTopWidth,
              style.borderLeftWidth,
              style.borderBottomWidth,
              style.borderTopLeftRadius === '0px',
              style.backgroundColor === 'rgba(0, 0, 0, 0)',
            ].join(':');
          })
          .join('|'),
      ),
    );
    expect(new Set(skeletons).size).toBe(playbooks.length);
  });

  test('at 1440 px the cards of a row start their pictures and their links at the same height', async ({
    page,
  }) => {
    await openLibrary(page);
    const boxes = await cards(page).evaluateAll((nodes) =>
      nodes.map((card) => ({
        top: Math.round(card.getBoundingClientRect().top),
        picture: card.querySelector('[data-sample-frame]')?.getBoundingClientRect().top ?? Number.NaN,
        link: card.querySelector(':scope > :last-child')?.getBoundingClientRect().top ?? Number.NaN,
      })),
    );
    const rows = new Map<number, typeof boxes>();
    for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
    expect(rows.size, 'two cards a row').toBe(Math.ceil(playbooks.length / 2));
    for (const [top, row] of rows) {
      const [first, ...others] = row;
      for (const other of others) {
        expect(
          Math.abs(other.picture - (first?.picture ?? 0)),
          `pictures of the row at ${top}`,
        ).toBeLessThanOrEqual(1);
        expect(Math.abs(other.link - (first?.link ?? 0)), `links of the row at ${top}`).toBeLessThanOrEqual(
          1,
        );
      }
    }
  });

  test('each sample fills its well: at most the well’s padding blank under it, at 1440, 1024, 768 and 375 px', async ({
    page,
  }) => {
    // The cards of a row share a height, so the picture's row is as tall as the taller picture; a sample
    // that only hugged its content left up to ~95 px of empty well under it (issue 29, round-7 review).
    await openLibrary(page);
    for (const width of [1440, 1024, 768, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const blanks = await cards(page).evaluateAll((nodes) =>
        nodes.map((card) => {
          const frame = card.querySelector('[data-sample-frame]');
          const sample = frame?.querySelector(':scope > [data-sample]');
          const well = frame?.parentElement;
          if (!sample || !well) return Number.NaN;
          return well.getBoundingClientRect().bottom - sample.getBoundingClientRect().bottom;
        }),
      );
      expect(blanks, `blank under each sample at ${width} px`).toHaveLength(playbooks.length);
      for (const [index, blank] of blanks.entries()) {
        expect(blank, `blank under card ${index + 1}'s sample at ${width} px`).toBeLessThanOrEqual(24.5);
      }
    }
  });

  test(`holds at most ${budgets.page.domElements} elements before the island hydrates`, async ({ page }) => {
    // The cards and every detail are static HTML until the island takes the details off the page.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.dataset.elementsAtLoad = String(document.getElementsByTagName('*').length);
      });
    });
    await page.goto(PATH);
    const atLoad = Number(await page.locator('html').getAttribute('data-elements-at-load'));
    expect(atLoad).toBeGreaterThan(0);
    expect(atLoad).toBeLessThanOrEqual(budgets.page.domElements);
  });

  test('?q= narrows the list and a query nothing matches shows the empty state', async ({ page }) => {
    const playbook = nth(playbooks, -1);
    const query = playbook.title.toLowerCase();
    const matching = filterPlaybooks(playbooks, 'all', query);
    expect(matching.length).toBeLessThan(playbooks.length);
    await openLibrary(page, `${PATH}?q=${encodeURIComponent(query)}`);
    await expect(cards(page)).toHaveCount(matching.length);
    await expect(cardLink(page, playbook)).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^${literally(count(matching.length))} ${labels.searchResults}`)),
    ).toBeVisible();

    await openLibrary(page, `${PATH}?q=zzz`);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText(labels.empty.title, { exact: true })).toBeVisible();
    await expect(page.getByText(labels.empty.description, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: labels.clearSearch }).click();
    await expect(page).toHaveURL(/\/playbooks$/);
    await expect(cards(page)).toHaveCount(playbooks.length);
  });
});

test.describe('playbook library: detail', () => {
  test('opening a card keeps the path, sets the hash and focuses the detail heading', async ({ page }) => {
    const playbook = nth(defensive, 1);
    await openLibrary(page);
    await openCard(page, playbook);
    await expect(page).toHaveURL(new RegExp(`/playbooks#${anchor(playbook)}$`));
    expect(new URL(page.url()).pathname).toBe(PATH);
    const title = page.getByRole('heading', { level: 2, name: heading(playbook) });
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect(cards(page).first()).toBeHidden();
    await expect(details(page)).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  for (const playbook of playbooks) {
    test(`${playbook.title}: the facts, four numbered steps with their illustrations, and the rest of the playbook`, async ({
      page,
    }) => {
      await openLibrary(page);
      await openCard(page, playbook);
      const detail = details(page);
      await expect(detail.locator('[data-slot="badge"]').first()).toHaveText(
        labels.categoryBadge[strategyFor(playbook.category)],
      );
      const facts = detail.locator('dl').first();
      for (const { term, value } of [
        { term: labels.detail.stage, value: playbook.stage },
        { term: labels.detail.timeToValue, value: playbook.timeToValue },
        { term: labels.detail.difficulty, value: playbook.difficulty },
      ]) {
        const fact = facts.locator('div').filter({ has: page.locator('dt', { hasText: term }) });
        await expect(fact.locator('dd')).toHaveText(value);
      }
      await expect(detail).toContainText(`${labels.detail.objective}: ${playbook.objective}`);
      await expect(detail.locator('[data-slot="alert-card"]').first()).toHaveAttribute('data-size', 'full');
      await expect(detail.getByRole('heading', { level: 3, name: labels.detail.howItWorks })).toBeVisible();
      const steps = detail.locator('[data-step]');
      await expect(steps).toHaveCount(4);
      await expect(steps.locator('[role="img"]')).toHaveCount(4);
      expect(
        await steps
          .locator('[data-graphic]')
          .evaluateAll((nodes) => nodes.map((node) => node.dataset.graphic)),
      ).toEqual(playbook.steps.map((step) => graphicForStep(step.title)));
      for (const [index, step] of playbook.steps.entries()) {
        await expect(steps.nth(index).getByRole('heading', { level: 4 })).toHaveText(
          `${labels.detail.step} ${index + 1}: ${step.title}`,
        );
        for (const action of step.actions) await expect(steps.nth(index)).toContainText(action);
      }
      for (const name of [labels.detail.metrics, labels.detail.pillars, labels.detail.tools]) {
        await expect(detail.getByRole('heading', { level: 3, name })).toBeVisible();
      }
      await expect(detail).toContainText(playbook.proof.sentence);
      if (playbook.proof.link)
        await expect(detail.getByRole('link', { name: playbook.proof.link.label })).toHaveAttribute(
          'href',
          playbook.proof.link.href,
        );
    });
  }

  test('the closing call to action leads to /book-time', async ({ page }) => {
    await openLibrary(page);
    const cta = page.locator('section[aria-labelledby="playbooks-cta"]');
    for (const link of [library.closing.primaryCta, library.closing.secondaryCta]) {
      if (!link) continue;
      await expect(cta.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
  });

  test('the back button returns to the list and to the card that opened it', async ({ page }) => {
    const playbook = nth(defensive, -1);
    await openLibrary(page);
    await filter(page, labels.filters.defensive).click();
    await openCard(page, playbook);
    await expect(details(page)).toHaveCount(1);
    await page.getByRole('button', { name: labels.detail.back }).click();
    await expect(page).toHaveURL(/\/playbooks$/);
    await expect(details(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(defensive.length);
    await expect(cardLink(page, playbook)).toBeFocused();
  });

  test('browser Back returns to the list, Forward reopens the detail', async ({ page }) => {
    const playbook = nth(playbooks, 0);
    await openLibrary(page);
    await openCard(page, playbook);
    await expect(details(page)).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/playbooks$/);
    await expect(details(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(playbooks.length);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 2, name: heading(playbook) })).toBeVisible();
  });

  test('loading an address with the hash opens that detail', async ({ page }) => {
    const playbook = nth(offensive, 1);
    await openLibrary(page, `${PATH}#${anchor(playbook)}`);
    const title = page.getByRole('heading', { level: 2, name: heading(playbook) });
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect(details(page)).toHaveCount(1);
    await expect(cards(page).first()).toBeHidden();
    // The back button leads to the list even though the list was never shown.
    await page.getByRole('button', { name: labels.detail.back }).click();
    await expect(page).toHaveURL(/\/playbooks$/);
    await expect(cards(page)).toHaveCount(playbooks.length);
    await expect(cardLink(page, playbook)).toBeFocused();
  });

  test('keyboard: Enter on a card opens it', async ({ page }) => {
    const playbook = nth(defensive, 1);
    await openLibrary(page);
    await cardLink(page, playbook).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: heading(playbook) })).toBeFocused();
  });
});

for (const width of [375, 1440]) {
  test.describe(`playbook library at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // The list itself: routes.spec.ts (axe at 1440 and 375 px, overflow down to 320 px).
    test('has no axe violations or overflow in any detail, nor in the empty state', async ({ page }) => {
      await openLibrary(page);
      for (const playbook of playbooks) {
        await page.evaluate((hash) => {
          window.location.hash = hash;
        }, anchor(playbook));
        await expect(page.getByRole('heading', { level: 2, name: heading(playbook) })).toBeFocused();
        expect(await axeViolations(page), playbook.title).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow in ${playbook.title}`).toBeLessThanOrEqual(0);
      }

      await openLibrary(page, `${PATH}?q=zzz`);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('playbook library without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('has every card and every detail in the HTML, and card links jump to the details', async ({
    page,
  }) => {
    const playbook = nth(playbooks, -1);
    await page.goto(PATH);
    await expect(cards(page)).toHaveCount(playbooks.length);
    await expect(details(page)).toHaveCount(playbooks.length);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('group', { name: labels.filterGroup })).toBeHidden();
    await cardLink(page, playbook).click();
    await expect(page).toHaveURL(new RegExp(`#${anchor(playbook)}$`));
    await expect(page.locator(`#${anchor(playbook)} h2`)).toBeInViewport();
    await expect(page.locator(`#${anchor(playbook)} [data-step]`)).toHaveCount(4);
  });

  test('draws every mock-up of every detail', async ({ page }) => {
    await page.goto(PATH);
    // Without scripting a `<noscript>`'s content is drawn where it stands.
    const drawings = page.locator('main [data-playbook-detail] [data-graphic] > noscript > *');
    await expect(drawings).toHaveCount(playbooks.length * 4);
    for (const drawing of await drawings.all()) await expect(drawing).toBeVisible();
    await expect(page.locator('main [data-playbook-detail] [data-slot="alert-delivery"]')).toHaveCount(
      playbooks.length,
    );
  });
});

test.describe('playbook details: mock-ups drawn when shown (issue 30)', () => {
  const drawn = (page: Page) => page.locator('main [data-playbook-detail] [data-graphic] > :not(noscript)');

  test('before a detail opens, no detail mock-up is on the page; the open one has all of its own', async ({
    page,
  }) => {
    // Before the island hydrates the details are on the page with their mock-ups as text, not elements:
    // hold its module until that has been checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/playbook-library\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PATH);
    await expect(details(page)).toHaveCount(playbooks.length);
    await expect(page.locator('main [data-playbook-details] noscript[data-deferred]').first()).toBeAttached();
    await expect(drawn(page)).toHaveCount(0);
    await expect(page.locator('main [data-playbook-details] [data-slot="alert-delivery"]')).toHaveCount(0);
    release();
    await page.waitForSelector('astro-island[component-url*="playbook-library"]:not([ssr])', {
      state: 'attached',
    });

    const playbook = nth(defensive, 0);
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, anchor(playbook));
    const detail = page.locator(`#${anchor(playbook)}`);
    await expect(detail.locator('[data-graphic] > :not(noscript)')).toHaveCount(4);
    await expect(detail.locator('noscript')).toHaveCount(0);
    await expect(detail.locator('[data-slot="alert-delivery"]')).toBeVisible();
    await expect(detail.locator('[data-scene-part]')).toHaveCount(2);
    for (const part of await detail.locator('[data-scene-part]').all()) {
      await expect(part.locator('[data-sample]').first()).toBeVisible();
    }
  });
});
