import { SignalGlyph } from '#src/components/brand/signal-trace.tsx';
import type { SectionIntro } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { KeepCompoundsTogether } from './keep-ranges-together';

export type SectionHeaderProps = SectionIntro & {
  /** Id for the heading, so the section can point `aria-labelledby` at it. */
  id?: string;
  /**
   * `center-md`: left-aligned on phones, centred from 768 px, for a header whose paragraph is long (a
   * centred paragraph of eight lines is hard to read on a phone: /pricing's "How pricing works").
   */
  align?: 'left' | 'center' | 'center-md';
  className?: string;
};

/** Eyebrow, h2 and intro paragraph at the top of a page section. */
export function SectionHeader({
  eyebrow,
  headline,
  description,
  id,
  align = 'center',
  className,
}: SectionHeaderProps) {
  return (
    <div
      className={cn(
        'max-w-3xl',
        align === 'center' && 'mx-auto text-center',
        align === 'center-md' && 'md:mx-auto md:text-center',
        className,
      )}
    >
      {eyebrow ? (
        <p
          className={cn(
            'eyebrow',
            align === 'center' && 'justify-center',
            align === 'center-md' && 'md:justify-center',
          )}
        >
          <SignalGlyph />
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={cn('text-h2 font-bold text-ink-950', eyebrow && 'mt-2 md:mt-3')}>
        <KeepCompoundsTogether text={headline} />
      </h2>
      {description ? <p className="mt-3 text-lead text-ink-600 md:mt-4">{description}</p> : null}
    </div>
  );
}
