import type * as React from 'react';
import type { Cta } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { CtaButtons } from './cta-buttons';
import { KeepCompoundsTogether } from './keep-ranges-together';

export type IntroHeroProps = {
  eyebrow?: string;
  headline: string;
  description: string;
  primaryCta?: Cta;
  secondaryCta?: Cta;
  /** Extra content under the buttons (for example a rating). */
  children?: React.ReactNode;
  align?: 'left' | 'center';
  /**
   * A left-aligned hero's picture, in its right half from 1024 px, so the half is not left empty
   * (issue 29; docs/design.md): the page's own drawing or content (the story page's relationship map,
   * /pricing's plans at a glance). Not shown below 1024 px.
   */
  picture?: React.ReactNode;
  className?: string;
};

/** The width of a letter of the h1's bold type, in ems: 'competitor-influenced' (21 letters) is 10.4 em. */
const EM_PER_LETTER = 0.52;

/**
 * The heading keeps every hyphenated compound on one line (never 'competitor-' / 'influenced'): its type
 * shrinks, only as far as needed, so that the longest compound fits its column, measured as the column's
 * width (`cqi`: the column is a size container then). On a phone that is the screen less its 20 px
 * sides; from 1024 px beside a picture, the narrower column left of it (/pricing at 1024 px: 416 px).
 */
function compoundFit(headline: string): React.CSSProperties | undefined {
  const longest = Math.max(0, ...(headline.match(COMPOUNDS) ?? []).map((word) => word.length));
  if (longest === 0) return undefined;
  // The width goes in a custom property, the rule in global.css (`.heading-fit`): the HTML validators read
  // a `style` attribute's CSS with parsers that do not know `cqi` yet.
  return { '--compound-ems': String(longest * EM_PER_LETTER) } as React.CSSProperties;
}

const COMPOUNDS = /[A-Za-z]+(?:-[A-Za-z]+)+/g;

/**
 * The top of an inner page: eyebrow, the page's h1, a lead paragraph and up to two calls to action, on a
 * soft gradient with a faint grid. Used by /customers (centred), /about (left, its relationship map beside)
 * and /pricing (left, the plans at a glance beside). /blog has its own title block (`PostList`).
 */
export function IntroHero({
  eyebrow,
  headline,
  description,
  primaryCta,
  secondaryCta,
  children,
  align = 'center',
  picture,
  className,
}: IntroHeroProps) {
  const centered = align === 'center';
  const figure = picture !== undefined && !centered;
  const fit = compoundFit(headline);
  return (
    <section
      aria-labelledby="page-heading"
      className={cn(
        'relative isolate overflow-hidden border-b border-ink-100 bg-gradient-to-b from-brand-50/70 via-white to-white',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="-z-10 pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(36_73_216/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(36_73_216/0.06)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(70%_60%_at_50%_0%,black,transparent)]"
      />
      <div
        className={cn(
          'container-page py-12 md:py-24',
          figure && 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-center lg:gap-16',
        )}
      >
        <div className={cn(centered ? 'mx-auto max-w-5xl text-center' : 'max-w-3xl', fit && '@container')}>
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
          ) : null}
          <h1
            id="page-heading"
            style={fit}
            className={cn(
              'text-h1 font-bold text-balance text-ink-950',
              fit && 'heading-fit',
              eyebrow && 'mt-4',
            )}
          >
            <KeepCompoundsTogether text={headline} />
          </h1>
          <p className={cn('mt-5 text-lead text-ink-600', centered && 'mx-auto max-w-2xl')}>{description}</p>
          <CtaButtons
            primaryCta={primaryCta}
            secondaryCta={secondaryCta}
            className={cn('mt-8', centered && 'sm:justify-center')}
          />
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
        {figure ? (
          <div data-hero-picture="" className="hidden lg:block">
            {picture}
          </div>
        ) : null}
      </div>
    </section>
  );
}
