/**
 * The rules of the customer stories, the Customers page and the proof points, proved on bad entries: each
 * fails with a message that names the file and the field.
 */
import { join } from 'node:path';
import { PLACEHOLDER_PATTERN } from '../../../tests/content-rules.ts';
import { undescribed } from '../../../tests/schema-help.ts';
import { collectionFolder, readRawCollection, readRawSingleton } from '../loaders/files.ts';
import { nodeReference, parseEntry, readCollection, readSingleton } from '../loaders/read.ts';
import { caseStudySchema, customersSchema } from './case-studies.ts';
import { proofPointSchema } from './proof-points.ts';

const storyFile = join(collectionFolder('caseStudies'), 'example.yaml');
const pointFile = join(collectionFolder('proofPoints'), 'example.yaml');
const [story] = readCollection('caseStudies');
if (!story) throw new Error('src/content/case-studies/ has no story');
const storyData = readRawCollection('caseStudies').find(({ id }) => id === story.id)?.data ?? {};
const proofPoint = proofPointSchema(nodeReference);

/** The message a story with these fields changed gets, or '' when it passes. */
function storyProblem(change: (data: Record<string, unknown>) => void): string {
  const data = structuredClone(storyData);
  change(data);
  try {
    parseEntry(caseStudySchema, data, storyFile);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

function pointProblem(value: Record<string, unknown>): string {
  try {
    parseEntry(proofPoint, { name: 'Example', source: { discriminant: 'caseStudy', value } }, pointFile);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

const fromStory = (fields: Record<string, unknown> = {}) => ({
  caseStudy: story.id,
  play: story.data.plays[0],
  metrics: [0],
  sentence: `${story.data.company} runs this play. From its story: ${story.data.metrics[0]?.value} ${story.data.metrics[0]?.label}.`,
  ...fields,
});

describe('help texts', () => {
  it.each([
    ['customer story', caseStudySchema],
    ['Customers page', customersSchema],
    ['proof point', proofPoint],
  ] as const)('every field of a %s has one', (_name, schema) => {
    expect(undescribed(schema)).toEqual([]);
  });
});

describe('customer stories (src/content/case-studies/)', () => {
  it('accept the site’s stories as they are', () => {
    expect(storyProblem(() => undefined)).toBe('');
  });

  it('refuse an empty headline, naming the file and the field', () => {
    expect(
      storyProblem((data) => {
        data.headline = '';
      }),
    ).toBe('src/content/case-studies/example.yaml → headline: is empty');
  });

  it('refuse a result figure the story’s metrics do not hold', () => {
    const problem = storyProblem((data) => {
      (data.results as { paragraphs: string[] }).paragraphs = ['Win rates rose 37% in a quarter.'];
    });
    expect(problem).toMatch(/case-studies\/example\.yaml → results\.paragraphs\[0\]: states “37%”/);
  });

  it('refuse a play that is not one of the alert plays, and a wordmark that is not a design', () => {
    expect(
      storyProblem((data) => {
        data.plays = ['Cold calling'];
      }),
    ).toMatch(/→ plays\[0\]:/);
    expect(
      storyProblem((data) => {
        data.wordmark = 'their-logo';
      }),
    ).toMatch(/→ wordmark:/);
  });

  it('keep who confirmed a story, and when, on confirmed stories only', () => {
    expect(
      storyProblem((data) => {
        data.confirmed = false;
        data.confirmedBy = 'Head of Marketing';
      }),
    ).toMatch(/→ confirmed: confirmedBy and confirmedOn belong to a confirmed story/);
    expect(
      storyProblem((data) => {
        data.confirmed = true;
        data.confirmedBy = 'Head of Marketing';
        data.confirmedOn = '2026-11-20';
      }),
    ).toBe('');
  });

  it('refuse a profile link that is not https', () => {
    expect(
      storyProblem((data) => {
        data.profile = { url: 'http://example.com/', label: 'Example' };
      }),
    ).toMatch(/→ profile\.url: must be an https:\/\/ address/);
  });

  it('say in the profile link’s help text that the company page stands in for the person’s profile', () => {
    const help = caseStudySchema.shape.profile.shape.url.description ?? '';
    expect(help).toMatch(/quoted person’s professional profile/);
    expect(help).toMatch(/company’s own LinkedIn page, as a stand-in/);
  });

  it('hold no placeholder text', () => {
    expect(JSON.stringify(readCollection('caseStudies'))).not.toMatch(PLACEHOLDER_PATTERN);
  });
});

describe('the Customers page (src/content/pages/customers.yaml)', () => {
  it('refuses a spec call to action that does not lead to /book-time, naming the field', () => {
    const data = structuredClone(readRawSingleton('customers').data) as { cta: { primaryCta: object } };
    data.cta.primaryCta = { label: 'Book a demo', href: '/pricing' };
    expect(() => parseEntry(customersSchema, data, readRawSingleton('customers').file)).toThrow(
      /src\/content\/pages\/customers\.yaml → cta\.primaryCta\.href: “Book a demo”/,
    );
  });

  it('holds no placeholder text', () => {
    expect(JSON.stringify(readSingleton('customers'))).not.toMatch(PLACEHOLDER_PATTERN);
  });
});

describe('proof points (src/content/proof-points/)', () => {
  it('accept a story’s own play and result, quoted as the story gives it', () => {
    expect(pointProblem(fromStory())).toBe('');
  });

  it('refuse a play the story does not list, naming the file and the field', () => {
    const unlisted = ['Competitive upsell', 'Renewal protection', 'Churn prevention'].find(
      (play) => !(story.data.plays as string[]).includes(play),
    );
    expect(pointProblem(fromStory({ play: unlisted }))).toMatch(
      new RegExp(
        `^src/content/proof-points/example\\.yaml → source\\.value\\.play: the ${story.data.company} story \\(src/content/case-studies/${story.id}\\.yaml\\) does not list the play “${unlisted}”`,
      ),
    );
  });

  it('refuse a result the story does not have', () => {
    const beyond = story.data.metrics.length;
    expect(pointProblem(fromStory({ metrics: [beyond] }))).toMatch(
      new RegExp(
        `proof-points/example\\.yaml → source\\.value\\.metrics\\[0\\]: .* has no result at position ${beyond}`,
      ),
    );
  });

  it('refuse a sentence that misquotes the result or adds a figure', () => {
    expect(pointProblem(fromStory({ sentence: `${story.data.company} did well.` }))).toMatch(
      /→ source\.value\.sentence: does not quote/,
    );
    const added = `${fromStory().sentence} Win rates rose 37%.`;
    expect(pointProblem(fromStory({ sentence: added }))).toMatch(/→ source\.value\.sentence: states “37%”/);
  });

  it('refuse a story that does not exist', () => {
    expect(pointProblem(fromStory({ caseStudy: 'nobody' }))).toMatch(
      /→ source\.value\.caseStudy: names "nobody", which is not an entry of Customer stories/,
    );
  });

  it('refuse a claim that names an owner fact of another kind', () => {
    expect(() =>
      parseEntry(
        proofPoint,
        { name: 'Example', source: { discriminant: 'claim', value: { claim: 'founder' } } },
        pointFile,
      ),
    ).toThrow(/→ source\.value\.claim: names the owner fact “founder”, which is not a claim/);
  });
});
