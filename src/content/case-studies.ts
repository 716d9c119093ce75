/**
 * What the pages derive from the customer stories (src/content/case-studies/<id>.yaml, schema in
 * schemas/case-studies.ts): a story with its route and its customer's mark, the stories in list order,
 * and the proof band that cites one of a story's results on another page. No copy: every word comes from
 * the story's file or from the Customers page (src/content/pages/customers.yaml).
 */
import { readCollection, readSingleton } from './loaders/read.ts';
import { COLLECTIONS } from './registry.ts';
import type { CaseStudyData, WordmarkDesign } from './schemas/case-studies.ts';

export type { CaseStudyData, CaseStudyPart, CaseStudyTemplateCopy } from './schemas/case-studies.ts';

/** A customer's mark: the name, how the site draws it, and its story's route when it has one. */
export type Customer = {
  name: string;
  wordmark: WordmarkDesign;
  caseStudy?: CaseStudyPath;
};

export type CaseStudyPath = `/customers-${string}`;

/** A result: the figure and what it measures. */
export type Metric = CaseStudyData['metrics'][number];

/**
 * A story as the pages show it: its fields (the first result is its card's figure), its id (the file
 * name) and its route.
 */
export type CaseStudy = Omit<CaseStudyData, 'metrics'> & {
  metrics: readonly [Metric, ...Metric[]];
  slug: string;
  path: CaseStudyPath;
};

export function caseStudyPath(id: string): CaseStudyPath {
  return COLLECTIONS.caseStudies.route(id) as CaseStudyPath;
}

/** A story from its entry (Astro's `getCollection('caseStudies')` or the Node reader). */
export function toCaseStudy(entry: { id: string; data: CaseStudyData }): CaseStudy {
  const [first, ...more] = entry.data.metrics;
  if (!first) throw new Error(`The customer story ${entry.id} has no result (its schema requires one)`);
  return { ...entry.data, metrics: [first, ...more], slug: entry.id, path: caseStudyPath(entry.id) };
}

/** The stories in list order: by `order`, then by file name. */
export function inListOrder<T extends { id: string; data: Pick<CaseStudyData, 'order'> }>(
  entries: readonly T[],
): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

/** The customer whose story it is, with the drawing of its name. */
export function customerOf(study: CaseStudy): Customer {
  return { name: study.company, wordmark: study.wordmark, caseStudy: study.path };
}

/** A link to a story from another page, in the story's own words (“Read the Gainsight story”). */
export function storyLink(study: CaseStudy): { label: string; href: CaseStudyPath } {
  return { label: study.linkLabel, href: study.path };
}

let cached: readonly CaseStudy[] | undefined;

/**
 * Every story, in list order, read from the files (for the modules and helpers that run in Node: the
 * page shells read `getCollection('caseStudies')`).
 */
export function caseStudies(): readonly CaseStudy[] {
  cached ??= inListOrder(readCollection('caseStudies')).map(toCaseStudy);
  return cached;
}

/** One story by its id (its file name), or a thrown error naming the folder. */
export function findCaseStudy(id: string): CaseStudy {
  const study = caseStudies().find((candidate) => candidate.slug === id);
  if (!study)
    throw new Error(
      `No customer story "${id}" (src/content/${COLLECTIONS.caseStudies.folder}/${id}.yaml): ${caseStudies()
        .map(({ slug }) => slug)
        .join(', ')}`,
    );
  return study;
}

/** What components/sections/proof-band.tsx shows: a customer's mark, one of its results, a line, a link. */
export type ProofBand = {
  eyebrow: string;
  customer: Customer;
  metric: Metric;
  /** Why the figure matters on this page; the band's heading. */
  line: string;
  link: { label: string; href: string };
  /** The story's quote, attributed by role and company (the `quote` form of a use-case page's proof). */
  quote: CaseStudyData['quote'];
};

let eyebrow: string | undefined;

/** A story named by its id, or by a reference to it (`{ collection: 'caseStudies', id }`). */
export type CaseStudyRef = string | { id: string };

/**
 * The proof band of a page that cites a story: `metric` is the position of the result in the story
 * (0 is its first), `line` the page's own words on why it matters. A result the story does not have is
 * a thrown error naming the story.
 */
export function proofBandFor(input: { caseStudy: CaseStudyRef; metric: number; line: string }): ProofBand {
  const study = findCaseStudy(typeof input.caseStudy === 'string' ? input.caseStudy : input.caseStudy.id);
  const metric = study.metrics[input.metric];
  if (!metric)
    throw new Error(
      `The ${study.company} story has no result at position ${input.metric} (it has ${study.metrics.length})`,
    );
  eyebrow ??= readSingleton('customers').proofBand.eyebrow;
  return {
    eyebrow,
    customer: customerOf(study),
    metric,
    line: input.line,
    link: storyLink(study),
    quote: study.quote,
  };
}
