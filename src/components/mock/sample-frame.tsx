import type * as React from 'react';

/*
 * The shared frame of the product mock-ups (issue 28): every drawing of the product holds fictional
 * people, companies and figures, and says so the same way on every page, with one visible mark (the
 * samples' `mark`, “Sample”) at the top of the scene and, where the scene has one, its caption beside it.
 * Each mock-up's own root carries `data-sample` (the launch check reads no claim inside one); the frame
 * carries `data-sample-frame` and its mark `data-sample-mark` (tests/e2e/samples.spec.ts finds every
 * mock-up of every page inside one).
 */

export type SampleFrameProps = React.ComponentProps<'div'> & {
  /** The visible mark (site/samples.yaml `mark`). */
  mark: string;
  /** One line beside the mark: what the scene shows. */
  caption?: string | undefined;
};

export function SampleFrame({ mark, caption, className, children, ...props }: SampleFrameProps) {
  return (
    <div data-sample-frame="" className={className} {...props}>
      <p className="flex items-start gap-2 px-1 pb-3 text-xs font-medium leading-snug text-ink-700">
        <span
          data-sample-mark=""
          className="shrink-0 rounded-full bg-white px-2 py-0.5 font-semibold uppercase tracking-wider text-ink-600 ring-1 ring-ink-200"
        >
          {mark}
        </span>
        {caption ? (
          <>
            {' '}
            <span className="min-w-0 pt-0.5">{caption}</span>
          </>
        ) : null}
      </p>
      {children}
    </div>
  );
}
