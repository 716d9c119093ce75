import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '#src/lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-brand-50 text-brand-800',
        secondary: 'border-transparent bg-ink-100 text-ink-800',
        outline: 'border-ink-200 bg-white text-ink-700',
        offensive: 'border-transparent bg-offense-50 text-offense-700',
        defensive: 'border-transparent bg-defense-50 text-defense-700',
        destructive: 'border-transparent bg-red-50 text-destructive',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
