import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { SiteContent } from '#src/content/schemas/site.ts';
import type { SiteRoute } from '#src/site-map.ts';
import { fillSlots } from './fill-slots.ts';

/*
 * Open Graph images (1200×630 PNG), drawn at build time (satori, then resvg) from a page's title with the
 * brand template: the logo mark, the eyebrow after the signal glyph and the title on the left, the site's
 * signature (the knight's move, docs/design.md) on a board in the right part, the tagline and host at the
 * bottom; prerendered by `pages/og/[image].png.ts`. Fonts are the self-hosted Inter (WOFF: satori reads
 * TTF/OTF/WOFF, not WOFF2). The ground is flat ink, so the PNGs stay small.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The tokens of `styles/global.css` the image uses (og-image.test.ts holds them to the stylesheet). */
const INK_950 = '#0b1222';
const INK_300 = '#c2ccda';
const SIGNAL_400 = '#fbad1e';
const BRAND_600 = '#2449d8';

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
    h('rect', { width: 32, height: 32, rx: 8, fill: BRAND_600 }),
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

/** The eyebrow's glyph, as on the site (brand/signal-trace.tsx `SignalGlyph`): signal, trace, answer. */
function signalGlyph(height: number): Node {
  return h(
    'svg',
    { width: (height * 22) / 12, height, viewBox: '0 0 22 12' },
    h('rect', { x: 0.5, y: 6.5, width: 5, height: 5, rx: 1, fill: SIGNAL_400 }),
    h('path', { d: 'M5.5 9h11V4.5', fill: 'none', stroke: '#fff', strokeWidth: 1.25, opacity: 0.55 }),
    h('rect', { x: 14, y: 0.5, width: 5, height: 5, rx: 1, fill: BRAND_600 }),
  );
}

/** The board in the image's right part: 96 px cells, a 5 × 7 grid whose edge cells run off the image. */
const OG_BOARD = { x: 720, width: OG_WIDTH - 720, cell: 96 } as const;

/**
 * The knight's move on the board, as `MoveFigure` draws it on the site: the amber square (their move) with
 * the dark dot where the trace leaves it, the dashed elbow two cells across and one up, the blue square
 * (the answer) with the arrow the trace ends in. Cells are counted from the board's top-left corner.
 */
const MOVE = { from: [1, 3], to: [3, 2] } as const;

function signatureBoard(): Node {
  const { width, cell } = OG_BOARD;
  const top = -27; // the grid's offset puts the move level with the eyebrow and the title's first lines
  const lines: Node[] = [];
  for (let x = 0; x <= width; x += cell) lines.push(h('path', { d: `M${x} 0V${OG_HEIGHT}` }));
  for (let y = top; y <= OG_HEIGHT; y += cell) lines.push(h('path', { d: `M0 ${y}H${width}` }));
  const [fx, fy] = [MOVE.from[0] * cell, top + MOVE.from[1] * cell];
  const [tx, ty] = [MOVE.to[0] * cell, top + MOVE.to[1] * cell];
  const half = cell / 2;
  return h(
    'svg',
    { width, height: OG_HEIGHT, viewBox: `0 0 ${width} ${OG_HEIGHT}` },
    h(
      'defs',
      {},
      h(
        'radialGradient',
        { id: 'fade', gradientUnits: 'userSpaceOnUse', cx: tx, cy: ty + cell, r: 2.6 * cell },
        h('stop', { offset: 0, stopColor: '#fff', stopOpacity: 0.16 }),
        h('stop', { offset: 1, stopColor: '#fff', stopOpacity: 0 }),
      ),
    ),
    h('g', { stroke: 'url(#fade)', strokeWidth: 1.5 }, ...lines),
    h('rect', { x: fx, y: fy, width: cell, height: cell, fill: SIGNAL_400 }),
    h('rect', { x: tx, y: ty, width: cell, height: cell, fill: BRAND_600 }),
    h('path', {
      d: `M${fx + half} ${fy + half}H${tx + half}V${ty + half - 12}`,
      fill: 'none',
      stroke: '#fff',
      strokeWidth: 4,
      strokeDasharray: '10 8',
    }),
    h('circle', { cx: fx + half, cy: fy + half, r: 9, fill: INK_950 }),
    h('path', {
      d: `M${tx + half - 14} ${ty + half - 2}l14 -16 14 16`,
      fill: 'none',
      stroke: '#fff',
      strokeWidth: 5,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
  );
}

function template({ title, eyebrow, tagline, host, brandName }: OgImageInput): Node {
  const titleSize = title.length > 60 ? 52 : title.length > 38 ? 60 : 72;
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
        backgroundColor: INK_950,
        color: '#ffffff',
        fontFamily: 'Inter',
      },
    },
    h(
      'div',
      { style: { display: 'flex', position: 'absolute', top: 0, left: OG_BOARD.x } },
      signatureBoard(),
    ),
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 18 } },
      logoMark(56),
      h('div', { style: { fontSize: 36, fontWeight: 700, letterSpacing: -0.5 } }, brandName),
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', gap: 22 } },
      h(
        'div',
        {
          style: {
            display: 'flex',
            alignItems: 'center',
            maxWidth: 900, // one line for the longest label; the board is clear above the amber square
            gap: 16,
            fontSize: 24,
            fontWeight: 600,
            letterSpacing: 3,
            textTransform: 'uppercase',
            color: INK_300,
          },
        },
        signalGlyph(22),
        eyebrow,
      ),
      h(
        'div',
        {
          style: {
            display: 'flex',
            maxWidth: 660, // clear of the move's amber square
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
          color: INK_300,
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

/** The social image for one page as SVG (satori), before it is rasterised. */
export async function ogImageSvg(input: OgImageInput): Promise<string> {
  // satori's types want a ReactNode; the plain {type, props} tree is what JSX would produce.
  return satori(template(input) as unknown as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: await loadFonts(),
  });
}

/** Renders the social image for one page as PNG bytes. */
export async function renderOgImage(input: OgImageInput): Promise<Uint8Array> {
  const svg = await ogImageSvg(input);
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
