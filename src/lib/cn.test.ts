import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cn, THEME_SCALES } from './cn';

describe('cn', () => {
  it('reads the theme’s own font sizes, shadows and animations as such, not as colours', () => {
    expect(cn('text-h1 text-ink-700')).toBe('text-h1 text-ink-700');
    expect(cn('text-h2', 'text-h1')).toBe('text-h1');
    expect(cn('text-sm font-semibold text-brand-700', 'text-lead')).toBe(
      'font-semibold text-brand-700 text-lead',
    );
    expect(cn('shadow-card shadow-ink-900/10', 'shadow-menu')).toBe('shadow-ink-900/10 shadow-menu');
    expect(cn('animate-fade-in', 'animate-slide-in-right')).toBe('animate-slide-in-right');
  });

  it('lets a later utility override a conflicting earlier one, variant by variant', () => {
    expect(cn('px-4 text-sm', 'px-6')).toBe('text-sm px-6');
    expect(cn('h-10 w-full bg-white', 'h-12 bg-transparent')).toBe('w-full h-12 bg-transparent');
    expect(cn('bg-white hover:bg-ink-50 md:px-4', 'hover:bg-ink-800 px-2')).toBe(
      'bg-white md:px-4 hover:bg-ink-800 px-2',
    );
    expect(cn('border border-ink-200', 'border-ink-600')).toBe('border border-ink-600');
    expect(cn('ring-1 ring-brand-600/20', 'ring-offense-600/20')).toBe('ring-1 ring-offense-600/20');
  });

  it('keeps a leading next to a later font size, which Tailwind 4 applies whatever the order', () => {
    expect(cn('whitespace-nowrap text-xl leading-none', 'text-2xl')).toBe(
      'whitespace-nowrap leading-none text-2xl',
    );
  });

  it('drops falsy values', () => {
    expect(cn('a', false, undefined, null, 'b')).toBe('a b');
  });

  it('knows every font size, shadow and animation the theme defines', () => {
    const css = readFileSync(join(import.meta.dirname, '..', 'styles', 'global.css'), 'utf8');
    const defined = (scale: string) =>
      [...css.matchAll(new RegExp(`^\\s*--${scale}-([a-z0-9-]+?)(?:--[a-z-]+)?:`, 'gm'))].map(
        (match) => match[1],
      );
    for (const [scale, names] of Object.entries(THEME_SCALES)) {
      expect(new Set(defined(scale)), scale).toEqual(new Set(names));
    }
  });
});

describe('what the browser gets', () => {
  const ROOT = join(import.meta.dirname, '..', '..');
  const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

  /** The files a module imports from src/, followed recursively. */
  function importGraph(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const [, specifier = ''] of read(file).matchAll(/^import\s[^;]*?from\s+'([^']+)'/gms)) {
      const path = specifier.startsWith('#src/')
        ? `src/${specifier.slice(5)}`
        : specifier.startsWith('.')
          ? join(file, '..', specifier)
          : undefined;
      const next =
        path &&
        [path, `${path}.ts`, `${path}.tsx`].find(
          (candidate) => existsSync(join(ROOT, candidate)) && /\.tsx?$/.test(candidate),
        );
      if (next) importGraph(next, seen);
    }
    return seen;
  }

  /** Every component an .astro file hydrates (`client:*`), as the file it is imported from. */
  function islands(): string[] {
    const astroFiles = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.astro'))
      .map((file) => `src/${file}`);
    return astroFiles.flatMap((file) => {
      const source = read(file);
      return [...source.matchAll(/<([A-Z]\w*)\b[^>]*?\sclient:/g)].map(([, name]) => {
        const specifier = source.match(
          new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '#src/([^']+)'`),
        )?.[1];
        if (!specifier) throw new Error(`${file}: cannot find where ${name} comes from`);
        return `src/${specifier}`;
      });
    });
  }

  it('no island imports cn, so tailwind-merge never ships to the browser (decision 0018)', () => {
    const found = islands();
    expect(found.length).toBeGreaterThanOrEqual(3);
    const merging = found.filter((island) => importGraph(island).has('src/lib/cn.ts'));
    expect(merging).toEqual([]);
  });
});
