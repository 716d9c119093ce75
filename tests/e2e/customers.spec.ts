import { caseStudies } from '#src/content/case-studies.ts';
import { expect, expectInternalLinksResolve, jsonLd, test } from './fixtures';

// axe on every page below (with every answer open, at 1440 and 375 px): routes.spec.ts.

test.describe('/customers', () => {
  test('has its h1, four case-study cards, a call to action and no script; a card opens its case study', async ({
    page,
  }) => {
    await page.goto('/customers');
    await test.step('h1, four cards with their headline metric and link, and the call to action', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Revenue teams that see the competition coming',
      );
      const cards = page.locator('[data-slot="case-study-card"]');
      await expect(cards).toHaveCount(4);
      for (const [index, study] of caseStudies.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { name: study.company })).toBeVisible();
        await expect(card.getByText(study.metrics[0].value, { exact: true })).toBeVisible();
        await expect(card.getByRole('link', { name: new RegExp(study.company) })).toHaveAttribute(
          'href',
          study.path,
        );
      }
      const cta = page.getByRole('region', { name: 'Put your accounts on the list' });
      await expect(cta.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/book-time');
      await expectInternalLinksResolve(page);
    });
    await test.step('ships no island and no script file', async () => {
      await expect(page.locator('astro-island')).toHaveCount(0);
      await expect(page.locator('script[src]')).toHaveCount(0);
    });
    await test.step('a card opens its case study', async () => {
      await page.locator('[data-slot="case-study-card"]').nth(1).click();
      await expect(page).toHaveURL(/\/customers-navattic$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Navattic');
    });
  });
});

for (const study of caseStudies) {
  test.describe(study.path, () => {
    test('has its h1, metrics, story, attributed quote, breadcrumb trail and resolving links, and no island', async ({
      page,
    }) => {
      await page.goto(study.path);
      await test.step('an h1, a breadcrumb to /customers and the exact headline metrics', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.headline);
        const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(breadcrumb).toBeVisible();
        await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(study.company);
        await expect(breadcrumb.getByRole('link', { name: 'Customers' })).toHaveAttribute(
          'href',
          '/customers',
        );
        const metrics = page.getByRole('region', { name: 'Results at a glance' }).locator('dd');
        await expect(metrics).toHaveText(study.metrics.map((metric) => metric.value));
        for (const heading of ['The challenge', 'The solution', 'The results']) {
          await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        }
        await expect(page.locator('astro-island')).toHaveCount(0);
      });
      await test.step('quotes by role and company and links the company profile', async () => {
        const quote = page.getByRole('region', { name: 'In their words' });
        await expect(quote.locator('blockquote')).toHaveText(study.quote.text);
        await expect(quote.locator('figcaption')).toContainText(`${study.quote.role}, ${study.company}`);
        const profile = quote.getByRole('link', { name: study.profile.label });
        await expect(profile).toHaveAttribute('href', study.profile.url);
        const target = await profile.getAttribute('target');
        if (target === '_blank') await expect(profile).toHaveAttribute('rel', /noopener/);
      });
      await test.step('carries a BreadcrumbList back to /customers', async () => {
        const trail = (await jsonLd(page)).find((block) => block['@type'] === 'BreadcrumbList') as
          | { itemListElement: { position: number; name: string; item: string }[] }
          | undefined;
        expect(trail?.itemListElement).toEqual([
          {
            '@type': 'ListItem',
            position: 1,
            name: 'Customers',
            item: 'https://www.countermove.io/customers',
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
        await expectInternalLinksResolve(page);
        await page
          .getByRole('navigation', { name: 'Breadcrumb' })
          .getByRole('link', { name: 'Customers' })
          .click();
        await expect(page).toHaveURL(/\/customers$/);
      });
    });
  });
}
