/**
 * Shapes the components and the head take as props, named as the spec names them (§3). The content's own
 * shapes are the schemas' (content/schemas/); these are the props components share.
 */

import type { StructuredData } from '#src/lib/structured-data.ts';

/** JSON-LD object (schema.org, typed by schema-dts): build it with the helpers in lib/structured-data.ts. */
export type { StructuredData };

/** Spec §3 "Page metadata". */
export type PageMetadata = {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Site path or absolute URL of a 1200×630 social image. */
  ogImage?: string;
  ogImageAlt?: string;
  ogType?: 'website' | 'article';
  /** Absolute canonical URL; defaults to the production origin plus the page's path. */
  canonical?: string;
  noindex?: boolean;
  structuredData?: StructuredData | readonly StructuredData[];
  /** A feed the page advertises with <link rel="alternate"> (the blog pages). */
  feed?: { title: string; path: string };
};

/** A link with its text: a call to action. */
export type Cta = { label: string; href: string };

/** Spec §3 "FAQ item". */
export type FaqItem = { question: string; answer: string };

/** Spec §3 "Alert card": the tags, account statuses and play labels it may carry (defined with its schema). */
export {
  ACCOUNT_STATUSES,
  type AccountStatus,
  ALERT_PLAYS,
  ALERT_TAGS,
  type AlertPlay,
  type AlertTag,
  type StrategyType,
} from './schemas/mock.ts';

import type { AccountStatus, AlertPlay, AlertTag, StrategyType } from './schemas/mock.ts';

/**
 * Spec §3 "Alert card". `name` is the contact who engaged the competitor and `title` their job title;
 * `account` is their company. `accountDetails[0]` is the account owner's handle (e.g. '@jordan.ae').
 * `play` is the play label shown as the automated response; the spec calls this field `accountOwner`,
 * a misnomer (it holds a play, not an owner). Build cards with `alertCard` (alerts.ts): `strategyType`
 * and `play` follow from the tag.
 */
export type AlertCard = {
  name: string;
  title: string;
  tag: AlertTag;
  strategyType: StrategyType;
  description: string;
  account: string;
  competitor: string;
  accountStatus: AccountStatus;
  accountDetails: readonly [ownerHandle: string, ...details: string[]];
  /** Spec name: `accountOwner`. */
  play: AlertPlay;
  size?: 'full' | 'compact';
};

/** A titled block of copy with an optional call to action (CTA sections, closing sections). */
export type CtaBlock = {
  headline: string;
  description: string;
  primaryCta: Cta;
  secondaryCta?: Cta;
};

/** A heading with an optional eyebrow and intro paragraph, for section headers. */
export type SectionIntro = { eyebrow?: string; headline: string; description?: string };

/** A metric as shown on case studies and teasers: the figure exactly as the spec gives it. */
export type Metric = { value: string; label: string };
