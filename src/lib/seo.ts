/**
 * Page metadata in one place (spec §3 "Page metadata"): the site defaults and the title template live
 * here; each page supplies only what differs. Nothing here mutates the defaults.
 */
import type { PageMetadata } from '#src/content/types.ts';
import { absoluteUrl, siteConfig } from '#src/site.config.ts';
import { findRoute } from '#src/site-map.ts';
import { ogImagePath } from './og-path';
import { formatTitle } from './page-metadata';
import { serializeJsonLd, siteJsonLd, urlOn } from './structured-data';

/** Where crawlers find the sitemap (@astrojs/sitemap writes the index and its parts: integrations/sitemap.ts). */
export const SITEMAP_PATH = '/sitemap-index.xml';

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
  /** A feed to advertise with <link rel="alternate" type="application/rss+xml">. */
  feed: { title: string; href: string } | undefined;
  /** Serialised JSON-LD blocks (lib/structured-data.ts), safe to place inside a <script> element. */
  jsonLd: string[];
};

// The title rule (limits and brand suffix) lives with the metadata schema.
export { formatTitle, MAX_TITLE_LENGTH } from './page-metadata';

/** The canonical URL of a path: the production origin plus the path, no trailing slash except for "/". */
export function canonicalUrl(path: string): string {
  return urlOn(siteConfig.url, path);
}

function toAbsolute(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : absoluteUrl(pathOrUrl);
}

/** A social image's alt text: the page's title after the brand, unless the title names the brand already. */
function brandedAlt(title: string): string {
  return title.includes(siteConfig.name) ? title : `${siteConfig.name}: ${title}`;
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
    meta.ogImageAlt ?? (ownImage || meta.ogImage ? brandedAlt(meta.title) : DEFAULT_OG_IMAGE.alt);
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
    feed: meta.feed ? { title: meta.feed.title, href: meta.feed.path } : undefined,
    jsonLd: [...siteJsonLd(), ...pageData].map(serializeJsonLd),
  };
}
