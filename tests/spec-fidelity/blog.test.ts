/**
 * Spec fidelity for the business-case article, /blog/competitive-blind-spot (spec §2 "Business-case
 * article", §9 "Marketing figures"), read from its Markdown file: the title, the founder's byline, the
 * October 2025 date, the 5 minute read, the TL;DR and the funnel, the sections in the spec's order and
 * the spec's figures; and the blog around it (the page /blog lists it, the header names it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readEntry } from '#src/content/loaders/read.ts';
import { postReadingTime } from '#src/lib/blog.ts';
import { PLACEHOLDER_PATTERN } from '../content-rules.ts';

const source = readFileSync(
  join(import.meta.dirname, '../../src/content/blog/competitive-blind-spot.md'),
  'utf8',
);
const [, frontMatter = '', body = ''] = source.split(/^---$/m);
const lines = (level: number) =>
  [...body.matchAll(new RegExp(`^${'#'.repeat(level)} (.+)$`, 'gm'))].map((match) => match[1]);

/** Words of the article body as a reader counts them: Markdown syntax removed. */
function countWords(markdown: string): number {
  return markdown
    .replace(/^#+\s/gm, '')
    .replace(/[*_`]/g, '')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe('business-case article (spec §2)', () => {
  it('has the spec title, the founder as author, an October 2025 date, and is published', () => {
    const { data } = readEntry('blog', 'competitive-blind-spot');
    expect(data.title).toBe('See, track, and act on competitive opportunities');
    expect(data.author).toBe('founder');
    expect(data.published.toISOString().slice(0, 7)).toBe('2025-10');
    expect(data.draft).toBe(false);
  });

  it('computes to the spec’s 5 minute read from its own text', () => {
    const lead = frontMatter.match(/^lead: (.+)$/m)?.[1] ?? '';
    const tldr = [...frontMatter.matchAll(/^ {2}- (.+)$/gm)]
      .filter((match) => frontMatter.indexOf(match[0]) > frontMatter.indexOf('tldr:'))
      .slice(0, 5)
      .map((match) => match[1] ?? '');
    expect(lead.length).toBeGreaterThan(40);
    expect(tldr).toHaveLength(4);
    expect(postReadingTime({ body, data: { lead, tldr } })).toBe('5 min read');
  });

  it('has a TL;DR and a funnel over Awareness, Interest, Evaluation, Decision', () => {
    const { data } = readEntry('blog', 'competitive-blind-spot');
    expect(data.tldr?.length).toBeGreaterThan(0);
    expect(data.funnel?.stages.map((stage) => `${stage.name} ${stage.weight}`)).toEqual([
      'Awareness 10',
      'Interest 9',
      'Evaluation 8',
      'Decision 5',
    ]);
  });

  it('has its sections in the spec order, with the three plays under the last', () => {
    expect(lines(1)).toEqual([]);
    expect(lines(2)).toEqual([
      'The state of the go-to-market stack',
      'The inward view',
      'The new competitive reality',
      'Limited visibility',
      'The solution',
      'Three winning plays',
    ]);
    expect(lines(3).map((heading) => heading?.split(':')[0])).toEqual([
      'Sales',
      'Marketing',
      'Customer success',
    ]);
    expect(body.indexOf('### Sales')).toBeGreaterThan(body.indexOf('## Three winning plays'));
  });

  it('is a 1,000-1,200 word article (a 5 minute read)', () => {
    const words = countWords(body);
    expect(words).toBeGreaterThanOrEqual(1000);
    expect(words).toBeLessThanOrEqual(1200);
  });

  it('uses the spec figures where they belong', () => {
    for (const figure of [
      /69% of the way through their journey/,
      /80-90% of them already have a shortlist/,
      /200 high-intent accounts .+ yielded 1 sales-qualified opportunity/,
      /Twenty alerts .+ yielded the same 1 opportunity/,
      /by as much as 30%/,
      /renewal win rate up 23%/,
      /10-20x return in the first year/,
    ]) {
      expect(body).toMatch(figure);
    }
  });

  it('states no percentage the spec does not give', () => {
    const allowed = new Set(['69%', '80-90%', '30%', '23%']);
    for (const figure of body.match(/[\d-]+%/g) ?? []) expect(allowed).toContain(figure);
  });

  it('contains no placeholder text', () => {
    expect(source).not.toMatch(PLACEHOLDER_PATTERN);
  });
});
