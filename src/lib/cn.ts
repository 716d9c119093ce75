import { type ClassValue, clsx } from 'clsx';

/*
 * Class joining with "a later utility overrides a conflicting earlier one", for the Tailwind utilities this
 * project's components actually override. It replaces tailwind-merge, whose full rule set cost about 9 KB
 * gzip on every page with an island (docs/decisions/0004).
 *
 * A class is dropped only when a later class falls in the same recognised group under the same variants.
 * Colour groups recognise only the colours below (the theme's families in global.css, Tailwind's palette
 * and arbitrary colour values), and an arbitrary value counts as a font size or border width only when it is
 * a length, so a utility that merely shares a prefix (`text-shadow-sm`, `border-spacing-2`,
 * `bg-blend-multiply`) belongs to no group and is always kept. cn.test.ts pins both sides.
 */

/** Colour families: the theme's (global.css `--color-*`) and Tailwind's default palette. */
export const COLOR_FAMILIES = [
  'ink',
  'brand',
  'offense',
  'defense',
  'background',
  'foreground',
  'muted',
  'border',
  'input',
  'ring',
  'primary',
  'secondary',
  'accent',
  'destructive',
  'card',
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose',
] as const;
/**
 * Arbitrary values, told apart as Tailwind tells them apart: a colour (`[#fff]`, `[rgb(…)]`, `[color:…]`)
 * or a length (`[13px]`, `[1.75rem]`, a clamp, a `length:` hint). Anything else (an image, a custom
 * property) is in no group, so it is kept.
 */
const ARBITRARY_COLOR =
  '\\[(?:color:[^\\]]+|#[0-9a-fA-F]{3,8}|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix)\\([^\\]]*\\)|var\\(--color-[^\\]]*\\))\\]';
const ARBITRARY_LENGTH =
  '\\[(?:length:[^\\]]+|-?\\d*\\.?\\d+(?:px|rem|em|%|vw|vh|svh|dvh|lvh|ch|ex|lh|rlh|cqw|cqh)?|(?:calc|clamp|min|max)\\([^\\]]*\\))\\]';
const COLOR = `(?:inherit|current|transparent|black|white|(?:${COLOR_FAMILIES.join('|')})(?:-[a-z0-9]+)*|${ARBITRARY_COLOR}|\\([^)]+\\))(?:/(?:\\d+|\\[[^\\]]+\\]))?`;
const color = (prefix: string) => new RegExp(`^${prefix}-${COLOR}$`);

const FONT_SIZES = 'xs|sm|base|lg|xl|[2-9]xl|display|h1|h2|h3|lead';
const FONT_WEIGHTS = 'thin|extralight|light|normal|medium|semibold|bold|extrabold|black';
const DISPLAYS =
  'block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|table|hidden|flow-root';
const POSITIONS = 'static|fixed|absolute|relative|sticky';

/** Ordered rules: the first pattern that matches a utility names its conflict group. */
const GROUP_RULES: ReadonlyArray<readonly [RegExp, (match: RegExpMatchArray) => string]> = [
  [new RegExp(`^text-(?:${FONT_SIZES}|${ARBITRARY_LENGTH})(?:/.+)?$`), () => 'font-size'],
  [/^text-(?:left|center|right|justify|start|end)$/, () => 'text-align'],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, () => 'text-wrap'],
  [/^text-(?:ellipsis|clip)$/, () => 'text-overflow'],
  [color('text'), () => 'text-color'],
  [new RegExp(`^font-(?:${FONT_WEIGHTS})$`), () => 'font-weight'],
  [/^font-(?:sans|serif|mono)$/, () => 'font-family'],
  [new RegExp(`^(?:${DISPLAYS})$`), () => 'display'],
  [new RegExp(`^(?:${POSITIONS})$`), () => 'position'],
  [/^flex-(?:row|col|row-reverse|col-reverse)$/, () => 'flex-direction'],
  [/^flex-(?:wrap|nowrap|wrap-reverse)$/, () => 'flex-wrap'],
  [/^(p[xytrblse]?|m[xytrblse]?|gap(?:-[xy])?|space-[xy])-/, (m) => m[1] ?? ''],
  [/^(size|w|h|min-w|min-h|max-w|max-h)-/, (m) => m[1] ?? ''],
  [
    /^(inset(?:-[xy])?|top|right|bottom|left|z|order|opacity|leading|tracking|basis|grow|shrink)(?:-|$)/,
    (m) => m[1] ?? '',
  ],
  [
    /^(items|justify|self|content|place-items|place-content|overflow(?:-[xy])?|whitespace|cursor|underline-offset)-/,
    (m) => m[1] ?? '',
  ],
  [/^(?:bg-(?:gradient|linear|radial|conic)|from|via|to)-/, (m) => m[0]],
  [
    /^bg-(?:fixed|local|scroll|clip-.+|origin-.+|repeat.*|no-repeat|auto|cover|contain|center|top|bottom|left|right)$/,
    () => 'bg-misc',
  ],
  [color('bg'), () => 'bg-color'],
  [
    new RegExp(`^border(-[xytrblse])?(?:-(?:\\d+|${ARBITRARY_LENGTH}))?$`),
    (m) => `border-width${m[1] ?? ''}`,
  ],
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, () => 'border-style'],
  [new RegExp(`^border(-[xytrblse])?-${COLOR}$`), (m) => `border-color${m[1] ?? ''}`],
  [/^rounded(-(?:[trblse]|tl|tr|br|bl|ss|se|es|ee))?(?:-|$)/, (m) => `rounded${m[1] ?? ''}`],
  [/^shadow(?:-(?:xs|sm|md|lg|xl|2xl|none|card|raised|menu))?$/, () => 'shadow'],
  [color('shadow'), () => 'shadow-color'],
  [/^ring-inset$/, () => 'ring-inset'],
  [/^ring(?:-\d+)?$/, () => 'ring-width'],
  [/^ring-offset-/, () => 'ring-offset'],
  [color('ring'), () => 'ring-color'],
  [/^outline(?:-(?:\d+|none|hidden|dashed|dotted|double))?$/, () => 'outline-width'],
  [/^outline-offset-/, () => 'outline-offset'],
  [color('outline'), () => 'outline-color'],
];

/** Splits `md:hover:-mt-2!` into its variant prefix and its utility (`mt-2`), or null when unknown. */
function conflictKey(className: string): string | null {
  let depth = 0;
  let split = -1;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) split = index;
  }
  const variants = className.slice(0, split + 1);
  let utility = className.slice(split + 1);
  const important = utility.endsWith('!') || utility.startsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  for (const [pattern, group] of GROUP_RULES) {
    const match = utility.match(pattern);
    if (match) return `${variants}${important ? '!' : ''}${group(match)}`;
  }
  return null;
}

/** Joins class names; a later Tailwind utility overrides an earlier one of the same group and variant. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(' ').filter(Boolean);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index] as string;
    const key = conflictKey(className);
    if (key !== null) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
