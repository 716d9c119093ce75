import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSingleton } from '#src/content/loaders/read.ts';
import { siteConfig } from '#src/site.config.ts';
import { findRoute, type SiteRoute, siteRoutes } from '#src/site-map.ts';
import { fillSlots } from './fill-slots.ts';
import { OG_WIDTH, ogEyebrow, ogImageSvg } from './og-image.ts';

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

describe('the social image carries the signature (docs/design.md)', () => {
  const css = readFileSync(join(import.meta.dirname, '..', 'styles', 'global.css'), 'utf8');
  const token = (name: string) => css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`))?.[1];
  const signal = token('signal-400');
  const answer = token('brand-600');

  type Element = { name: string; attrs: Record<string, string> };
  const elements = (svg: string): Element[] =>
    [...svg.matchAll(/<(\w+)((?:\s+[\w:-]+="[^"]*")*)\s*\/?>/g)].map(([, name = '', attrs = '']) => ({
      name,
      attrs: Object.fromEntries(
        [...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
      ),
    }));
  const num = (element: Element, attr: string) => Number(element.attrs[attr] ?? 0);

  /** The drawings satori embeds as SVG images, decoded, with where each sits in the 1200 × 630 image. */
  async function drawings() {
    const svg = await ogImageSvg({
      title: navigation.pages[0]?.label ?? siteConfig.name,
      eyebrow: socialImages.solutions,
      tagline: socialImages.tagline,
      host: new URL(siteConfig.url).host,
      brandName: siteConfig.name,
    });
    expect(signal).toMatch(/^#/);
    expect(answer).toMatch(/^#/);
    return elements(svg)
      .filter(({ name, attrs }) => name === 'image' && attrs.href?.startsWith('data:image/svg+xml;utf8,'))
      .map((image) => ({
        x: num(image, 'x'),
        width: num(image, 'width'),
        parts: elements(
          decodeURIComponent((image.attrs.href ?? '').slice('data:image/svg+xml;utf8,'.length)),
        ),
      }));
  }

  it('draws the knight’s move large in the right part: amber square, dashed elbow, blue square', async () => {
    const moves = (await drawings()).flatMap(({ x, width, parts }) => {
      // 64 px or more: at a third of the size (a link preview) a square is still 21 px wide
      const squares = (fill: string | undefined) =>
        parts.filter((part) => part.name === 'rect' && part.attrs.fill === fill && num(part, 'width') >= 64);
      const [from] = squares(signal);
      const [to] = squares(answer);
      if (!from || !to) return [];
      return [{ x, width, from, to, parts }];
    });
    expect(moves).toHaveLength(1);
    const [{ x, width, from, to, parts }] = moves as [(typeof moves)[number]];
    // in the image's right part
    expect(x).toBeGreaterThanOrEqual(OG_WIDTH / 2);
    expect(x + width).toBeLessThanOrEqual(OG_WIDTH);
    const cell = num(from, 'width');
    expect(num(to, 'width')).toBe(cell);
    // a knight's move: two cells one way, one the other
    const steps = [num(to, 'x') - num(from, 'x'), num(to, 'y') - num(from, 'y')].map(
      (d) => Math.abs(d) / cell,
    );
    expect(steps.sort()).toEqual([1, 2]);
    // the dashed trace leaves the amber square's centre and ends inside the blue one
    const trace = parts.find((part) => part.name === 'path' && part.attrs['stroke-dasharray']);
    const [start, ...moved] = [...(trace?.attrs.d ?? '').matchAll(/([MHV])\s*(-?[\d.]+)(?:\s+(-?[\d.]+))?/g)];
    expect(start?.[1]).toBe('M');
    let [px, py] = [Number(start?.[2]), Number(start?.[3])];
    expect([px, py]).toEqual([num(from, 'x') + cell / 2, num(from, 'y') + cell / 2]);
    for (const [, command, value] of moved) {
      if (command === 'H') px = Number(value);
      if (command === 'V') py = Number(value);
    }
    expect(px).toBeGreaterThan(num(to, 'x'));
    expect(px).toBeLessThan(num(to, 'x') + cell);
    expect(py).toBeGreaterThan(num(to, 'y'));
    expect(py).toBeLessThan(num(to, 'y') + cell);
  });

  it('puts the signal glyph before the eyebrow, in the left part', async () => {
    const glyphs = (await drawings()).filter(
      ({ x, parts }) =>
        x < OG_WIDTH / 2 &&
        parts.some((part) => part.name === 'rect' && part.attrs.fill === signal) &&
        parts.some((part) => part.name === 'rect' && part.attrs.fill === answer),
    );
    expect(glyphs).toHaveLength(1);
  });
});
