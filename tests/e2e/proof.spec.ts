import { readCollection } from '#src/content/loaders/read.ts';
import { COLLECTIONS } from '#src/content/registry.ts';
import { expect, test } from './fixtures';

const entries = [...readCollection('useCases'), ...readCollection('personas')];
const pages = entries.flatMap(({ id, data }) =>
  data.proof
    ? [{ path: `/${id}`, proof: data.proof, story: COLLECTIONS.caseStudies.route(data.proof.caseStudy.id) }]
    : [],
);

test.describe('proof bands', () => {
  for (const { id, data } of entries.filter(({ data }) => !data.proof))
    test(`/${id} shows no proof band: no customer story runs its play`, async ({ page }) => {
      await page.goto(`/${id}`);
      await expect(page.locator('[data-proof]')).toHaveCount(0);
      void data;
    });

  for (const { path, proof, story } of pages) {
    // A use-case page sets its proof in a form of its own (`proof.form`: a band, a quote, a card; issue 29,
    // seventh round); whatever the form, it shows the mark, the figure, the page's line and the link.
    test(`${path} links a case study from its proof, with the customer's mark and a figure`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      const band = page.locator('[data-proof]');
      await expect(band).toHaveCount(1);
      await expect(band.locator('[data-slot="customer-wordmark"]')).toBeVisible();
      const link = band.getByRole('link');
      await expect(link).toHaveAttribute('href', story);
      expect((await request.get(story)).status()).toBe(200);
      await expect(band.getByText(proof.line, { exact: true })).toBeVisible();
      if (!('form' in proof) || proof.form === 'band')
        await expect(band.getByRole('heading', { level: 2 })).toHaveText(proof.line);
    });
  }
});
