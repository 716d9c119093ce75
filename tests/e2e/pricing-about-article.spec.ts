import type { Page } from '@playwright/test';
import { readEntry, readSingleton } from '#src/content/loaders/read.ts';
import { expect, expectInternalLinksResolve, jsonLd, test } from './fixtures';

// axe on these pages, with every answer open, at 1440 and 375 px: routes.spec.ts.

/** Calls to action named in the spec must all lead to /book-time. */
async function expectCtasBookTime(page: Page) {
  const ctas = page
    .locator('main a')
    .filter({ hasText: /^(Book a demo|Talk to an expert|Request pricing|Let's chat here)\b/ });
  expect(await ctas.count()).toBeGreaterThan(0);
  for (const href of await ctas.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toBe('/book-time');
  }
}

test.describe('/pricing', () => {
  // One page load; each step names what it checks. The page renders what its entry holds
  // (src/content/pages/pricing.yaml); the spec's own figures are checked in tests/spec-fidelity.test.ts.
  // The FAQ's behaviour: first-touch.spec.ts. axe with every answer open: routes.spec.ts.
  const pricing = readSingleton('pricing');
  const rating = readEntry('ownerFacts', 'rating').data;

  test('hero, plans, rating, structured data, FAQ, the article link and the calls to action', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await test.step('the hero, the plans, and the rating only once its owner fact is confirmed', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pricing.hero.headline);
      await expect(page.locator('[data-slot="rating"]')).toHaveCount(rating.confirmed ? 1 : 0);
      await expect(page.locator('[data-tier] h3')).toHaveText(pricing.tiers.items.map((tier) => tier.name));
      for (const tier of pricing.tiers.items)
        await expect(page.locator(`[data-tier="${tier.id}"] [data-slot="price"]`)).toHaveText(tier.price);
      await expect(
        page.getByRole('heading', { level: 3, name: pricing.howItWorks.included.headline }),
      ).toBeVisible();
      await expect(page.locator('#why-outcome-based h3')).toHaveCount(pricing.reasons.items.length);
    });
    await test.step('structured data parses and carries the entry’s offer, and a rating only when shown', async () => {
      const blocks = await jsonLd(page);
      const app = blocks.find((block) => block['@type'] === 'SoftwareApplication') as {
        offers: { price: number; priceCurrency: string }[];
        aggregateRating?: unknown;
      };
      expect(app.offers[0]).toMatchObject({
        price: pricing.offer.pricePerMonth,
        priceCurrency: pricing.offer.currency,
      });
      expect(app.aggregateRating !== undefined).toBe(rating.confirmed);
      const organization = blocks.find((block) => block['@type'] === 'Organization');
      expect(organization?.aggregateRating).toBeUndefined();
    });
    await test.step('the FAQ holds the entry’s questions and the page ships no island at all', async () => {
      await expect(page.locator('#pricing-faq summary')).toHaveCount(pricing.faq.items.length);
      await expect(page.locator('#pricing-faq details[name="pricing-faq"]')).toHaveCount(
        pricing.faq.items.length,
      );
      await expect(page.locator('astro-island')).toHaveCount(0);
      await expect(page.locator('script[src]')).toHaveCount(0);
    });
    await test.step('points the individual contributor to its link and ends with the closing call to action', async () => {
      await expect(page.locator('#business-case').getByRole('link')).toHaveAttribute(
        'href',
        pricing.individualContributor.link.href,
      );
      const finalCta = page.locator('main > section').last();
      await expect(finalCta.getByRole('link', { name: pricing.cta.primaryCta.label })).toHaveAttribute(
        'href',
        pricing.cta.primaryCta.href,
      );
      await expectCtasBookTime(page);
      await expectInternalLinksResolve(page);
    });
  });

  // Issue 29: the layout holds from a phone to a wide screen. One page, resized.
  test('the heading, the plans and the business-case box keep their shape from 320 to 1440 px', async ({
    page,
  }) => {
    await page.goto('/pricing');
    for (const width of [320, 375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const shape = await page.evaluate(() => {
        const lines = (element: Element) =>
          Math.round(
            element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
          );
        const h1 = document.querySelector('h1') as HTMLElement;
        // Every hyphenated compound of the heading on one line: its text draws as one box.
        const compounds = [...h1.querySelectorAll('span')]
          .filter((span) => /\w-\w/.test(span.textContent ?? ''))
          .map((span) => {
            const range = document.createRange();
            range.selectNodeContents(span);
            return range.getClientRects().length;
          });
        const box = document.querySelector('#business-case') as HTMLElement;
        const points = [...box.querySelectorAll('li')].map((li) => ({
          width: li.clientWidth,
          overflow: li.scrollWidth - li.clientWidth,
        }));
        const rowTops = (slot: string) =>
          [...document.querySelectorAll(`[data-tier] [data-slot="${slot}"]`)].map((element) =>
            Math.round(element.getBoundingClientRect().top),
          );
        // The box reads as content, not as a second band over the closing one (issue 29, third review).
        const band = document.querySelector('main [data-cta="band"] > div') as HTMLElement;
        const container = document.querySelector('#pricing-faq .container-page') as HTMLElement;
        const boxRect = box.getBoundingClientRect();
        const filled = (element: Element) => {
          const colour = getComputedStyle(element).backgroundColor;
          return !/^(transparent|rgba\(\d+, \d+, \d+, 0\)|rgb\(255, 255, 255\))$/.test(colour);
        };
        const order = [
          ...document.querySelectorAll('#pricing-faq details, #business-case, [data-cta="band"]'),
        ].map((element) =>
          element.matches('details') ? 'faq' : element.id === 'business-case' ? 'box' : 'band',
        );
        return {
          boxWidthShare: boxRect.width / (container.clientWidth || 1),
          boxFilled: filled(box) || [...box.children].some(filled),
          filledLinks: [...box.querySelectorAll('a')].filter(filled).length,
          gapToBand: band.getBoundingClientRect().top - boxRect.bottom,
          order: order.filter((kind, index) => kind !== order[index - 1]).join(' '),
          h1Lines: lines(h1),
          compounds,
          boxHeadingLines: lines(box.querySelector('h2') as HTMLElement),
          points,
          prices: rowTops('price-block'),
          features: rowTops('features'),
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      const at = `${width} px`;
      expect(shape.overflow, `${at}: horizontal overflow`).toBe(0);
      expect(shape.compounds.length, `${at}: the heading's compound`).toBeGreaterThan(0);
      for (const boxes of shape.compounds) expect(boxes, `${at}: a compound broken over two lines`).toBe(1);
      // Two balanced lines across the page at 768 px; three on phones and, from 1024 px, in the copy's
      // column beside the plans at a glance (issue 29, seventh review).
      expect(shape.h1Lines, `${at}: heading lines`).toBeLessThanOrEqual(width === 768 ? 2 : 3);
      expect(shape.boxHeadingLines, `${at}: business-case heading lines`).toBeLessThanOrEqual(3);
      for (const point of shape.points) {
        expect(point.overflow, `${at}: a business-case point overflows`).toBe(0);
        expect(point.width, `${at}: a business-case point's column`).toBeGreaterThanOrEqual(160);
      }
      expect(shape.order, `${at}: the questions, the box, then the closing band`).toBe('faq box band');
      expect(shape.boxFilled, `${at}: the business-case box is a filled panel`).toBe(false);
      expect(shape.filledLinks, `${at}: the business-case box has a filled button`).toBe(0);
      // Clear space before the closing band: 40 px on phones, more from 768 px.
      expect(shape.gapToBand, `${at}: space between the box and the closing band`).toBeGreaterThanOrEqual(
        width >= 768 ? 64 : 40,
      );
      if (width >= 1024) {
        // Beside the questions, under their heading: half the content width at most, not a band.
        expect(shape.boxWidthShare, `${at}: the box's share of the content width`).toBeLessThanOrEqual(0.5);
        // Three cards side by side: each row starts at one height in all three.
        expect(new Set(shape.prices).size, `${at}: price rows ${shape.prices}`).toBe(1);
        expect(new Set(shape.features).size, `${at}: feature lists ${shape.features}`).toBe(1);
      }
    }
  });
});

test.describe('/about', () => {
  test('has the mission, the founder letter signed from config, the three principles and no island', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Our mission' })).toBeVisible();
    const letter = page.locator('#letter');
    await expect(letter.locator('footer')).toContainText('Maya Okafor');
    await expect(letter.locator('footer')).toContainText('Founder & CEO');
    await expect(page.locator('#principles h3')).toHaveText([
      'Partnership focused on performance',
      'Enterprise-grade by design',
      'Commitment to transparency',
    ]);
    await expect(page.getByRole('link', { name: /^Let's chat here/ })).toHaveAttribute('href', '/book-time');
    await expectCtasBookTime(page);
    await expectInternalLinksResolve(page);
    await expect(page.locator('astro-island')).toHaveCount(0);
  });
});

// Issue 29, eighth review, measured by where things stand.
test.describe('eighth review: /pricing, /about and the legal pages', () => {
  /** The left edges of an element's lines of text, rounded. */
  const lineStarts = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.left)))];
    });

  // "How pricing works" had its eight-line paragraph centred at 375 px: left-aligned on phones (every line
  // starts at one edge), centred from 768 px as the page's other section headers.
  test('/pricing: the how-pricing-works paragraph is left-aligned on phones and centred from 768 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/pricing');
    const paragraph = '#how-pricing-works-heading + p';
    expect((await lineStarts(page, paragraph)).length, 'line starts at 375 px').toBe(1);
    await page.setViewportSize({ width: 1440, height: 900 });
    const centred = await page.locator(paragraph).evaluate((element) => {
      const box = element.getBoundingClientRect();
      const main = document.querySelector('main')?.getBoundingClientRect();
      return Math.abs(box.left + box.width / 2 - ((main?.left ?? 0) + (main?.width ?? 0) / 2));
    });
    expect(centred, 'paragraph off the centre at 1440 px').toBeLessThanOrEqual(2);
  });

  // /about's mission at 768 px: its label stood alone in a 12 rem column beside the statement, ~210 × 300 px
  // empty under it. Below 1024 px the label is over the statement; from 1024 px beside it.
  test('/about: the mission label is over the statement below 1024 px and beside it from 1024 px', async ({
    page,
  }) => {
    await page.goto('/about');
    const label = page.locator('#mission h2');
    const statement = page.locator('#mission h2 + div');
    for (const [width, beside] of [
      [375, false],
      [768, false],
      [1024, true],
      [1440, true],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const [a, b] = await Promise.all([label.boundingBox(), statement.boundingBox()]);
      if (!a || !b) throw new Error('mission not drawn');
      expect(a.x + a.width <= b.x, `${width} px: label beside the statement`).toBe(beside);
      if (!beside) expect(a.y + a.height, `${width} px: label over the statement`).toBeLessThanOrEqual(b.y);
    }
  });

  // The legal pages at 768 px: "On this page" was one column of 8-12 links with ~520 × 400 px blank beside
  // it. From 640 to 1023 px it runs in two columns; one column on phones.
  test('the legal pages list their sections in two columns from 640 to 1023 px', async ({ page }) => {
    for (const path of ['/privacy-policy', '/terms-of-service']) {
      await page.goto(path);
      const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
      for (const [width, columns] of [
        [375, 1],
        [640, 2],
        [768, 2],
        [1440, 1],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        const lefts = await links.evaluateAll((all) => [
          ...new Set(all.map((link) => Math.round(link.getBoundingClientRect().left))),
        ]);
        expect(lefts.length, `${path} at ${width} px: columns`).toBe(columns);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        expect(overflow, `${path} at ${width} px: overflow`).toBeLessThanOrEqual(0);
      }
    }
  });
});

test.describe('/blog/competitive-blind-spot', () => {
  const PATH = '/blog/competitive-blind-spot';

  test('has the title, byline, date, reading time, TL;DR and funnel figure', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'See, track, and act on competitive opportunities',
    );
    const header = page.locator('article header');
    await expect(header).toContainText('By Maya Okafor, Founder & CEO');
    await expect(header.locator('time')).toHaveAttribute('datetime', /^2025-10-\d{2}$/);
    await expect(header).toContainText('5 min read');
    await expect(page.getByRole('region', { name: 'TL;DR' }).locator('li')).toHaveCount(4);
    const figure = page.getByRole('figure');
    await expect(figure).toHaveAccessibleName(/loses sight of the buyer/);
    await expect(figure.locator('ol > li')).toHaveCount(4);
    for (const stage of ['Awareness', 'Interest', 'Evaluation', 'Decision']) {
      await expect(figure.getByText(stage, { exact: true })).toBeVisible();
    }
  });

  test('has its sections in order and the three plays as h3s', async ({ page }) => {
    await page.goto(PATH);
    const body = page.locator('[data-article-body]');
    await expect(body.locator('h2')).toHaveText([
      'The state of the go-to-market stack',
      'The inward view',
      'The new competitive reality',
      'Limited visibility',
      'The solution',
      'Three winning plays',
    ]);
    await expect(body.locator('h3')).toHaveText([/^Sales/, /^Marketing/, /^Customer success/]);
    const toc = page.getByRole('navigation', { name: 'In this article' });
    await toc.getByRole('link', { name: 'Limited visibility' }).click();
    await expect(page).toHaveURL(/#limited-visibility$/);
  });

  test('carries BlogPosting structured data matching the byline', async ({ page }) => {
    await page.goto(PATH);
    const date = await page.locator('article header time').getAttribute('datetime');
    const post = (await jsonLd(page)).find((block) => block['@type'] === 'BlogPosting') as Record<
      string,
      unknown
    >;
    expect(post).toMatchObject({
      headline: 'See, track, and act on competitive opportunities',
      datePublished: date,
      dateModified: date,
      author: { '@type': 'Person', name: 'Maya Okafor' },
      publisher: { '@type': 'Organization', name: 'Countermove' },
      mainEntityOfPage: { '@id': `https://www.countermove.io${PATH}` },
    });
    expect(post.image).toEqual(['https://www.countermove.io/og/blog-competitive-blind-spot.png']);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  test('prints as a document: no site chrome, no calls to action', async ({ page }) => {
    await page.goto(PATH);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header[data-site-header]')).toBeHidden();
    await expect(page.locator('footer[data-site-footer]')).toBeHidden();
    await expect(
      page.getByRole('region', { name: 'See the competitive deals you are already in' }),
    ).toBeHidden();
    await expect(page.locator('[data-article-body]')).toBeVisible();
    await expect(page.getByRole('figure')).toBeVisible();
  });

  test('its links resolve and it ships no island', async ({ page }) => {
    await page.goto(PATH);
    await expectInternalLinksResolve(page);
    await expectCtasBookTime(page);
    await expect(page.locator('astro-island')).toHaveCount(0);
  });
});
