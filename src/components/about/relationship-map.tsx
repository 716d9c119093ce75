import type * as React from 'react';
import type { AboutContent } from '#src/content/schemas/about.ts';
import { cn } from '#src/lib/cn.ts';

/*
 * The story page's hero picture: the founder's letter in one drawing. The contacts around your accounts
 * (prospects, open deals, closed-lost accounts, customers: four groups, each a small web of people, and a
 * few relationships across them), one contact in an open deal lit amber as they engage a competitor
 * (their move), and the knight's-move elbow from that contact to the account owner, the blue square
 * (your move). A network, not the closing band's board (`MoveFigure`), so the page does not show one
 * composition twice. Decorative: aria-hidden; its few words come from the page's content (`hero.network`)
 * and the hero's paragraph says the same.
 */

export type RelationshipMapProps = AboutContent['hero']['network'] & { className?: string };

type Point = readonly [number, number];

/** The four groups: their box on the 480 × 400 drawing, their contacts and who knows whom inside. */
const GROUPS: ReadonlyArray<{ box: Point; contacts: readonly Point[]; ties: ReadonlyArray<Point> }> = [
  {
    box: [8, 24],
    contacts: [
      [44, 92],
      [100, 70],
      [152, 104],
      [88, 128],
    ],
    ties: [
      [0, 1],
      [1, 2],
      [0, 3],
      [1, 3],
    ],
  },
  {
    box: [216, 24],
    contacts: [
      [252, 84],
      [304, 64],
      [356, 92],
      [300, 128],
    ],
    ties: [
      [0, 1],
      [1, 2],
      [0, 3],
      [3, 2],
    ],
  },
  {
    box: [8, 248],
    contacts: [
      [44, 300],
      [100, 320],
      [152, 292],
      [120, 352],
    ],
    ties: [
      [0, 1],
      [1, 2],
      [1, 3],
    ],
  },
  {
    box: [216, 248],
    contacts: [
      [256, 296],
      [308, 322],
      [362, 290],
      [276, 352],
    ],
    ties: [
      [0, 1],
      [1, 2],
      [0, 3],
      [1, 3],
    ],
  },
];

/** Relationships across accounts: a contact at one account who knows one at another. */
const ACROSS: ReadonlyArray<readonly [Point, Point]> = [
  [
    [152, 104],
    [252, 84],
  ],
  [
    [88, 128],
    [44, 300],
  ],
  [
    [152, 292],
    [256, 296],
  ],
];

const [GROUP_W, GROUP_H] = [176, 128];
/** The contact in an open deal who engages the competitor, the competitor, and the account owner. */
const LIT: Point = [356, 92];
const COMPETITOR: Point = [446, 196];
const OWNER: Point = [200, 200];

export function RelationshipMap({ accounts, competitor, owner, className }: RelationshipMapProps) {
  return (
    <svg
      viewBox="0 0 480 400"
      aria-hidden="true"
      focusable="false"
      data-composition="relationship-map"
      className={cn('h-auto w-full overflow-visible', className)}
    >
      {GROUPS.map(({ box: [x, y] }, index) => (
        <g key={`${x}-${y}`}>
          <rect
            x={x}
            y={y}
            width={GROUP_W}
            height={GROUP_H}
            rx="14"
            className="fill-white stroke-ink-200"
            strokeWidth="1"
          />
          <text x={x + 14} y={y + 24} className="fill-ink-700 text-xs font-semibold">
            {accounts[index]}
          </text>
        </g>
      ))}
      <path
        d={ACROSS.map(([[x1, y1], [x2, y2]]) => `M${x1} ${y1}L${x2} ${y2}`).join('')}
        fill="none"
        className="stroke-ink-300"
        strokeWidth="1"
        strokeDasharray="3 4"
      />
      <path
        d={GROUPS.flatMap(({ contacts, ties }) =>
          ties.map(([a, b]) => {
            const [[x1, y1], [x2, y2]] = [contacts[a] as Point, contacts[b] as Point];
            return `M${x1} ${y1}L${x2} ${y2}`;
          }),
        ).join('')}
        fill="none"
        className="stroke-ink-300"
        strokeWidth="1.25"
      />
      {GROUPS.flatMap(({ contacts }) => contacts)
        .filter(([x, y]) => x !== LIT[0] || y !== LIT[1])
        .map(([x, y]) => (
          <circle
            key={`${x}-${y}`}
            cx={x}
            cy={y}
            r="6"
            className="fill-white stroke-ink-400"
            strokeWidth="1.5"
          />
        ))}
      {/* Their move: the contact engages the competitor. */}
      <path
        d={`M${LIT[0]} ${LIT[1]}Q${COMPETITOR[0] - 8} ${LIT[1] + 6} ${COMPETITOR[0]} ${COMPETITOR[1] - 21}`}
        fill="none"
        className="stroke-signal-400"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <circle
        cx={COMPETITOR[0]}
        cy={COMPETITOR[1]}
        r="21"
        className="fill-none stroke-ink-300"
        strokeWidth="1"
        strokeDasharray="3 4"
      />
      <circle cx={COMPETITOR[0]} cy={COMPETITOR[1]} r="14" className="fill-ink-950" />
      <Label at={[COMPETITOR[0], COMPETITOR[1] + 40]}>{competitor}</Label>
      <circle cx={LIT[0]} cy={LIT[1]} r="16" className="fill-signal-200" opacity="0.7" />
      <circle cx={LIT[0]} cy={LIT[1]} r="9" className="fill-signal-400" />
      <circle cx={LIT[0]} cy={LIT[1]} r="3" className="fill-ink-950" />
      {/* Your move: the knight's-move elbow to the account owner. */}
      <path
        d={`M${LIT[0]} ${LIT[1] + 16}V${OWNER[1]}H${OWNER[0] + 22}`}
        fill="none"
        className="stroke-ink-950"
        strokeWidth="2"
        strokeDasharray="5 5"
      />
      <rect x={OWNER[0] - 16} y={OWNER[1] - 16} width="32" height="32" rx="4" className="fill-brand-600" />
      <path
        d={`M${OWNER[0] - 7} ${OWNER[1] + 4}l7-8 7 8`}
        fill="none"
        className="stroke-white"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <Label at={[OWNER[0], OWNER[1] + 36]}>{owner}</Label>
    </svg>
  );
}

function Label({ at: [x, y], children }: { at: Point; children: React.ReactNode }) {
  return (
    <text x={x} y={y} textAnchor="middle" className="fill-ink-950 text-xs font-semibold">
      {children}
    </text>
  );
}
