import { ArrowRight } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import type { Cta } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';

export type CtaButtonsProps = {
  primaryCta?: Cta;
  secondaryCta?: Cta;
  /** `dark` for buttons on the ink closing band. */
  tone?: 'light' | 'dark';
  className?: string;
};

/** The primary (with an arrow) and secondary call-to-action links every hero and CTA block ends with. */
export function CtaButtons({ primaryCta, secondaryCta, tone = 'light', className }: CtaButtonsProps) {
  if (!primaryCta && !secondaryCta) return null;
  const dark = tone === 'dark';
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row', className)}>
      {primaryCta ? (
        <Button asChild size="lg" variant={dark ? 'secondary' : 'default'}>
          <a href={primaryCta.href}>
            {primaryCta.label}
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
      ) : null}
      {/* A real space between the links: a text browser, reader view or copied text would otherwise run the two labels together (the flex gap is only CSS). */}
      {primaryCta && secondaryCta ? ' ' : null}
      {secondaryCta ? (
        <Button
          asChild
          size="lg"
          // On the ink band: the outline button drawn for a dark ground (no variant to override).
          variant={dark ? null : 'outline'}
          className={
            dark
              ? 'border border-ink-600 bg-transparent text-white shadow-sm hover:border-ink-400 hover:bg-ink-800 hover:text-white'
              : undefined
          }
        >
          <a href={secondaryCta.href} data-cta-secondary="">
            {secondaryCta.label}
          </a>
        </Button>
      ) : null}
    </div>
  );
}
