/**
 * Shapes and shared copy of the persona pages (spec §2 "Persona pages"). Each page's copy lives in its own
 * module next to this one; index.ts lists them in site-map order.
 */

import { deliveryCopy } from '#src/content/delivery.ts';
import type { RoutedOpportunity } from '#src/content/samples.ts';
import type {
  CtaBlock,
  FaqItem,
  Hero,
  Metric,
  Objective,
  PageMetadata,
  SectionIntro,
} from '#src/content/types.ts';

export { ctas } from '#src/content/use-cases/shared.ts';

export type PersonaPath = '/sales' | '/marketing' | '/revenue-operations' | '/customer-success';

export type PersonaHero = Hero & {
  /** Figures from the spec that matter to this audience, with a caption for the panel. */
  metricsLabel: string;
  metrics: readonly [Metric, Metric, Metric];
};

/** The spec's objective (title, description, sample alert card) plus two concrete outcomes. */
export type PersonaObjective = Objective & {
  highlights: readonly [string, string];
  /**
   * What the alert set off, shown under it when the objective is about that step: an objective about
   * routing shows the opportunity the signal created and routed.
   */
  routedOpportunity?: RoutedOpportunity;
};

export type PersonaContent = {
  path: PersonaPath;
  meta: PageMetadata;
  hero: PersonaHero;
  objectives: { intro: SectionIntro; items: readonly PersonaObjective[] };
  faq: { intro: SectionIntro; items: readonly [FaqItem, FaqItem, FaqItem] };
  closingCta: CtaBlock;
};

/** Copy every persona page shares. */
export const personaShared = {
  objectiveVisualLabel: 'Sample alert',
  /** Copy of the surfaces a sample alert arrives in (components/mock/alert-delivery.tsx). */
  delivery: deliveryCopy,
} as const;
