import { describe, expect, it } from 'vitest';
import { charactersOf } from './font-subset';

describe('charactersOf', () => {
  it('holds printable ASCII whatever the pages hold', () => {
    const characters = charactersOf([]);
    expect(characters).toHaveLength(95);
    expect(characters).toContain('~');
    expect(characters).toContain(' ');
  });

  it('adds the characters of the texts, entities decoded, once each and sorted', () => {
    const characters = charactersOf(['Caf&eacute; &#8594; “quoted” — é', 'é→']);
    expect(characters).toContain('→');
    expect(characters).toContain('“');
    expect(characters).toContain('—');
    expect(characters).toContain('é');
    expect([...characters].filter((character) => character === 'é')).toHaveLength(1);
    expect([...characters].sort().join('')).toBe(characters);
  });

  it('leaves out control characters', () => {
    const characters = charactersOf(['a\tb\nc\u0007']);
    for (const control of ['\t', '\n', '\u0007']) expect(characters).not.toContain(control);
  });
});
