/**
 * Content shapes, named as the spec names them (§3). Content modules export plain objects checked with
 * `satisfies`; components take these shapes as props.
 */

/** JSON-LD object (schema.org), serialised into a <script type="application/ld+json">. */
export type StructuredData = { '@context'?: string; '@type': string | string[]; [key: string]: unknown };

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
};

/** Spec §3 "Hero content". */
export type Cta = { label: string; href: string };

export type Hero = {
  eyebrow?: string;
  headline: string;
  description: string;
  primaryCta: Cta;
  secondaryCta?: Cta;
};

/** Spec §3 "FAQ item". */
export type FaqItem = { question: string; answer: string };
