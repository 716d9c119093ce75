import { metadataPresets } from '~/content/metadata-presets';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  buildHead,
  canonicalUrl,
  formatTitle,
  serializeJsonLd,
} from './seo';

describe('formatTitle', () => {
  it('appends the brand once', () => {
    expect(formatTitle('Pricing')).toBe('Pricing | Countermove');
    expect(formatTitle('Countermove: see accounts engaging your competitors')).toBe(
      'Countermove: see accounts engaging your competitors',
    );
  });

  it('drops the suffix rather than pass 60 characters', () => {
    const headline = 'See, track, and act on competitive opportunities';
    expect(formatTitle(headline)).toBe(headline);
    expect(formatTitle('x'.repeat(46))).toHaveLength(60);
    expect(formatTitle('x'.repeat(47))).toHaveLength(47);
  });
});

describe('canonicalUrl', () => {
  it('is the production origin plus the path, without trailing slash or .html', () => {
    expect(canonicalUrl('/')).toBe('https://www.countermove.io/');
    expect(canonicalUrl('/pricing')).toBe('https://www.countermove.io/pricing');
    expect(canonicalUrl('/pricing/')).toBe('https://www.countermove.io/pricing');
    expect(canonicalUrl('/pricing.html')).toBe('https://www.countermove.io/pricing');
  });
});

describe('buildHead', () => {
  const head = buildHead(
    { title: 'Security', description: 'Trust center.', keywords: ['soc 2', 'gdpr'], noindex: true },
    '/security',
  );

  it('sets title, description, keywords, canonical and robots', () => {
    expect(head.title).toBe('Security | Countermove');
    expect(head.description).toBe('Trust center.');
    expect(head.keywords).toBe('soc 2, gdpr');
    expect(head.canonical).toBe('https://www.countermove.io/security');
    expect(head.robots).toBe('noindex, follow');
  });

  it('omits robots and keywords when not asked for', () => {
    const plain = buildHead({ title: 'T', description: 'D' }, '/x');
    expect(plain.robots).toBeUndefined();
    expect(plain.keywords).toBeUndefined();
  });

  it('builds social cards with an absolute 1200×630 image', () => {
    expect(head.openGraph).toMatchObject({
      type: 'website',
      url: 'https://www.countermove.io/security',
      siteName: 'Countermove',
      // A noindex page keeps the default card.
      image: 'https://www.countermove.io/og/default.png',
      imageWidth: 1200,
      imageHeight: 630,
    });
    expect(head.twitter.card).toBe('summary_large_image');
  });

  it('gives each site-map route its own social image, and others the default', () => {
    expect(buildHead({ title: 'Home', description: 'D' }, '/').openGraph).toMatchObject({
      image: 'https://www.countermove.io/og/home.png',
      imageAlt: 'Countermove: Home',
    });
    expect(buildHead({ title: 'A', description: 'D' }, '/blog/competitive-blind-spot').openGraph.image).toBe(
      'https://www.countermove.io/og/blog-competitive-blind-spot.png',
    );
    expect(buildHead({ title: 'Gone', description: 'D', noindex: true }, '/404').openGraph.image).toBe(
      'https://www.countermove.io/og/default.png',
    );
    expect(buildHead({ title: 'X', description: 'D' }, '/not-in-the-site-map').openGraph.image).toBe(
      'https://www.countermove.io/og/default.png',
    );
  });

  it('always carries Organization and WebSite structured data, then the page’s own', () => {
    const pricing = buildHead(metadataPresets.pricing, '/pricing');
    const types = pricing.jsonLd.map((json) => JSON.parse(json)['@type']);
    expect(types).toEqual(['Organization', 'WebSite', 'SoftwareApplication']);
    const organization = JSON.parse(pricing.jsonLd[0] ?? '{}');
    expect(organization.aggregateRating).toBeUndefined();
  });

  it('does not mutate the preset it is given', () => {
    const before = JSON.stringify(metadataPresets.home);
    buildHead(metadataPresets.home, '/');
    expect(JSON.stringify(metadataPresets.home)).toBe(before);
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so content cannot close the script element', () => {
    const json = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('metadata presets (spec §3)', () => {
  it('exist for home, pricing, sales, marketing, revenueOps and customerSuccess', () => {
    expect(Object.keys(metadataPresets).sort()).toEqual(
      ['customerSuccess', 'home', 'marketing', 'pricing', 'revenueOps', 'sales'].sort(),
    );
  });

  it.each(Object.entries(metadataPresets))(
    '%s has a title ≤ 60 and a description of 70–160 characters',
    (_, meta) => {
      expect(formatTitle(meta.title).length).toBeLessThanOrEqual(60);
      expect(meta.description.length).toBeGreaterThanOrEqual(70);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    },
  );

  it('pricing carries a 2000 USD monthly offer and a 4.8 rating from 50', () => {
    const data = metadataPresets.pricing.structuredData;
    expect(data.offers[0]).toMatchObject({ price: 2000, priceCurrency: 'USD' });
    expect(data.offers[0]?.priceSpecification.unitCode).toBe('MON');
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, ratingCount: 50 });
    expect(metadataPresets.pricing.description).toContain('2,000 USD per month');
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the steps in order with 1-based positions and absolute URLs', () => {
    const data = breadcrumbJsonLd([
      { name: 'Customers', path: '/customers' },
      { name: 'Gainsight', path: '/customers-gainsight' },
    ]);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Customers', item: 'https://www.countermove.io/customers' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Gainsight',
        item: 'https://www.countermove.io/customers-gainsight',
      },
    ]);
  });

  it('serialises to JSON that parses back to the same trail', () => {
    const data = breadcrumbJsonLd([{ name: 'Home', path: '/' }]);
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});

describe('blogPostingJsonLd', () => {
  const post = blogPostingJsonLd({
    headline: 'See, track, and act',
    description: 'An article.',
    path: '/blog/example',
    author: { name: 'Maya Okafor', jobTitle: 'Founder & CEO' },
    datePublished: '2025-10-14',
  });

  it('carries headline, a Person author, both dates and the page it is about', () => {
    expect(post).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'See, track, and act',
      datePublished: '2025-10-14',
      dateModified: '2025-10-14',
      author: { '@type': 'Person', name: 'Maya Okafor', jobTitle: 'Founder & CEO' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.countermove.io/blog/example' },
    });
  });

  it('uses an absolute image URL, the default social image unless given', () => {
    expect(post.image).toEqual(['https://www.countermove.io/og/default.png']);
    const custom = blogPostingJsonLd({
      headline: 'H',
      description: 'D',
      path: '/blog/x',
      author: { name: 'A' },
      datePublished: '2025-10-01',
      dateModified: '2025-10-20',
      image: '/og/x.png',
    });
    expect(custom.image).toEqual(['https://www.countermove.io/og/x.png']);
    expect(custom.dateModified).toBe('2025-10-20');
  });

  it('names the Organization as publisher, with a logo, and no rating on it', () => {
    expect(post.publisher).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://www.countermove.io/#organization',
      name: 'Countermove',
      logo: { '@type': 'ImageObject', url: 'https://www.countermove.io/favicon-512.png' },
    });
    expect((post.publisher as Record<string, unknown>).aggregateRating).toBeUndefined();
  });
});
