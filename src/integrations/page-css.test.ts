import { describe, expect, it } from 'vitest';
import { decodeEntities } from './html-entities';
import { classTokens, cssForPage } from './page-css';

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

  it('keeps a selector list whole when lightningcss cannot take the rewritten rule back', () => {
    // The minifier merges rules with the same declarations; this one fails lightningcss's round trip.
    const merged =
      '.blur-a,.blur-b{--tw-backdrop-blur:blur(8px);backdrop-filter:var(--tw-backdrop-blur,) var(--tw-x,)}';
    const kept = cssForPage(`${merged}.gone{color:red}`, new Set(['blur-a']));
    expect(kept).toContain('.blur-a,.blur-b{');
    expect(kept).toContain('backdrop-filter:var(--tw-backdrop-blur,) var(--tw-x,)');
    expect(kept).not.toContain('.gone');
  });

  it('keeps an escaped class when the page has it', () => {
    expect(cssForPage('.md\\:flex{display:flex}', new Set(['md:flex']))).toContain(
      '.md\\:flex{display:flex}',
    );
  });
});
