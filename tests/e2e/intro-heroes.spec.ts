import type { Page } from '@playwright/test';
import { readSingleton } from '#src/content/loaders/read.ts';
import { expect, test } from './fixtures';

/*
 * Issue 29, seventh review: /customers, /blog and /pricing opened with one hero (centred label, two-line
 * h1, grey paragraph, centred buttons on the same faint grid). Each now has a composition of its own at
 * 1440 px: /customers centred with nothing beside the heading, /pricing the copy on the left with the
 * plans at a glance in a narrower column beside it, /blog a compact title block beside the featured
 * article, which is wider than the title's column. Measured, not read from the classes: where the h1's
 * text sits in its container, and what is drawn beside it.
 */

const PAGES = ['/customers', '/pricing', '/blog'] as const;

/** How a page's hero is composed: the h1's alignment and what stands beside it, and how wide that is. */
async function heroComposition(page: Page) {
  return page.evaluate(() => {
    const h1 = document.querySelector('main h1') as HTMLElement;
    const hero = h1.closest('main > section') as HTMLElement;
    const container = h1.closest('.container-page') ?? hero;
    const range = document.createRange();
    range.selectNodeContents(h1);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
    const text = {
      left: Math.min(...lines.map((rect) => rect.left)),
      right: Math.max(...lines.map((rect) => rect.right)),
      top: h1.getBoundingClientRect().top,
      bottom: h1.getBoundingClientRect().bottom,
    };
    const frame = container.getBoundingClientRect();
    const padding = Number.parseFloat(getComputedStyle(container).paddingLeft) || 0;
    const content = { left: frame.left + padding, right: frame.right - padding };
    const centred =
      Math.abs((text.left + text.right) / 2 - (content.left + content.right) / 2) <= 24 &&
      text.left - content.left > 48;
    // Anything painted right of the heading's text, level with it: text, or a box with a border,
    // background or shadow (a card), or a picture.
    const beside: DOMRect[] = [];
    const painted = (element: Element) => {
      if (element.tagName.toLowerCase() === 'svg' || element.tagName === 'IMG') return true;
      const style = getComputedStyle(element);
      const visible = (colour: string) => colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour);
      return (
        visible(style.backgroundColor) ||
        style.boxShadow !== 'none' ||
        (Number.parseFloat(style.borderTopWidth) > 0 && visible(style.borderTopColor))
      );
    };
    for (const element of hero.querySelectorAll('*')) {
      if (h1.contains(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.width > frame.width * 0.9) continue;
      const level = rect.top < text.bottom && rect.bottom > text.top;
      if (level && rect.left >= text.right + 16 && painted(element)) beside.push(rect);
    }
    const besideWidth =
      beside.length === 0
        ? 0
        : Math.max(...beside.map((rect) => rect.right)) - Math.min(...beside.map((rect) => rect.left));
    return {
      align: centred ? 'centred' : 'left',
      beside:
        besideWidth === 0
          ? 'nothing'
          : besideWidth > h1.getBoundingClientRect().width
            ? 'wider than the heading'
            : 'narrower than the heading',
      besideWidth: Math.round(besideWidth),
    };
  });
}

test('at 1440 px /customers, /pricing and /blog each open with a hero composition of their own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const seen = new Map<string, string>();
  for (const path of PAGES) {
    await page.goto(path);
    const { align, beside } = await heroComposition(page);
    const composition = `${align}, ${beside}`;
    expect(
      seen.get(composition),
      `${path} opens like ${seen.get(composition)} (${composition})`,
    ).toBeUndefined();
    seen.set(composition, path);
  }
  expect(seen.size).toBe(PAGES.length);
});

test('/pricing at 1440 px: the plans at a glance beside the copy, each row a plan below, with its price', async ({
  page,
}) => {
  const { tiers } = readSingleton('pricing');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pricing');
  const rows = page.locator('[data-plan-summary] a');
  await expect(rows).toHaveCount(tiers.items.length);
  for (const [index, tier] of tiers.items.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(tier.name);
    await expect(row).toContainText(tier.price);
    const target = (await row.getAttribute('href')) ?? '';
    await expect(page.locator(`${target}[data-tier="${tier.id}"]`)).toHaveCount(1);
  }
  // On the first screen, level with the heading.
  const summary = await page.locator('[data-plan-summary]').boundingBox();
  expect((summary?.y ?? 900) + (summary?.height ?? 0)).toBeLessThanOrEqual(900);
  // The heading's longest compound ('competitor-influenced') fits its column: no line runs under the
  // summary, at 1024 px (the narrowest column) as at 1440.
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const gap = await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('main h1') as Element);
      const right = Math.max(...[...range.getClientRects()].map((rect) => rect.right));
      return (document.querySelector('[data-plan-summary]') as Element).getBoundingClientRect().left - right;
    });
    expect(gap, `${width} px: px between the heading's longest line and the summary`).toBeGreaterThanOrEqual(
      16,
    );
  }
});

for (const [width, height] of [
  [1440, 900],
  [375, 844],
] as const) {
  test(`/blog at ${width} px: the featured article is on the first screen, after the title`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/blog');
    const { together, h1, article, title } = await page.evaluate(() => {
      const box = (element: Element | null) => {
        const rect = element?.getBoundingClientRect() ?? new DOMRect(0, 10_000, 0, 0);
        return { top: rect.top + window.scrollY, left: rect.left, right: rect.right, bottom: rect.bottom };
      };
      const featured = document.querySelector('main [data-featured]');
      const heading = document.querySelector('main h1');
      return {
        // One opening section: the title block is not a stand-alone hero band over the article.
        together: Boolean(featured && heading?.closest('main > section')?.contains(featured)),
        h1: box(document.querySelector('main h1')),
        article: box(featured),
        title: box(featured?.querySelector('h3') ?? null),
      };
    });
    expect(together, 'the title block and the featured article open the page together').toBe(true);
    expect(title.bottom, 'the featured article’s title, px from the top').toBeLessThanOrEqual(height);
    if (width >= 1024) expect(article.left, 'the article beside the title block').toBeGreaterThan(h1.right);
    else expect(article.top, 'the article under the title block').toBeGreaterThan(h1.top);
  });
}
