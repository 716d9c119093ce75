import { Fragment } from 'react';
import { cn } from '#src/lib/cn.ts';

/** How the content sets items apart on one line: a middle dot between spaces. */
export const DOT_SEPARATOR = ' · ';

export type DotSeparatedProps = { text: string; className?: string };

/**
 * Words the content sets apart with " · " ("Northwind Logistics · Dana Whitfield"), drawn as a `dot-row`
 * (global.css): the parts may wrap, and no line starts or ends with the dot (issue 29's eighth review: in a
 * narrow sample the dot ended the first line). The dot is drawn by CSS and not read: screen readers read
 * the parts with a space between them. Text without the separator stays plain text.
 */
export function DotSeparated({ text, className }: DotSeparatedProps) {
  const parts = text.split(DOT_SEPARATOR);
  if (parts.length < 2) return <>{text}</>;
  return (
    <span className={cn('dot-row [--dot-gap:0.75rem]', className)}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string never reorder
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
