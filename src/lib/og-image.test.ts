import { readSingleton } from '#src/content/loaders/read.ts';
import { siteConfig } from '#src/site.config.ts';
import { findRoute, type SiteRoute, siteRoutes } from '#src/site-map.ts';
import { fillSlots } from './fill-slots.ts';
import { ogEyebrow } from './og-image.ts';

const { socialImages, navigation } = readSingleton('site');
const eyebrow = (route: SiteRoute) => ogEyebrow(route, socialImages, siteConfig.name);

describe('the line above a social image’s title (site/site.yaml)', () => {
  it('says which strategy a use case serves', () => {
    const useCases = siteRoutes.filter((route) => route.header?.menu === 'use-cases');
    expect(useCases.length).toBeGreaterThan(0);
    for (const route of useCases) {
      const group = route.header?.menu === 'use-cases' ? route.header.group : 'offensive';
      expect(eyebrow(route)).toBe(fillSlots(socialImages.useCase, { group: socialImages.groups[group] }));
      expect(eyebrow(route)).not.toMatch(/\[|\]/);
    }
  });

  it('gives a page of the site’s list its own label, and the brand to a page without one', () => {
    for (const page of navigation.pages) {
      const route = findRoute(page.path);
      if (!route || page.path.startsWith('/blog/')) continue;
      expect(eyebrow(route), page.path).toBe(page.socialLabel ?? siteConfig.name);
    }
  });

  it('names the kind of a story, a post and a page by role', () => {
    const first = (test: (route: SiteRoute) => boolean) => siteRoutes.find(test) as SiteRoute;
    expect(eyebrow(first((route) => route.path.startsWith('/customers-')))).toBe(socialImages.customerStory);
    expect(eyebrow(first((route) => route.path.startsWith('/blog/')))).toBe(socialImages.article);
    expect(eyebrow(first((route) => route.header?.menu === 'solutions'))).toBe(socialImages.solutions);
  });
});
