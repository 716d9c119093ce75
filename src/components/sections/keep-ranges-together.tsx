/** A figure range such as '10-11', '15-25%', '30-90 days' or '1-2 weeks'. */
const RANGE = /(\d+(?:\.\d+)?%?[-–]\d+(?:\.\d+)?(?:%|x| days| weeks)?)/;

/**
 * Renders text with every figure range kept on one line, so '10-11' never breaks after the hyphen. The
 * text content is unchanged.
 */
export function KeepRangesTogether({ text }: { text: string }) {
  const parts = text.split(RANGE);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string never reorder
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** A hyphenated compound such as 'closed-lost', 'go-to-market' or 'competitor-influenced'. */
const COMPOUND = /([A-Za-z]+(?:-[A-Za-z]+)+)/;

/**
 * Renders a heading with every hyphenated compound kept on one line, so a heading never breaks as
 * 'closed-' / 'lost'. `from="sm"` applies it from 640 px only, for h1-size type where a long compound
 * can be wider than a phone's column and must be allowed to break rather than overflow. The text content
 * is unchanged.
 */
export function KeepCompoundsTogether({ text, from }: { text: string; from?: 'sm' }) {
  const parts = text.split(COMPOUND);
  if (parts.length === 1) return text;
  const nowrap = from === 'sm' ? 'sm:whitespace-nowrap' : 'whitespace-nowrap';
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string never reorder
      <span key={index} className={nowrap}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
