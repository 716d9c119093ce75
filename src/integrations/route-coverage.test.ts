import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingRoutes, routeCoverageIntegration, routeFile } from './route-coverage.ts';

describe('route coverage gate', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'route-coverage-'));
    mkdirSync(join(dist, 'blog'));
    writeFileSync(join(dist, 'index.html'), '');
    writeFileSync(join(dist, 'about.html'), '');
    writeFileSync(join(dist, 'blog', 'post.html'), '');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('maps routes onto the files build.format "file" writes', () => {
    expect(routeFile('/')).toBe('index.html');
    expect(routeFile('/about')).toBe('about.html');
    expect(routeFile('/blog/post')).toBe('blog/post.html');
  });

  it('finds nothing missing when every route has its file', () => {
    expect(missingRoutes(dist, ['/', '/about', '/blog/post'])).toEqual([]);
  });

  it('names each route whose page did not build', () => {
    expect(missingRoutes(dist, ['/', '/pricing', '/about', '/blog/other'])).toEqual([
      '/pricing',
      '/blog/other',
    ]);
  });

  it('fails the build with the missing routes named', () => {
    const hook = routeCoverageIntegration({ paths: ['/', '/pricing'] }).hooks['astro:build:done'];
    const logger = { info: vi.fn() };
    const run = () =>
      // biome-ignore lint/suspicious/noExplicitAny: the hook's full parameter object is not needed here
      (hook as any)({ dir: new URL(`file://${dist}/`), logger });
    expect(run).toThrow(/no page for 1 site-map route\(s\): \/pricing/);
  });
});
