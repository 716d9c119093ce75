import { ArrowRight } from 'lucide-react';
import { MoveFigure, MoveGrid, SignalGlyph } from '#src/components/brand/signal-trace.tsx';
import type { CtaBlock } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { CtaButtons } from './cta-buttons';

/** A call to action's text link in the inline row: 44 px tall, as a control is on phones. */
const INLINE_LINK =
  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

/** The closing band's move labels: the two small labels and the page's two lines (site.yaml `closingMove`). */
export type BandMoveLabels = { theirsLabel: string; theirs: string; yoursLabel: string; yours: string };

/**
 * The knight's move of the closing band with the page's two lines: from 1024 px the move on its board,
 * filling the band's right half, the blue square's label over its top right and the amber square's under
 * it; below, a compact list (a small amber and a small blue square joined by the dashed trace, each line
 * beside its square) under the buttons. One set of words for both, read by screen readers once.
 */
function BandMove({ theirsLabel, theirs, yoursLabel, yours }: BandMoveLabels) {
  const kicker = 'mr-1.5 text-xs font-semibold tracking-[0.12em] uppercase lg:mr-0 lg:block';
  // From 1024 px a caption sits on the board: the band's ground behind it, so no grid line runs through it.
  const caption = 'leading-5 lg:-ml-2 lg:inline-block lg:rounded-md lg:bg-ink-950 lg:px-2 lg:py-1';
  return (
    <div data-band-move="" className="relative lg:aspect-[3/2] lg:w-full">
      <MoveFigure tone="dark" className="absolute inset-0 hidden lg:block" />
      {/* Phones and tablets: the trace between the two small squares. */}
      <span
        aria-hidden="true"
        className="absolute top-3 bottom-3 left-[0.4375rem] border-l border-dashed border-white/50 lg:hidden"
      />
      <p className="relative flex gap-3 lg:absolute lg:top-[75%] lg:left-[16.67%] lg:w-[75%] lg:pt-3">
        <span aria-hidden="true" className="mt-1 size-3.5 shrink-0 rounded-[3px] bg-signal-400 lg:hidden" />
        <span className={caption}>
          <span className={`${kicker} text-signal-300`}>{theirsLabel}</span>{' '}
          <span className="text-sm text-ink-100 lg:block xl:text-base">{theirs}</span>
        </span>
      </p>
      <p className="relative mt-2 flex gap-3 lg:absolute lg:bottom-[75%] lg:left-1/2 lg:mt-0 lg:w-1/2 lg:pb-3">
        <span aria-hidden="true" className="mt-1 size-3.5 shrink-0 rounded-[3px] bg-brand-500 lg:hidden" />
        <span className={caption}>
          <span className={`${kicker} text-brand-300`}>{yoursLabel}</span>{' '}
          <span className="text-sm text-ink-100 lg:block xl:text-base">{yours}</span>
        </span>
      </p>
    </div>
  );
}

export type CtaSectionProps = CtaBlock & {
  /**
   * `band`: the dark closing band at the end of a page, one per page, its words beside the knight's move;
   * `inline`: a quiet row between sections (a small heading, one sentence, two text links), so that it
   * never reads as a second closing band (issue 29).
   */
  variant?: 'band' | 'inline';
  id?: string;
  className?: string;
  /** The band's move labels (site.yaml `closingMove`, the page's `move` lines over its own). */
  moveLabels?: BandMoveLabels;
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
  moveLabels,
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
    <section aria-labelledby={id} data-cta="band" className={cn('pb-6 md:py-24', className)}>
      <div className="container-page">
        <div className="relative isolate grid grid-cols-1 items-center gap-5 overflow-hidden rounded-2xl bg-ink-950 px-6 py-7 text-white sm:px-12 sm:py-10 md:py-16 lg:grid-cols-2 lg:gap-16 lg:px-16">
          <MoveGrid tone="dark" />
          <div className="max-w-2xl">
            <h2 id={id} className="text-h2 font-bold">
              {headline}
            </h2>
            <p className="mt-4 text-lead text-ink-200">{description}</p>
            <CtaButtons
              primaryCta={primaryCta}
              secondaryCta={secondaryCta}
              tone="dark"
              className="mt-6 md:mt-8"
            />
          </div>
          {moveLabels ? <BandMove {...moveLabels} /> : <MoveFigure tone="dark" className="hidden lg:block" />}
        </div>
      </div>
    </section>
  );
}
