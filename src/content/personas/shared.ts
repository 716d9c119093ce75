/**
 * Shapes and shared copy of the persona pages (spec §2 "Persona pages"). Each page's copy lives in its own
 * module next to this one; index.ts lists them in site-map order.
 */

import type {
  CtaBlock,
  FaqItem,
  Hero,
  Metric,
  Objective,
  PageMetadata,
  SectionIntro,
} from '#src/content/types.ts';
import { siteConfig } from '#src/site.config.ts';

export { ctas } from '#src/content/use-cases/shared.ts';

export type PersonaPath = '/sales' | '/marketing' | '/revenue-operations' | '/customer-success';

export type PersonaHero = Hero & {
  /** Figures from the spec that matter to this audience, with a caption for the panel. */
  metricsLabel: string;
  metrics: readonly [Metric, Metric, Metric];
};

/** The spec's objective (title, description, sample alert card) plus two concrete outcomes. */
export type PersonaObjective = Objective & { highlights: readonly [string, string] };

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
  delivery: {
    app: siteConfig.name,
    teamChat: siteConfig.integrations.teamChat,
    salesCrm: siteConfig.integrations.salesCrm,
    channel: '#competitive-alerts',
    appBadge: 'App',
    chatActions: ['Open account', 'Start play'],
    emailFrom: `${siteConfig.name} alerts`,
    emailTo: 'To',
    emailSubject: 'Subject',
    /** The record an alert lands on, and the flag it sets (the spec's CRM concepts), by alert tag. */
    crm: {
      'New Business': { record: 'Account', flag: 'Target account' },
      'Open Opportunity': { record: 'Opportunity', flag: 'At-Risk' },
      'Closed Lost Revival': { record: 'Opportunity', flag: 'Win-Back' },
      'Upsell Opportunity': { record: 'Account', flag: 'Expansion Opportunity' },
      'Renewal Risk': { record: 'Renewal', flag: 'High Risk' },
      'Churn Risk': { record: 'Account', flag: 'Churn risk' },
    },
    crmCompetitor: 'Competitor',
    crmOwner: 'Owner',
  },
} as const;
