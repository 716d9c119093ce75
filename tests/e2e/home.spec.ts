import type { Page } from '@playwright/test';
import { CTA_LABELS } from '#src/content/ctas.ts';
import { axeViolations, expect, test } from './fixtures';

const activePanel = (page: Page) => page.locator('#features [role="tabpanel"]:visible');

test.describe('home page', () => {
  // One page load for the 1440 px content checks; each step names what it checks.
  test('at 1440 px: sections, hero, wordmarks, feature tabs, use cases, funnel, integrations and calls to action', async ({
    page,
  }) => {
    await page.goto('/');
    await test.step('sections in the spec order, one h1 and the spec headline', async () => {
      const sections = await page
        .locator('main section')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-labelledby')));
      expect(sections).toEqual([
        'hero-heading',
        'customers-heading',
        'case-studies-heading',
        'features-heading',
        'use-cases-heading',
        'how-it-works-heading',
        'funnel-heading',
        'integrations-heading',
        'faq-heading',
        'home-cta-heading',
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        "AI that finds accounts engaging competitors and automates your team's response",
      );
      // Every section is labelled by an h2, except the hero (h1).
      for (const id of sections.slice(1)) {
        await expect(page.locator(`[id="${id}"]`)).toHaveJSProperty('tagName', 'H2');
      }
      // The footer comes from the layout, after the page.
      await expect(page.locator('main + footer[data-site-footer]')).toHaveCount(1);
    });
    await test.step('the hero is static and shows the product visual built from the mock-ups', async () => {
      const hero = page.locator('#hero');
      await expect(hero.locator('astro-island')).toHaveCount(0);
      await expect(hero.locator('img')).toHaveCount(0);
      const visual = hero.getByRole('group', { name: /^Product illustration/ });
      await expect(visual.getByRole('group', { name: /^Sample CRM opportunity record/ })).toBeVisible();
      await expect(visual.getByRole('group', { name: /^Sample defensive alert/ })).toBeVisible();
    });
    await test.step('five customer wordmarks under the trust line', async () => {
      const strip = page.getByRole('region', {
        name: 'Trusted by Revenue Leaders in highly competitive markets',
      });
      await expect(strip.getByRole('img')).toHaveCount(5);
      expect(
        await strip
          .getByRole('img')
          .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('aria-label'))),
      ).toEqual(['Gainsight', 'Navattic', 'Athenian', 'Vendr', 'Relayline']);
    });
    await test.step('the first feature tab is selected by default and the mouse switches tabs', async () => {
      const tabs = page.getByRole('tablist', { name: 'Product features' }).getByRole('tab');
      await expect(tabs).toHaveText([
        'Competitor engagement',
        'Owner alerts',
        'CRM enrichment',
        'Playbooks',
        'Landscape',
      ]);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect(activePanel(page)).toHaveCount(1);
      await expect(activePanel(page).getByRole('heading', { level: 3 })).toHaveText(
        'See accounts engaging competitors',
      );

      await tabs.nth(2).click();
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
      await expect(activePanel(page)).toHaveCount(1);
      await expect(activePanel(page).getByRole('heading', { level: 3 })).toHaveText('Enrich CRM records');
      await expect(activePanel(page).getByText('Enriched', { exact: true })).toHaveCount(3);

      await tabs.nth(3).click();
      await expect(activePanel(page).getByRole('group', { name: /^Sample playbook/ })).toContainText(
        '13 runs per month',
      );
      await tabs.nth(4).click();
      await expect(activePanel(page)).toContainText('$1,252,000');
      await expect(activePanel(page)).toContainText('$452,000');
    });
    await test.step('the six use-case cards link the six use-case pages', async () => {
      const links = page.locator('#use-cases').getByRole('link');
      expect(
        await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))),
      ).toEqual([
        '/hunt-new-opportunities',
        '/revive-closed-lost',
        '/flag-expansion-opportunities',
        '/win-open-deals',
        '/defend-customer-base',
        '/predict-prevent-churn',
      ]);
    });
    await test.step('the funnel chart has a text alternative with the stage weights', async () => {
      const funnel = page.locator('#funnel');
      await expect(funnel.getByRole('figure')).toHaveCount(2);
      const rows = funnel.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(5);
      const cells = await rows.evaluateAll((all) =>
        all.slice(1).map((row) => [row.children[0]?.textContent, row.children[1]?.textContent]),
      );
      expect(cells).toEqual([
        ['Awareness', '10'],
        ['Interest', '9'],
        ['Evaluation', '8'],
        ['Decision', '5'],
      ]);
      const widths = await funnel
        .locator('[data-tone="after"] [data-visible]')
        .evaluateAll((bars) => bars.map((bar) => Math.round(bar.getBoundingClientRect().width)));
      const [awareness = 0, interest = 0, , decision = 0] = widths;
      expect(interest / awareness).toBeCloseTo(0.9, 1);
      expect(decision / awareness).toBeCloseTo(0.5, 1);
    });
    await test.step('the row holds the three integrations, and the API is named under it', async () => {
      const integrations = page.locator('#integrations');
      await expect(integrations.getByRole('heading', { level: 3 })).toHaveText([
        'Salesforce',
        'HubSpot',
        'Slack',
      ]);
      await expect(integrations.locator('li')).toHaveCount(3);
      await expect(integrations.getByText('Countermove API.')).toBeVisible();
    });
    await test.step('every call to action links to /book-time', async () => {
      const ctas = await page.locator('a').evaluateAll(
        (anchors, labels) =>
          anchors
            .map((anchor) => ({
              label: anchor.textContent?.replace(/\s+/g, ' ').trim() ?? '',
              href: anchor.getAttribute('href'),
            }))
            .filter((link) => labels.includes(link.label)),
        [...CTA_LABELS] as string[],
      );
      // Hero (2), closing CTA (2), header and footer.
      expect(ctas.length).toBeGreaterThanOrEqual(6);
      for (const cta of ctas) expect(cta, cta.label).toMatchObject({ href: '/book-time' });
    });
  });

  test('/#case-studies lands on the teaser, below the sticky header', async ({ page }) => {
    await page.goto('/#case-studies');
    const section = page.locator('#case-studies');
    await expect(section).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const headerBottom = await page
      .locator('header[data-site-header]')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const top = await section.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    expect(top).toBeLessThan(headerBottom + 48);
    await expect(section.getByText('4.7%', { exact: true })).toBeVisible();
    await expect(section.getByText('alert-to-opportunity conversion')).toBeVisible();
    await expect(section.getByText('$5.3M', { exact: true })).toBeVisible();
    await expect(section.getByText('pipeline opportunities generated')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Read customer stories' })).toHaveAttribute(
      'href',
      '/customers',
    );
  });

  // Keys, the stacked list below 768 px and switching before any script has loaded: first-touch.spec.ts.

  for (const width of [320, 768, 1440]) {
    test(`has no horizontal scroll at ${width} px, with each feature tab selected${width === 768 ? ', and no axe violations with another tab and an answer open' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Each tab's panel fits as well.
      const tabs = page.getByRole('tablist', { name: 'Product features' }).getByRole('tab');
      for (let index = 0; index < 5; index++) {
        await tabs.nth(index).click();
        const box = await activePanel(page).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      // axe at 375 and 1440 px, with a second tab and every answer open, runs in routes.spec.ts; the
      // tablet layout of the tabs is this page's own.
      if (width === 768) {
        await page.getByRole('tab', { name: 'Owner alerts' }).click();
        await page.locator('#faq summary').first().click();
        expect(await axeViolations(page)).toEqual([]);
      }
    });
  }
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every feature panel, and the FAQ answers open (native details)', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#features [role="tabpanel"]:visible')).toHaveCount(5);
    await expect(page.locator('#features [role="tablist"]')).toBeHidden();
    const questions = page.locator('#faq summary');
    await expect(questions).toHaveCount(5);
    await questions.nth(4).click();
    await expect(page.locator('#faq [data-accordion-panel]:visible')).toHaveCount(1);
  });
});
