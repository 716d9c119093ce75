/**
 * Page metadata in one place (spec §3 "Page metadata"): the site defaults and the title template live
 * here; each page supplies only what differs. Nothing here mutates the defaults.
 */
import type { PageMetadata, StructuredData } from '~/content/types';
import { absoluteUrl, siteConfig } from '~/site.config';
import { findRoute } from '~/site-map';
import { ogImagePath } from './og-path';

export const DEFAULT_OG_IMAGE = {
  path: '/og/default.png',
  width: 1200,
  height: 630,
  alt: `${siteConfig.name}: relationship-based competitive intelligence for revenue teams`,
} as const;

export type HeadTags = {
  title: string;
  description: string;
  keywords: string | undefined;
  canonical: string;
  robots: string | undefined;
  openGraph: {
    type: 'website' | 'article';
    title: string;
    description: string;
    url: string;
    siteName: string;
    locale: string;
    image: string;
    imageAlt: string;
    imageWidth: number;
    imageHeight: number;
  };
  twitter: {
    card: 'summary_large_image';
    title: string;
    description: string;
    image: string;
    imageAlt: string;
  };
  /** Serialised JSON-LD blocks, safe to place inside a <script> element. */
  jsonLd: string[];
};

/** Longest <title> search results show in full; the brand suffix is dropped rather than cut off. */
export const MAX_TITLE_LENGTH = 60;

/**
 * "Pricing" → "Pricing | Countermove". A title that already names the brand is kept as is, and so is one
 * that would pass 60 characters with the suffix (the article headline, for example).
 */
export function formatTitle(title: string, brand: string = siteConfig.name): string {
  const branded = `${title} | ${brand}`;
  return title.includes(brand) || branded.length > MAX_TITLE_LENGTH ? title : branded;
}

/** The canonical URL of a path: the production origin plus the path, no trailing slash except for "/". */
export function canonicalUrl(path: string): string {
  const clean = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  const normalised = clean.length > 1 ? clean.replace(/\/+$/, '') : '/';
  return absoluteUrl(normalised || '/');
}

function toAbsolute(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : absoluteUrl(pathOrUrl);
}

/** JSON for a <script type="application/ld+json">, with `<` escaped so no content can close the element. */
export function serializeJsonLd(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function organizationJsonLd(): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteConfig.url}/#organization`,
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: `${siteConfig.url}/`,
    logo: absoluteUrl('/favicon-512.png'),
    email: siteConfig.email.support,
    sameAs: Object.values(siteConfig.social),
    address: {
      '@type': 'PostalAddress',
      streetAddress: siteConfig.postalAddress.street,
      addressLocality: siteConfig.postalAddress.city,
      addressRegion: siteConfig.postalAddress.region,
      postalCode: siteConfig.postalAddress.postalCode,
      addressCountry: 'US',
    },
  };
}

export function websiteJsonLd(): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteConfig.url}/#website`,
    name: siteConfig.name,
    url: `${siteConfig.url}/`,
    publisher: { '@id': `${siteConfig.url}/#organization` },
    inLanguage: 'en-US',
  };
}

/** Everything the <head> needs for one page. */
export function buildHead(meta: PageMetadata, path: string): HeadTags {
  const title = formatTitle(meta.title);
  const canonical = meta.canonical ?? canonicalUrl(path);
  // Every site-map route has its own drawn social image (lib/og-image.ts); anything else uses the default.
  const routePath = canonical.slice(siteConfig.url.length) || '/';
  const ownImage = !meta.noindex && findRoute(routePath) !== undefined;
  const image = toAbsolute(meta.ogImage ?? (ownImage ? ogImagePath(routePath) : DEFAULT_OG_IMAGE.path));
  const imageAlt =
    meta.ogImageAlt ??
    (ownImage || meta.ogImage ? `${siteConfig.name}: ${meta.title}` : DEFAULT_OG_IMAGE.alt);
  const pageData = meta.structuredData === undefined ? [] : [meta.structuredData].flat();

  return {
    title,
    description: meta.description,
    keywords: meta.keywords && meta.keywords.length > 0 ? meta.keywords.join(', ') : undefined,
    canonical,
    robots: meta.noindex ? 'noindex, follow' : undefined,
    openGraph: {
      type: meta.ogType ?? 'website',
      title,
      description: meta.description,
      url: canonical,
      siteName: siteConfig.name,
      locale: siteConfig.locale,
      image,
      imageAlt,
      imageWidth: DEFAULT_OG_IMAGE.width,
      imageHeight: DEFAULT_OG_IMAGE.height,
    },
    twitter: { card: 'summary_large_image', title, description: meta.description, image, imageAlt },
    jsonLd: [organizationJsonLd(), websiteJsonLd(), ...pageData].map(serializeJsonLd),
  };
}

/** One step of a breadcrumb trail: the visible name and the site path it links to. */
export type BreadcrumbStep = { name: string; path: string };

/** schema.org BreadcrumbList for a trail of site paths, first step first; positions start at 1. */
export function breadcrumbJsonLd(steps: readonly BreadcrumbStep[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: canonicalUrl(step.path),
    })),
  };
}

export type BlogPostingInput = {
  headline: string;
  description: string;
  /** Site path of the article. */
  path: string;
  author: { name: string; jobTitle?: string };
  /** ISO dates (YYYY-MM-DD or a full timestamp). */
  datePublished: string;
  dateModified?: string;
  /** Site path or absolute URL of the article image; the site's default social image when omitted. */
  image?: string;
  keywords?: readonly string[];
};

/**
 * schema.org BlogPosting: headline, author (a Person), dates, an absolute image URL, the publisher (the
 * site's Organization, referenced by its @id and named) and the page it is the main entity of.
 */
export function blogPostingJsonLd(input: BlogPostingInput): StructuredData {
  const url = canonicalUrl(input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [toAbsolute(input.image ?? DEFAULT_OG_IMAGE.path)],
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: {
      '@type': 'Person',
      name: input.author.name,
      ...(input.author.jobTitle ? { jobTitle: input.author.jobTitle } : {}),
      worksFor: { '@id': `${siteConfig.url}/#organization` },
    },
    publisher: {
      '@type': 'Organization',
      '@id': `${siteConfig.url}/#organization`,
      name: siteConfig.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon-512.png') },
    },
    inLanguage: 'en-US',
    ...(input.keywords && input.keywords.length > 0 ? { keywords: input.keywords.join(', ') } : {}),
  };
}
