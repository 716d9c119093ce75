import { describe, expect, it } from 'vitest';
import {
  classAttributes,
  mentionedClasses,
  renameInCss,
  renameInHtml,
  scriptReachableText,
  shortNames,
} from './class-names';

describe('class names', () => {
  it('finds the classes a stylesheet mentions, inside :not(), :is() and :has() too', () => {
    const css = '.a:not(.b),.c:has(>.d) .e{color:red}@media (width>=48rem){.md\\:f:is(.g *){color:blue}}';
    expect([...mentionedClasses(css)].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'g', 'md:f']);
  });

  it('renames every mention of a class in a stylesheet and leaves the rest', () => {
    const names = new Map([
      ['md:grid-cols-2', 'a'],
      ['group', 'b'],
      ['sr-only', 'c'],
    ]);
    const css =
      '@media (width>=48rem){.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}' +
      '.group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}.sr-only,.keep{clip:auto}';
    const renamed = renameInCss(css, names);
    expect(renamed).toContain('.a{grid-template-columns');
    expect(renamed).toContain(':where(.b):hover');
    expect(renamed).toContain('.group-hover\\:underline');
    expect(renamed).toContain('.c,.keep{');
    expect(renamed).not.toContain('sr-only');
  });

  it('renames class attributes, entities decoded and written back, and never inside a script or style', () => {
    const names = new Map([
      ['[a[aria-current=page]_&]:text-brand-700', 'a'],
      ['flex', 'b'],
    ]);
    const html =
      '<a class="flex [a[aria-current=page]_&amp;]:text-brand-700 other">x</a>' +
      '<script>el.innerHTML = \'<i class="flex">\'</script><style>.flex{}</style><svg class="flex"></svg>';
    expect(renameInHtml(html, names)).toBe(
      '<a class="b a other">x</a><script>el.innerHTML = \'<i class="flex">\'</script><style>.flex{}</style><svg class="b"></svg>',
    );
    expect(classAttributes(html)).toEqual([
      ['flex', '[a[aria-current=page]_&]:text-brand-700', 'other'],
      ['flex'],
    ]);
  });

  it('counts what a script can reach: inline scripts and styles, and island props', () => {
    const html =
      '<astro-island props="{&quot;className&quot;:[0,&quot;p-4&quot;]}"></astro-island><p class="m-2"></p><script>x("gap-2")</script>';
    const text = scriptReachableText(html);
    expect(text).toContain('p-4');
    expect(text).toContain('gap-2');
    expect(text).not.toContain('m-2');
  });

  it('gives the most used classes the shortest names and never a reserved token', () => {
    const uses = new Map([
      ['rarely-used', 1],
      ['text-sm', 9],
      ['items-center', 5],
    ]);
    const names = shortNames(uses, new Set(['a', 'c']));
    expect(names.get('text-sm')).toBe('b');
    expect(names.get('items-center')).toBe('d');
    expect(names.get('rarely-used')).toBe('e');
  });

  it('keeps a name no longer than its short name would be, and goes on to two characters after z (aa)', () => {
    const uses = new Map(
      Array.from({ length: 30 }, (_, index) => [`class-${String(index).padStart(2, '0')}`, 30 - index]),
    );
    uses.set('p', 100);
    const names = shortNames(uses, new Set());
    expect(names.has('p')).toBe(false);
    expect(names.get('class-00')).toBe('b');
    expect(names.get('class-25')).toBe('aa');
    expect(new Set(names.values()).size).toBe(names.size);
  });
});
