import { sitePages } from '#src/lib/launch-check-pages.ts';
import {
  caseStudies,
  customerOf,
  findCaseStudy,
  inListOrder,
  proofBandFor,
  toCaseStudy,
} from './case-studies';
import { readCollection, readSingleton } from './loaders/read.ts';
import { RESULT_FIGURE } from './schemas/case-studies.ts';

describe('the stories as the pages read them', () => {
  it('come in list order: by order, then by file name', () => {
    const entry = (id: string, order: number) => ({ id, data: { order } });
    expect(inListOrder([entry('b', 2), entry('c', 1), entry('a', 2)]).map(({ id }) => id)).toEqual([
      'c',
      'a',
      'b',
    ]);
    const orders = caseStudies().map((study) => study.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('are every file of the collection, each at /customers-<file name>', () => {
    const ids = readCollection('caseStudies').map(({ id }) => id);
    expect(
      caseStudies()
        .map((study) => study.slug)
        .sort(),
    ).toEqual(ids);
    for (const study of caseStudies()) expect(study.path).toBe(`/customers-${study.slug}`);
  });

  it('give each customer its mark, linked to its story', () => {
    for (const study of caseStudies())
      expect(customerOf(study)).toEqual({
        name: study.company,
        wordmark: study.wordmark,
        caseStudy: study.path,
      });
  });

  it('name the missing story in the error', () => {
    expect(() => findCaseStudy('nobody')).toThrow(/src\/content\/case-studies\/nobody\.yaml/);
  });

  it('refuse a story with no result', () => {
    const [entry] = readCollection('caseStudies');
    if (!entry) throw new Error('no story');
    expect(() => toCaseStudy({ ...entry, data: { ...entry.data, metrics: [] } })).toThrow(/has no result/);
  });
});

describe('proofBandFor', () => {
  const study = caseStudies()[0];
  if (!study) throw new Error('no story');

  it('gives the proof band the customer’s mark, the result at that position, the line, the story’s link and its quote', () => {
    const band = proofBandFor({ caseStudy: study.slug, metric: 0, line: 'Why it matters here.' });
    expect(band).toEqual({
      eyebrow: readSingleton('customers').proofBand.eyebrow,
      customer: customerOf(study),
      metric: study.metrics[0],
      line: 'Why it matters here.',
      link: { label: study.linkLabel, href: study.path },
      quote: study.quote,
    });
    expect(proofBandFor({ caseStudy: { id: study.slug }, metric: 0, line: 'x' }).metric).toEqual(
      study.metrics[0],
    );
  });

  it('refuses a result the story does not have', () => {
    expect(() => proofBandFor({ caseStudy: study.slug, metric: study.metrics.length, line: 'x' })).toThrow(
      new RegExp(`${study.company} story has no result at position ${study.metrics.length}`),
    );
  });
});

/** Sentences of a page's text. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n/);
/** Every number a sentence states, with its %, x, K or M. */
const NUMBER = /\$?\d[\d.,]*\d?[%MKx]?|#\d+/g;

describe('results cited in the content', () => {
  const pages = sitePages();

  it.each(caseStudies().map((study) => [study.company, study] as const))(
    'a sentence naming %s states only figures of its story',
    (company, study) => {
      const own = new Set(
        study.metrics.flatMap((metric) => [metric.value, ...(metric.label.match(NUMBER) ?? [])]),
      );
      const named = new RegExp(`(?<![\\w-])${company}(?![\\w-])`);
      const cited = pages
        .flatMap((page) => sentences(page.text))
        .filter((sentence) => named.test(sentence))
        .flatMap((sentence) => sentence.match(NUMBER) ?? [])
        .map((figure) => figure.replace(/[.,]$/, ''));
      expect(cited.filter((figure) => !own.has(figure))).toEqual([]);
    },
  );

  it('find result figures as the stories write them', () => {
    expect('$5.3M, 4.7%, 4x, #1 and $600K; 80 deals'.match(RESULT_FIGURE)).toEqual([
      '$5.3M',
      '4.7%',
      '4x',
      '#1',
      '$600K',
    ]);
  });
});
