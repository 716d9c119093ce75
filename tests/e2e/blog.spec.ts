import { playbookAnchor } from '#src/components/playbooks/playbook-logic.ts';
import { caseStudies } from '#src/content/case-studies.ts';
import { readCollection, readSingleton } from '#src/content/loaders/read.ts';
import { readPlaybooks } from '#src/content/playbooks.ts';
import { isListed, newestFirst, postPath } from '#src/lib/blog.ts';
import { expect, noPageTest, test } from './fixtures';
import { separatorsAtLineEdges } from './separators';

const FEED = '/blog/rss.xml';
const { list, explore } = readSingleton('blogIndex');
const posts = newestFirst(readCollection('blog').filter((post) => isListed(post, false)));

test.describe('/blog', () => {
  test('lists the posts newest first: title, date, reading time, byline and summary', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The competitive view for revenue teams',
    );
    const articles = page.locator('main [data-post]');
    await expect(articles).toHaveCount(posts.length);
    const dates = await articles
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(dates).toEqual([...dates].sort().reverse());
    const first = articles.first();
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

  test('features the newest post with its standfirst and key takeaways; a list heading only over more posts', async ({
    page,
  }) => {
    await page.goto('/blog');
    const [newest] = posts;
    if (!newest) throw new Error('The blog has no published post');
    const featured = page.getByRole('region', { name: list.featuredLabel });
    const article = featured.locator('article[data-featured]');
    await expect(article).toHaveCount(1);
    await expect(page.locator('main [data-post]').first()).toHaveAttribute('data-featured', '');
    await expect(article.getByRole('heading', { level: 3 })).toHaveText(newest.data.title);
    await expect(article).toContainText(newest.data.eyebrow);
    await expect(article).toContainText(newest.data.lead);
    await expect(article).toContainText(newest.data.description);
    const takeaways = article.locator('[data-takeaways]');
    await expect(takeaways.getByRole('heading', { level: 4 })).toHaveText(list.takeawaysHeading);
    await expect(takeaways.getByRole('listitem')).toHaveText(newest.data.tldr ?? []);
    // With one post, no heading over a list of one; with more, the others are listed under it.
    await expect(page.getByRole('heading', { level: 2, name: list.heading })).toHaveCount(
      posts.length > 1 ? 1 : 0,
    );
    // At 1440 px the takeaways sit beside the article's text, top to top, and end with it.
    const [text, side] = await Promise.all([
      article.locator('> div').first().boundingBox(),
      takeaways.boundingBox(),
    ]);
    expect(side?.x ?? 0).toBeGreaterThan((text?.x ?? 0) + (text?.width ?? 0) - 1);
    expect(Math.abs((side?.y ?? 0) - (text?.y ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((side?.height ?? 0) - (text?.height ?? 0))).toBeLessThanOrEqual(1);
  });

  test('leads on to every playbook, every customer story and the feed', async ({ page }) => {
    await page.goto('/blog');
    const block = page.getByRole('region', { name: explore.headline });
    const playbooks = readPlaybooks();
    const toPlaybooks = block.locator('[data-explore="playbooks"] li a');
    await expect(toPlaybooks).toHaveCount(playbooks.length);
    expect(await toPlaybooks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      [...playbooks]
        .sort((a, b) => a.id - b.id)
        .map((playbook) => `/playbooks#${playbookAnchor(playbook.slug)}`),
    );
    await expect(toPlaybooks.locator('[data-slot="badge"]')).toHaveCount(playbooks.length);
    await expect(block.getByRole('link', { name: explore.playbooks.link.label })).toHaveAttribute(
      'href',
      explore.playbooks.link.href,
    );
    const stories = block.locator('[data-explore="stories"] li a');
    await expect(stories).toHaveCount(caseStudies().length);
    for (const [index, study] of caseStudies().entries()) {
      await expect(stories.nth(index)).toHaveAttribute('href', study.path);
      await expect(stories.nth(index)).toContainText(study.company);
      await expect(stories.nth(index)).toContainText(study.metrics[0].value);
    }
    await expect(block.getByRole('link', { name: explore.stories.link.label })).toHaveAttribute(
      'href',
      explore.stories.link.href,
    );
    await expect(block.getByRole('link', { name: list.feedLabel })).toHaveAttribute('href', FEED);
    // That each anchor is on /playbooks is the build's link check (integrations/link-check.ts).
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

  test('an article’s breadcrumb is one line from 320 to 768 px, its links at least 24 px tall, the title whole for screen readers', async ({
    page,
  }) => {
    // On phones the long title wrapped to two or three lines under "Blog ›", over the h1 that repeats it
    // (issue 29, round-7 review): the trail keeps to one line and the title ends with an ellipsis.
    for (const post of posts) {
      await page.goto(postPath(post));
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      const current = breadcrumb.locator('[aria-current="page"]');
      for (const width of [320, 375, 768]) {
        await page.setViewportSize({ width, height: 800 });
        const where = `${postPath(post)} at ${width} px`;
        // The whole title is the text (what a screen reader reads), whatever the screen shows of it.
        await expect(current, where).toHaveText(post.data.title);
        const lines = await current.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines, `title lines in the breadcrumb, ${where}`).toBe(1);
        const trail = await breadcrumb.evaluate((nav) => ({
          height: nav.getBoundingClientRect().height,
          links: [...nav.querySelectorAll('a')].map((link) => link.getBoundingClientRect().height),
        }));
        expect(trail.links.length, where).toBeGreaterThan(0);
        for (const height of trail.links)
          expect(height, `breadcrumb link, ${where}`).toBeGreaterThanOrEqual(24);
        expect(trail.height, `breadcrumb height, ${where}`).toBeLessThanOrEqual(Math.max(...trail.links) + 1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow, ${where}`).toBeLessThanOrEqual(0);
      }
    }
  });

  // Issue 29, eighth review: at 375 px the featured article's byline wrapped before its last item, and the
  // second line started with the separator ("· By Maya Okafor"). No line of a byline, the hub's or the
  // article's, starts or ends with its dot, from 320 to 1440 px (separators.ts measures what is drawn).
  test('no line of a byline starts or ends with its separator, from 320 to 1440 px', async ({ page }) => {
    for (const path of ['/blog', '/blog/competitive-blind-spot']) {
      await page.goto(path);
      for (const width of [320, 375, 414, 768, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await separatorsAtLineEdges(page, 'main'), `${path} at ${width} px`).toEqual([]);
      }
    }
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
      .locator('main [data-post] h3 a')
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
