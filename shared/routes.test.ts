import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteTable, urlPathForHtmlFile } from './routes.ts';

let distDir: string;

beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'routes-test-'));
});

afterEach(async () => {
  await rm(distDir, { recursive: true, force: true });
});

async function writeFixture(files: readonly string[]): Promise<void> {
  for (const file of files) {
    await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
    await writeFile(path.join(distDir, file), '<p>x</p>');
  }
}

describe('urlPathForHtmlFile', () => {
  it('maps files to clean paths', () => {
    expect(urlPathForHtmlFile('index.html')).toBe('/');
    expect(urlPathForHtmlFile('pricing.html')).toBe('/pricing');
    expect(urlPathForHtmlFile('blog/competitive-blind-spot.html')).toBe('/blog/competitive-blind-spot');
  });
});

describe('buildRouteTable', () => {
  it('maps every page and nothing else', async () => {
    await writeFixture([
      'index.html',
      'pricing.html',
      'blog.html',
      'blog/competitive-blind-spot.html',
      '404.html',
      '_astro/app.abc123.js',
      'robots.txt',
      'pricing.html.br',
      '.hidden/page.html',
    ]);
    const table = await buildRouteTable(distDir);
    expect([...table.entries()].sort()).toEqual([
      ['/', 'index.html'],
      ['/blog', 'blog.html'],
      ['/blog/competitive-blind-spot', 'blog/competitive-blind-spot.html'],
      ['/pricing', 'pricing.html'],
    ]);
  });

  it('keeps a nested 404.html, which is an ordinary page', async () => {
    await writeFixture(['index.html', 'docs/404.html']);
    const table = await buildRouteTable(distDir);
    expect(table.get('/docs/404')).toBe('docs/404.html');
    expect(table.size).toBe(2);
  });
});
