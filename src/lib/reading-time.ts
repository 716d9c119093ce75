/**
 * Reading time computed from the text. 238 words a minute is the average silent reading rate for
 * non-fiction in Brysbaert's 2019 meta-analysis of 190 studies; the result is rounded to whole minutes,
 * at least 1.
 */
export const WORDS_PER_MINUTE = 238;

/** Words as a reader counts them: Markdown syntax, link targets and HTML tags are not words. */
export function countWords(markdown: string): number {
  return markdown
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/^#+\s/gm, '')
    .replace(/[*_`[\]]/g, '')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(...texts: readonly string[]): number {
  const words = texts.reduce((sum, text) => sum + countWords(text), 0);
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** "5 min read". */
export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}
