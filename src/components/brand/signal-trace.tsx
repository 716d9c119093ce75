import type * as React from 'react';
import { useId } from 'react';
import { cn } from '#src/lib/cn.ts';

/*
 * The site's signature (docs/design.md): the countermove, drawn as a knight's move on a square grid. An
 * amber square is their move (a stakeholder engaging a competitor: the signal), a blue square is yours
 * (the play that answers it), and an elbowed trace joins them. The same figure, at three scales:
 *
 * - `SignalGlyph`: a few pixels wide, before every eyebrow label.
 * - `MoveGrid`: the ground of heroes and dark bands, a faint grid with one move lit.
 * - `MoveFigure`: the move on its own, large, where a page has no product picture and in the closing band.
 *
 * Decoration only: every drawing is aria-hidden and carries no words.
 */

/** The small mark before an eyebrow: signal square, trace, answer square. */
export function SignalGlyph({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 22 12"
      aria-hidden="true"
      focusable="false"
      className={cn('inline-block h-3 w-[1.375rem] shrink-0', className)}
    >
      <rect x="0.5" y="6.5" width="5" height="5" rx="1" className="fill-signal-400" />
      <path d="M5.5 9h11V4.5" fill="none" stroke="currentColor" strokeWidth="1.25" opacity="0.55" />
      <rect x="14" y="0.5" width="5" height="5" rx="1" className="fill-brand-600" />
    </svg>
  );
}

/** Where the lit move sits on the grid, so two heroes never share a picture. */
export type MovePlacement = 'top-right' | 'bottom-right' | 'top-left' | 'center-right' | 'bottom-left';

/** The move's cells on a 24 × 12 grid of 48 px squares (1152 × 576), by placement. */
const MOVES: Record<MovePlacement, { from: [number, number]; to: [number, number] }> = {
  'top-right': { from: [17, 3], to: [19, 1] },
  'bottom-right': { from: [18, 9], to: [20, 8] },
  'top-left': { from: [2, 2], to: [3, 0] },
  'center-right': { from: [16, 6], to: [18, 5] },
  'bottom-left': { from: [1, 9], to: [3, 8] },
};

const CELL = 48;

function LitMove({
  move: { from, to },
  tone,
}: {
  move: { from: [number, number]; to: [number, number] };
  tone: 'light' | 'dark';
}) {
  const [fx, fy] = [from[0] * CELL, from[1] * CELL];
  const [tx, ty] = [to[0] * CELL, to[1] * CELL];
  const half = CELL / 2;
  return (
    <>
      <rect x={fx} y={fy} width={CELL} height={CELL} className="fill-signal-400" opacity="0.9" />
      <rect x={tx} y={ty} width={CELL} height={CELL} className="fill-brand-600" opacity="0.85" />
      <path
        d={`M${fx + half} ${fy + half}H${tx + half}V${ty + half}`}
        fill="none"
        stroke={tone === 'light' ? 'rgb(17 26 46 / 0.45)' : 'rgb(255 255 255 / 0.5)'}
        strokeWidth="1.5"
        strokeDasharray="4 4"
      />
    </>
  );
}

export type MoveGridProps = {
  /** Light one move on the grid (only where the ground behind it is known to be empty). */
  placement?: MovePlacement;
  /** `light` on white grounds, `dark` on the ink bands. */
  tone?: 'light' | 'dark';
  className?: string;
};

/**
 * The hero and band ground: a 48 px grid, faint, with one knight's move lit. Absolutely positioned over
 * its (relative) parent; the grid fades out towards the bottom inside the drawing (no CSS mask).
 */
export function MoveGrid({ placement, tone = 'light', className }: MoveGridProps) {
  const move = placement ? MOVES[placement] : undefined;
  const id = `move-grid${useId().replace(/[^\w-]/g, '')}`;
  const line = tone === 'light' ? 'rgb(17 26 46 / 0.07)' : 'rgb(255 255 255 / 0.07)';
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMin slice"
      viewBox="0 0 1152 576"
      className={cn('pointer-events-none absolute inset-0 -z-10 size-full', className)}
    >
      <defs>
        <pattern id={`${id}-cells`} width={CELL} height={CELL} patternUnits="userSpaceOnUse">
          <path d={`M${CELL} 0H0V${CELL}`} fill="none" stroke={line} strokeWidth="1" />
        </pattern>
        <linearGradient id={`${id}-fade`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="white" />
          <stop offset="1" stopColor="white" stopOpacity="0" />
        </linearGradient>
        <mask id={`${id}-mask`}>
          <rect width="1152" height="576" fill={`url(#${id}-fade)`} />
        </mask>
      </defs>
      <g mask={`url(#${id}-mask)`}>
        <rect width="1152" height="576" fill={`url(#${id}-cells)`} />
        {move ? <LitMove move={move} tone={tone} /> : null}
      </g>
    </svg>
  );
}

/**
 * The move drawn round a key picture (a hero's product visual, the scoreboard, a card): an amber square
 * just outside its top-left corner, a blue one just outside its bottom-right, and the dashed elbow between
 * them running 14 px outside the picture's top and right edges. Place it first inside a `relative isolate` wrapper
 * around the picture.
 */
export function MoveFrame({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      overflow="visible"
      className={cn(
        'pointer-events-none absolute -top-7 -left-7 -z-10 h-[calc(100%+2.625rem)] w-[calc(100%+2.625rem)]',
        className,
      )}
    >
      <line
        x1="28"
        y1="14"
        x2="100%"
        y2="14"
        className="stroke-ink-300"
        strokeWidth="1.5"
        strokeDasharray="5 5"
      />
      <svg x="100%" overflow="visible">
        <line
          x1="0"
          y1="14"
          x2="0"
          y2="100%"
          className="stroke-ink-300"
          strokeWidth="1.5"
          strokeDasharray="5 5"
        />
      </svg>
      <rect width="28" height="28" rx="3" className="fill-signal-400" />
      <svg x="100%" y="100%" overflow="visible">
        <rect x="-14" y="-14" width="28" height="28" rx="3" className="fill-brand-600" />
      </svg>
    </svg>
  );
}

/**
 * A board of 48 px cells, `columns` × `rows`, drawn as an svg whose children sit on it: the ground of
 * MoveFigure.
 */
function Board({
  columns,
  rows,
  dark = false,
  className,
  children,
  ...props
}: React.ComponentProps<'svg'> & { columns: number; rows: number; dark?: boolean }) {
  const cells = `move-board${useId().replace(/[^\w-]/g, '')}`;
  const [width, height] = [columns * CELL, rows * CELL];
  const line = dark ? 'stroke-white/15' : 'stroke-ink-200';
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full', className)}
      {...props}
    >
      <defs>
        <pattern id={cells} width={CELL} height={CELL} patternUnits="userSpaceOnUse">
          <path d={`M${CELL} 0H0V${CELL}`} fill="none" className={line} strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={width} height={height} fill={`url(#${cells})`} />
      <path d={`M${width} 0V${height}H0`} fill="none" className={line} strokeWidth="1" />
      {children}
    </svg>
  );
}

export type MoveFigureProps = React.ComponentProps<'svg'> & { tone?: 'light' | 'dark' };

/**
 * The move drawn large on its own small board (6 × 4 cells, the amber square at column 1 row 2, the blue at
 * column 3 row 1): for a page without a product picture (the 404 card) and in the closing band's right
 * half, where `CtaSection` sets the page's two lines beside its squares.
 */
export function MoveFigure({ tone = 'light', ...props }: MoveFigureProps) {
  const dark = tone === 'dark';
  return (
    <Board columns={6} rows={4} dark={dark} data-composition="move" {...props}>
      <rect x="48" y="96" width="48" height="48" className="fill-signal-400" />
      <rect x="144" y="48" width="48" height="48" className="fill-brand-600" />
      <path
        d="M72 120H168V78"
        fill="none"
        className={dark ? 'stroke-white' : 'stroke-ink-950'}
        strokeWidth="2"
        strokeDasharray="5 5"
      />
      <circle cx="72" cy="120" r="5" className="fill-ink-950" />
      <path
        d="M161 82l7-9 7 9"
        fill="none"
        className="stroke-white"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </Board>
  );
}
