import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLOR_FAMILIES, cn } from './cn';

describe('cn', () => {
  it('keeps a named font size next to a colour', () => {
    expect(cn('text-h1 text-ink-700')).toBe('text-h1 text-ink-700');
    expect(cn('text-sm font-semibold text-brand-700', 'text-lg')).toBe(
      'font-semibold text-brand-700 text-lg',
    );
  });

  it('lets a later utility override a conflicting earlier one', () => {
    expect(cn('px-4 text-sm', 'px-6')).toBe('text-sm px-6');
    expect(cn('text-h2', 'text-h1')).toBe('text-h1');
    expect(cn('h-10 w-full bg-white', 'h-12 bg-transparent')).toBe('w-full h-12 bg-transparent');
    expect(cn('inline-flex', 'hidden')).toBe('hidden');
    expect(cn('rounded-md shadow-card', 'rounded-full shadow-none')).toBe('rounded-full shadow-none');
  });

  it('treats variants as separate groups', () => {
    expect(cn('bg-white hover:bg-ink-50 md:px-4', 'hover:bg-ink-800 px-2')).toBe(
      'bg-white md:px-4 hover:bg-ink-800 px-2',
    );
    expect(cn('data-[state=open]:rotate-180 text-sm', 'md:text-base')).toBe(
      'data-[state=open]:rotate-180 text-sm md:text-base',
    );
  });

  it('tells border width from border colour, and ring width from ring colour', () => {
    expect(cn('border border-ink-200', 'border-ink-600')).toBe('border border-ink-600');
    expect(cn('border-2 border-t', 'border-0')).toBe('border-t border-0');
    expect(cn('ring-1 ring-inset ring-brand-600/20', 'ring-offense-600/20')).toBe(
      'ring-1 ring-inset ring-offense-600/20',
    );
  });

  it('tells font weight from font family', () => {
    expect(cn('font-sans font-medium', 'font-bold')).toBe('font-sans font-bold');
  });

  it('keeps utilities it does not know, and arbitrary values', () => {
    expect(cn('animate-fade-in grid-cols-2 [&_svg]:size-4', 'animate-fade-in')).toBe(
      'animate-fade-in grid-cols-2 [&_svg]:size-4 animate-fade-in',
    );
    expect(cn('max-w-[68ch]', 'max-w-md')).toBe('max-w-md');
  });

  it('keeps utilities that only share a prefix with a colour group', () => {
    expect(cn('text-ink-700', 'text-shadow-sm')).toBe('text-ink-700 text-shadow-sm');
    expect(cn('border-spacing-2 border-ink-200')).toBe('border-spacing-2 border-ink-200');
    expect(cn('bg-white', 'bg-blend-multiply')).toBe('bg-white bg-blend-multiply');
    expect(cn('font-sans', 'font-stretch-condensed')).toBe('font-sans font-stretch-condensed');
    expect(cn('ring-brand-500', 'ring-offset-2')).toBe('ring-brand-500 ring-offset-2');
  });

  it('still merges colours with opacity and arbitrary colours', () => {
    expect(cn('text-ink-700', 'text-white/80')).toBe('text-white/80');
    expect(cn('bg-brand-50', 'bg-[#fff]')).toBe('bg-[#fff]');
    expect(cn('border-x-ink-200', 'border-x-transparent')).toBe('border-x-transparent');
    expect(cn('text-muted-foreground', 'text-primary-foreground')).toBe('text-primary-foreground');
  });

  it('tells an arbitrary length from an arbitrary colour', () => {
    expect(cn('text-[13px]', 'text-ink-700')).toBe('text-[13px] text-ink-700');
    expect(cn('text-[0.8125rem]', 'text-sm')).toBe('text-sm');
    expect(cn('text-sm', 'text-[clamp(1rem,2vw,2rem)]')).toBe('text-[clamp(1rem,2vw,2rem)]');
    expect(cn('text-ink-700', 'text-[rgb(0_0_0)]')).toBe('text-[rgb(0_0_0)]');
    expect(cn('border-[3px]', 'border-[#fff]')).toBe('border-[3px] border-[#fff]');
    expect(cn('border-2', 'border-[3px]')).toBe('border-[3px]');
    expect(cn('bg-[image:var(--grid)]', 'bg-ink-50')).toBe('bg-[image:var(--grid)] bg-ink-50');
    expect(cn('text-[var(--size)]', 'text-ink-700')).toBe('text-[var(--size)] text-ink-700');
  });

  it('knows every colour family the theme defines', () => {
    const css = readFileSync(join(import.meta.dirname, '..', 'styles', 'global.css'), 'utf8');
    const families = new Set([...css.matchAll(/^\s*--color-([a-z]+)/gm)].map((match) => match[1]));
    const known = COLOR_FAMILIES.flatMap((entry) => entry.split('|'));
    expect([...families].filter((family) => family && !known.includes(family))).toEqual([]);
  });

  it('drops falsy values', () => {
    expect(cn('a', false, undefined, null, 'b')).toBe('a b');
  });
});
