/**
 * The zod schema of the owner facts (owner-facts.ts). Kept apart from the data so the facts can be read by
 * browser code (the header reads the site map, which reads the site config) without shipping zod: the
 * schema runs at build time (astro.config.ts), in the launch check and in the tests.
 *
 * Relative imports only: Node scripts import it.
 */
import { z } from 'astro/zod';

const placementSchema = z.object({
  path: z.string().regex(/^(\*|\/[a-z0-9/-]*)$/),
  where: z.string().min(3),
});

/** The schema of one fact, given the schema of its value. */
export function ownerFactSchema<T extends z.ZodType>(value: T) {
  return z
    .object({
      /** What the fact is, in a few words. */
      label: z.string().min(3),
      value,
      /** The pages that show it, and where on the page. */
      appearsOn: z.array(placementSchema).min(1),
      /** What goes wrong if it is false: shown by the launch check. */
      why: z.string().min(30),
      confirmed: z.boolean(),
      /** Who at the company confirmed it, and when (YYYY-MM-DD). */
      confirmedBy: z.string().min(2).optional(),
      confirmedOn: z.iso.date().optional(),
      /**
       * An environment variable that overrides the value at build time. Setting it is a deploy decision,
       * so a fact whose variable is set counts as confirmed by that deploy.
       */
      env: z
        .string()
        .regex(/^[A-Z][A-Z0-9_]*$/)
        .optional(),
    })
    .refine((fact) => fact.confirmed || (fact.confirmedBy === undefined && fact.confirmedOn === undefined), {
      message: 'confirmedBy and confirmedOn belong to a confirmed fact',
    });
}

const nonEmpty = z.string().min(1);
const httpsUrl = z.url({ protocol: /^https$/ });

const quoteSchema = z.object({ text: z.string().min(40), role: z.string().min(3), company: nonEmpty });
const claimSchema = z.object({ sentence: z.string().min(20), figures: z.array(nonEmpty).min(1) });

export const ownerFactsSchema = z.object({
  legalName: ownerFactSchema(nonEmpty),
  founder: ownerFactSchema(z.object({ name: nonEmpty, title: nonEmpty, bio: z.string().min(40) })),
  postalAddress: ownerFactSchema(
    z.object({
      street: nonEmpty,
      city: nonEmpty,
      region: z.string().length(2),
      postalCode: z.string().regex(/^\d{5}$/),
      country: nonEmpty,
    }),
  ),
  mailboxes: ownerFactSchema(z.object({ support: z.email(), security: z.email() })),
  schedulerUrl: ownerFactSchema(httpsUrl),
  companyProfiles: ownerFactSchema(z.object({ linkedin: httpsUrl })),
  rating: ownerFactSchema(
    z.object({
      value: z.number().min(1).max(5),
      count: z.number().int().positive(),
      best: z.literal(5),
      /** Where the ratings come from (a review platform, a customer survey); null while nobody has said. */
      source: z.string().min(3).nullable(),
    }),
  ).refine((fact) => !fact.confirmed || fact.value.source !== null, {
    message: 'a confirmed rating names its source',
  }),
  integrations: ownerFactSchema(z.object({ salesCrm: nonEmpty, marketingCrm: nonEmpty, teamChat: nonEmpty })),
  founderStory: ownerFactSchema(z.string().min(40)),
  certifications: ownerFactSchema(z.object({ soc2: nonEmpty, iso: nonEmpty })),
  fifthLogo: ownerFactSchema(z.object({ name: nonEmpty })),
  // The customers, their quotes and profile links are in their stories (src/content/case-studies/).
  quotes: z.object({
    homeTeaser: ownerFactSchema(quoteSchema),
  }),
  /**
   * Results presented as proof that no case study backs (the spec's marketing figures): the sentence a
   * proof point shows, and every phrasing of the figure the site uses, so each page citing it is listed.
   */
  claims: z.object({
    expansionSuccess: ownerFactSchema(claimSchema),
    renewalWinRate: ownerFactSchema(claimSchema),
    churnPrediction: ownerFactSchema(claimSchema),
    winRate: ownerFactSchema(claimSchema),
    firstYearReturn: ownerFactSchema(claimSchema),
    revivalWinRate: ownerFactSchema(claimSchema),
  }),
});

type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** What the facts below must look like (read-only, so the `as const` literal types survive). */
export type OwnerFactsInput = DeepReadonly<z.input<typeof ownerFactsSchema>>;
