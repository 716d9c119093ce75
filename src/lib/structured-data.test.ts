import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { about } from '#src/content/about.ts';
import { articleMeta, blogIndex } from '#src/content/blog.ts';
import { bookTime } from '#src/content/book-time.ts';
import { caseStudies } from '#src/content/case-studies.ts';
import { company } from '#src/content/company.ts';
import { readCollection, readEntry, readSingleton } from '#src/content/loaders/read.ts';
import { security } from '#src/content/security.ts';
import type { PageMetadata } from '#src/content/types.ts';
import { siteConfig } from '#src/site.config.ts';
import { siteRoutes } from '#src/site-map.ts';
import { metadataIssues } from './page-metadata';
import { buildHead } from './seo';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  type StructuredData,
  serializeJsonLd,
  siteJsonLd,
  softwareApplicationJsonLd,
  websiteJsonLd,
} from './structured-data';

type Json = Record<string, unknown> & { '@type': string };

/** What a crawler reads: the serialised block, parsed back. */
const parse = (data: StructuredData): Json => JSON.parse(serializeJsonLd(data));

/** Properties each type needs for its rich result or knowledge panel. */
const REQUIRED: Record<string, readonly string[]> = {
  Organization: ['@id', 'name', 'url', 'logo', 'sameAs'],
  WebSite: ['@id', 'name', 'url', 'publisher'],
  SoftwareApplication: ['name', 'offers', 'applicationCategory', 'operatingSystem', 'url'],
  BlogPosting: [
    'headline',
    'author',
    'datePublished',
    'dateModified',
    'image',
    'publisher',
    'mainEntityOfPage',
  ],
  BreadcrumbList: ['itemListElement'],
};

function expectValid(block: Json): void {
  expect(block['@context']).toBe('https://schema.org');
  const required = REQUIRED[block['@type']];
  expect(required, `a known @type (${block['@type']})`).toBeDefined();
  for (const property of required ?? []) {
    expect(block[property], `${block['@type']}.${property}`).toBeDefined();
  }
}

const pricing = readSingleton('pricing');
const ratingFact = readEntry('ownerFacts', 'rating').data;
const ratingValue = ratingFact.value.value as { value: number; count: number; best: number };
/** As the /pricing shell builds it: the rating only once its owner fact is confirmed. */
const pricingApp = parse(
  softwareApplicationJsonLd({
    name: siteConfig.name,
    description: pricing.offer.description,
    path: '/pricing',
    offer: pricing.offer,
    rating: ratingFact.confirmed ? ratingValue : undefined,
  }),
);
const articleFacts = {
  title: 'See, track, and act on competitive opportunities',
  description: 'An article.',
  keywords: ['competitive intelligence'],
  author: 'founder',
  published: new Date('2025-10-14'),
} as const;
const article = articleMeta(articleFacts, '/blog/competitive-blind-spot');

describe('Organization and WebSite', () => {
  const organization = parse(organizationJsonLd());
  const website = parse(websiteJsonLd());

  it('carry the required properties and parse as JSON', () => {
    expectValid(organization);
    expectValid(website);
  });

  it('name the company from the config: URL, logo, profiles', () => {
    expect(organization).toMatchObject({
      '@type': 'Organization',
      '@id': `${siteConfig.url}/#organization`,
      name: siteConfig.name,
      url: `${siteConfig.url}/`,
      logo: `${siteConfig.url}/favicon-512.png`,
      sameAs: Object.values(company.social),
    });
    expect(organization.founder).toMatchObject({ '@type': 'Person', name: company.founder.name });
  });

  it('never carries a rating or reviews on the Organization', () => {
    expect(organization.aggregateRating).toBeUndefined();
    expect(organization.review).toBeUndefined();
  });

  it('link the WebSite to the Organization by @id', () => {
    expect(website).toMatchObject({ name: siteConfig.name, publisher: { '@id': organization['@id'] } });
  });

  it('follow the site facts they are given', () => {
    const other = parse(
      organizationJsonLd({
        ...siteConfig,
        ...company,
        url: 'https://staging.example.com',
        social: { x: 'https://x.com/a' },
      }),
    );
    expect(other).toMatchObject({
      url: 'https://staging.example.com/',
      logo: 'https://staging.example.com/favicon-512.png',
      sameAs: ['https://x.com/a'],
    });
  });
});

describe('SoftwareApplication (/pricing)', () => {
  it('is a web business application with the required properties', () => {
    expect(pricingApp['@context']).toBe('https://schema.org');
    expect(pricingApp).toMatchObject({
      '@type': 'SoftwareApplication',
      name: siteConfig.name,
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      url: `${siteConfig.url}/pricing`,
    });
  });

  it('offers 2000 USD per month, as the page shows', () => {
    const offers = pricingApp.offers as Json[];
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      '@type': 'Offer',
      price: 2000,
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 2000,
        priceCurrency: 'USD',
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
    });
  });

  it('carries the aggregate rating only while the page shows it (its owner fact confirmed)', () => {
    expect('aggregateRating' in pricingApp).toBe(ratingFact.confirmed);
    const rated = parse(
      softwareApplicationJsonLd({
        name: 'X',
        description: 'Y',
        path: '/pricing',
        offer: pricing.offer,
        rating: ratingValue,
      }),
    );
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      ratingCount: 50,
      bestRating: 5,
      worstRating: 1,
    });
  });
});

describe('BlogPosting', () => {
  const [postingData, breadcrumbData] = [article.structuredData].flat() as StructuredData[];
  const post = parse(postingData as StructuredData);

  it('comes with a breadcrumb back to the blog', () => {
    expect(parse(breadcrumbData as StructuredData).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Blog', item: `${siteConfig.url}/blog` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'See, track, and act on competitive opportunities',
        item: `${siteConfig.url}/blog/competitive-blind-spot`,
      },
    ]);
  });

  it('uses the default social image for a post the site map does not name', () => {
    const newer = [articleMeta(articleFacts, '/blog/a-newer-post').structuredData].flat() as StructuredData[];
    expect(parse(newer[0] as StructuredData).image).toEqual([`${siteConfig.url}/og/default.png`]);
  });

  it('has headline, a Person author (the founder), both dates, publisher and main entity', () => {
    expectValid(post);
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'See, track, and act on competitive opportunities',
      datePublished: '2025-10-14',
      dateModified: '2025-10-14',
      author: { '@type': 'Person', name: company.founder.name, jobTitle: company.founder.title },
      publisher: { '@type': 'Organization', '@id': `${siteConfig.url}/#organization`, name: siteConfig.name },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${siteConfig.url}/blog/competitive-blind-spot` },
    });
    expect(article.ogType).toBe('article');
  });

  it('uses the route’s own social image as an absolute URL', () => {
    expect(post.image).toEqual([`${siteConfig.url}/og/blog-competitive-blind-spot.png`]);
  });

  it('keeps a given image and modification date', () => {
    const custom = parse(
      blogPostingJsonLd({
        headline: 'H',
        description: 'D',
        path: '/blog/x.html',
        author: { name: 'A' },
        datePublished: '2025-10-01',
        dateModified: '2025-10-20',
        image: '/og/x.png',
      }),
    );
    expect(custom.image).toEqual([`${siteConfig.url}/og/x.png`]);
    expect(custom.dateModified).toBe('2025-10-20');
    expect(custom.url).toBe(`${siteConfig.url}/blog/x`);
  });
});

describe('BreadcrumbList', () => {
  it('lists the steps in order with 1-based positions and absolute URLs', () => {
    const trail = parse(
      breadcrumbJsonLd([
        { name: 'Customers', path: '/customers' },
        { name: 'Gainsight', path: '/customers-gainsight/' },
      ]),
    );
    expectValid(trail);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Customers', item: `${siteConfig.url}/customers` },
      { '@type': 'ListItem', position: 2, name: 'Gainsight', item: `${siteConfig.url}/customers-gainsight` },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so content cannot close the script element', () => {
    const json = serializeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    });
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});

/** The page metadata each site-map route renders with, from the same modules the page shells read. */
function markdownMeta(collection: 'legal' | 'blog', slug: string): PageMetadata {
  const source = readFileSync(join(import.meta.dirname, '..', 'content', collection, `${slug}.md`), 'utf8');
  const field = (key: string) =>
    (source.match(new RegExp(`^${key}: (.+)$`, 'm'))?.[1] ?? '').replace(/^"(.*)"$/, '$1');
  return { title: field('title'), description: field('description') };
}
const legalMeta = (slug: string) => markdownMeta('legal', slug);

const routeMeta: Record<string, PageMetadata> = {
  '/': readSingleton('home').meta,
  ...Object.fromEntries(readCollection('useCases').map(({ id, data }) => [`/${id}`, data.meta])),
  ...Object.fromEntries(readCollection('personas').map(({ id, data }) => [`/${id}`, data.meta])),
  '/customers': readSingleton('customers').meta,
  ...Object.fromEntries(
    caseStudies().map((study) => [
      study.path,
      {
        ...study.meta,
        // As the story's page shell builds it (src/pages/customers-[company].astro).
        structuredData: breadcrumbJsonLd([
          { name: 'Customers', path: '/customers' },
          { name: study.company, path: study.path },
        ]),
      },
    ]),
  ),
  '/playbooks': readSingleton('playbookLibrary').meta,
  '/blog/competitive-blind-spot': { ...article, ...markdownMeta('blog', 'competitive-blind-spot') },
  '/blog': blogIndex.meta,
  '/about': about.meta,
  '/pricing': { ...pricing.meta, structuredData: pricingApp as unknown as StructuredData },
  '/security': security.meta,
  '/book-time': bookTime.meta,
  '/terms-of-service': legalMeta('terms-of-service'),
  '/privacy-policy': legalMeta('privacy-policy'),
};

const PAGE_TYPES: Record<string, readonly string[]> = {
  '/pricing': ['SoftwareApplication'],
  '/blog/competitive-blind-spot': ['BlogPosting', 'BreadcrumbList'],
  ...Object.fromEntries(caseStudies().map((study) => [study.path, ['BreadcrumbList']])),
};

describe('the <head> of every site-map route', () => {
  it('has page metadata for every route', () => {
    expect(Object.keys(routeMeta).sort()).toEqual(siteRoutes.map((route) => route.path).sort());
  });

  it.each(siteRoutes.map((route) => [route.path] as const))('%s follows the metadata rule', (path) => {
    expect(metadataIssues(routeMeta[path] ?? { title: '', description: '' })).toEqual([]);
  });

  it.each(siteRoutes.map((route) => [route.path] as const))('%s carries the right JSON-LD types', (path) => {
    const meta = routeMeta[path];
    if (!meta) throw new Error(`no metadata for ${path}`);
    const blocks = buildHead(meta, path).jsonLd.map((json) => JSON.parse(json) as Json);
    expect(blocks.map((block) => block['@type'])).toEqual([
      'Organization',
      'WebSite',
      ...(PAGE_TYPES[path] ?? []),
    ]);
    for (const block of blocks) expectValid(block);
    expect(blocks.filter((block) => 'aggregateRating' in block).map((block) => block['@type'])).toEqual(
      path === '/pricing' && ratingFact.confirmed ? ['SoftwareApplication'] : [],
    );
  });

  it('every page opens with the same site blocks', () => {
    const site = siteJsonLd().map(serializeJsonLd);
    for (const [path, meta] of Object.entries(routeMeta)) {
      expect(buildHead(meta, path).jsonLd.slice(0, 2)).toEqual(site);
    }
  });
});
