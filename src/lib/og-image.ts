import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { SiteContent } from '#src/content/schemas/site.ts';
import type { SiteRoute } from '#src/site-map.ts';
import { fillSlots } from './fill-slots.ts';

/*
 * Open Graph images (1200×630 PNG), drawn at build time (satori, then resvg) from a page's title with the
 * brand template: ink background, the logo mark, an eyebrow, the title, and the site host; prerendered by
 * `pages/og/[image].png.ts`. Fonts are the self-hosted Inter (WOFF: satori reads TTF/OTF/WOFF, not WOFF2).
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export type OgImageInput = {
  title: string;
  eyebrow: string;
  /** The line at the bottom, beside the host (site/site.yaml `socialImages.tagline`). */
  tagline: string;
  host: string;
  brandName: string;
};

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, props: Record<string, unknown>, ...children: unknown[]): Node => ({
  type,
  props: { ...props, children: children.length === 1 ? children[0] : children },
});

function logoMark(size: number): Node {
  return h(
    'svg',
    { width: size, height: size, viewBox: '0 0 32 32' },
    h('rect', { width: 32, height: 32, rx: 8, fill: '#2449d8' }),
    h('path', {
      d: 'M21.5 10.8A8 8 0 1 0 24 16',
      fill: 'none',
      stroke: '#fff',
      strokeWidth: 2.6,
      strokeLinecap: 'round',
    }),
    h('path', {
      d: 'M17.6 9.2h5.2v5.2',
      fill: 'none',
      stroke: '#fff',
      strokeWidth: 2.6,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
    h('circle', { cx: 16, cy: 16, r: 2.4, fill: '#fff' }),
  );
}

function template({ title, eyebrow, tagline, host, brandName }: OgImageInput): Node {
  const titleSize = title.length > 60 ? 56 : title.length > 38 ? 64 : 76;
  return h(
    'div',
    {
      style: {
        width: OG_WIDTH,
        height: OG_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        boxSizing: 'border-box',
        padding: '64px 72px',
        backgroundColor: '#0b1222',
        backgroundImage:
          'radial-gradient(circle at 85% 0%, rgba(53,99,242,0.55) 0%, rgba(11,18,34,0) 55%), radial-gradient(circle at 0% 100%, rgba(4,120,87,0.25) 0%, rgba(11,18,34,0) 45%)',
        color: '#ffffff',
        fontFamily: 'Inter',
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 18 } },
      logoMark(56),
      h('div', { style: { fontSize: 36, fontWeight: 700, letterSpacing: -0.5 } }, brandName),
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', gap: 22, maxWidth: 1000 } },
      h(
        'div',
        {
          style: {
            display: 'flex',
            fontSize: 24,
            fontWeight: 600,
            letterSpacing: 3,
            textTransform: 'uppercase',
            color: '#8eb0ff',
          },
        },
        eyebrow,
      ),
      h(
        'div',
        {
          style: {
            display: 'flex',
            fontSize: titleSize,
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: -1.5,
          },
        },
        title,
      ),
    ),
    h(
      'div',
      {
        style: {
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          fontSize: 24,
          color: '#c2ccda',
          paddingTop: 28,
          borderTop: '1px solid #2a3550',
        },
      },
      h('div', { style: { display: 'flex' } }, tagline),
      h('div', { style: { display: 'flex', fontWeight: 600, color: '#ffffff' } }, host),
    ),
  );
}

let fonts:
  | Promise<Array<{ name: string; data: Buffer; weight: 400 | 600 | 700 | 800; style: 'normal' }>>
  | undefined;

function loadFonts() {
  const require = createRequire(import.meta.url);
  const file = (weight: number) =>
    require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  fonts ??= Promise.all(
    ([400, 600, 700, 800] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(file(weight)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** Renders the social image for one page as PNG bytes. */
export async function renderOgImage(input: OgImageInput): Promise<Uint8Array> {
  // satori's types want a ReactNode; the plain {type, props} tree is what JSX would produce.
  const svg = await satori(template(input) as unknown as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: await loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
}

/**
 * The small line above the title: what kind of page this is, in the words of site/site.yaml
 * (`socialImages`, and each page's `socialLabel`); the brand for a page that has none.
 */
export function ogEyebrow(
  route: Pick<SiteRoute, 'path' | 'header' | 'socialLabel'>,
  words: SiteContent['socialImages'],
  brandName: string,
): string {
  const { path, header } = route;
  if (header?.menu === 'use-cases') return fillSlots(words.useCase, { group: words.groups[header.group] });
  if (header?.menu === 'solutions') return words.solutions;
  if (path.startsWith('/customers-')) return words.customerStory;
  if (path.startsWith('/blog/')) return words.article;
  return route.socialLabel ?? brandName;
}
