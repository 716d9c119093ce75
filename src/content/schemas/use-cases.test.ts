/**
 * The use-case schema refuses what would break a page, naming the file and the field; and the rules every
 * use-case entry keeps (copy a marketer writes, checked without quoting it).
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
  readSingleton,
} from '../loaders/read.ts';
import { SCENE_KINDS, schemaForUseCase } from './use-cases.ts';

const schema = schemaForUseCase(nodeReference);
const entries = readCollection('useCases');
const facts = factValues();
const stories = readCollection('caseStudies');
// An entry with a proof band (a page whose play no story runs has none) and a play some story lacks.
const sample = entries.find(
  ({ data }) =>
    data.proof && stories.some(({ data: story }) => !story.plays.includes(data.hero.alertCard.play)),
);
const raw = readRawCollection('useCases').find((entry) => entry.id === sample?.id);
if (!raw) throw new Error('no use-case entries');

/** A real entry's data (tokens replaced), changed by `edit`, as the build would check it. */
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

describe('use-case schema: a broken entry fails the build, naming the file and the field', () => {
  const file = `src/content/use-cases/${raw.id}.yaml`;

  it('accepts the entry as it is', () => {
    expect(problemsWith(() => {})).toEqual([]);
  });

  it('an empty headline', () => {
    expect(problemsWith((data) => (data.hero.headline = ''))).toEqual([`${file} → hero.headline: is empty`]);
  });

  it('a role tab with two points', () => {
    expect(problemsWith((data) => data.roles.sections[1].bulletPoints.pop())).toEqual([
      `${file} → roles.sections[1].bulletPoints: has exactly three points`,
    ]);
  });

  it('a column of role cards without the teams’ one lines', () => {
    expect(
      problemsWith((data) => {
        data.roles.arrangement = 'rail';
        for (const role of data.roles.sections) delete role.gist;
      }),
    ).toEqual([
      `${file} → roles.sections: a column of role cards (rail) gives every team its one line (gist)`,
    ]);
  });

  it('a sample alert of the other strategy', () => {
    const problems = problemsWith((data) => {
      data.group = data.group === 'offensive' ? 'defensive' : 'offensive';
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      `${file} → hero.alertCard.tag: the sample alert’s tag belongs to the other strategy`,
    );
  });

  it('a link to a page that does not exist, and a spec call to action that does not lead to /book-time', () => {
    expect(problemsWith((data) => (data.cta.primaryCta.href = '/book-tiem'))).toContain(
      `${file} → cta.primaryCta.href: links to /book-tiem, which is not a page of this site`,
    );
    const problems = problemsWith((data) => (data.closingCta.primaryCta.href = '/pricing'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(`${file} → closingCta.primaryCta.href: “Book a demo”`);
  });

  it('an unknown scene, a missing part of one, the same tab twice', () => {
    expect(problemsWith((data) => (data.hero.scene.discriminant = 'slideshow'))[0]).toMatch(
      `${file} → hero.scene.discriminant:`,
    );
    expect(
      problemsWith((data) => {
        data.hero.scene = {
          discriminant: 'email',
          value: { caption: 'The alert by email', timeline: data.hero.scene.value.timeline },
        };
      }),
    ).toEqual([expect.stringMatching(`^${file} → hero.scene.value.delivery: `)]);
    expect(problemsWith((data) => (data.roles.sections[1].id = data.roles.sections[0].id))).toEqual([
      `${file} → roles.sections: names each team once`,
    ]);
  });

  it('a proof band citing a story that does not exist, or a figure its story does not have', () => {
    expect(problemsWith((data) => (data.proof.caseStudy = 'acme'))[0]).toMatch(
      `${file} → proof.caseStudy: names "acme", which is not an entry of Customer stories`,
    );
    expect(problemsWith((data) => (data.proof.metric = 7))).toEqual([
      expect.stringMatching(`^${file} → proof.metric: the \\w+ story has \\d headline figures`),
    ]);
  });

  it('a proof band citing a story whose team does not run the page’s play', () => {
    const page = sample?.data;
    const other = stories.find(({ data: story }) => page && !story.plays.includes(page.hero.alertCard.play));
    expect(other, 'a story without this page’s play').toBeDefined();
    expect(problemsWith((data) => (data.proof.caseStudy = other?.id))).toEqual([
      expect.stringMatching(
        `^${file} → proof.caseStudy: the ${other?.id} story does not run this page’s play`,
      ),
    ]);
  });
});

describe('use-case entries (src/content/use-cases/)', () => {
  const { useCases: shared } = readSingleton('useCasesAndPersonas');

  it.each(entries.map(({ id, data }) => [id, data] as const))(
    '%s: FAQ answers of two to four sentences, no placeholder, no hype, only the spec’s figures',
    (_id, page) => {
      for (const { question, answer } of page.faq.items) {
        expect(question).toMatch(/\?$/);
        const sentences = answer.split(/(?<=\.)\s+(?=[A-Z])/).length;
        expect(sentences, answer).toBeGreaterThanOrEqual(2);
        expect(sentences, answer).toBeLessThanOrEqual(4);
      }
      expect(new Set(page.faq.items.map((item) => item.question)).size).toBe(page.faq.items.length);
      for (const { path, text } of collectStrings(page).filter(({ path }) => isCopy(path))) {
        expect(text, path).not.toMatch(PLACEHOLDER_PATTERN);
        expect(text, path).not.toContain('!');
        expect(unknownFigures(text), `${path}: ${text}`).toEqual([]);
      }
    },
  );

  it('give each hero its own scene around the alert, as far as there are kinds (issue 14)', () => {
    const kinds = entries.map(({ data }) => data.hero.scene.kind);
    expect(new Set(kinds).size).toBe(Math.min(entries.length, SCENE_KINDS.length));
    expect(new Set(entries.map(({ data }) => data.hero.scene.caption)).size).toBe(entries.length);
  });

  it('share words with no placeholder left in them', () => {
    for (const { path, text } of collectStrings(shared)) expect(text, path).not.toMatch(PLACEHOLDER_PATTERN);
  });
});
