/**
 * Bytes each built page loads, gzip level 9, read from dist/ (no server, no browser): JS is every
 * module a page references (scripts and island component/renderer URLs) plus everything those import,
 * counted once; CSS is every stylesheet link; fonts are the preloaded font files.
 * Under each page, what each island adds on top of what the page shares (React runtime, shared chunks).
 * Prints a table; `--json` prints JSON instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '..', 'dist');

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const toFile = (url: string) => join(DIST, url.replace(/^\//, '').split('?')[0] ?? '');

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '').filter((url) => url.startsWith('/'));
}

/** The JS module graph reachable from the entry URLs. */
function moduleClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.pop() ?? '';
    if (seen.has(url)) continue;
    seen.add(url);
    const source = readFileSync(toFile(url), 'utf8');
    for (const match of source.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(new URL(match[1] ?? '', `http://x${url}`).pathname);
    }
  }
  return seen;
}

export type IslandBytes = {
  /** Component name, as Astro records it. */
  name: string;
  /** Hydration directive: load, idle, visible… */
  client: string;
  /** Gzip bytes of the modules only this island needs on this page. */
  ownJs: number;
};

export type PageBytes = {
  page: string;
  html: number;
  js: number;
  css: number;
  fonts: number;
  modules: number;
  /** What each island adds on top of the modules the page shares (React runtime, shared chunks). */
  islands: IslandBytes[];
};

function islandsOf(html: string) {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => ({
    name: tag.match(/component-export="([^"]+)"/)?.[1] ?? '?',
    client: tag.match(/\sclient="([^"]+)"/)?.[1] ?? '?',
    url: tag.match(/component-url="([^"]+)"/)?.[1] ?? '',
  }));
}

export function measurePage(htmlFile: string): PageBytes {
  const html = readFileSync(htmlFile, 'utf8');
  const entries = [
    ...attributeValues(html, /<script[^>]*\ssrc="([^"]+)"/g),
    ...attributeValues(html, /component-url="([^"]+)"/g),
    ...attributeValues(html, /renderer-url="([^"]+)"/g),
  ];
  const modules = moduleClosure(entries);
  const css = attributeValues(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const fonts = attributeValues(html, /<link[^>]*rel="preload"[^>]*href="([^"]+)"[^>]*as="font"/g);
  const sum = (urls: Iterable<string>, size: (file: string) => number) =>
    [...urls].reduce((total, url) => total + size(toFile(url)), 0);
  const islandEntries = islandsOf(html);
  const islands = islandEntries.map((island) => {
    const others = new Set(moduleClosure(entries.filter((entry) => entry !== island.url)).values());
    const own = [...moduleClosure([island.url])].filter((url) => !others.has(url));
    return { name: island.name, client: island.client, ownJs: sum(own, gzipSize) };
  });
  return {
    islands: islands.filter(
      (island, index) => islands.findIndex((other) => other.name === island.name) === index,
    ),
    page: `/${relative(DIST, htmlFile)
      .replace(/\.html$/, '')
      .replace(/^index$/, '')}`,
    html: gzipSize(htmlFile),
    js: sum(modules, gzipSize),
    css: sum(css, gzipSize),
    fonts: sum(fonts, (file) => readFileSync(file).length),
    modules: modules.size,
  };
}

export function measureAll(): PageBytes[] {
  return readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => measurePage(join(DIST, file)));
}

if (import.meta.main) {
  const rows = measureAll();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
    console.log(
      `${'page'.padEnd(36)}${'html'.padStart(9)}${'js'.padStart(9)}${'css'.padStart(9)}${'fonts'.padStart(9)}  modules`,
    );
    for (const row of rows) {
      console.log(
        `${row.page.padEnd(36)}${kb(row.html)}${kb(row.js)}${kb(row.css)}${kb(row.fonts)}  ${row.modules}`,
      );
      const islands = row.islands.map(
        (island) => `${island.name} (${island.client}) ${kb(island.ownJs).trim()}`,
      );
      console.log(`${''.padEnd(4)}islands, own JS: ${islands.join(' · ')}`);
    }
    console.log('(gzip -9; fonts are woff2, already compressed)');
  }
}
