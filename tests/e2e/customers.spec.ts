/**
 * /customers and every customer story (src/content/case-studies/), checked against what their entries
 * hold: a story added as a file is checked here without a line changing.
 */
import { caseStudies } from '#src/content/case-studies.ts';
import { readSingleton } from '#src/content/loaders/read.ts';
import { routeFor } from '#src/site-map.ts';
import { expect, expectInternalLinksResolve, jsonLd, test } from './fixtures';

// axe on every page below (with every answer open, at 1440 and 375 px): routes.spec.ts.

const page = readSingleton('customers');
const studies = caseStudies();
const customers = routeFor('/customers');

test.describe('/customers', () => {
  test('has its h1, a card per story, a call to action and no script; a card opens its story', async ({
    page: browser,
  }) => {
    await browser.goto('/customers');
    await test.step('h1, a card per story with its first result and link, and the call to action', async () => {
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.hero.headline);
      const marks = browser.getByRole('list', { name: page.marksLabel }).getByRole('link');
      await expect(marks).toHaveCount(studies.length);
      const cards = browser.locator('[data-slot="case-study-card"]');
      await expect(cards).toHaveCount(studies.length);
      for (const [index, study] of studies.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { name: study.company })).toBeVisible();
        await expect(card.getByText(study.metrics[0].value, { exact: true })).toBeVisible();
        await expect(card.getByText(study.cardLine)).toBeVisible();
        await expect(card.getByRole('link', { name: new RegExp(study.company) })).toHaveAttribute(
          'href',
          study.path,
        );
      }
      const cta = browser.getByRole('region', { name: page.cta.headline });
      await expect(cta.getByRole('link', { name: page.cta.primaryCta.label })).toHaveAttribute(
        'href',
        page.cta.primaryCta.href,
      );
      await expectInternalLinksResolve(browser);
    });
    await test.step('ships no island and no script file', async () => {
      await expect(browser.locator('astro-island')).toHaveCount(0);
      await expect(browser.locator('script[src]')).toHaveCount(0);
    });
    await test.step('a card opens its story', async () => {
      const index = Math.min(1, studies.length - 1);
      const study = studies[index];
      if (!study) throw new Error('No customer story in src/content/case-studies/');
      await browser.locator('[data-slot="case-study-card"]').nth(index).click();
      await expect(browser).toHaveURL(new RegExp(`${study.path}$`));
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(study.headline);
    });
  });
});

// Issue 29, eighth review: each story showed its first figure three times (in the h1, in the headline
// results and again beside the quote). Each of its figures is drawn as a figure once, in the headline
// results; the h1 may state the result it leads with (a story's headline is its result), no other heading
// repeats one, and nothing else on the page before the other stories shows one as a figure.
for (const width of [375, 1440]) {
  test(`at ${width} px each customer story shows each of its figures once, in its headline results`, async ({
    page: browser,
  }) => {
    await browser.setViewportSize({ width, height: 900 });
    for (const study of studies) {
      await browser.goto(study.path);
      const places = await browser.evaluate(
        ({ values, more }) => {
          const main = document.querySelector('main') ?? document.body;
          const related = [...main.querySelectorAll('section')].find(
            (section) => section.querySelector('h2')?.textContent?.trim() === more,
          );
          const found: string[] = [];
          for (const element of main.querySelectorAll('*')) {
            if (related?.contains(element) || !element.checkVisibility({ visibilityProperty: true }))
              continue;
            const own = [...element.childNodes]
              .filter((node) => node.nodeType === Node.TEXT_NODE)
              .map((node) => node.textContent ?? '')
              .join('')
              .trim();
            const heading = /^H[2-6]$/.test(element.tagName) ? (element.textContent ?? '') : '';
            for (const value of values) {
              if (own === value) found.push(`${value} as a figure in ${element.tagName.toLowerCase()}`);
              else if (` ${heading.replace(/[^\w$#.%]+/g, ' ')} `.includes(` ${value} `))
                found.push(`${value} in the ${element.tagName.toLowerCase()}`);
            }
          }
          return found;
        },
        { values: study.metrics.map((metric) => metric.value), more: page.story.moreHeading },
      );
      expect(places, `${study.path} at ${width} px`).toEqual(
        study.metrics.map((metric) => `${metric.value} as a figure in dd`),
      );
    }
  });
}

for (const study of studies) {
  test.describe(study.path, () => {
    test('has its h1, results, story, attributed quote, breadcrumb trail, the other stories and no island', async ({
      page: browser,
    }) => {
      await browser.goto(study.path);
      await test.step('an h1, a breadcrumb to /customers and the exact headline results', async () => {
        await expect(browser.getByRole('heading', { level: 1 })).toHaveText(study.headline);
        const breadcrumb = browser.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(study.company);
        await expect(breadcrumb.getByRole('link', { name: customers.label })).toHaveAttribute(
          'href',
          customers.path,
        );
        const metrics = browser.getByRole('region', { name: page.story.metricsHeading }).locator('dd');
        await expect(metrics).toHaveText(study.metrics.map((metric) => metric.value));
        for (const heading of Object.values(page.story.sections)) {
          await expect(browser.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        }
        await expect(browser.locator('astro-island')).toHaveCount(0);
      });
      await test.step('quotes by role and company and links the profile', async () => {
        const quote = browser.getByRole('region', { name: page.story.quoteHeading });
        await expect(quote.locator('blockquote')).toHaveText(study.quote.text);
        await expect(quote.locator('figcaption')).toContainText(`${study.quote.role}, ${study.company}`);
        const profile = quote.getByRole('link', { name: study.profile.label });
        await expect(profile).toHaveAttribute('href', study.profile.url);
        const target = await profile.getAttribute('target');
        if (target === '_blank') await expect(profile).toHaveAttribute('rel', /noopener/);
      });
      await test.step('lists every other story under its heading', async () => {
        const more = browser.getByRole('region', { name: page.story.moreHeading });
        await expect(more.getByRole('link')).toHaveCount(studies.length - 1);
        for (const other of studies.filter((candidate) => candidate !== study))
          await expect(more.getByRole('link', { name: new RegExp(other.company) })).toHaveAttribute(
            'href',
            other.path,
          );
      });
      await test.step('carries a BreadcrumbList back to /customers', async () => {
        const trail = (await jsonLd(browser)).find((block) => block['@type'] === 'BreadcrumbList') as
          | { itemListElement: { position: number; name: string; item: string }[] }
          | undefined;
        expect(trail?.itemListElement).toEqual([
          {
            '@type': 'ListItem',
            position: 1,
            name: customers.label,
            item: `https://www.countermove.io${customers.path}`,
          },
          {
            '@type': 'ListItem',
            position: 2,
            name: study.company,
            item: `https://www.countermove.io${study.path}`,
          },
        ]);
      });
      await test.step('its links resolve; the breadcrumb leads back to /customers', async () => {
        await expectInternalLinksResolve(browser);
        await browser
          .getByRole('navigation', { name: 'Breadcrumb' })
          .getByRole('link', { name: customers.label })
          .click();
        await expect(browser).toHaveURL(/\/customers$/);
      });
    });
  });
}

test('each story closes with a call to action of its own, not the same heading on every story', async ({
  page,
}) => {
  const headings: string[] = [];
  for (const study of caseStudies()) {
    await page.goto(study.path);
    const heading = page.locator('#case-study-cta-heading');
    await expect(heading).toBeVisible();
    headings.push(((await heading.textContent()) ?? '').trim());
  }
  expect(new Set(headings).size).toBe(headings.length);
});
