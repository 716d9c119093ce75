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
type FiguresForm = 'panel' | 'list' | 'row' | 'beside';

/**
 * Each page's composition (its YAML's `hero.layout`; issue 29, seventh round: the four heroes were one
 * template; eighth round: /sales and /revenue-operations still read as the home hero at 1024 and 1440 px,
 * words left with two buttons under them and a framed picture right). Classes for the section's grid and
 * for its parts; the DOM order is always the words, the picture, the figures (the h1 first), and only CSS
 * moves them.
 * - scoreboard (/sales): from 1024 px the words left and the buttons right of them, at the paragraph's
 *   foot; under both the deal board across the page, the figures in a dark panel at its right end, both
 *   inside the knight's move; on phones the words, the board, the panel.
 * - mirrored (/marketing): the chart left as tall as the words, the words right with the figures as a
 *   list under them; on phones the chart comes first.
 * - band (/revenue-operations): the hero on the ink ground at every width; from 1024 px the words top left
 *   with the figures in a column beside them, and the routing flow across the page under both, drawn
 *   left to right (signal, rule, owner, the CRM record written); on phones the figures come before the
 *   picture.
 * - strip (/customer-success): the words centred, the renewals across the page under them, the figures
 *   centred under it; centred words on phones too.
 */
const LAYOUTS: Record<
  PersonaHeroLayout,
  {
    grid: string;
    copy: string;
    h1?: string;
    lead?: string;
    buttons?: string;
    picture: string;
    frame: string;
    figures: FiguresForm;
    figuresClass: string;
    dark?: true;
  }
> = {
  scoreboard: {
    grid: 'lg:gap-y-14',
    // A split head: the label and the h1 down the first column, the paragraph level with the h1 in the
    // second and the buttons under it.
    copy: 'lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,6fr)] lg:gap-x-16',
    h1: 'lg:col-start-1 lg:row-start-2',
    lead: 'lg:col-start-2 lg:row-start-2',
    buttons: 'lg:col-start-2 lg:row-start-3',
    picture:
      'lg:grid lg:max-w-none lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-3 xl:grid-cols-[minmax(0,1fr)_20rem]',
    frame: 'lg:flex lg:flex-col',
    figures: 'panel',
    figuresClass:
      'mt-3 rounded-2xl bg-ink-950 p-4 sm:p-5 lg:mt-7 lg:flex lg:flex-col lg:justify-center lg:p-6',
  },
  mirrored: {
    grid: 'lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:gap-y-8 xl:grid-cols-[minmax(0,32rem)_minmax(0,1fr)]',
    copy: 'lg:col-start-2 lg:row-start-1',
    picture: 'max-lg:order-first lg:col-start-1 lg:row-span-2 lg:row-start-1',
    frame: 'lg:flex lg:h-full lg:flex-col',
    figures: 'list',
    figuresClass: 'border-t border-ink-200 pt-6 lg:col-start-2',
  },
  band: {
    grid: 'lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-y-14 xl:grid-cols-[minmax(0,1fr)_20rem]',
    copy: 'lg:col-start-1 lg:row-start-1',
    picture: 'max-lg:order-last lg:col-span-2 lg:row-start-2 lg:max-w-none',
    frame: '',
    figures: 'beside',
    figuresClass:
      'border-t border-ink-700 pt-6 lg:col-start-2 lg:row-start-1 lg:self-end lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8',
    dark: true,
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
 * composed as the page's `layout` says (`LAYOUTS`). From 1024 px a picture beside the words is as tall as
 * they are, or runs across the page under them, drawn inside the knight's move (`MoveFrame`); below 1024 px
 * it is as wide as the paragraph at most, phones drawing fewer rows. A `dark` layout sets the whole hero on
 * the ink ground (white headline, `ink-300` text, the buttons and the picture drawn for it).
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
  const dark = parts.dark === true;
  const figures = (
    <Figures
      label={metricsLabel}
      metrics={metrics}
      form={parts.figures}
      centred={centred}
      dark={dark || parts.figures === 'panel'}
      className={parts.figuresClass}
    />
  );
  return (
    <section
      aria-labelledby="hero-heading"
      data-section="hero"
      data-hero-layout={layout}
      data-tone={dark ? 'dark' : 'light'}
      className={cn(
        'relative isolate overflow-hidden border-b',
        dark ? 'border-ink-800 bg-ink-950' : 'border-ink-200 bg-white',
      )}
    >
      <MoveGrid tone={dark ? 'dark' : 'light'} />
      <div
        className={cn(
          'container-page grid gap-x-12 gap-y-6 pt-8 pb-10 md:py-20 xl:gap-x-16 lg:pt-20 lg:pb-16',
          parts.grid,
        )}
      >
        <div className={parts.copy}>
          <p className={cn('eyebrow', centred && 'justify-center', dark && 'text-ink-300')}>
            <SignalGlyph />
            {label}
          </p>
          {eyebrow ? (
            <p className={cn('mt-5 text-sm font-semibold', dark ? 'text-ink-300' : 'text-ink-600')}>
              {eyebrow}
            </p>
          ) : null}
          <h1
            id="hero-heading"
            className={cn('mt-5 text-h1 font-bold', dark ? 'text-white' : 'text-ink-950', parts.h1)}
          >
            <SignalHeadline text={headline} mark={mark} />
          </h1>
          <p
            className={cn(
              'mt-5 max-w-2xl text-lead',
              dark ? 'text-ink-300' : 'text-ink-600',
              centred && 'mx-auto',
              parts.lead,
            )}
          >
            <KeepRangesTogether text={description} />
          </p>
          <CtaButtons
            primaryCta={primaryCta}
            secondaryCta={secondaryCta}
            tone={dark ? 'dark' : 'light'}
            className={cn('mt-6 md:mt-8', centred && 'justify-center', parts.buttons)}
          />
        </div>

        {/* Beside the words from 1024 px the picture is as tall as they are, or across the page under them;
            inside the knight's move. */}
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
 * a row at every width; `panel`: the list on ink, under the picture (from 1024 px at its right end);
 * `beside`: a row as `row` below 1024 px, from there a column beside the words, each value over its label.
 * Never inside the sample: they are the page's own facts, which the launch check reads.
 */
function Figures({
  label,
  metrics,
  form,
  centred,
  dark,
  className,
}: {
  label: string;
  metrics: PersonaHeroContent['metrics'];
  form: FiguresForm;
  centred: boolean;
  dark: boolean;
  className: string;
}) {
  const beside = form === 'beside';
  const row = form === 'row' || beside;
  return (
    <div data-hero-figures={form} className={className}>
      <p className={cn('text-sm font-semibold', dark ? 'text-ink-300' : 'text-ink-600')}>{label}</p>
      <dl
        className={cn(
          'grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-3',
          form === 'panel' ? 'mt-3 lg:mt-5 lg:grid-cols-1 lg:gap-y-5' : 'mt-4',
          row && 'sm:grid-cols-3 sm:gap-8 lg:gap-6 xl:gap-8',
          beside && 'lg:grid-cols-1 lg:gap-6 xl:gap-6',
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
              // The panel beside the board, from 1024 px: each value over its label, the label the panel's width.
              form === 'panel' && 'lg:col-span-1 lg:flex lg:flex-col-reverse lg:items-start lg:gap-1.5',
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
                dark ? 'text-white' : 'text-ink-950',
                form === 'panel' ? 'text-xl sm:text-2xl' : 'text-[1.75rem]',
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
