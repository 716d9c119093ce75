import { ArrowRight } from 'lucide-react';
import { Button } from '~/components/ui/button';
import type { CtaBlock } from '~/content/types';
import { cn } from '~/lib/cn';

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
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="lg" variant={dark ? 'secondary' : 'default'}>
                <a href={primaryCta.href}>
                  {primaryCta.label}
                  <ArrowRight aria-hidden="true" />
                </a>
              </Button>
              {secondaryCta ? (
                <Button
                  asChild
                  size="lg"
                  variant="outline"
                  className={cn(
                    dark && 'border-ink-600 bg-transparent text-white hover:bg-ink-800 hover:text-white',
                  )}
                >
                  <a href={secondaryCta.href}>{secondaryCta.label}</a>
                </Button>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
