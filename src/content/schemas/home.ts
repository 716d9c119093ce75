/**
 * The home page (spec §2 "Home"), in the spec's order: the hero with its product visual, the logo strip,
 * the case-study teaser (anchor `case-studies`), the five-tab feature showcase with its sample mock-ups,
 * the six use-case cards, the product explainer, the before/after funnel, the integrations row, the FAQ
 * and the closing call to action.
 *
 * Customers are referenced, never typed: the logo strip names customer stories and owner facts, the
 * teaser's quote is the owner fact that holds it. The first showcase tab is the one selected on load.
 */
import { z } from 'astro/zod';
import { WORDMARK_DESIGNS } from './case-studies.ts';
import {
  cta,
  ctaBlock,
  faqItem,
  hero,
  href,
  line,
  lines,
  metric,
  pageMeta,
  prose,
  sectionIntro,
} from './fields.ts';
import { type Reference, referenceTo } from './index.ts';
import {
  alertCard,
  crmRecord,
  FUNNEL_STAGE_NAMES,
  funnelStage,
  funnelView,
  landscapeSummary,
  routedOpportunity,
  samplePlaybook,
} from './mock.ts';
import type { FACT_VALUE_KINDS, FactValueKind, OwnerFactEntry } from './owner-facts.ts';

/** What a showcase tab shows beside its copy: one of the spec's sample mock-ups (spec §3). */
const showcaseSample = z
  .discriminatedUnion('discriminant', [
    z.object({
      discriminant: z.literal('signals'),
      value: z
        .object({
          label: line('What screen readers call the group of alerts.'),
          alerts: z.array(alertCard).min(1).describe('The sample alerts, top to bottom.'),
        })
        .describe('Sample alerts.'),
    }),
    z.object({
      discriminant: z.literal('routing'),
      value: z
        .object({
          label: line('What screen readers call the mock-up.'),
          channelsLabel: line('The words before the list of places the alert arrives in.'),
          channels: lines('The places the alert arrives in, one each.'),
          alert: alertCard.describe('The alert.'),
          opportunity: routedOpportunity.describe('The opportunity it created and routed to its owner.'),
        })
        .describe('An alert, where it arrives and the opportunity it created.'),
    }),
    z.object({
      discriminant: z.literal('crm'),
      value: z
        .object({
          label: line('What screen readers call the group of records.'),
          records: z.array(crmRecord).min(1).describe('The enriched records, top to bottom.'),
        })
        .describe('Enriched CRM records.'),
    }),
    z.object({
      discriminant: z.literal('playbook'),
      value: z
        .object({ playbook: samplePlaybook.describe('The sample playbook card.') })
        .describe('A sample playbook.'),
    }),
    z.object({
      discriminant: z.literal('landscape'),
      value: z
        .object({ summary: landscapeSummary.describe('The sample landscape summary card.') })
        .describe('A sample landscape summary.'),
    }),
  ])
  .describe(
    'The mock-up beside the copy: alerts, an alert and its routed opportunity, CRM records, a playbook or a landscape summary.',
  );

const showcaseItem = z.object({
  id: z
    .string({ error: 'is required' })
    .regex(/^[a-z]+$/, 'is lowercase letters only (signals)')
    .describe(
      'A short name of lowercase letters for the tab (signals); the page uses it, visitors never see it.',
    ),
  label: line('The tab’s words.', { max: 40 }),
  title: line('The panel’s heading: the feature, as the spec names it.', { max: 100 }),
  description: prose('The panel’s paragraph.'),
  points: lines('The ticked points under the paragraph, one line each.'),
  sample: showcaseSample,
});

export const USE_CASE_ICONS = [
  'hunt',
  'revive',
  'expand',
  'protect-deals',
  'protect-renewals',
  'churn',
] as const;

const useCaseCard = z.object({
  href: href('The use-case page the card opens (/hunt-new-opportunities).'),
  label: line('The card’s title.', { max: 60 }),
  blurb: line('The line under the title.', { max: 120 }),
  icon: z.enum(USE_CASE_ICONS).describe('The drawing on the card.'),
});

const EXPLAINER_ICONS = ['listen', 'watch', 'alert', 'act'] as const;

const explainerStep = z.object({
  icon: z.enum(EXPLAINER_ICONS).describe('The drawing of the step: listen, watch, alert or act.'),
  title: line('The step’s title.', { max: 80 }),
  description: prose('What happens in this step.'),
  tags: lines('Small labels under the step.'),
});

const integration = z.object({
  kind: line('What kind of tool it is (“Sales CRM”).', { max: 40 }),
  name: line('The tool; write $salesCrm$, $marketingCrm$ or $teamChat$ so it follows the owner fact.'),
  description: prose('What the integration does, in a sentence.'),
});

/** The first id that appears twice in a list, if any. */
function firstRepeat(values: readonly string[]): string | undefined {
  return values.find((value, index) => values.indexOf(value) !== index);
}

export function homeSchema(reference: Reference) {
  return z.object({
    meta: pageMeta,
    hero: hero
      .extend({
        highlights: lines('Short proof points under the buttons, one line each.'),
        visual: z
          .object({
            label: line('What screen readers call the illustration.'),
            record: crmRecord.describe('The CRM record the alert enriched.'),
            alert: alertCard.describe('The alert laid over the record.'),
          })
          .describe('The product illustration beside the headline.'),
      })
      .describe('The top of the page.'),
    logos: z
      .object({
        headline: line('The line above the marks.', { max: 100 }),
        caseStudies: z
          .array(
            referenceTo(
              reference,
              'caseStudies',
              'A customer story: its company’s name is drawn as the story’s wordmark says.',
            ),
          )
          .min(1, 'names at least one customer story')
          .describe('The customers with a story, in the order shown.'),
        others: z
          .array(
            z.object({
              company: referenceTo(
                reference,
                'ownerFacts',
                'The owner fact naming the customer (fifth-logo).',
              ),
              wordmark: z
                .enum(WORDMARK_DESIGNS)
                .describe('How the site draws its name (each mark on the page a different design).'),
            }),
          )
          .default([])
          .describe('Customers without a story of their own, shown after those with one.'),
      })
      .describe('The strip of customer marks under the hero.'),
    caseStudy: sectionIntro
      .extend({
        caseStudy: referenceTo(
          reference,
          'caseStudies',
          'The customer story whose mark stands beside the quote (the quote must come from its company).',
        ),
        quote: referenceTo(
          reference,
          'ownerFacts',
          'The owner fact holding the quote, the role of the person quoted and their company (quote-home-teaser).',
        ),
        metrics: z
          .array(metric)
          .length(2, 'has two figures')
          .describe('The two figures beside the quote, exactly as the customer gave them.'),
        link: cta.describe('The link under the figures.'),
      })
      .describe('The customer story teaser (the page’s #case-studies).'),
    showcase: sectionIntro
      .extend({
        tabsLabel: line('What screen readers call the row of tabs.'),
        items: z
          .array(showcaseItem)
          .min(1)
          .superRefine((items, context) => {
            const repeated = firstRepeat(items.map((item) => item.id));
            if (repeated) context.addIssue({ code: 'custom', message: `two tabs have the id "${repeated}"` });
          })
          .describe('The tabs, left to right; the first is open when the page loads.'),
      })
      .describe('The product tour: one tab per feature.'),
    useCases: sectionIntro
      .extend({
        linkLabel: line('The words at the foot of each card (“Explore”).', { max: 30 }),
        groups: z
          .array(
            z.object({
              strategy: z.enum(['offensive', 'defensive']).describe('Offense or defense (sets the colour).'),
              title: line('The group’s heading.', { max: 60 }),
              cards: z.array(useCaseCard).min(1).describe('The use cases of the group.'),
            }),
          )
          .min(1)
          .describe('The use cases, in groups.'),
      })
      .describe('The use-case cards.'),
    explainer: sectionIntro
      .extend({
        stepLabel: line('The word screen readers say before each step’s number (“Step”).', { max: 20 }),
        steps: z.array(explainerStep).min(2).describe('The steps, in order.'),
      })
      .describe('How the product works.'),
    funnel: sectionIntro
      .extend({
        stages: z
          .array(funnelStage)
          .length(FUNNEL_STAGE_NAMES.length, 'has the four stages')
          .refine((stages) => stages.every((stage, index) => stage.name === FUNNEL_STAGE_NAMES[index]), {
            message: `lists the stages in the order ${FUNNEL_STAGE_NAMES.join(', ')}`,
          })
          .describe('The funnel’s stages and their widths.'),
        before: funnelView.describe('The funnel as a team sees it without the service.'),
        after: funnelView.describe('The funnel as a team sees it with the service.'),
        legend: prose('What the bar widths mean, read by screen readers.'),
        tableCaption: line('The caption of the table screen readers read instead of the chart.'),
        weightLabel: line('The table’s column heading for the stage widths.'),
      })
      .describe('The before/after funnel.'),
    integrations: sectionIntro
      .extend({
        items: z.array(integration).min(1).describe('The tools, left to right.'),
        api: z
          .object({
            title: line('The API’s name.'),
            description: prose('What the API offers, one sentence.'),
          })
          .describe('The line under the tools about the API.'),
      })
      .describe('The integrations row.'),
    faq: sectionIntro
      .extend({ items: z.array(faqItem).min(1).describe('The questions and answers.') })
      .describe('The questions at the foot of the page.'),
    cta: ctaBlock.describe('The closing call to action.'),
  });
}

export type HomeContent = z.output<ReturnType<typeof homeSchema>>;
export type HomeHeroContent = HomeContent['hero'];
export type ShowcaseItem = HomeContent['showcase']['items'][number];
export type ShowcaseSample = ShowcaseItem['sample'];
export type UseCaseGroupContent = HomeContent['useCases']['groups'][number];
export type UseCaseIcon = (typeof USE_CASE_ICONS)[number];
export type ExplainerStep = HomeContent['explainer']['steps'][number];
export type IntegrationItem = HomeContent['integrations']['items'][number];

/**
 * The value of an owner fact the page references, when it is of the kind the page needs (the teaser needs
 * a quote, the logo strip a company). A fact of another kind stops the build, naming its file.
 */
export function factValueOfKind<K extends FactValueKind>(
  id: string,
  fact: Pick<OwnerFactEntry, 'value'>,
  kind: K,
): z.output<(typeof FACT_VALUE_KINDS)[K]> {
  if (fact.value.discriminant !== kind)
    throw new Error(
      `src/content/pages/home.yaml names the owner fact "${id}", which holds a ${String(fact.value.discriminant)}: it needs a ${kind} (src/content/owner-facts/${id}.yaml)`,
    );
  return fact.value.value as z.output<(typeof FACT_VALUE_KINDS)[K]>;
}
