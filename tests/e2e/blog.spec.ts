import { expect, noPageTest, test } from './fixtures';

const FEED = '/blog/rss.xml';

test.describe('/blog', () => {
  test('lists the posts newest first: title, date, reading time, byline and summary', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The competitive view for revenue teams',
    );
    const posts = page.locator('[data-post-list] > li article');
    expect(await posts.count()).toBeGreaterThan(0);
    const dates = await posts
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(dates).toEqual([...dates].sort().reverse());
    const first = posts.first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(
      'See, track, and act on competitive opportunities',
    );
    await expect(
      first.getByRole('link', { name: 'See, track, and act on competitive opportunities', exact: true }),
    ).toHaveAttribute('href', '/blog/competitive-blind-spot');
    await expect(first.locator('time')).toHaveText('October 2025');
    await expect(first).toContainText('5 min read');
    await expect(first).toContainText('By Maya Okafor');
    await expect(first).toContainText('Why the go-to-market stack cannot see competitors');
    await expect(first).not.toContainText('Draft');
  });

  test('advertises the feed and ends with a call to action; its links answer 200', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      FEED,
    );
    await expect(page.getByRole('link', { name: 'Subscribe with RSS' })).toHaveAttribute('href', FEED);
    const cta = page.getByRole('region', { name: 'See which of your accounts are engaging competitors' });
    await expect(cta.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/book-time');
    // Every link in <main> answers 200 (the feed is a file, not a site-map route).
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of new Set(hrefs)) expect((await page.request.get(href)).status(), href).toBe(200);
    // axe: routes.spec.ts.
  });

  test('is reachable from the footer and from the article’s breadcrumb', async ({ page }) => {
    await page.goto('/blog/competitive-blind-spot');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(
      'See, track, and act on competitive opportunities',
    );
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      FEED,
    );
    await expect(
      page.locator('footer[data-site-footer]').getByRole('link', { name: 'Blog', exact: true }),
    ).toHaveAttribute('href', '/blog');
  });

  test('keeps the spec’s Resources menu as it is', async ({ page }) => {
    await page.goto('/blog');
    // The panel is in the HTML, hidden until opened: its links are the spec's two.
    const links = page.locator('#nav-menu-resources a');
    await expect(links).toHaveCount(2);
    expect(await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))).toEqual([
      '/playbooks',
      '/blog/competitive-blind-spot',
    ]);
  });
});

test.describe('the blog feed', () => {
  test('is RSS 2.0 with every listed post, in the list order', async ({ page, request }) => {
    const response = await request.get(FEED);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/<rss version="2\.0"/);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    await page.goto('/blog');
    const listed = await page
      .locator('[data-post-list] h3 a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual(listed.map((href) => `https://www.countermove.io${href}`));
  });

  noPageTest(
    'is listed with the index in llms.txt; the sitemap lists the index, not the feed (a file)',
    async ({ request }) => {
      const sitemap = await (await request.get('/sitemap-0.xml')).text();
      expect(sitemap).toContain('<loc>https://www.countermove.io/blog</loc>');
      expect(sitemap).not.toContain(FEED);
      const llms = await (await request.get('/llms.txt')).text();
      expect(llms).toContain('- [Blog](https://www.countermove.io/blog): ');
      expect(llms).toContain(`- [Blog feed (RSS)](https://www.countermove.io${FEED}): `);
    },
  );
});
