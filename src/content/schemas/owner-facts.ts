/**
 * Owner facts (src/content/owner-facts/<id>.yaml): every statement on the site only the company can vouch
 * for — who its customers are and what they said, who founded it, where it is, where demos are booked,
 * where its rating comes from, which tools it integrates with, what its results and its legal terms say.
 * Each fact holds its value, the pages that show it, why it matters and whether someone has confirmed it.
 *
 * Pages read the values through tokens (`$fact:<id>$`, loaders/tokens.ts) or references; no copy repeats
 * them. `npm run launch-check` lists the unconfirmed ones and `LAUNCH=1 npm run build` refuses to build
 * while any is left.
 *
 * A value is one of a few kinds (a text, an address, a quote, …); the file says which under
 * `value.discriminant`, the editor's way of storing a choice.
 */
import { z } from 'astro/zod';
import { contentRoutes } from '../loaders/files.ts';
import { confirmation, line, lines, prose } from './fields.ts';

const httpsUrl = z
  .url({ protocol: /^https$/, error: 'must be an https:// address' })
  .describe('A full https:// address.');

/** The kinds a fact's value can be, each with its fields. */
export const FACT_VALUE_KINDS = {
  text: prose('The fact, as the site states it.'),
  url: httpsUrl,
  person: z.object({
    name: line('Full name.'),
    title: line('Job title.'),
    bio: prose('One or two sentences about them.', { min: 40 }),
  }),
  address: z.object({
    street: line('Street and suite.'),
    city: line('City.'),
    region: line('Two-letter state code.').pipe(z.string().length(2, 'is a two-letter code')),
    postalCode: line('ZIP code.').pipe(z.string().regex(/^\d{5}$/, 'is a five-digit ZIP code')),
    country: line('Country.'),
  }),
  mailboxes: z.object({
    support: z.email().describe('Where support and privacy requests go.'),
    security: z.email().describe('Where security reports and document requests go.'),
  }),
  profiles: z.object({ linkedin: httpsUrl.describe('The company’s LinkedIn page.') }),
  rating: z.object({
    value: z.number().min(1).max(5).describe('The average rating, out of 5.'),
    count: z.number().int().positive().describe('How many ratings it averages.'),
    best: z.literal(5).describe('The best possible rating (5).'),
    source: z
      .string()
      .trim()
      .min(3)
      .nullish()
      .transform((source) => source ?? null)
      .describe(
        'Where the ratings come from (a review platform, a customer survey); empty while nobody has said.',
      ),
  }),
  tools: z.object({
    salesCrm: line('The sales CRM alerts and records go to.'),
    marketingCrm: line('The marketing CRM.'),
    teamChat: line('The team chat tool alerts arrive in.'),
  }),
  certifications: z.object({
    soc2: line('The SOC 2 report, as the site names it.'),
    iso: line('The ISO certificate, as the site names it.'),
  }),
  company: z.object({
    name: line('The company’s name, as written on the site.'),
    industry: line('What it does, in a few words.').optional(),
    team: line('The team that runs the service day to day.').optional(),
    plays: z.array(line('A play they run.')).default([]).describe('The plays the team runs.'),
  }),
  quote: z.object({
    text: prose('The words quoted.', { min: 40 }),
    role: line('The quoted person’s role (never an invented name).'),
    company: line('Their company.'),
  }),
  profile: z.object({
    url: httpsUrl,
    label: line('The link’s words, saying what the page is.'),
  }),
  claim: z.object({
    sentence: prose('The result as a proof point states it.', { min: 20 }),
    figures: lines('Every way the site writes the figure (“40-60%”), so each page citing it is found.'),
  }),
  clauses: z.object({
    items: lines(
      'Each statement to confirm. Written as it appears on the page, it also finds the page (a sentence holding it is this fact’s).',
    ),
    find: z
      .array(line('A phrase as it appears on a page.'))
      .optional()
      .describe(
        'Phrases that find these statements on the pages, when the items describe them in other words.',
      ),
  }),
} as const;

export type FactValueKind = keyof typeof FACT_VALUE_KINDS;

const factValue = z
  .discriminatedUnion(
    'discriminant',
    (Object.keys(FACT_VALUE_KINDS) as FactValueKind[]).map((kind) =>
      z.object({ discriminant: z.literal(kind), value: FACT_VALUE_KINDS[kind] }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  )
  .describe('The fact itself: choose its kind, then fill in its fields.');

const placement = z.object({
  path: z
    .string()
    .trim()
    .refine((path) => path === '*' || contentRoutes().has(path), {
      message: 'must be * (every page) or a page of this site (/pricing)',
    })
    .describe('The page that shows it (/pricing), or * for every page.'),
  where: line('Where on that page.', { min: 3 }),
});

export const ownerFactSchema = z
  .object({
    label: line('What the fact is, in a few words.', { min: 3 }),
    value: factValue,
    appearsOn: z
      .array(placement)
      .min(1, 'names at least one page')
      .describe('The pages that show it, and where.'),
    why: prose('What goes wrong if it is false; the launch check shows it.', { min: 30 }),
    ...confirmation,
    env: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]*$/, 'is an environment variable name (UPPER_CASE)')
      .optional()
      .describe(
        'An environment variable that sets the value at build time; a deploy that sets it has chosen the value.',
      ),
  })
  .refine((fact) => fact.confirmed || (!fact.confirmedBy && !fact.confirmedOn), {
    message: 'confirmedBy and confirmedOn belong to a confirmed fact',
    path: ['confirmed'],
  })
  .refine(
    (fact) =>
      !fact.confirmed ||
      fact.value.discriminant !== 'rating' ||
      (fact.value.value as { source: string | null }).source !== null,
    { message: 'a confirmed rating names its source', path: ['value', 'value', 'source'] },
  );

export type OwnerFactEntry = z.infer<typeof ownerFactSchema>;
