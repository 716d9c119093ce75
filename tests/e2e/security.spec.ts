import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test, WCAG_TAGS } from './fixtures';

const PATH = '/security';
const SECURITY_EMAIL = 'security@countermove.io';

/** Headless Chromium has no mail client: keep the click (and the first-touch script's handler), drop the navigation. */
async function stopMailtoNavigation(page: Page) {
  await page.evaluate(() => {
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
    });
  });
}

test.describe('trust center', () => {
  test('has the h1 and the certification cards with their statuses', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trust Center, Security & Compliance');
    const expected = [
      ['SOC 2 Type II', 'Current'],
      ['ISO 9001 2017', 'Certified'],
      ['GDPR', 'Compliant'],
      ['CCPA', 'Compliant'],
    ] as const;
    await expect(page.locator('[data-certification]')).toHaveCount(4);
    for (const [name, status] of expected) {
      const card = page.locator(`[data-certification="${name}"]`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(card.locator('[data-slot="certification-status"]')).toHaveText(status);
    }
  });

  test('lists six security highlights', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator('#security-highlights li h3')).toHaveCount(6);
  });

  test('lists four documents, each available upon request by mail', async ({ page }) => {
    await page.goto(PATH);
    const documents = page.locator('[data-document]');
    await expect(documents).toHaveCount(4);
    await expect(documents.getByText('Available upon request')).toHaveCount(4);
    await expect(documents.first()).toContainText('2023/1.1');
    for (const title of [
      'Security Policies and Standards',
      'Data Processing Agreement',
      'Privacy Policy',
      'Subprocessors List',
    ]) {
      const link = page.getByRole('link', { name: `Request ${title}` });
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(href.protocol).toBe('mailto:');
      expect(href.pathname).toBe(SECURITY_EMAIL);
      expect(href.searchParams.get('subject')).toContain(title);
    }
    await expect(page.getByRole('link', { name: 'Request Access' })).toHaveAttribute('href', '/book-time');
  });

  test('Request opens the mail client and shows exactly one toast', async ({ page }) => {
    await page.goto(PATH);
    // No React before a request: the notification region hydrates on the first one (client:toast).
    await expect(page.locator('astro-island[ssr] [data-toast-region]')).toHaveCount(1);
    await stopMailtoNavigation(page);

    const requested: string[] = [];
    await page.exposeFunction('recordMailto', (href: string) => requested.push(href));
    await page.evaluate(() => {
      document.addEventListener('click', (event) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="mailto:"]');
        if (link) (window as unknown as { recordMailto: (href: string) => void }).recordMailto(link.href);
      });
    });

    await page.getByRole('link', { name: 'Request Data Processing Agreement' }).click();
    const toasts = page.locator('[data-toast]');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText('Opening your email app');
    await expect(toasts).toContainText(SECURITY_EMAIL);
    await expect.poll(() => requested).toHaveLength(1);
    expect(requested[0]).toContain(`mailto:${SECURITY_EMAIL}?subject=`);

    await page.getByRole('link', { name: 'Request Subprocessors List' }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText('Subprocessors List');
  });

  test('the FAQ has 11 questions, one open at a time, and closes the open one on a second click', async ({
    page,
  }) => {
    await page.goto(PATH);
    const triggers = page.locator('#security-faq [data-accordion-trigger]');
    await expect(triggers).toHaveCount(11);
    const item = (index: number) => page.locator('#security-faq details').nth(index);
    await expect(item(0)).not.toHaveAttribute('open');
    await triggers.nth(0).click();
    await expect(item(0)).toHaveAttribute('open');
    await triggers.nth(6).click();
    await expect(item(0)).not.toHaveAttribute('open');
    await expect(item(6)).toHaveAttribute('open');
    await expect(page.getByText(/seven stages: preparation, detection/)).toBeVisible();
    await triggers.nth(6).click();
    await expect(page.locator('#security-faq details[open]')).toHaveCount(0);
  });

  test('closes with a security review and a mail link to the security team', async ({ page }) => {
    await page.goto(PATH);
    const closing = page.locator('section[aria-labelledby="security-cta"]');
    await expect(closing.getByRole('link', { name: 'Schedule a Security Review' })).toHaveAttribute(
      'href',
      '/book-time',
    );
    await expect(closing.getByRole('link', { name: 'Contact Security Team' })).toHaveAttribute(
      'href',
      `mailto:${SECURITY_EMAIL}`,
    );
  });
});

for (const width of [375, 1440]) {
  test.describe(`trust center at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('has no axe violations with an answer open, nor in the toast', async ({ page }) => {
      await page.goto(PATH);
      await page.locator('#security-faq [data-accordion-trigger]').nth(4).click();
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);

      // A toast floats over whatever lies under it for 5 s (axe would flag the targets it covers), so it
      // is checked on its own.
      await stopMailtoNavigation(page);
      await page.getByRole('link', { name: 'Request Privacy Policy' }).click();
      await expect(page.locator('[data-toast]')).toHaveCount(1);
      const toast = await new AxeBuilder({ page })
        .include('[data-toast-region]')
        .withTags(WCAG_TAGS)
        .analyze();
      expect(toast.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}
