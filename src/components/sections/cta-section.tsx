import { MoveFigure, MoveGrid } from '#src/components/brand/signal-trace.tsx';
import type { CtaBlock } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { CtaButtons } from './cta-buttons';

export type CtaSectionProps = CtaBlock & {
  /**
   * `band`: the dark closing band at the end of a page, one per page, its words beside the knight's move;
   * `panel`: a light strip between sections (the words left, the buttons right), never a second band.
   */
  variant?: 'band' | 'panel';
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
  if (variant === 'panel') {
    return (
      <section aria-labelledby={id} data-cta="panel" className={cn('py-10 md:py-14', className)}>
        <div className="container-page">
          <div className="flex flex-col gap-6 border-y border-ink-200 py-8 lg:flex-row lg:items-center lg:justify-between lg:gap-12">
            <div className="max-w-2xl">
              <h2 id={id} className="text-2xl font-bold tracking-tight text-ink-950">
                {headline}
              </h2>
              <p className="mt-2 text-base leading-relaxed text-ink-600">{description}</p>
            </div>
            <CtaButtons primaryCta={primaryCta} secondaryCta={secondaryCta} className="shrink-0" />
          </div>
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
