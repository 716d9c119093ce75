import { cn } from './cn';

describe('cn', () => {
  it('keeps a named font size next to a colour', () => {
    expect(cn('text-h1 text-ink-700')).toBe('text-h1 text-ink-700');
  });

  it('lets a later utility override a conflicting earlier one', () => {
    expect(cn('px-4 text-sm', 'px-6')).toBe('text-sm px-6');
    expect(cn('text-h2', 'text-h1')).toBe('text-h1');
  });

  it('drops falsy values', () => {
    expect(cn('a', false, undefined, null, 'b')).toBe('a b');
  });
});
