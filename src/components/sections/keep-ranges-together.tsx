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
