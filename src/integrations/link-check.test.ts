import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brokenLinks, contentFilesWith, describeBroken } from './link-check';

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const [name, html] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), html);
  }
  return dir;
}

describe('the build’s link check', () => {
  it('finds links to missing pages and missing anchors, and accepts the rest', async () => {
    const dir = dist({
      'index.html':
        '<a href="/pricing#faq">ok</a><a href="/pricing#nope">x</a><a href="/gone">x</a><a href="#top">ok</a><h1 id="top"></h1>',
      'pricing.html':
        '<section id="faq"></section><a href="/robots.txt">ok</a><a href="https://example.com/x">ok</a>',
      'robots.txt': 'User-agent: *',
    });
    try {
      expect(await brokenLinks(dir)).toEqual([
        { page: '/', href: '/pricing#nope', problem: '/pricing has no element with id "nope"' },
        { page: '/', href: '/gone', problem: '/gone is not a page or file of the site' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the content file that holds a broken link, or else the page', () => {
    expect(contentFilesWith('/blog/competitive-blind-spot')).toContain('src/content/pages/pricing.yaml');
    const [line] = describeBroken([{ page: '/x', href: '/no-such-link-anywhere', problem: 'gone' }]);
    expect(line).toBe(
      'the page /x (not from a content file): the link /no-such-link-anywhere is broken: gone',
    );
  });
});
