/**
 * The persona schema refuses what would break a page, naming the file and the field; and the rules every
 * persona entry keeps (copy a marketer writes, checked without quoting it).
 */
import { PLACEHOLDER_PATTERN } from '../../../tests/content-rules.ts';
import { collectStrings, isCopy, unknownFigures } from '../../../tests/page-copy-rules.ts';
import { readRawCollection } from '../loaders/files.ts';
import {
  ContentError,
  expandEntry,
  factValues,
  nodeReference,
  parseEntry,
  readCollection,
} from '../loaders/read.ts';
import { personaSchema } from './personas.ts';

const schema = personaSchema(nodeReference);
/** A figure as copy writes it: $5.3M, 4.7%, 25, 4x. */
const FIGURE = /\$?\d[\d.,]*\d?[%MKx]?/g;
const entries = readCollection('personas');
const facts = factValues();
const [raw] = readRawCollection('personas');
if (!raw) throw new Error('no persona entries');

/** Data as a marketer might break it: any shape at all. */
// biome-ignore lint/suspicious/noExplicitAny: the tests write deliberately malformed entries.
type Loose = Record<string, any>;

function problemsWith(edit: (data: Loose) => void): string[] {
  const data = structuredClone(expandEntry(raw as NonNullable<typeof raw>, facts).data) as Loose;
  edit(data);
  try {
    parseEntry(schema, data, raw?.file ?? '');
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.message.split('\n');
    throw error;
  }
}

describe('persona schema: a broken entry fails the build, naming the file and the field', () => {
  const file = `src/content/personas/${raw.id}.yaml`;

  it('accepts the entry as it is', () => {
    expect(problemsWith(() => {})).toEqual([]);
  });

  it('an objective without its sample alert, an alert whose status does not fit its tag', () => {
    expect(problemsWith((data) => delete data.objectives.items[0].alertCard)).toEqual([
      expect.stringMatching(`^${file} → objectives.items\\[0\\].alertCard: `),
    ]);
    expect(
      problemsWith((data) => {
        data.objectives.items[0].alertCard.tag = 'Churn Risk';
        data.objectives.items[0].alertCard.accountStatus = 'Prospect';
      }),
    ).toEqual([
      `${file} → objectives.items[0].alertCard.accountStatus: the account status does not fit the tag (a New Business alert is about a Prospect, …)`,
    ]);
  });

  it('two hero figures instead of three, a title past the metadata rule', () => {
    expect(problemsWith((data) => data.hero.metrics.pop())).toEqual([
      `${file} → hero.metrics: has three figures`,
    ]);
    expect(problemsWith((data) => (data.meta.title = 'x'.repeat(70)))[0]).toMatch(`${file} → meta.title: `);
  });

  it('an empty FAQ answer', () => {
    expect(problemsWith((data) => (data.faq.items[2].answer = ' '))).toEqual([
      `${file} → faq.items[2].answer: is empty`,
    ]);
  });
});

describe('persona entries (src/content/personas/)', () => {
  it.each(entries.map(({ id, data }) => [id, data] as const))(
    '%s: distinct objectives, FAQ answers of two to four sentences, no placeholder, no hype, only the spec’s figures',
    (_id, page) => {
      const titles = page.objectives.items.map((objective) => objective.title);
      expect(new Set(titles).size).toBe(titles.length);
      for (const { question, answer } of page.faq.items) {
        expect(question).toMatch(/\?$/);
        const sentences = answer.split(/(?<=\.)\s+(?=[A-Z])/).length;
        expect(sentences, answer).toBeGreaterThanOrEqual(2);
        expect(sentences, answer).toBeLessThanOrEqual(4);
      }
      for (const { path, text } of collectStrings(page).filter(({ path }) => isCopy(path))) {
        expect(text, path).not.toMatch(PLACEHOLDER_PATTERN);
        expect(text, path).not.toContain('!');
        // An objective's drawn sample (`.sample`) and the hero's picture (`.hero.visual`) are fictional
        // records (times, dates, a sample account's ARR), shown as labelled samples: their numbers are data
        // of the picture, not claims of the page.
        if (/\.objectives\.items\[\d+\]\.sample\.|\.hero\.visual\./.test(path)) continue;
        expect(unknownFigures(text), `${path}: ${text}`).toEqual([]);
      }
    },
  );

  it('and the use-case entries have their own titles, descriptions, headlines and proof lines', () => {
    const pages = [...entries, ...readCollection('useCases')].map(({ data }) => data);
    for (const pick of [
      (page: (typeof pages)[number]) => page.meta.title,
      (page: (typeof pages)[number]) => page.meta.description,
      (page: (typeof pages)[number]) => page.hero.headline,
    ])
      expect(new Set(pages.map(pick)).size).toBe(pages.length);
    const lines = pages.flatMap((page) => (page.proof ? [page.proof.line] : []));
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('and the use-case entries quote a customer only with figures of its own story', () => {
    // The proof band's story and figure are references, not copy: only its line is.
    const copy = JSON.stringify(
      [...entries, ...readCollection('useCases')].map(({ data: { proof, ...rest } }) => [rest, proof?.line]),
    );
    const sentences = copy.split(/(?<=[.!?])\s+|","/);
    for (const { data: story } of readCollection('caseStudies')) {
      const own = new Set(
        story.metrics.flatMap((metric) => [metric.value, ...(metric.label.match(FIGURE) ?? [])]),
      );
      const cited = sentences
        .filter((sentence) => sentence.includes(story.company))
        .flatMap((sentence) => sentence.match(FIGURE) ?? []);
      expect(
        cited.filter((figure) => !own.has(figure.replace(/[.,]$/, ''))),
        story.company,
      ).toEqual([]);
    }
  });

  it('and the use-case entries explain their proof figure in a sentence of their own, adding no figure', () => {
    for (const { id, data } of [...entries, ...readCollection('useCases')]) {
      if (!data.proof) continue;
      // The figure sits beside the line: the line neither repeats it nor brings one of its own.
      expect(data.proof.line, id).not.toMatch(/\d/);
      expect(data.proof.line, id).toMatch(/\.$/);
    }
  });
});
