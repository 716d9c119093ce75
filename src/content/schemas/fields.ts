/**
 * The building blocks of every content schema: text fields with their help text, links checked against the
 * site's routes, calls to action, and the shapes the spec names (hero, FAQ item, section intro, metric).
 *
 * Each field carries a `.describe()` text: the editor shows it under the field, and it says what the field
 * is for in the words a marketer uses. `meta({ title })` names a field in the editor when its key would
 * read badly; `meta({ multiline: true })` gives it a text area.
 */
import { z } from 'astro/zod';
import { SLOT } from '#src/lib/fill-slots.ts';
import { descriptionSchema, titleSchema } from '#src/lib/page-metadata.ts';
import { contentRoutes, NON_PAGE_TARGETS } from '../loaders/files.ts';

/** Editor hints a field may carry besides its description. */
export type FieldMeta = { title?: string; multiline?: boolean; description?: string };

/** One line of required text. */
export function line(description: string, limits: { min?: number; max?: number } = {}) {
  const base = z
    .string({ error: 'is required' })
    .trim()
    .min(limits.min ?? 1, limits.min ? `needs at least ${limits.min} characters` : 'is empty');
  return (limits.max ? base.max(limits.max, `is longer than ${limits.max} characters`) : base).describe(
    description,
  );
}

/** Required text of a paragraph or more (a text area in the editor). */
export function prose(description: string, limits: { min?: number; max?: number } = {}) {
  return line(description, limits).meta({ multiline: true });
}

/** A list of one-line texts. */
export function lines(description: string, limits: { min?: number; max?: number } = {}) {
  const base = z.array(line('One item.')).min(limits.min ?? 1, `needs at least ${limits.min ?? 1} item(s)`);
  return (limits.max ? base.max(limits.max, `holds at most ${limits.max} items`) : base).describe(
    description,
  );
}

/** The page of a site path: `/pricing#faq` → `/pricing`. */
function pageOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path === '' ? '/' : path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Why an internal link is wrong, or undefined if it leads to a page of the site. */
export function internalLinkProblem(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const page = pageOf(href);
  if (contentRoutes().has(page) || (NON_PAGE_TARGETS as readonly string[]).includes(page)) return undefined;
  return `links to ${page}, which is not a page of this site`;
}

/**
 * A link: a page of this site (`/pricing`, `/pricing#faq`, checked against the routes the content makes),
 * a `mailto:` address or an `https://` URL. A link to a page that does not exist stops the build; the
 * `#anchor` part is checked against the built page once it is rendered (integrations/link-check.ts).
 */
export function href(
  description = 'Where the link goes: a page of this site (/pricing), mailto: or https://',
) {
  return z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is empty')
    .refine((value) => /^(\/|mailto:|https:\/\/|#)/.test(value), {
      message: 'must start with / (a page of this site), # (this page), mailto: or https://',
    })
    .superRefine((value, context) => {
      const problem = internalLinkProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .describe(description);
}

/** The page every call to action leads to (spec §1). */
export const BOOK_DEMO_PATH = '/book-time';

/** The spec's calls to action (§1): each of these labels leads to /book-time, wherever it is used. */
export const CTA_LABELS = [
  'Book a demo',
  'Talk to an expert',
  'Request pricing',
  "Let's chat here",
  'Request Access',
  'Schedule a Security Review',
] as const;

/** True for a link text that is one of the spec's calls to action. */
export function isCtaLabel(text: string): boolean {
  return (CTA_LABELS as readonly string[]).includes(text);
}

/** A call to action or a plain link: its words and where it goes. */
export const cta = z
  .object({
    label: line('The words on the button or link.', { max: 60 }),
    href: href(),
  })
  .refine((link) => !isCtaLabel(link.label) || link.href === BOOK_DEMO_PATH, {
    message: `“Book a demo”, “Talk to an expert”, “Request pricing” and the spec's other calls to action always lead to ${BOOK_DEMO_PATH}`,
    path: ['href'],
  })
  .describe('A link: the words shown and where it goes.');

export type Cta = z.infer<typeof cta>;

/**
 * A few words of a headline to underline with the signal stroke (docs/design.md): copied exactly from the
 * headline; a page whose headline no longer holds them stops building.
 */
export const headlineMark = line(
  'A few words of the headline to underline in amber (the signal), copied exactly from it; leave empty for none.',
  { max: 60 },
).optional();

/** Spec §3 "Hero content". */
export const hero = z.object({
  eyebrow: line('Small label above the headline.', { max: 60 }).optional(),
  headline: line('The page’s main heading (its h1).', { max: 120 }),
  mark: headlineMark,
  description: prose('The paragraph under the headline.'),
  primaryCta: cta.describe('The main button.'),
  secondaryCta: cta.describe('The second button, beside the first.').optional(),
});
export type Hero = z.infer<typeof hero>;

/** Spec §3 "FAQ item". */
export const faqItem = z.object({
  question: line('The question, as a buyer would ask it.', { max: 160 }),
  answer: prose('The answer, in one short paragraph.'),
});
export type FaqItem = z.infer<typeof faqItem>;

/** A section's heading, with an optional small label above and a paragraph below. */
export const sectionIntro = z.object({
  eyebrow: line('Small label above the heading.', { max: 60 }).optional(),
  headline: line('The section heading.', { max: 140 }),
  description: prose('A paragraph under the heading.').optional(),
});
export type SectionIntro = z.infer<typeof sectionIntro>;

/**
 * The two short lines on the closing band's knight's move (docs/design.md): what the other side does (the
 * amber square) and how the team answers (the blue square), in this page's terms. Without them the band
 * shows the site's generic lines (site.yaml `closingMove`).
 */
export const bandMove = z
  .object({
    theirs: line(
      'Their move, beside the amber square: what a stakeholder does (“Your buyer shortlists a rival”).',
      {
        max: 44,
      },
    ),
    yours: line('Your countermove, beside the blue square: how the team answers (“Your AE runs the play”).', {
      max: 44,
    }),
  })
  .describe('The closing band’s two move labels for this page.');
export type BandMove = z.infer<typeof bandMove>;

/** A titled block of copy with calls to action (the closing band of a page). */
export const ctaBlock = z.object({
  headline: line('The heading of the band.', { max: 140 }),
  description: prose('The paragraph under the heading.'),
  primaryCta: cta.describe('The main button.'),
  secondaryCta: cta.describe('The second button.').optional(),
  move: bandMove.optional(),
});
export type CtaBlock = z.infer<typeof ctaBlock>;

/** A figure shown big, with its label: exactly as the spec or the customer story gives it. */
export const metric = z.object({
  value: line('The figure, as shown (“$5.3M”, “4.7%”).', { max: 24 }),
  label: line('What the figure measures, in a few words.', { max: 80 }),
});

/** A title and a paragraph: a card, a step, a principle. */
export const titled = z.object({
  title: line('The card’s title.', { max: 100 }),
  description: prose('The card’s paragraph.'),
});

/**
 * Spec §3 "Page metadata": what search engines and link previews show. The title and description follow
 * the one rule (lib/page-metadata.ts); the canonical URL, social tags and structured data are built from
 * the page itself.
 */
export const pageMeta = z
  .object({
    title: titleSchema.describe(
      'The title search results and browser tabs show; the brand is added after it when it fits in 60 characters.',
    ),
    description: descriptionSchema.describe(
      'The summary under the title in search results and link previews: 70 to 160 characters.',
    ),
    keywords: z
      .array(line('One keyword or phrase.'))
      .default([])
      .describe('Search phrases the page is about.'),
  })
  .describe('Search and link-preview text for this page.');

export type PageMeta = z.infer<typeof pageMeta>;

/** Confirmation of something only the company can vouch for (an owner fact). */
export const confirmation = {
  confirmed: z
    .boolean()
    .default(false)
    .describe('Tick once the person who can vouch for it has checked it (or changed it to what is true).'),
  confirmedBy: z.string().trim().optional().describe('Who at the company confirmed it (name and role).'),
  confirmedOn: z.iso.date().nullable().optional().describe('When it was confirmed (YYYY-MM-DD).'),
};

/**
 * Words that wrap data name each slot in square brackets (“Email to [recipient]: [subject]”, “© [year]
 * [company]”): the schema checks that each slot is there and no other, and `fillSlots` (lib/fill-slots.ts)
 * fills them.
 */
/** A label that wraps data: its words, with each of `slots` written once as `[slot]`. */
export function slotted<const S extends string>(
  description: string,
  slots: readonly S[],
  kind: 'line' | 'prose' = 'line',
) {
  const written = slots.map((slot) => `[${slot}]`).join(', ');
  const text = kind === 'prose' ? prose : line;
  return text(`${description} Keep ${written} where the data goes.`).superRefine((text, context) => {
    const found = [...text.matchAll(SLOT)].map((match) => match[1] ?? '');
    const missing = slots.filter((slot) => !found.includes(slot));
    const unknown = found.filter((slot) => !(slots as readonly string[]).includes(slot));
    if (missing.length > 0 || unknown.length > 0)
      context.addIssue({
        code: 'custom',
        message: `must hold ${written} (${[
          ...missing.map((slot) => `[${slot}] is missing`),
          ...unknown.map((slot) => `[${slot}] is not one of them`),
        ].join(', ')})`,
      });
  });
}
