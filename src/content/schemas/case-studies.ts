/**
 * Customer stories (spec §2 "Case-study pages", §3 "Case-study metrics"): one file per customer in
 * src/content/case-studies/, at /customers-<file name>, and the /customers page that lists them with the
 * copy every story page shares (src/content/pages/customers.yaml).
 *
 * A story is self-contained: the company, what it does, the plays it runs, the drawing of its wordmark,
 * the story itself, its results, the quote and the profile link, and whether the company has confirmed
 * all of it (the launch check lists the stories nobody has confirmed). The company is a real one: the
 * quote is attributed by role and company only, never by a person's name, and the only result figures on
 * the page are the story's own metrics (the build refuses any other).
 */
import { z } from 'astro/zod';
import {
  confirmation,
  cta,
  ctaBlock,
  hero,
  line,
  lines,
  metric,
  pageMeta,
  prose,
  sectionIntro,
  titled,
} from './fields.ts';
import { ALERT_PLAYS } from './mock.ts';

/**
 * The drawings of customer wordmarks (components/brand/customer-wordmark.tsx): the site's own type
 * treatments of the company's name, never its real logo.
 */
export const WORDMARK_DESIGNS = [
  'serif-italic',
  'mono-underline',
  'ruled-caps',
  'slashed-heavy',
  'split-weight',
] as const;
export type WordmarkDesign = (typeof WORDMARK_DESIGNS)[number];

/** A result figure in running text: a percentage, a multiple, money in K or M, a rank (#1). */
export const RESULT_FIGURE = /\$?\d[\d.,]*\s?(?:%|x\b|M\b|K\b)|#\d+/g;

/** The result figures a text states, as the metrics write them (`4.7%`, `$5.3M`, `#1`). */
export function resultFigures(text: string): string[] {
  return (text.match(RESULT_FIGURE) ?? []).map((figure) => figure.replace(/\s/g, '').replace(/[.,]$/, ''));
}

/** One part of the story; its heading is the same on every story (Customers page, `story.sections`). */
const storyPart = (description: string) =>
  z
    .object({
      paragraphs: z
        .array(prose('One paragraph.'))
        .min(1, 'needs at least one paragraph')
        .describe('The paragraphs, in order.'),
      points: lines('A short list under the paragraphs, one point a line (optional).').optional(),
    })
    .describe(description);

/** The fields of a story whose text may state a result, and so may only state the story's own metrics. */
const TEXT_WITH_RESULTS = [
  'meta',
  'headline',
  'summary',
  'cardLine',
  'challenge',
  'solution',
  'results',
  'quote',
] as const;

/** Every text of a value, with its place in the entry. */
function textsOf(value: unknown, path: (string | number)[]): { path: (string | number)[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, field]) => textsOf(field, [...path, key]));
  return [];
}

export const caseStudySchema = z
  .object({
    company: line('The customer’s name, as the company writes it. It must agree to be named.', { max: 40 }),
    industry: line('What the company does, in a few words (shown beside its name).', { max: 40 }),
    team: line('The team that runs the service day to day.', { max: 60 }),
    plays: z
      .array(z.enum(ALERT_PLAYS))
      .min(1, 'names at least one play')
      .describe(
        `The plays this team runs, shown as tags; proof points may cite the story for these plays only. One of: ${ALERT_PLAYS.join(', ')}.`,
      ),
    wordmark: z
      .enum(WORDMARK_DESIGNS)
      .describe(
        'How the site draws the company’s name (never its real logo): pick a design no other customer on the site uses.',
      ),
    order: z
      .number()
      .int()
      .positive()
      .describe(
        'Where the story comes in lists (/customers, “More customer stories”, the logo rows): 1 first; stories with the same number follow the order of their file names.',
      ),
    meta: pageMeta,
    headline: line('The story’s main heading (its h1): the result, in one line.', { max: 120 }),
    summary: prose('The paragraph under the headline: who the customer is and what changed.'),
    cardLine: line(
      'One line on the story’s card (on /customers and under “More customer stories”); say it differently from the summary.',
      { max: 140 },
    ),
    linkLabel: line(
      'The words of a link to this story from other pages (a proof band, a playbook): “Read the Gainsight story”.',
      { max: 60 },
    ),
    metrics: z
      .array(metric)
      .min(1, 'needs at least one result')
      .max(3, 'holds at most 3 results (they share one row)')
      .describe(
        'The headline results, exactly as the customer confirmed them; the first is the figure on the story’s card. These are the only result figures the story may state.',
      ),
    challenge: storyPart('What the customer was up against before.'),
    solution: storyPart('How the team set the service up and works with it.'),
    results: storyPart('What changed: the results, stated only with the metrics above.'),
    quote: z
      .object({
        text: prose('The words quoted, as the customer approved them.', { min: 40 }),
        role: line(
          'The quoted person’s job title (“VP of Sales”), shown with the company. Never a person’s name.',
          { max: 60 },
        ),
      })
      .describe('A quote from someone at the company, attributed by role and company only.'),
    closingHeadline: line(
      'The heading of the closing call to action under this story: what a reader in this customer’s position would want next. Without it the story pages’ shared heading (Customers page, story → cta) shows.',
      { max: 90 },
    ).optional(),
    profile: z
      .object({
        url: z
          .url({ protocol: /^https$/, error: 'must be an https:// address' })
          .describe(
            'The spec asks for the quoted person’s professional profile. Until the company gives one (and agrees to it), this is the company’s own LinkedIn page, as a stand-in; the launch check asks for it to be confirmed.',
          ),
        label: line('The link’s words, saying what the page is (“Gainsight on LinkedIn”).', { max: 60 }),
      })
      .describe('The link under the quote.'),
    ...confirmation,
  })
  .describe('A customer story.')
  .superRefine((study, context) => {
    if (!study.confirmed && (study.confirmedBy || study.confirmedOn))
      context.addIssue({
        code: 'custom',
        message: 'confirmedBy and confirmedOn belong to a confirmed story',
        path: ['confirmed'],
      });
    const own = new Set(study.metrics.map((result) => result.value.replace(/\s/g, '')));
    for (const field of TEXT_WITH_RESULTS)
      for (const { path, text } of textsOf(study[field], [field]))
        for (const figure of resultFigures(text))
          if (!own.has(figure))
            context.addIssue({
              code: 'custom',
              message: `states “${figure}”, which is not one of this story’s results (${[...own].join(', ')}): a story states only its own metrics`,
              path,
            });
  });

export type CaseStudyData = z.infer<typeof caseStudySchema>;
export type CaseStudyPart = CaseStudyData['challenge'];

/** /customers, and the words every story page shares. */
export const customersSchema = z.object({
  meta: pageMeta,
  hero: hero.describe('The top of the page: the headline, its paragraph and the two buttons.'),
  marksLabel: line('What screen readers call the row of customer names in the hero.', { max: 80 }),
  stories: sectionIntro.describe('The heading over the story cards.'),
  practices: sectionIntro
    .extend({ items: z.array(titled).min(1).describe('The habits, one card each.') })
    .describe('What the customers have in common.'),
  cta: ctaBlock.describe('The closing call to action of /customers.'),
  story: z
    .object({
      eyebrow: line('Small label beside the customer’s name, above each story’s headline.', { max: 40 }),
      factLabels: z
        .object({
          industry: line('Label of the industry.', { max: 30 }),
          team: line('Label of the team.', { max: 30 }),
          plays: line('Label of the plays.', { max: 30 }),
        })
        .describe('The labels of the facts box beside the headline.'),
      sections: z
        .object({
          challenge: line('Heading of the challenge.', { max: 60 }),
          solution: line('Heading of the solution.', { max: 60 }),
          results: line('Heading of the results.', { max: 60 }),
        })
        .describe('The headings of the three parts of every story.'),
      metricsHeading: line('Heading over the results.', { max: 60 }),
      quoteHeading: line('Heading over the quote.', { max: 60 }),
      moreHeading: line('Heading over the other stories, at the foot of each story.', { max: 60 }),
      readStory: line('The link on each story card.', { max: 40 }),
      playbooks: z
        .object({
          headline: line('The heading of the list of the story’s plays.', { max: 60 }),
          description: prose('One sentence under it: where each play’s link leads.', { max: 160 }),
        })
        .describe(
          'The list beside the challenge: each play the story runs, linked to its playbook in the library.',
        ),
      sidebar: z
        .object({
          headline: line('The box’s heading.', { max: 60 }),
          description: prose('The box’s paragraph.'),
          cta,
        })
        .describe('The box beside the results.'),
      cta: ctaBlock.describe('The closing call to action of every story page.'),
    })
    .describe('The words every story page shares.'),
  proofBand: z
    .object({
      eyebrow: line('Small label over a customer’s result on the use-case and persona pages.', { max: 40 }),
    })
    .describe('The band that cites a story’s result on other pages.'),
});

export type CustomersContent = z.infer<typeof customersSchema>;
export type CaseStudyTemplateCopy = CustomersContent['story'];
