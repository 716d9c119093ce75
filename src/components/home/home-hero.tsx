import { BadgeDollarSign, Check } from 'lucide-react';
import { MoveFrame, MoveGrid, SignalGlyph } from '#src/components/brand/signal-trace.tsx';
import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import { AlertFacts, Avatar, FieldGrid, windowClass } from '#src/components/mock/surface-kit.tsx';
import { CtaButtons } from '#src/components/sections/cta-buttons.tsx';
import { SignalHeadline } from '#src/components/sections/signal-headline.tsx';
import type { HomeHeroContent } from '#src/content/schemas/home.ts';
import type { PersonaSampleWords } from '#src/content/schemas/persona-samples.ts';
import type { SamplesContent } from '#src/content/schemas/samples.ts';
import { cn } from '#src/lib/cn.ts';

/*
 * Home hero: static HTML, no island, so it paints with the first response. The product picture is the
 * countermove itself: the CRM opportunity the service wrote to (its written values underlined in amber),
 * and over it the alert that reached the owner, inside the knight's move (docs/design.md).
 */

export type HomeHeroProps = HomeHeroContent & {
  /** The alert card's field names and the words for a written value. */
  samples: Pick<PersonaSampleWords, 'alertFields' | 'writtenLabel'>;
  /** The app's and the tools' names (site/samples.yaml `surfaces`). */
  surfaces: SamplesContent['surfaces'];
  /** The visible mark on the mock-up (site/samples.yaml `mark`). */
  sampleMark: string;
  id?: string;
};

export function HomeHero({
  eyebrow,
  headline,
  mark,
  description,
  primaryCta,
  secondaryCta,
  highlights,
  visual,
  samples,
  surfaces,
  sampleMark,
  id = 'hero',
}: HomeHeroProps) {
  const headingId = `${id}-heading`;
  const { record, alert } = visual;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden border-b border-ink-200"
    >
      <MoveGrid />
      <div className="container-page grid grid-cols-1 items-center gap-8 pt-6 pb-8 md:gap-10 md:pt-20 md:pb-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12 lg:pt-24 lg:pb-28 xl:gap-20">
        <div className="max-w-2xl">
          {eyebrow ? (
            <p className="eyebrow">
              <SignalGlyph />
              {eyebrow}
            </p>
          ) : null}
          <h1
            id={headingId}
            className="mt-5 text-[clamp(2.125rem,1.5rem+2.6vw,3.5rem)] leading-[1.06] font-bold tracking-[-0.035em] text-ink-950 md:mt-6"
          >
            <SignalHeadline text={headline} mark={mark} />
          </h1>
          <p className="mt-5 max-w-xl text-lead text-ink-600 md:mt-6">{description}</p>
          <CtaButtons
            primaryCta={primaryCta}
            secondaryCta={secondaryCta}
            className="mt-7 max-sm:flex-row max-sm:flex-wrap md:mt-9"
          />
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-ink-600 md:mt-8 md:gap-y-2">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 shrink-0 text-offense-600" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>

        <SampleFrame
          mark={sampleMark}
          role="group"
          aria-label={visual.label}
          data-sample=""
          className="relative isolate text-xs sm:mx-auto sm:w-full sm:max-w-xl lg:mr-7 lg:ml-0 lg:max-w-none"
        >
          <MoveFrame className="max-sm:hidden" />
          <div
            role="group"
            aria-label={record.name}
            className={cn(windowClass, 'w-full sm:ml-auto sm:w-[88%]')}
          >
            <div className="flex items-start gap-2.5 border-b border-ink-100 bg-ink-50 px-3 py-2.5 sm:px-4 sm:py-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-md bg-brand-600 text-white"
              >
                <BadgeDollarSign className="size-4" />
              </span>{' '}
              <p className="min-w-0">
                <span className="block text-[0.625rem] font-semibold uppercase tracking-wider text-ink-500">
                  {surfaces.salesCrm} · {record.objectType}
                </span>{' '}
                <span className="block text-[0.8125rem] font-semibold text-ink-950">{record.name}</span>
                {record.subtitle ? (
                  <>
                    {' '}
                    <span className="block text-[0.6875rem] text-ink-600">{record.subtitle}</span>
                  </>
                ) : null}
              </p>
            </div>
            <FieldGrid
              fields={record.fields.map((field) => ({ ...field, written: field.enriched }))}
              writtenLabel={samples.writtenLabel}
              className="p-3 max-sm:pb-7 max-sm:[&>div:nth-child(n+5)]:hidden sm:p-4"
            />
            {record.activity ? (
              <ol className="hidden space-y-1.5 border-t border-ink-100 px-4 py-3 pb-24 sm:block">
                {record.activity.map((entry) => (
                  <li key={entry.text} className="flex items-center gap-2">
                    <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-brand-600" />{' '}
                    <span className="font-semibold text-ink-900">{entry.text}</span>{' '}
                    <span className="text-ink-500">{entry.meta}</span>
                  </li>
                ))}
              </ol>
            ) : null}
          </div>
          <div
            role="group"
            aria-label={`${alert.name}, ${alert.account}`}
            // On phones the alert lies over the record's foot, 12 px in from its sides and 12 px under its
            // last fields (it covered them to their baseline, eighth review).
            className={cn(
              windowClass,
              'relative z-10 -mt-4 p-3 shadow-menu max-sm:mx-3 sm:-mt-20 sm:w-[78%] sm:p-4',
            )}
          >
            <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
              <Avatar name={surfaces.app} tone="brand" shape="square" />{' '}
              <span className="text-[0.8125rem] font-bold text-ink-950">{surfaces.app}</span>{' '}
              <span className="rounded bg-ink-100 px-1 text-[0.5625rem] font-semibold uppercase text-ink-600">
                {surfaces.appBadge}
              </span>{' '}
              <span className="text-[0.6875rem] text-ink-500">{surfaces.teamChat}</span>
            </p>
            <AlertFacts alert={alert} labels={samples.alertFields} className="mt-2.5" />
          </div>
        </SampleFrame>
      </div>
    </section>
  );
}
