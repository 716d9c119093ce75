/**
 * Shapes and shared copy of the use-case pages (spec §2 "Use-case pages"). Each page's copy lives in its
 * own module next to this one; index.ts lists them in site-map order.
 */

import { bookingCta } from '#src/content/ctas.ts';
import { deliveryCopy } from '#src/content/delivery.ts';
import type {
  CrmRecord,
  DeliveryDetails,
  DeliveryRecord,
  PipelineShift,
  RoutedOpportunity,
} from '#src/content/samples.ts';
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

/**
 * What surrounds the hero's sample alert, one kind per page (issue 14): the surface the alert arrives in
 * (a chat message, an email, the CRM record it flags) or the artefact beside it that shows what happens
 * next. `caption` says in one line what the sample shows.
 */
export type UseCaseScene =
  /** The team-chat message, then the opportunity the signal created and routed. */
  | { kind: 'chat-routed'; caption: string; delivery: DeliveryDetails; opportunity: RoutedOpportunity }
  /** The email to the account owner. */
  | { kind: 'email'; caption: string; delivery: DeliveryDetails }
  /** The CRM account record the alert flagged, the alert threaded under it. */
  | { kind: 'account-record'; caption: string; record: CrmRecord }
  /** The opportunity record in the CRM, the alert inside it. */
  | { kind: 'opportunity-record'; caption: string; delivery: DeliveryDetails & { record: DeliveryRecord } }
  /** The renewal record the alert flagged, side by side with it. */
  | { kind: 'renewal-record'; caption: string; record: CrmRecord }
  /** The before/after pipeline figure, the alert beside it. */
  | { kind: 'pipeline-shift'; caption: string; pipeline: PipelineShift };

export type UseCaseSceneKind = UseCaseScene['kind'];

export type UseCaseHero = Hero & {
  /** The sample alert shown beside the headline; its strategy matches the page's group. */
  alertCard: AlertCard;
  /** Where the alert arrives, or what stands beside it. */
  scene: UseCaseScene;
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

/** Copy every use-case page shares. */
export const useCaseShared = {
  strategyLabels: {
    offensive: 'Offensive strategy',
    defensive: 'Defensive strategy',
  } satisfies Record<UseCaseGroup, string>,
  badgeLabels: { offensive: 'Offensive', defensive: 'Defensive' } satisfies Record<UseCaseGroup, string>,
  illustration: {
    label: 'Sample',
    nextStepsLabel: 'What the playbook does next',
  },
  /** Copy of the surfaces a sample alert arrives in (components/mock/alert-delivery.tsx). */
  delivery: deliveryCopy,
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
