import type * as React from 'react';
import { cn } from '#src/lib/cn.ts';

/** The brand mark: a turning arrow inside a rounded square, for a counter-move. */
export function LogoMark({ className, ...props }: React.ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8', className)}
      {...props}
    >
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path
        d="M21.5 10.8A8 8 0 1 0 24 16"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path
        d="M17.6 9.2h5.2v5.2"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="16" r="2.4" fill="#fff" />
    </svg>
  );
}

/** Mark and wordmark. The accessible name comes from the wordmark text. */
export function Logo({
  brandName,
  className,
  wordmarkClassName,
}: {
  brandName: string;
  className?: string;
  /** E.g. `sr-only` at some widths: the wordmark still names the link. */
  wordmarkClassName?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className={cn('text-lg font-bold tracking-tight text-ink-950', wordmarkClassName)}>
        {brandName}
      </span>
    </span>
  );
}
