import { MoveFrame, MoveGrid, SignalGlyph } from '#src/components/brand/signal-trace.tsx';
import { PersonaHeroVisualView } from '#src/components/mock/persona-hero-visuals.tsx';
import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import { CtaButtons } from '#src/components/sections/cta-buttons.tsx';
import { KeepRangesTogether } from '#src/components/sections/keep-ranges-together.tsx';
import { SignalHeadline } from '#src/components/sections/signal-headline.tsx';
import type { PersonaHero as PersonaHeroContent, PersonaHeroLayout } from '#src/content/schemas/personas.ts';
import { cn } from '#src/lib/cn.ts';

export type PersonaHeroProps = PersonaHeroContent & {
  /** The page's name (its menu label, e.g. 'For Sales Leaders'), shown above the headline. */
  label: string;
  /** The samples' visible mark (site/samples.yaml `mark`), on the picture. */
  sampleMark: string;
};

/** Where the three figures stand and how they are set. */
type FiguresForm = 'panel' | 'list' | 'row';

/**
 * Each page's composition (its YAML's `hero.layout`; issue 29, seventh round: the four heroes were one
 * template). Classes for the section's grid and for its three parts; the DOM order is always the words,
 * the picture, the figures (the h1 first), and only CSS moves them.
 * - scoreboard (/sales): words left, the deal board right with the figures in a dark panel under it, inside
 *   the knight's move; on phones the words, the board, the panel.
 * - mirrored (/marketing): the chart left as tall as the words, the words right with the figures as a
 *   list under them; on phones the chart comes first.
 * - inline (/revenue-operations): words left with the figures in a row under them, the routing flow right
 *   as tall as both; on phones the figures come before the picture.
 * - strip (/customer-success): the words centred, the renewals across the page under them, the figures
 *   centred under it; centred words on phones too.
 */
const LAYOUTS: Record<
  PersonaHeroLayout,
  { grid: string; copy: string; picture: string; frame: string; figures: FiguresForm; figuresClass: string }
> = {
  scoreboard: {
    grid: 'items-center lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]',
    copy: '',
    picture: 'lg:flex lg:flex-col lg:self-stretch',
    frame: 'lg:flex lg:flex-1 lg:flex-col',
    figures: 'panel',
    figuresClass: 'mt-3 rounded-2xl bg-ink-950 p-4 sm:p-5',
  },
  mirrored: {
    grid: 'lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:gap-y-8 xl:grid-cols-[minmax(0,32rem)_minmax(0,1fr)]',
    copy: 'lg:col-start-2 lg:row-start-1',
    picture: 'max-lg:order-first lg:col-start-1 lg:row-span-2 lg:row-start-1',
    frame: 'lg:flex lg:h-full lg:flex-col',
    figures: 'list',
    figuresClass: 'border-t border-ink-200 pt-6 lg:col-start-2',
  },
  inline: {
    grid: 'lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-y-10 xl:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]',
    copy: 'lg:col-start-1 lg:row-start-1',
    picture: 'max-lg:order-last lg:col-start-2 lg:row-span-2 lg:row-start-1',
    frame: 'lg:flex lg:h-full lg:flex-col',
    figures: 'row',
    figuresClass: 'border-t border-ink-200 pt-6 lg:col-start-1',
  },
  strip: {
    grid: 'justify-items-center text-center lg:gap-y-10',
    copy: 'max-w-3xl',
    picture: 'w-full lg:max-w-none',
    frame: '',
    figures: 'row',
    figuresClass: 'w-full border-t border-ink-200 pt-6 max-sm:text-left',
  },
};

/**
 * Persona hero: the audience, the promise (h1, its marked words underlined in amber), two calls to
 * action, the team's world as a picture (a deal board, share of voice, a routing flow, the renewals
 * ahead: the four pages differ at a glance), and the team's three figures, each after an amber tick,
 * composed as the page's `layout` says (`LAYOUTS`). A picture beside the words is as tall as they are from
 * 1024 px, drawn inside the knight's move (`MoveFrame`); below 1024 px it is as wide as the paragraph at
 * most, phones drawing fewer rows.
 */
export function PersonaHero({
  label,
  layout,
  eyebrow,
  headline,
  mark,
  description,
  primaryCta,
  secondaryCta,
  metricsLabel,
  metrics,
  visual,
  sampleMark,
}: PersonaHeroProps) {
  const parts = LAYOUTS[layout];
  const centred = layout === 'strip';
  const figures = (
    <Figures
      label={metricsLabel}
      metrics={metrics}
      form={parts.figures}
      centred={centred}
      className={parts.figuresClass}
    />
  );
  return (
    <section
      aria-labelledby="hero-heading"
      data-section="hero"
      data-hero-layout={layout}
      className="relative isolate overflow-hidden border-b border-ink-200 bg-white"
    >
      <MoveGrid />
      <div
        className={cn(
          'container-page grid gap-x-12 gap-y-6 pt-8 pb-10 md:py-20 xl:gap-x-16 lg:pt-20 lg:pb-16',
          parts.grid,
        )}
      >
        <div className={parts.copy}>
          <p className={cn('eyebrow', centred && 'justify-center')}>
            <SignalGlyph />
            {label}
          </p>
          {eyebrow ? <p className="mt-5 text-sm font-semibold text-ink-600">{eyebrow}</p> : null}
          <h1 id="hero-heading" className="mt-5 text-h1 font-bold text-ink-950">
            <SignalHeadline text={headline} mark={mark} />
          </h1>
          <p className={cn('mt-5 max-w-2xl text-lead text-ink-600', centred && 'mx-auto')}>
            <KeepRangesTogether text={description} />
          </p>
          <CtaButtons
            primaryCta={primaryCta}
            secondaryCta={secondaryCta}
            className={cn('mt-6 md:mt-8', centred && 'justify-center')}
          />
        </div>

        {/* Beside the words from 1024 px the picture is as tall as they are, inside the knight's move. */}
        <div data-hero-picture="" className={cn('relative isolate max-w-2xl', parts.picture)}>
          <MoveFrame className="max-lg:hidden" />
          <SampleFrame mark={sampleMark} className={parts.frame}>
            <PersonaHeroVisualView visual={visual} />
          </SampleFrame>
          {parts.figures === 'panel' ? figures : null}
        </div>

        {parts.figures === 'panel' ? null : figures}
      </div>
    </section>
  );
}

/**
 * The three figures, value then label. `row`: three columns from 640 px (rows below); `list`: one figure
 * a row at every width; `panel`: the list on ink, under the picture. Never inside the sample: they are the
 * page's own facts, which the launch check reads.
 */
function Figures({
  label,
  metrics,
  form,
  centred,
  className,
}: {
  label: string;
  metrics: PersonaHeroContent['metrics'];
  form: FiguresForm;
  centred: boolean;
  className: string;
}) {
  const dark = form === 'panel';
  const row = form === 'row';
  return (
    <div data-hero-figures={form} className={className}>
      <p className={cn('text-sm font-semibold', dark ? 'text-ink-300' : 'text-ink-600')}>{label}</p>
      <dl
        className={cn(
          'grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-3',
          dark ? 'mt-3' : 'mt-4',
          row && 'sm:grid-cols-3 sm:gap-8 lg:gap-6 xl:gap-8',
        )}
      >
        {metrics.map((metric) => (
          <div
            key={metric.value}
            className={cn(
              'col-span-2 grid grid-cols-subgrid items-center',
              // A column from 640 px, the value on top: values level however many lines the labels take.
              row && 'sm:col-span-1 sm:flex sm:flex-col-reverse sm:justify-end sm:gap-1.5',
              row && (centred ? 'sm:items-center' : 'sm:items-stretch'),
            )}
          >
            <dt
              className={cn(
                'col-start-2 row-start-1 text-sm leading-snug',
                dark ? 'text-ink-300' : 'text-ink-600',
              )}
            >
              {metric.label}
            </dt>
            <dd
              className={cn(
                'col-start-1 row-start-1 flex items-center gap-2.5 whitespace-nowrap font-bold leading-none tracking-tight tabular-nums',
                dark ? 'text-xl text-white sm:text-2xl' : 'text-[1.75rem] text-ink-950',
                row && 'sm:text-[2rem] lg:text-2xl xl:text-[2rem]',
              )}
            >
              <span aria-hidden="true" className="h-6 w-1 shrink-0 rounded-full bg-signal-400" />
              {metric.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
