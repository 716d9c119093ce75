import { KeepCompoundsTogether } from './keep-ranges-together';

export type SignalHeadlineProps = {
  text: string;
  /** Words of `text` to underline with the signal stroke; they must appear in it exactly. */
  mark?: string;
  /** Keep hyphenated compounds on one line from 640 px only (h1-size type on phones). */
  compoundsFrom?: 'sm';
};

/**
 * A headline with a few of its words underlined by the signal stroke (the amber marker of docs/design.md,
 * `.signal-mark` in global.css): the typographic half of the site's signature. The text content is the
 * headline unchanged. Words the headline does not contain stop the build, since a content edit that
 * drifted from the headline would otherwise drop the mark silently.
 */
export function SignalHeadline({ text, mark, compoundsFrom }: SignalHeadlineProps) {
  if (!mark) return <KeepCompoundsTogether text={text} from={compoundsFrom} />;
  const start = text.indexOf(mark);
  if (start === -1) throw new Error(`The headline “${text}” does not contain the words to mark, “${mark}”.`);
  const before = text.slice(0, start);
  const after = text.slice(start + mark.length);
  return (
    <>
      {before ? <KeepCompoundsTogether text={before} from={compoundsFrom} /> : null}
      <span data-signal-mark="" className="signal-mark">
        <KeepCompoundsTogether text={mark} from={compoundsFrom} />
      </span>
      {after ? <KeepCompoundsTogether text={after} from={compoundsFrom} /> : null}
    </>
  );
}
