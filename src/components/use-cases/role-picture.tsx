import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import { DotSeparated } from '#src/components/ui/dot-separated.tsx';
import type { UseCaseRole } from '#src/content/schemas/use-cases.ts';
import { cn } from '#src/lib/cn.ts';

export type RolePictureProps = {
  /** What the play looks like for this team (the role's `move` in the page's file). */
  move: UseCaseRole['move'];
  /** The samples' visible mark (site/samples.yaml `mark`). */
  mark: string;
  /**
   * From 1024 px the sample is set larger (for a column of its own beside the words), at its own height
   * at the top of the column: its rows are never stretched to the words' height (issue 29, seventh round).
   */
  large?: boolean | undefined;
  className?: string;
};

/**
 * The picture in a role's panel (issue 29, fifth round: it redrew the hero's own sample, small): the
 * surface this team works in when the play runs, its lines with the one the signal changed lit in amber,
 * and the team's next step as the button it would press. Sample words, in the frame with the "Sample"
 * mark; plain elements only, for the page's element budget.
 */
export function RolePicture({ move, mark, large = false, className }: RolePictureProps) {
  return (
    <SampleFrame
      mark={mark}
      data-role-picture=""
      className={cn(
        // Never stretched to the words beside it (an arrangement may centre it instead).
        'rounded-2xl border border-ink-200/80 bg-ink-50/80 p-3 md:max-w-md lg:self-start',
        large && 'lg:max-w-none lg:p-5',
        className,
      )}
    >
      <div
        data-sample=""
        className={cn(
          'overflow-hidden rounded-xl bg-white text-[0.8125rem] ring-1 ring-ink-200',
          large && 'lg:text-base',
        )}
      >
        <p
          className={cn(
            'border-b border-ink-100 bg-ink-50 px-3 py-2 text-xs font-semibold text-ink-700',
            large && 'lg:px-4 lg:py-3 lg:text-sm',
          )}
        >
          {move.surface}
        </p>
        <ul className="divide-y divide-ink-100">
          {move.items.map((item, index) => (
            <li
              key={item}
              data-lit={index === move.lit ? '' : undefined}
              className={cn(
                'flex items-baseline gap-2 px-3 py-2 leading-snug text-ink-700',
                large && 'lg:gap-3 lg:px-4 lg:py-3',
                index === move.lit && 'bg-signal-50 font-semibold text-ink-950',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'size-2 shrink-0 rounded-full',
                  index === move.lit ? 'bg-signal-400' : 'bg-ink-200',
                )}
              />
              <DotSeparated text={item} />
            </li>
          ))}
        </ul>
        <p className={cn('border-t border-ink-100 px-3 py-2.5', large && 'lg:px-4 lg:py-3.5')}>
          <span
            className={cn(
              'inline-flex rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white',
              large && 'lg:px-4 lg:py-1.5 lg:text-sm',
            )}
          >
            {move.action}
          </span>
        </p>
      </div>
    </SampleFrame>
  );
}
