import { countWords, formatReadingTime, readingMinutes, WORDS_PER_MINUTE } from './reading-time';

describe('reading time', () => {
  it('counts words, not Markdown syntax or link targets', () => {
    expect(
      countWords('## The inward view\n\nLook at **where** the [stack](https://example.com/a) points.'),
    ).toBe(9);
    expect(countWords('- one\n- two — three')).toBe(3);
  });

  it('rounds to whole minutes at 238 words a minute, never below 1', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
    expect(readingMinutes(words(10))).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE * 5))).toBe(5);
    expect(readingMinutes(words(Math.ceil(WORDS_PER_MINUTE * 5.5)))).toBe(6);
    expect(readingMinutes(words(WORDS_PER_MINUTE * 2), words(WORDS_PER_MINUTE * 3))).toBe(5);
  });

  it('formats as the byline shows it', () => {
    expect(formatReadingTime(5)).toBe('5 min read');
  });
});
