import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectInlineScriptHashes, cspHash, extractInlineScripts } from './inline-scripts.ts';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

describe('extractInlineScripts', () => {
  it('keeps executable inline scripts and skips data blocks and external scripts', () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/_astro/app.js"></script>',
      '<script type="module" src="/_astro/hoisted.js"></script>',
      '<script async src=/x.js>ignored()</script>',
      '<script type="text/plain">notes</script>',
      '<!-- <script>commentedOut()</script> -->',
      '<script>plain()</script>',
      '<script type="module">moduleScript()</script>',
      '<SCRIPT TYPE=\'text/javascript\' data-x="a>b">upper()</SCRIPT >',
      '<script type="">emptyType()</script>',
    ].join('\n');
    expect(extractInlineScripts(html)).toEqual(['plain()', 'moduleScript()', 'upper()', 'emptyType()']);
  });

  it('keeps the exact text, including whitespace', () => {
    expect(extractInlineScripts('<script>\n  a();\n</script>')).toEqual(['\n  a();\n']);
  });
});

describe('cspHash', () => {
  it('is the base64 SHA-256 of the UTF-8 text', () => {
    expect(cspHash('console.log("é")')).toBe(sha256('console.log("é")'));
  });

  it('hashes CRLF line endings the way the browser sees them (LF)', () => {
    expect(cspHash('a();\r\nb();')).toBe(sha256('a();\nb();'));
  });
});

describe('collectInlineScriptHashes', () => {
  let distDir: string;

  beforeEach(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'inline-scripts-test-'));
  });

  afterEach(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  it('returns sorted unique hashes from every HTML file, recursively', async () => {
    const shared = 'window.hydrate=1;';
    await mkdir(path.join(distDir, 'blog'), { recursive: true });
    await writeFile(
      path.join(distDir, 'index.html'),
      `<script type="application/ld+json">{"a":1}</script><script>${shared}</script><script src="/x.js"></script>`,
    );
    await writeFile(
      path.join(distDir, 'blog', 'post.html'),
      `<script type="module">post()</script><script>${shared}</script>`,
    );
    await writeFile(path.join(distDir, 'not-html.js'), '<script>ignored()</script>');

    const expected = [sha256(shared), sha256('post()')].sort();
    expect(await collectInlineScriptHashes(distDir)).toEqual(expected);
  });

  it('returns an empty list when no page has inline scripts', async () => {
    await writeFile(path.join(distDir, 'index.html'), '<script src="/x.js"></script>');
    expect(await collectInlineScriptHashes(distDir)).toEqual([]);
  });
});
