import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeEntities } from './html-entities';
import {
  carriesRulesInline,
  classTokens,
  cssForPage,
  FIRST_ROUND_TRIP_BYTES,
  RESPONSE_HEADER_BYTES,
  servedBytes,
  styleElement,
  writePageStylesheets,
} from './page-css';

describe('decodeEntities', () => {
  it('decodes what React and Astro write in attributes', () => {
    expect(decodeEntities('[&amp;&gt;svg]:size-4 &quot;x&quot; &#x27;y&#39; &#8594;')).toBe(
      `[&>svg]:size-4 "x" 'y' →`,
    );
  });

  it('leaves an unknown entity as it is', () => {
    expect(decodeEntities('&nosuch; &#xZZ;')).toBe('&nosuch; &#xZZ;');
  });
});

describe('classTokens', () => {
  it('reads class names from markup, escaped or not', () => {
    const tokens = classTokens('<a class="flex [&amp;&gt;svg]:size-4 md:grid-cols-2">Go</a>');
    expect(tokens).toContain('flex');
    expect(tokens).toContain('[&>svg]:size-4');
    expect(tokens).toContain('md:grid-cols-2');
  });

  it("keeps a class that holds single quotes whole, and reads a script's single-quoted strings", () => {
    const tokens = classTokens(`<span class="after:content-['→']"></span><script>x('hidden block')</script>`);
    expect(tokens).toContain("after:content-['→']");
    expect(tokens).toContain('hidden');
  });

  it('reads names from serialised island props and template literals', () => {
    const tokens = classTokens('props="{&quot;className&quot;:[0,&quot;rounded-md px-4&quot;]}" `gap-2 `+x');
    expect(tokens).toContain('rounded-md');
    expect(tokens).toContain('px-4');
    expect(tokens).toContain('gap-2');
  });
});

describe('cssForPage', () => {
  const css = [
    '.used{color:red}',
    '.unused{color:blue}',
    '.used .unused{margin:0}',
    '.used:not(.unused){padding:0}',
    '.used:is(.unused,.other) a{padding:1px}',
    'a,.unused{text-decoration:none}',
    '.md\\:flex{display:flex}',
    '@media (width>=48rem){.unused{display:none}.used{display:block}}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
    ':root{--x:1}',
  ].join('');
  const result = cssForPage(css, new Set(['used']));

  it('keeps the rules whose classes the page has', () => {
    expect(result).toContain('.used{color:red}');
    expect(result).toMatch(
      /@media \(min-width:48rem\)\{\.used\{display:block\}\}|@media \(width>=48rem\)\{\.used\{display:block\}\}/,
    );
  });

  it('drops a rule, or a selector of a list, that names a class the page never has', () => {
    expect(result).not.toContain('.unused{color:blue}');
    expect(result).not.toContain('.used .unused');
    expect(result).not.toContain('.md\\:flex');
    expect(result).toContain('a{text-decoration:none}');
  });

  it('never drops for a class inside a functional pseudo-class, nor elements, keyframes or properties', () => {
    expect(result).toContain('.used:not(.unused){padding:0}');
    expect(result).toContain(':is(.unused,.other) a');
    expect(result).toContain('@keyframes spin');
    expect(result).toContain(':root{--x:1}');
  });

  it('keeps an escaped class when the page has it', () => {
    expect(cssForPage('.md\\:flex{display:flex}', new Set(['md:flex']))).toContain(
      '.md\\:flex{display:flex}',
    );
  });
});

describe('writePageStylesheets (decisions 0029, 0034)', () => {
  const page = (classes: string, body = 'x') =>
    `<!doctype html><html><head><link rel="stylesheet" href="/_astro/site.abc.css"></head><body><p class="${classes}">${body}</p></body></html>`;
  // Text brotli cannot shrink below 6 bits a character: a page over the first round trip, as the home page is.
  const incompressible = randomBytes(15_000).toString('base64');

  it('links a small page to its own rules, and puts them inline in a page too large for the first round trip', async () => {
    const root = await mkdtemp(join(tmpdir(), 'page-css-'));
    try {
      await mkdir(join(root, '_astro'));
      await writeFile(
        join(root, '_astro', 'site.abc.css'),
        '.headline-large{font-size:3rem}.footnote-small{font-size:.75rem}body{margin:0}',
      );
      await writeFile(join(root, 'small.html'), page('headline-large'));
      await writeFile(join(root, 'large.html'), page('footnote-small', incompressible));
      const { pages, files, inline } = await writePageStylesheets(root);
      expect([pages, inline]).toEqual([2, ['large.html']]);

      const small = await readFile(join(root, 'small.html'), 'utf8');
      const href = small.match(/<link rel="stylesheet" href="([^"]+)">/)?.[1];
      expect(files).toEqual([href]);
      const rules = await readFile(join(root, href ?? ''), 'utf8');
      // Short names in the markup and in its rules alike; the other page's rule is not carried.
      const short = small.match(/<p class="([^"]+)">/)?.[1];
      expect(rules).toContain(`.${short}{font-size:3rem}`);
      expect(rules).not.toContain('.75rem');
      expect(carriesRulesInline(servedBytes(small))).toBe(false);

      const large = await readFile(join(root, 'large.html'), 'utf8');
      expect(large).not.toContain('<link rel="stylesheet"');
      expect(large).toMatch(/<head><style>[^<]*body\{margin:0\}[^<]*<\/style><\/head>/);
      expect(large).toContain('font-size:.75rem');
      expect(large).not.toContain('3rem');
      // The site-wide file is gone; only the small page's own remains.
      expect(await readdir(join(root, '_astro'))).toEqual([href?.replace('/_astro/', '')]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('counts the headers in the first round trip', () => {
    expect(carriesRulesInline(FIRST_ROUND_TRIP_BYTES - RESPONSE_HEADER_BYTES)).toBe(false);
    expect(carriesRulesInline(FIRST_ROUND_TRIP_BYTES - RESPONSE_HEADER_BYTES + 1)).toBe(true);
  });

  it('refuses rules that would end their <style> element early', () => {
    expect(styleElement('a{color:red}')).toBe('<style>a{color:red}</style>');
    expect(() => styleElement('a::after{content:"</STYLE>"}')).toThrow(/<\/style/);
  });
});
