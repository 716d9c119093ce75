import { Check } from 'lucide-react';
import type * as React from 'react';
import { cn } from '#src/lib/cn.ts';

const markerStyles = {
  soft: 'bg-brand-50 text-brand-700',
  solid: 'bg-brand-600 text-white',
  raised: 'bg-white text-brand-700 shadow-card',
} as const;

export type CheckListProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  items: readonly string[];
  /** How the round check mark is drawn. */
  marker?: keyof typeof markerStyles;
  /** `md` draws a larger, bolder mark for body-size lists. */
  size?: 'sm' | 'md';
  itemClassName?: string;
  /** Renders an item's text (e.g. keeping number ranges on one line); plain text by default. */
  renderItem?: (item: string) => React.ReactNode;
};

/** A list of points, each behind a round check mark: the "what you get" lists across the site. */
export function CheckList({
  items,
  marker = 'soft',
  size = 'sm',
  itemClassName,
  renderItem = (item) => item,
  className,
  ...props
}: CheckListProps) {
  return (
    <ul className={cn('space-y-3', className)} {...props}>
      {items.map((item) => (
        <li key={item} className={cn('flex gap-3 text-base text-ink-800', itemClassName)}>
          <span
            aria-hidden="true"
            className={cn(
              'mt-0.5 flex shrink-0 items-center justify-center rounded-full',
              size === 'md' ? 'size-6' : 'size-5',
              markerStyles[marker],
            )}
          >
            <Check className="size-3.5" strokeWidth={size === 'md' ? 3 : 2} />
          </span>
          <span>{renderItem(item)}</span>
        </li>
      ))}
    </ul>
  );
}
