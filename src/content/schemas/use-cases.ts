/**
 * The use-case pages (spec §2 "Use-case pages"): one file per page in src/content/use-cases/, the file name
 * being its address (hunt-new-opportunities.yaml is /hunt-new-opportunities). Each holds its hero with a
 * sample alert and the scene around it, the customer-proof band, the role tabs, a call to action, the FAQ
 * and the closing call to action. 'Explore other use cases' lists the other files of the folder by itself.
 *
 * The words every use-case and persona page shares live in pages/use-cases-and-personas.yaml
 * (`useCasesAndPersonasSchema`); the mock-ups' sample data and words, and the surfaces an alert arrives in,
 * in site/samples.yaml.
 */
import { z } from 'astro/zod';
import { readRawCollection } from '../loaders/files.ts';
import { ctaBlock, faqItem, hero, line, pageMeta, prose, sectionIntro } from './fields.ts';
import {
  ALERT_RULES,
  accountField,
  alertCard,
  crmRecord,
  dealTimeline,
  deliveryDetails,
  deliveryRecord,
  pipelineShift,
  productSlots,
  renewalCountdown,
  stageTrack,
} from './mock.ts';
import { personaSampleWords } from './persona-samples.ts';
import { type Reference, referenceTo } from './reference.ts';

/** Spec §1: the two strategies a use case belongs to. */
export const USE_CASE_GROUPS = ['offensive', 'defensive'] as const;
export type UseCaseGroup = (typeof USE_CASE_GROUPS)[number];

/** Spec §2: the four teams of the role tabs, in the order the tabs show them. */
export const ROLE_IDS = ['sales', 'marketing', 'revenue-operations', 'customer-success'] as const;
export type RoleId = (typeof ROLE_IDS)[number];

/**
 * How a use-case page sets its customer proof (issue 29, seventh round: the same band followed the hero on
 * three pages): `band` across the page under the hero, `quote` the story's quote with the figure beside
 * it, `card` a compact card beside the FAQ (`sections/proof-band.tsx`).
 */
export const PROOF_FORMS = ['band', 'quote', 'card'] as const;
export type ProofForm = (typeof PROOF_FORMS)[number];

/**
 * How a page arranges its role tabs (issue 29, fifth round: each of the six pages its own; `role-layouts.ts`
 * draws them): `rail` role cards in a column left of the panel, `strip` centred pills over a wide panel,
 * `underline` a row of underlined tabs over an open panel, `index` a ruled list right of the panel,
 * `folder` tabs fused to the top of the panel, `stepper` the teams as steps along a line.
 */
export const ROLE_LAYOUTS = ['rail', 'strip', 'underline', 'index', 'folder', 'stepper'] as const;
export type RoleLayout = (typeof ROLE_LAYOUTS)[number];

/** What a play looks like for one team: the surface it works in and its next step (a sample, not the hero's). */
const roleMove = z
  .object({
    surface: line(
      'Where the team meets the play: the list, record or plan it works in (the sample’s title bar).',
      { max: 40 },
    ),
    items: z
      .array(
        line('One line of that surface: names from the sample cast (site/samples.yaml), no figures.', {
          max: 44,
        }),
      )
      .min(2, 'needs at least two lines')
      .max(3, 'holds at most three lines')
      .describe('Two or three lines of the surface, as the team would see them.'),
    lit: z
      .number()
      .int()
      .min(0)
      .describe('Which line the signal changed (0 for the first): it is drawn in the signal’s amber.'),
    action: line('The team’s next step, written as the button it would press.', { max: 32 }),
  })
  .refine((move) => move.lit < move.items.length, {
    message: 'points at a line the surface does not have',
    path: ['lit'],
  })
  .describe(
    'The sample beside the tab’s words: what this play looks like for this team (never the hero’s sample).',
  );

/** A sample alert card (the tag decides its strategy and play), described for the editor. */
export const sampleAlert = alertCard.describe(
  'The sample alert: who engaged which competitor. Its tag decides whether it reads as offensive or defensive, and which play it starts.',
);

/** How many headline figures a customer story's file holds (undefined when there is no such story). */
/** The plays a customer story lists, or undefined when there is no such story. */
function storyPlays(id: string): string[] | undefined {
  const story = readRawCollection('caseStudies').find((entry) => entry.id === id);
  return story && Array.isArray(story.data.plays) ? story.data.plays.map(String) : undefined;
}

function storyFigureCount(id: string): number | undefined {
  const story = readRawCollection('caseStudies').find((entry) => entry.id === id);
  return story && Array.isArray(story.data.metrics) ? story.data.metrics.length : undefined;
}

/** The id a reference names, whichever reference rule produced it (Astro's or the Node reader's). */
function referencedId(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'id' in value) return String(value.id);
  return undefined;
}

/**
 * The customer-proof band: one figure of a customer story that fits the page, and one line on why it
 * matters to this page's reader. The figure, the customer's mark and the link come from the story itself
 * (case-studies.ts `proofBandFor`); a figure the story does not have stops the build here.
 */
export function proofBand<Extra extends z.ZodRawShape = Record<never, never>>(
  reference: Reference,
  extra?: Extra,
) {
  return z
    .object({
      ...(extra as Extra),
      caseStudy: referenceTo(reference, 'caseStudies', 'The customer story the band cites and links to.'),
      metric: z
        .number({ error: 'is the position of one of the story’s headline figures' })
        .int()
        .min(0)
        .describe(
          'Which of the story’s headline figures to show: 0 for the first, 1 for the second, 2 for the third.',
        ),
      line: prose(
        'Why the figure matters to this page’s reader, in one sentence; it sits beside the figure, so it does not repeat it.',
        { max: 220 },
      ),
    })
    .superRefine((value, context) => {
      // The base fields, whatever the page adds to them.
      const proof = value as unknown as { caseStudy: unknown; metric: number };
      const id = referencedId(proof.caseStudy);
      const count = id === undefined ? undefined : storyFigureCount(id);
      if (count !== undefined && proof.metric >= count)
        context.addIssue({
          code: 'custom',
          message: `the ${id} story has ${count} headline figures: 0 to ${count - 1}`,
          path: ['metric'],
        });
    })
    .describe('The customer-proof band under the hero.');
}

/** What surrounds the hero's sample alert: each kind draws a different artefact (issue 14). */
const SCENES = {
  'account-field': z
    .object({
      caption: line('One line on what the sample shows.', { max: 140 }),
      field: accountField.describe('The target accounts, the alert’s account lit among them.'),
      delivery: deliveryDetails.describe('The team-chat message the alert arrives in.'),
    })
    .describe('The field of target accounts with one surfacing, then the chat message it sent.'),
  email: z
    .object({
      caption: line('One line on what the sample shows.', { max: 140 }),
      timeline: dealTimeline,
      delivery: deliveryDetails.describe('The email the alert arrives in.'),
    })
    .describe('The lost deal’s timeline coming back to life, then the email to the account owner.'),
  'account-record': z
    .object({
      caption: line('One line on what the sample shows.', { max: 140 }),
      products: productSlots.describe('The customer’s products, and the slot it is filling elsewhere.'),
      record: crmRecord.describe('The CRM account record the alert flagged.'),
    })
    .describe(
      'The customer’s products with the open slot lit, the account record it flagged and the alert behind the flag (a strip across the page).',
    ),
  'opportunity-record': z
    .object({
      caption: line('One line on what the sample shows.', { max: 140 }),
      track: stageTrack.describe('The deal’s stage path, the competitor entering it.'),
      delivery: deliveryDetails
        .extend({ record: deliveryRecord.describe('The opportunity the alert lands on.') })
        .describe('The CRM opportunity record, with the alert inside it.'),
    })
    .describe(
      'The deal’s stage path with the competitor entering, then the record with the alert (across the page).',
    ),
  'renewal-record': z
    .object({
      caption: line('One line beside the alert’s Sample mark: what it shows.', { max: 140 }),
      record: crmRecord.describe(
        'The renewal record the alert flagged (its name and flag end the countdown; the role tabs show it whole).',
      ),
      countdown: renewalCountdown.describe(
        'The countdown to the renewal across the hero, the play’s steps along it.',
      ),
    })
    .describe(
      'On a dark stage: the alert beside the copy, then the countdown to the renewal across the page, from the signal through the play’s steps to the renewal date.',
    ),
  'pipeline-shift': z
    .object({
      caption: line('One line beside the Sample mark of the “with” side: the alert and the save plan.', {
        max: 140,
      }),
      pipeline: pipelineShift.describe(
        'The same accounts without early warning, as the left side shows them (its title is that side’s line beside the Sample mark); the “with” readings name the states the service would set.',
      ),
    })
    .describe(
      'Two sides of the copy: on the left the accounts without early warning, found too late; on the right the alert and the save plan it starts.',
    ),
} as const;

export type SceneKind = keyof typeof SCENES;
export const SCENE_KINDS = Object.keys(SCENES) as SceneKind[];

type SceneOf<K extends SceneKind> = { kind: K } & z.output<(typeof SCENES)[K]>;
export type UseCaseScene = { [K in SceneKind]: SceneOf<K> }[SceneKind];

/**
 * The scene, written as the editor stores a choice (`discriminant`: the kind, `value`: its fields), read
 * by the page as one object with its `kind`.
 */
const scene = z
  .discriminatedUnion(
    'discriminant',
    SCENE_KINDS.map((kind) =>
      z.object({
        discriminant: z.literal(kind).describe('The kind of scene.'),
        value: SCENES[kind],
      }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  )
  .transform(({ discriminant, value }) => ({ kind: discriminant, ...(value as object) }) as UseCaseScene)
  .describe('What stands around the sample alert: choose the kind, then fill in its parts.');

const role = z.object({
  id: z.enum(ROLE_IDS).describe('Which team the tab is for (fixed: it keys the tab).'),
  title: line('The tab’s name (the spec’s team names).', { max: 40 }),
  gist: line(
    'One line under the team’s name on its role card, when the page sets its tabs as a column of cards (`rail`): what the play gives this team. Screen readers hear it as the tab’s description.',
    { max: 48 },
  ).optional(),
  headline: line('The heading inside the tab.', { max: 120 }),
  description: prose('The paragraph under the heading.'),
  bulletPoints: z
    .array(line('One point, one line.', { max: 120 }))
    .length(3, 'has exactly three points')
    .describe('Three points (spec: each role section has three bullets).'),
  move: roleMove,
});

export function schemaForUseCase(reference: Reference) {
  return z
    .object({
      name: line('The page’s name in menus and lists, shown above the headline (the spec’s menu label).', {
        max: 40,
      }),
      blurb: line('One line under the name in “Explore other use cases”.', { max: 60 }),
      group: z
        .enum(USE_CASE_GROUPS)
        .describe('Offensive (win new revenue) or defensive (keep the revenue you have).'),
      order: z.number().int().min(1).describe('Where the page comes in lists of use cases: 1 first.'),
      meta: pageMeta,
      hero: hero
        .extend({
          alertCard: sampleAlert,
          scene,
          nextSteps: z
            .array(line('One step, one line.', { max: 140 }))
            .length(3, 'has three steps')
            .describe('What the playbook does once the alert fires, in order (three steps).'),
        })
        .describe('The top of the page: headline, buttons and the sample alert.'),
      proof: proofBand(reference, {
        form: z
          .enum(PROOF_FORMS)
          .default('band')
          .describe(
            'How the page sets its proof, each page its own: `band` a panel across the page under the hero, `quote` the story’s quote with the figure beside it under the hero, `card` a compact card under the FAQ’s heading.',
          ),
      })
        .optional()
        .describe(
          'The customer-proof band under the hero: only from a story whose team runs this page’s play (leave it out when none does).',
        ),
      roles: z
        .object({
          intro: sectionIntro.describe('The heading above the tabs.'),
          tabListLabel: line('What a screen reader calls the row of tabs.', { max: 40 }),
          arrangement: z
            .enum(ROLE_LAYOUTS)
            .describe(
              'How the tabs are arranged: rail, strip, underline, index, folder or stepper. Each use-case page has its own.',
            ),
          sections: z
            .array(role)
            .min(1)
            .refine((roles) => new Set(roles.map((item) => item.id)).size === roles.length, {
              message: 'names each team once',
            })
            .describe('One tab per team, in order; the first is open when the page loads.'),
        })
        .refine((roles) => roles.arrangement !== 'rail' || roles.sections.every((item) => item.gist), {
          message: 'a column of role cards (rail) gives every team its one line (gist)',
          path: ['sections'],
        })
        .describe('What each revenue team does with the signal.'),
      cta: ctaBlock.describe('The call-to-action block after the tabs.'),
      faq: z
        .object({
          intro: sectionIntro.describe('The heading above the questions.'),
          items: z.array(faqItem).min(1).describe('The questions and answers.'),
        })
        .describe('The questions buyers ask about this use case.'),
      closingCta: ctaBlock.describe('The call to action at the foot of the page.'),
    })
    .refine((page) => ALERT_RULES[page.hero.alertCard.tag].strategyType === page.group, {
      message:
        'the sample alert’s tag belongs to the other strategy: an offensive page shows a New Business, Closed Lost Revival or Upsell Opportunity alert, a defensive page an Open Opportunity, Renewal Risk or Churn Risk alert',
      path: ['hero', 'alertCard', 'tag'],
    })
    .superRefine((page, context) => {
      // A result is proof for this page only if the customer runs this page's play (issue 28).
      const id = page.proof ? referencedId(page.proof.caseStudy) : undefined;
      const plays = id === undefined ? undefined : storyPlays(id);
      if (plays && !plays.includes(page.hero.alertCard.play))
        context.addIssue({
          code: 'custom',
          message: `the ${id} story does not run this page’s play (${page.hero.alertCard.play}): cite a story that does, or leave the band out`,
          path: ['proof', 'caseStudy'],
        });
    });
}

export type UseCaseEntry = z.output<ReturnType<typeof schemaForUseCase>>;
export type UseCaseHero = UseCaseEntry['hero'];
export type UseCaseRole = UseCaseEntry['roles']['sections'][number];
export type ProofBandEntry = UseCaseEntry['proof'];

/** The words every use-case and persona page shares (pages/use-cases-and-personas.yaml). */
export const useCasesAndPersonasSchema = z.object({
  useCases: z
    .object({
      strategyLabels: z
        .object({
          offensive: line('Beside the name of an offensive use case (“Offensive strategy”).', { max: 40 }),
          defensive: line('Beside the name of a defensive use case.', { max: 40 }),
        })
        .describe('The strategy badge above each use-case headline.'),
      badgeLabels: z
        .object({
          offensive: line('On the card of an offensive use case (“Offensive”).', { max: 24 }),
          defensive: line('On the card of a defensive use case.', { max: 24 }),
        })
        .describe('The badge on each card of “Explore other use cases”.'),
      illustration: z
        .object({
          nextStepsLabel: line('The heading of the playbook’s next steps.', { max: 60 }),
          flaggedLabel: line('Above the alert behind a flagged CRM record.', { max: 60 }),
        })
        .describe('Labels of the hero’s sample (its mark is the samples’, site/samples.yaml).'),
      explore: sectionIntro.describe(
        '“Explore other use cases”: the other use-case pages, as a compact list.',
      ),
    })
    .describe('Use-case pages.'),
  personas: z
    .object({
      samples: personaSampleWords,
    })
    .describe('Persona pages.'),
});

export type UseCasesAndPersonas = z.output<typeof useCasesAndPersonasSchema>;
