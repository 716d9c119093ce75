import { readSingleton } from '#src/content/loaders/read.ts';
import { buildHead, canonicalUrl, formatTitle } from './seo';
import { softwareApplicationJsonLd } from './structured-data';

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
    // A title that names the brand is not prefixed with it a second time.
    expect(
      buildHead({ title: 'Countermove: see accounts engaging your competitors', description: 'D' }, '/')
        .openGraph.imageAlt,
    ).toBe('Countermove: see accounts engaging your competitors');
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
    const { meta, offer } = readSingleton('pricing');
    const structuredData = softwareApplicationJsonLd({
      name: 'X',
      description: offer.description,
      path: '/pricing',
      offer,
    });
    const pricing = buildHead({ ...meta, structuredData }, '/pricing');
    const types = pricing.jsonLd.map((json) => JSON.parse(json)['@type']);
    expect(types).toEqual(['Organization', 'WebSite', 'SoftwareApplication']);
    const organization = JSON.parse(pricing.jsonLd[0] ?? '{}');
    expect(organization.aggregateRating).toBeUndefined();
  });

  it('does not mutate the preset it is given', () => {
    const meta = readSingleton('pricing').meta;
    const before = JSON.stringify(meta);
    buildHead(meta, '/pricing');
    expect(JSON.stringify(meta)).toBe(before);
  });
});
