import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline:
          'border border-input bg-background text-foreground shadow-sm hover:border-ink-400 hover:bg-ink-50',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-ink-200',
        ghost: 'text-foreground hover:bg-ink-100',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        // Below 768 px every size is at least 44 px tall, a finger's target (WCAG 2.5.5).
        default: 'h-11 px-4 text-sm md:h-10',
        sm: 'h-11 px-3 text-sm md:h-9',
        lg: 'h-12 px-4 text-base sm:px-6',
        icon: 'size-11 md:size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (for example an `<a>`) with the button's styles instead of a `<button>`. */
    asChild?: boolean;
  };

/**
 * A button, or, with `asChild`, a link styled as one:
 * `<Button asChild><a href="/book-time">Book a demo</a></Button>`.
 *
 * `className` adds classes after the variant's; it is not merged, because islands hydrate Button and the
 * class merger stays out of the browser (decision 0018). Choose a variant and size rather than override
 * one of their utilities (the build-output test fails on a page that does).
 */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      className={buttonVariants({ variant, size, className })}
      // A plain <button> defaults to type="button" so it never submits a form by accident.
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}
