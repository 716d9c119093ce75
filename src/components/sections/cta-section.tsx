import { ArrowRight } from 'lucide-react';
import { MoveFigure, MoveGrid, SignalGlyph } from '#src/components/brand/signal-trace.tsx';
import type { CtaBlock } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { CtaButtons } from './cta-buttons';

/** A call to action's text link in the inline row: 44 px tall, as a control is on phones. */
const INLINE_LINK =
  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

export type CtaSectionProps = CtaBlock & {
  /**
   * `band`: the dark closing band at the end of a page, one per page, its words beside the knight's move;
   * `inline`: a quiet row between sections (a small heading, one sentence, two text links), so that it
   * never reads as a second closing band (issue 29).
   */
  variant?: 'band' | 'inline';
  id?: string;
  className?: string;
};

/** A call-to-action block: headline, one sentence, and one or two buttons (spec: all lead to /book-time). */
export function CtaSection({
  headline,
  description,
  primaryCta,
  secondaryCta,
  variant = 'band',
  id = 'cta-heading',
  className,
}: CtaSectionProps) {
  if (variant === 'inline') {
    return (
      <section aria-labelledby={id} data-cta="inline" className={cn('py-10 md:py-14', className)}>
        <div className="container-page flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between lg:gap-12">
          <div className="flex max-w-3xl gap-3">
            <SignalGlyph className="mt-2 text-ink-400" />
            <div>
              <h2 id={id} className="text-lg font-semibold tracking-tight text-ink-950">
                {headline}
              </h2>
              <p className="mt-1 text-base leading-relaxed text-ink-600">{description}</p>
            </div>
          </div>
          <p className="flex shrink-0 flex-wrap gap-x-6 pl-[2.125rem] lg:pl-0">
            {primaryCta ? (
              <a href={primaryCta.href} className={INLINE_LINK}>
                {primaryCta.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            ) : null}
            {/* A real space between the links, for text browsers and copied text (the gap is only CSS). */}
            {primaryCta && secondaryCta ? ' ' : null}
            {secondaryCta ? (
              <a href={secondaryCta.href} data-cta-secondary="" className={INLINE_LINK}>
                {secondaryCta.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            ) : null}
          </p>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby={id} data-cta="band" className={cn('py-10 md:py-24', className)}>
      <div className="container-page">
        <div className="relative isolate grid grid-cols-1 items-center gap-10 overflow-hidden rounded-2xl bg-ink-950 px-6 py-8 text-white sm:px-12 sm:py-10 md:py-16 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-16 lg:px-16">
          <MoveGrid tone="dark" />
          <div className="max-w-2xl">
            <h2 id={id} className="text-h2 font-bold">
              {headline}
            </h2>
            <p className="mt-4 text-lead text-ink-200">{description}</p>
            <CtaButtons primaryCta={primaryCta} secondaryCta={secondaryCta} tone="dark" className="mt-8" />
          </div>
          <MoveFigure tone="dark" className="hidden lg:block" />
        </div>
      </div>
    </section>
  );
}
