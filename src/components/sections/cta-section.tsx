import type { CtaBlock } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { CtaButtons } from './cta-buttons';

export type CtaSectionProps = CtaBlock & {
  /** `band` is the dark closing band at the end of a page; `panel` a lighter block between sections. */
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
  const dark = variant === 'band';
  return (
    <section aria-labelledby={id} className={cn('py-16 md:py-24', className)}>
      <div className="container-page">
        <div
          className={cn(
            'relative overflow-hidden rounded-2xl px-6 py-12 text-center sm:px-12 md:py-16',
            dark ? 'bg-ink-950 text-white' : 'border border-brand-100 bg-brand-50 text-ink-950',
          )}
        >
          {dark ? (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,rgb(53_99_242/0.35),transparent_70%)]"
            />
          ) : null}
          <div className="relative mx-auto max-w-2xl">
            <h2 id={id} className="text-h2 font-bold">
              {headline}
            </h2>
            <p className={cn('mt-4 text-lead', dark ? 'text-ink-200' : 'text-ink-700')}>{description}</p>
            <CtaButtons
              primaryCta={primaryCta}
              secondaryCta={secondaryCta}
              tone={dark ? 'dark' : 'light'}
              className="mt-8 justify-center"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
