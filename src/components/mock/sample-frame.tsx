import type * as React from 'react';
import { cn } from '#src/lib/cn.ts';

/*
 * The shared frame of the product mock-ups (issue 28): every drawing of the product holds fictional
 * people, companies and figures, and says so the same way on every page, with one visible mark (the
 * samples' `mark`, “Sample”) at the top of the scene and, where the scene has one, its caption beside it.
 * Each mock-up's own root carries `data-sample` (the launch check reads no claim inside one); the frame
 * carries `data-sample-frame` and its mark `data-sample-mark` (tests/e2e/samples.spec.ts finds every
 * mock-up of every page inside one). The mark's line stands 8 px over the sample on every page and at
 * every width, hung over the scene or not (samples.spec.ts measures it), so a frame adds no gap of its
 * own between the two.
 */

export type SampleFrameProps = React.ComponentProps<'div'> & {
  /** The visible mark (site/samples.yaml `mark`). */
  mark: string;
  /** One line beside the mark: what the scene shows. */
  caption?: string | undefined;
  /**
   * Below 640 px, the mark hangs 8 px above the scene's top edge, in the gap the layout leaves there,
   * instead of on a line of its own (about 30 px less a scene; the persona pages' objectives). Only for a
   * mark without a caption.
   */
  markOnEdge?: boolean;
};

export function SampleFrame({ mark, caption, markOnEdge, className, children, ...props }: SampleFrameProps) {
  const onEdge = markOnEdge === true && !caption;
  return (
    <div data-sample-frame="" className={cn(onEdge && 'relative', className)} {...props}>
      <p
        className={cn(
          'flex items-start gap-2 px-1 pb-2 text-xs font-medium leading-snug text-ink-700',
          onEdge && 'max-sm:absolute max-sm:bottom-full max-sm:left-0',
        )}
      >
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
