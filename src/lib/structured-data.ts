/**
 * Every JSON-LD block the site emits (issue 8), built here and nowhere else. Each builder is a pure
 * function of plain inputs (site facts from the config, page facts from a content module) and returns a
 * schema-dts typed object, so a misspelt property or a wrong value type fails the type check.
 *
 * What goes where:
 * - Organization + WebSite: every page (the layout adds them through `buildHead`).
 * - SoftwareApplication with an Offer and an AggregateRating: /pricing only, from the same numbers the
 *   page shows. No rating on the Organization (Google ignores self-serving ratings there).
 * - BlogPosting: the article. BreadcrumbList: the case studies.
 * - No FAQPage: FAQ rich results are gone for sites like this one.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  Organization,
  SoftwareApplication,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { company } from '#src/content/company.ts';
import { siteConfig } from '#src/site.config.ts';
import { ogImagePath } from './og-path';

/** A JSON-LD object with its @context, serialised into a <script type="application/ld+json">. */
export type StructuredData = WithContext<Thing>;

/** The site facts the builders read; `siteConfig` by default, anything of the same shape in tests. */
export type SiteFacts = {
  name: string;
  legalName: string;
  /** Production origin, no trailing slash. */
  url: string;
  email: { support: string };
  social: Readonly<Record<string, string>>;
  founder: { name: string; title: string };
  postalAddress: { street: string; city: string; region: string; postalCode: string };
};

/** The site's own facts: the config and the company's owner facts. */
const siteFacts: SiteFacts = { ...siteConfig, ...company };

const CONTEXT = 'https://schema.org' as const;
const LANGUAGE = 'en-US';
/** Square logo, at least 112×112 as Google asks. */
const LOGO_PATH = '/favicon-512.png';

/** Absolute URL of a site path (or an absolute URL, unchanged) on the given origin; no trailing slash but "/". */
export function urlOn(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  const clean = pathOrUrl.replace(/\.html$/, '').replace(/\/index$/, '/');
  const normalised = clean.length > 1 ? clean.replace(/\/+$/, '') : '/';
  return normalised === '/' ? `${origin}/` : `${origin}${normalised}`;
}

/** The @id every other block uses to point at the Organization. */
export function organizationId(site: Pick<SiteFacts, 'url'> = siteConfig): string {
  return `${site.url}/#organization`;
}

export function websiteId(site: Pick<SiteFacts, 'url'> = siteConfig): string {
  return `${site.url}/#website`;
}

/** JSON for a <script type="application/ld+json">, with `<` escaped so no content can close the element. */
export function serializeJsonLd(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The company: name, URL, logo, profiles (sameAs), contact and address. Never a rating. */
export function organizationJsonLd(site: SiteFacts = siteFacts): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.name,
    legalName: site.legalName,
    url: urlOn(site.url, '/'),
    logo: urlOn(site.url, LOGO_PATH),
    email: site.email.support,
    sameAs: Object.values(site.social),
    founder: { '@type': 'Person', name: site.founder.name, jobTitle: site.founder.title },
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.postalAddress.street,
      addressLocality: site.postalAddress.city,
      addressRegion: site.postalAddress.region,
      postalCode: site.postalAddress.postalCode,
      addressCountry: 'US',
    },
  };
}

/** The site itself, published by the Organization. */
export function websiteJsonLd(site: SiteFacts = siteFacts): WithContext<WebSite> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': websiteId(site),
    name: site.name,
    url: urlOn(site.url, '/'),
    publisher: { '@id': organizationId(site) },
    inLanguage: LANGUAGE,
  };
}

/** The blocks every page carries, in order. */
export function siteJsonLd(site: SiteFacts = siteFacts): StructuredData[] {
  return [organizationJsonLd(site), websiteJsonLd(site)];
}

export type SoftwareApplicationInput = {
  name: string;
  description: string;
  /** Site path of the page that shows the price (/pricing). */
  path: string;
  offer: {
    name: string;
    /** The recurring price per month, as a number (2000, shown as "$2,000/month"). */
    pricePerMonth: number;
    /** ISO 4217 code. */
    currency: string;
  };
  /** The aggregate rating the page shows; left out while it is not shown (an unconfirmed owner fact). */
  rating?: { value: number; count: number; best: number } | undefined;
};

/**
 * The product as sold on /pricing: a web business application, one Offer billed per month (a
 * UnitPriceSpecification whose reference quantity is one month, UN/CEFACT code MON) and the aggregate
 * rating the page shows.
 */
export function softwareApplicationJsonLd(
  input: SoftwareApplicationInput,
  site: Pick<SiteFacts, 'url'> = siteConfig,
): WithContext<SoftwareApplication> {
  const url = urlOn(site.url, input.path);
  const { pricePerMonth, currency } = input.offer;
  return {
    '@context': CONTEXT,
    '@type': 'SoftwareApplication',
    '@id': `${url}#software`,
    name: input.name,
    description: input.description,
    url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    publisher: { '@id': organizationId(site) },
    offers: [
      {
        '@type': 'Offer',
        name: input.offer.name,
        url,
        price: pricePerMonth,
        priceCurrency: currency,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: pricePerMonth,
          priceCurrency: currency,
          unitCode: 'MON',
          unitText: 'month',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON', unitText: 'month' },
        },
      },
    ],
    ...(input.rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: input.rating.value,
        ratingCount: input.rating.count,
        bestRating: input.rating.best,
        worstRating: 1,
      },
    }),
  };
}

/** One step of a breadcrumb trail: the visible name and the site path it links to. */
export type BreadcrumbStep = { name: string; path: string };

/** A trail of site paths, first step first; positions start at 1. */
export function breadcrumbJsonLd(
  steps: readonly BreadcrumbStep[],
  site: Pick<SiteFacts, 'url'> = siteConfig,
): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: urlOn(site.url, step.path),
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
  /** Site path or absolute URL of the article image; the route's own social image when omitted. */
  image?: string;
  keywords?: readonly string[];
};

/**
 * An article: headline, a Person author, both dates, an absolute image URL (the route's 1200×630 social
 * image), the publisher (the site's Organization, by @id, named, with its logo) and the page it is the
 * main entity of.
 */
export function blogPostingJsonLd(
  input: BlogPostingInput,
  site: Pick<SiteFacts, 'url' | 'name'> = siteConfig,
): WithContext<BlogPosting> {
  const url = urlOn(site.url, input.path);
  const routePath = url.slice(site.url.length) || '/';
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [urlOn(site.url, input.image ?? ogImagePath(routePath))],
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: {
      '@type': 'Person',
      name: input.author.name,
      ...(input.author.jobTitle ? { jobTitle: input.author.jobTitle } : {}),
      worksFor: { '@id': organizationId(site) },
    },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(site),
      name: site.name,
      logo: { '@type': 'ImageObject', url: urlOn(site.url, LOGO_PATH) },
    },
    inLanguage: LANGUAGE,
    ...(input.keywords && input.keywords.length > 0 ? { keywords: input.keywords.join(', ') } : {}),
  };
}
