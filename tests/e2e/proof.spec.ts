import { personas } from '#src/content/personas/index.ts';
import { useCases } from '#src/content/use-cases/index.ts';
import { expect, test } from './fixtures';

const pages = [...useCases, ...personas].map((page) => page.path);

test.describe('proof bands', () => {
  for (const path of pages) {
    test(`${path} links a case study from its proof band, with the customer's mark and a figure`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      const band = page.locator('[data-slot="proof-band"]');
      await expect(band).toHaveCount(1);
      await expect(band.locator('[data-slot="customer-wordmark"]')).toBeVisible();
      const link = band.getByRole('link');
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/customers-[a-z]+$/);
      expect((await request.get(href ?? '')).status()).toBe(200);
      await expect(band.getByRole('heading', { level: 2 })).toBeVisible();
    });
  }
});
