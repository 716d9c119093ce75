import type { Customer, WordmarkGlyph } from '#src/content/customers.ts';
import { cn } from '#src/lib/cn.ts';

/*
 * A drawn wordmark: a simple geometric glyph and the company name set in the site's own type. Deliberately
 * not the companies' logos (spec: never copy real brand assets). Monochrome, inheriting `currentColor`.
 */

const glyphs: Record<WordmarkGlyph, React.ReactNode> = {
  orbit: (
    <>
      <circle cx="12" cy="12" r="4" fill="currentColor" />
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  cursor: <path d="M5 3l14 7-6 2-2 6z" fill="currentColor" />,
  hexagon: <path d="M12 2l8.66 5v10L12 22l-8.66-5V7z" fill="none" stroke="currentColor" strokeWidth="2.2" />,
  stack: (
    <>
      <rect x="3" y="4" width="18" height="4" rx="1.5" fill="currentColor" />
      <rect x="3" y="10" width="13" height="4" rx="1.5" fill="currentColor" />
      <rect x="3" y="16" width="8" height="4" rx="1.5" fill="currentColor" />
    </>
  ),
  signal: (
    <>
      <rect x="3" y="13" width="4" height="8" rx="1" fill="currentColor" />
      <rect x="10" y="8" width="4" height="13" rx="1" fill="currentColor" />
      <rect x="17" y="3" width="4" height="18" rx="1" fill="currentColor" />
    </>
  ),
};

const tracking = { tight: 'tracking-tight', normal: 'tracking-normal', wide: 'tracking-[0.12em] uppercase' };
const weight = { 500: 'font-medium', 600: 'font-semibold', 700: 'font-bold', 800: 'font-extrabold' };

export type CustomerWordmarkProps = { customer: Customer; className?: string };

export function CustomerWordmark({ customer, className }: CustomerWordmarkProps) {
  const { name: companyName, glyph, style } = customer;
  return (
    <span
      role="img"
      aria-label={companyName}
      data-slot="customer-wordmark"
      className={cn('inline-flex items-center gap-2 text-xl leading-none', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-[1.1em] shrink-0">
        {glyphs[glyph]}
      </svg>
      <span aria-hidden="true" className={cn(weight[style.weight], tracking[style.tracking])}>
        {style.lowercase ? companyName.toLowerCase() : companyName}
      </span>
    </span>
  );
}
