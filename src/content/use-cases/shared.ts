/**
 * Shapes and shared copy of the use-case pages (spec §2 "Use-case pages"). Each page's copy lives in its
 * own module next to this one; index.ts lists them in site-map order.
 */

import { bookingCta } from '#src/content/ctas.ts';
import type {
  AlertCard,
  Cta,
  CtaBlock,
  FaqItem,
  Hero,
  PageMetadata,
  RoleSection,
  SectionIntro,
} from '#src/content/types.ts';
import { siteConfig } from '#src/site.config.ts';
import type { UseCaseGroup } from '#src/site-map.ts';

export type UseCasePath =
  | '/hunt-new-opportunities'
  | '/revive-closed-lost'
  | '/flag-expansion-opportunities'
  | '/win-open-deals'
  | '/defend-customer-base'
  | '/predict-prevent-churn';

export type UseCaseRoleId = 'sales' | 'marketing' | 'revenue-operations' | 'customer-success';

/** One role tab: the spec's role section plus a stable id for the tab. */
export type UseCaseRole = RoleSection & { id: UseCaseRoleId };

export type UseCaseHero = Hero & {
  /** The sample alert shown beside the headline; its strategy matches the page's group. */
  alertCard: AlertCard;
  /** What the playbook does once the alert fires, in order. */
  nextSteps: readonly [string, string, string];
};

export type UseCaseContent = {
  path: UseCasePath;
  meta: PageMetadata;
  hero: UseCaseHero;
  roles: {
    intro: SectionIntro;
    /** Accessible name of the tab list. */
    tabListLabel: string;
    sections: readonly [UseCaseRole, UseCaseRole, UseCaseRole, UseCaseRole];
  };
  cta: CtaBlock;
  faq: { intro: SectionIntro; items: readonly [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, FaqItem] };
  closingCta: CtaBlock;
};

/** The calls to action of both page families; every one leads to the scheduling page. */
export const ctas = {
  bookDemo: bookingCta('Book a demo'),
  talkToExpert: bookingCta('Talk to an expert'),
  chat: bookingCta("Let's chat here"),
} as const satisfies Record<string, Cta>;

const { teamChat, salesCrm } = siteConfig.integrations;

/** Copy every use-case page shares. */
export const useCaseShared = {
  strategyLabels: {
    offensive: 'Offensive strategy',
    defensive: 'Defensive strategy',
  } satisfies Record<UseCaseGroup, string>,
  badgeLabels: { offensive: 'Offensive', defensive: 'Defensive' } satisfies Record<UseCaseGroup, string>,
  illustration: {
    label: 'Sample alert',
    channels: [teamChat, 'Email', salesCrm],
    nextStepsLabel: 'What the playbook does next',
  },
  explore: {
    eyebrow: 'Use cases',
    headline: 'Explore other use cases',
    description:
      'The same stakeholder signals power three offensive plays and three defensive ones. Start with the one closest to your biggest revenue leak and add the rest once alerts are flowing.',
  } satisfies SectionIntro,
  exploreHelp: {
    headline: 'Not sure where to start?',
    description: 'Tell us where revenue slips away today and we will map the first play with you.',
    cta: ctas.talkToExpert,
  },
} as const;

/** A link to a use-case page, as the 'Explore other use cases' section lists it. */
export type UseCaseLink = { path: UseCasePath; label: string; blurb: string; group: UseCaseGroup };
