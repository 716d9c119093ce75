import { ShieldAlert, Sparkles } from 'lucide-react';
import type * as React from 'react';
import { MoveFrame } from '#src/components/brand/signal-trace.tsx';
import { AlertCard } from '#src/components/mock/alert-card.tsx';
import { PipelineHalf } from '#src/components/mock/pipeline-shift.tsx';
import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import { PipelineVersus, RenewalCountdown } from '#src/components/mock/use-case-devices.tsx';
import { CtaButtons } from '#src/components/sections/cta-buttons.tsx';
import { KeepRangesTogether } from '#src/components/sections/keep-ranges-together.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import type { UseCaseGroup, UseCaseHero as UseCaseHeroContent } from '#src/content/schemas/use-cases.ts';
import { cn } from '#src/lib/cn.ts';
import {
  type HeroLayout,
  LEAD_PLACE,
  LeadDevice,
  type LeadPlace,
  NextSteps,
  SCENE_LAYOUT,
  type SceneSamples,
  stepsBesideScene,
  UseCaseScene,
} from './use-case-scene';

export type UseCaseHeroProps = UseCaseHeroContent & {
  /** The page's name (its menu label), shown above the headline. */
  label: string;
  group: UseCaseGroup;
  strategyLabel: string;
  illustration: { nextStepsLabel: string; flaggedLabel: string };
  /** The mock-ups' words and the surfaces the alert arrives in (site/samples.yaml). */
  samples: SceneSamples;
};

const groupIcon = { offensive: Sparkles, defensive: ShieldAlert } satisfies Record<UseCaseGroup, unknown>;

const glow: Record<UseCaseGroup, string> = {
  offensive: 'from-offense-100/70 via-brand-100/50 to-transparent',
  defensive: 'from-defense-100/70 via-brand-100/50 to-transparent',
};

/** The Sample frame of a scene on a light ground. */
const frame =
  'relative rounded-2xl border border-ink-200/80 bg-ink-50/80 p-3 shadow-card backdrop-blur sm:p-5';

type Tone = 'light' | 'dark';

/** The section round a hero: its ground and faint 48 px grid, its layout and composition as data. */
function HeroSection({
  layout,
  kind,
  tone = 'light',
  rose = false,
  children,
}: {
  layout: HeroLayout;
  kind: string;
  tone?: Tone;
  /** A flat rose ground (the renewal's countdown, round 8) instead of the light blue wash. */
  rose?: boolean;
  children: React.ReactNode;
}) {
  const dark = tone === 'dark';
  return (
    <section
      aria-labelledby="hero-heading"
      data-section="hero"
      data-layout={layout}
      data-composition={`${layout}/${kind}`}
      data-tone={tone}
      className={cn(
        'relative overflow-x-clip border-b',
        dark
          ? 'border-ink-800 bg-ink-950'
          : rose
            ? 'border-defense-100 bg-defense-50'
            : 'border-ink-100 bg-gradient-to-b from-brand-50/80 via-white to-white',
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-0 bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]',
          dark
            ? 'bg-[linear-gradient(to_right,rgb(255_255_255/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.06)_1px,transparent_1px)]'
            : 'bg-[linear-gradient(to_right,rgb(11_18_34/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(11_18_34/0.04)_1px,transparent_1px)]',
        )}
      />
      {children}
    </section>
  );
}

/** Where a headline's second clause starts: before its first “while”, “before”, “when” or “until”. */
const CLAUSE = /\s(?=(?:while|before|when|until)\s)/;

/**
 * The headline with its second clause set as one block (round-5 review: the balanced /predict headline
 * broke “See churn coming / while there / is time to act”). The clause goes to a line of its own when the
 * headline does not fit on one, and breaks inside itself only where it is wider than the column, its last
 * three words kept together (“while there is / time to act” on phones, never “act” alone). The text
 * content is unchanged.
 */
function HeadlineClauses({ text }: { text: string }) {
  const match = CLAUSE.exec(text);
  if (!match) return text;
  const clause = text.slice(match.index + 1).split(' ');
  const end = Math.max(1, clause.length - 3);
  return (
    <>
      {text.slice(0, match.index)}{' '}
      <span className="inline-block text-wrap">
        {clause.slice(0, end).join(' ')}{' '}
        <span className="whitespace-nowrap">{clause.slice(end).join(' ')}</span>
      </span>
    </>
  );
}

type HeroCopyProps = Pick<
  UseCaseHeroProps,
  'label' | 'group' | 'strategyLabel' | 'eyebrow' | 'headline' | 'description' | 'primaryCta' | 'secondaryCta'
> & {
  /** Centred from 1024 px (`lg`) or at every width (`always`). */
  centred?: 'lg' | 'always' | undefined;
  /** `dark` on the stack's ink stage. */
  tone?: Tone;
  /** On a tinted ground (the panel, the rose countdown): the strategy's pill drawn white to stay visible. */
  onTint?: boolean | undefined;
  className?: string | undefined;
  bodyClassName?: string | undefined;
  /** The h1's size where a layout sets its own (/win's from 1024 to 1279 px). */
  headlineClassName?: string | undefined;
  /** The headline's second clause kept together (`HeadlineClauses`), in a size of this layout's own. */
  clauses?: { className: string } | undefined;
  /**
   * The play's picture on its own below 1024 px (below 768 px with `upTo: 'md'`), and where it goes
   * (`LEAD_PLACE`).
   */
  lead?: { place: LeadPlace; mark: string; node: React.ReactNode; upTo?: 'md' | 'lg' } | undefined;
};

/** Across the screen, edge to edge, below 1024 px (the container's padding taken back). */
const band = '-mx-5 rounded-none border-x-0 px-5 sm:-mx-6 sm:px-6';

/** Where the picture on its own sits below 1024 px: its spacing, and as a band across the screen. */
const leadPlace: Record<LeadPlace, string> = {
  'after-head': 'mt-6',
  // Round 8: /win's stage path, a band right under its headline on the dark stage.
  'after-head-band': cn(band, 'mt-6'),
  'after-body': cn(band, 'mt-10'),
};

/**
 * The hero's words: the strategy and the page's name over the h1 (`data-hero-part="head"`), then the
 * paragraph and the two calls to action (`body`).
 */
function HeroCopy({
  label,
  group,
  strategyLabel,
  eyebrow,
  headline,
  description,
  primaryCta,
  secondaryCta,
  centred,
  tone = 'light',
  onTint,
  className,
  bodyClassName,
  headlineClassName,
  clauses,
  lead,
}: HeroCopyProps) {
  const Icon = groupIcon[group];
  const dark = tone === 'dark';
  const leadFrame = lead ? (
    <SampleFrame
      mark={lead.mark}
      data-hero-part="lead"
      className={cn(
        frame,
        'text-left',
        lead.upTo === 'md' ? 'md:hidden' : 'lg:hidden',
        leadPlace[lead.place],
      )}
    >
      {lead.node}
    </SampleFrame>
  ) : null;
  return (
    <div className={className}>
      <div data-hero-part="head">
        <div
          className={cn(
            'flex flex-wrap items-center gap-x-3 gap-y-2',
            centred === 'always' ? 'justify-center' : centred === 'lg' && 'lg:justify-center',
          )}
        >
          <Badge variant={group} className={cn(onTint && 'bg-white')}>
            <Icon aria-hidden="true" />
            {strategyLabel}
          </Badge>{' '}
          <span className={cn('text-sm font-semibold', dark ? 'text-ink-200' : 'text-ink-700')}>{label}</span>
        </div>
        {eyebrow ? <p className="mt-6 text-sm font-semibold text-brand-700">{eyebrow}</p> : null}
        <h1
          id="hero-heading"
          className={cn(
            'mt-4 text-h1 font-bold',
            dark ? 'text-white' : 'text-ink-950',
            headlineClassName,
            clauses?.className,
          )}
        >
          {clauses ? <HeadlineClauses text={headline} /> : headline}
        </h1>
      </div>
      {lead?.place === 'after-body' ? null : leadFrame}
      <div data-hero-part="body" className={cn('mt-5', bodyClassName)}>
        <p
          className={cn(
            'max-w-2xl text-lead',
            dark ? 'text-ink-300' : 'text-ink-600',
            centred === 'always' ? 'mx-auto' : centred === 'lg' && 'lg:mx-auto',
          )}
        >
          <KeepRangesTogether text={description} />
        </p>
        <CtaButtons
          primaryCta={primaryCta}
          secondaryCta={secondaryCta}
          tone={tone}
          className={cn(
            'mt-8',
            centred === 'always' ? 'sm:justify-center' : centred === 'lg' && 'lg:justify-center',
          )}
        />
      </div>
      {lead?.place === 'after-body' ? leadFrame : null}
    </div>
  );
}

/** The four layouts drawn round one scene frame; `countdown` and `versus` are composed below. */
type FramedLayout = Exclude<HeroLayout, 'countdown' | 'versus'>;

/** The soft light behind a scene, in the play's group colour. */
function SceneGlow({ group }: { group: UseCaseGroup }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute -inset-6 rounded-[2rem] bg-gradient-to-br blur-2xl',
        glow[group],
      )}
    />
  );
}

/** The hero's grid, and where its copy, scene and next steps sit in it from 1024 px, by layout. */
const LAYOUT: Record<FramedLayout, { grid: string; copy: string; scene: string; steps: string }> = {
  // Round 7: /hunt was the home hero's near-copy (copy left, a framed sample right). The copy on the left
  // and, on the right, the target accounts running to the screen's edge, the alert over their lower left,
  // with no frame round them; the next steps in one numbered row across under both.
  field: {
    grid: 'lg:grid-cols-12 lg:gap-x-12 lg:gap-y-16 xl:gap-y-24',
    copy: 'lg:col-span-6 lg:row-start-1 lg:self-center xl:col-span-5',
    scene: 'lg:col-span-6 lg:col-start-7 lg:row-start-1 xl:col-span-7 xl:col-start-6',
    steps:
      'lg:col-span-12 lg:max-w-none lg:rounded-none lg:border-0 lg:border-t lg:border-ink-200 lg:bg-transparent lg:px-0 lg:pt-8 lg:pb-0',
  },
  // Round 7: /revive was /hunt's mirror image. The copy and the next steps side by side, then the scene
  // as a strip across the page: the lost deal's timeline over the email.
  timeline: {
    grid: 'lg:grid-cols-12 lg:gap-x-16 lg:gap-y-14',
    copy: 'lg:col-span-7',
    scene: 'lg:col-span-12 lg:row-start-2',
    // A ruled list on the hero's ground, not a second card beside the copy.
    steps:
      'lg:col-span-5 lg:col-start-8 lg:row-start-1 lg:self-end lg:rounded-none lg:border-0 lg:border-l-2 lg:border-brand-200 lg:bg-transparent lg:py-1',
  },
  // Round 8: /flag read as /sales (the headline left, the paragraph and buttons right, a sample across
  // under both). The whole hero is a tinted panel (green, the offensive plays' colour) the headline sits
  // on: the copy on its left and, inset on its right, the customer's products over the account record and
  // the alert behind the flag (from 1280 px; from 1024 px the copy over the scene). Edge to edge below
  // 1024 px, a rounded panel inside the page from 1024 px.
  panel: {
    grid: 'xl:grid-cols-12 xl:items-center xl:gap-x-12',
    copy: 'xl:col-span-5',
    scene: 'xl:col-span-7',
    steps: '',
  },
  // Round 8: /win read as /customer-success (all centred, a sample across under the buttons). A dark stage:
  // the copy left-aligned on the left with the next steps under it, the open deal on the right (its stage
  // path, the record with the alert on it) as tall as both.
  stack: {
    grid: 'lg:grid-cols-12 lg:gap-x-12 lg:gap-y-10',
    copy: 'lg:col-span-5 lg:row-start-1 lg:self-end',
    scene: 'lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1 lg:self-center',
    steps: 'lg:col-span-5 lg:row-start-2 lg:self-start lg:max-w-none',
  },
};

/** The panel /flag's hero sits on: edge to edge below 1024 px, rounded inside the page from 1024 px. */
const flagPanel =
  '-mx-5 bg-offense-50 px-5 py-12 sm:-mx-6 sm:px-6 md:py-16 lg:mx-0 lg:rounded-[2rem] lg:px-10 lg:py-12 xl:px-14 xl:py-14';

/**
 * Use-case hero: page name and strategy, h1, two calls to action, and the page's scene: its sample alert
 * and a picture of the page's play, in the Sample frame, inside the knight's move (`MoveFrame`), with the
 * playbook's next steps. No two of the six pages share a layout (issue 29, fifth round): the scene's kind
 * sets it (`SCENE_LAYOUT`), and the section says which in `data-layout` and `data-composition` (layout and
 * scene). Four layouts draw one scene frame (`FramedHero`); the countdown and the versus heroes compose
 * two.
 */
export function UseCaseHero(props: UseCaseHeroProps) {
  const { layout } = SCENE_LAYOUT[props.scene.kind];
  if (layout === 'countdown') return <CountdownHero {...props} />;
  if (layout === 'versus') return <VersusHero {...props} />;
  return <FramedHero {...props} layout={layout} />;
}

/**
 * Field, timeline, panel and stack: the copy and one scene frame. In the field the steps run in a row
 * under the copy and the scene from 1024 px; in the timeline they stand beside the copy, over the scene's
 * strip; in the stack under the copy, beside the scene; in the panel the scene draws them.
 */
function FramedHero({
  layout,
  group,
  alertCard,
  scene,
  nextSteps,
  illustration,
  samples,
  ...copy
}: UseCaseHeroProps & { layout: FramedLayout }) {
  const { width } = SCENE_LAYOUT[scene.kind];
  const place = LAYOUT[layout];
  const beside = stepsBesideScene(layout);
  const leadAt = LEAD_PLACE[scene.kind];
  const lead = leadAt ? { place: leadAt, mark: samples.mark, node: <LeadDevice scene={scene} /> } : undefined;
  const panel = layout === 'panel';
  const tone: Tone = layout === 'stack' ? 'dark' : 'light';
  // The field, the panel and the stack draw no knight's move round their scene: the field runs to the
  // screen's edge, the panel is the frame, and on the dark stage the deal's record carries the signal.
  const moveFrame = layout === 'timeline';
  const grid = cn('grid gap-12', place.grid);
  const parts = (
    <>
      <HeroCopy
        {...copy}
        group={group}
        tone={tone}
        onTint={panel}
        className={place.copy}
        // In the stack's 5 columns at 1024-1279 px the headline took five lines at its usual size.
        headlineClassName={cn(layout === 'stack' && 'lg:max-xl:text-[2.5rem]')}
        lead={lead}
      />
      <div
        data-scene={scene.kind}
        data-hero-part="scene"
        className={cn(
          'relative isolate mx-auto w-full min-w-0 lg:max-w-none',
          // Below 640 px /hunt's target accounts run from edge to edge (round 8: its hero was /sales').
          layout === 'field' && 'max-sm:-mx-5 max-sm:w-auto',
          place.scene,
          width,
        )}
      >
        {moveFrame ? <MoveFrame className="max-sm:hidden" /> : null}
        {layout === 'field' || layout === 'timeline' ? <SceneGlow group={group} /> : null}
        <SampleFrame
          mark={samples.mark}
          caption={scene.caption}
          className={cn(
            frame,
            layout === 'field' &&
              'max-sm:rounded-none max-sm:border-x-0 max-sm:px-5 lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none',
            panel && 'bg-white/70',
          )}
        >
          <UseCaseScene
            scene={scene}
            alert={alertCard}
            samples={samples}
            nextSteps={nextSteps}
            nextStepsLabel={illustration.nextStepsLabel}
            flaggedLabel={illustration.flaggedLabel}
          />
        </SampleFrame>
      </div>
    </>
  );
  return (
    <HeroSection layout={layout} kind={scene.kind} tone={tone}>
      {layout === 'stack' ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 -left-40 size-[36rem] rounded-full bg-brand-600/20 blur-3xl"
        />
      ) : null}
      <div
        className={cn(
          'container-page relative',
          panel ? 'max-lg:py-0 lg:py-12' : cn(grid, 'py-14 md:py-20 lg:py-24'),
        )}
      >
        {panel ? (
          <div data-panel="" className={cn(grid, flagPanel)}>
            {parts}
          </div>
        ) : (
          parts
        )}
        {beside ? (
          <NextSteps
            steps={nextSteps}
            label={illustration.nextStepsLabel}
            orientation={layout === 'field' ? 'band' : 'list'}
            className={cn(
              'mx-auto -mt-6 w-full lg:mx-0 lg:mt-0 lg:[&_li]:text-base',
              layout === 'timeline' && 'lg:max-w-xl lg:self-start lg:px-6 lg:py-5 lg:[&_ol]:gap-4',
              // On the dark stage: a faint card, its words light.
              layout === 'stack' && 'border-white/10 bg-white/5 [&_li]:text-ink-200 [&>p]:text-ink-300',
              place.steps,
              width,
            )}
          />
        ) : null}
      </div>
    </HeroSection>
  );
}

/**
 * Countdown (/defend-customer-base, issue 29, fifth round; round 8): a rose ground, the page's defensive
 * colour. From 1024 px the alert in its frame on the left and the copy on the right, then across the page
 * the countdown to the renewal on an ink panel: the signal, the play's three steps along it and the
 * renewal date. (Round 8: on the dark stage it read as /revenue-operations, whose words also stand top left
 * with a column beside them and a panel across under both.) On phones the copy, the alert, then the
 * countdown running down a line; the h1 first in the DOM at every width.
 */
function CountdownHero({ group, alertCard, scene, nextSteps, samples, ...copy }: UseCaseHeroProps) {
  if (scene.kind !== 'renewal-record') return null;
  return (
    <HeroSection layout="countdown" kind={scene.kind} rose>
      <div className="container-page relative grid gap-10 py-14 md:py-20 lg:grid-cols-12 lg:gap-x-14 lg:gap-y-14 lg:py-24">
        <HeroCopy
          {...copy}
          group={group}
          onTint
          className="lg:col-span-7 lg:col-start-6 lg:row-start-1 lg:self-center"
        />
        <div data-scene={scene.kind} className="grid gap-10 lg:contents">
          <div
            data-hero-part="scene"
            className="relative isolate mx-auto w-full max-w-md min-w-0 lg:col-span-5 lg:col-start-1 lg:row-start-1 lg:max-w-none lg:self-center"
          >
            <MoveFrame className="max-sm:hidden" />
            <SampleFrame mark={samples.mark} caption={scene.caption} className={cn(frame, 'bg-white/80')}>
              <AlertCard {...alertCard} words={samples.card} className="max-w-none" />
            </SampleFrame>
          </div>
          <div data-hero-part="countdown" className="min-w-0 lg:col-span-12 lg:row-start-2">
            <SampleFrame
              mark={samples.mark}
              caption={scene.countdown.caption}
              className="rounded-2xl bg-ink-950 p-4 shadow-raised sm:p-6 [&>p]:text-ink-200"
            >
              <RenewalCountdown
                countdown={scene.countdown}
                steps={nextSteps}
                renewal={{ name: scene.record.name, flag: scene.record.flag?.label }}
              />
            </SampleFrame>
          </div>
        </div>
      </div>
    </HeroSection>
  );
}

/**
 * Versus (/predict-prevent-churn, issue 29, fifth round): the copy centred at every width, between the two
 * ways of finding out. From 1280 px three columns: on the left the accounts without early warning (grey,
 * found at renewal or at loss), the copy in the middle, on the right the alert mid-contract and the save
 * plan it starts, inside the knight's move. From 768 px the two sides sit side by side under the copy.
 * On phones (round 7) a compact table of both ways follows the headline, and the alert side the buttons.
 */
function VersusHero({
  group,
  alertCard,
  scene,
  nextSteps,
  illustration,
  samples,
  ...copy
}: UseCaseHeroProps) {
  if (scene.kind !== 'pipeline-shift') return null;
  const { pipeline } = scene;
  return (
    <HeroSection layout="versus" kind={scene.kind}>
      {/* Round 7: from 1280 px the sides were ~300 px wide, their 11-12 px text wrapping line after line; the
          hero runs 6 rem wider than the page (86 rem) and the copy's column is 28 rem, so each side has about
          390 px at 1440. */}
      <div className="container-page relative grid gap-10 py-14 md:grid-cols-2 md:gap-x-8 md:py-20 lg:py-24 xl:max-w-[86rem] xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)_minmax(0,1fr)] xl:gap-x-10">
        <HeroCopy
          {...copy}
          group={group}
          centred="always"
          // Round 8: on phones the paragraph is left-aligned (centred, it was eight ragged lines at 375 px).
          bodyClassName="max-sm:text-left"
          // Between the two sides from 1280 px, a headline 40 px high: its second clause on one line.
          clauses={{ className: 'xl:text-[2.5rem]' }}
          className="text-center md:col-span-2 xl:col-span-1 xl:col-start-2 xl:row-start-1 xl:self-center"
          // On phones the two ways of finding out lead, in one compact table under the headline (round 7:
          // the hero read as /win's there); the side without the service follows from 768 px.
          lead={{
            place: 'after-head',
            upTo: 'md',
            mark: samples.mark,
            node: <PipelineVersus pipeline={pipeline} />,
          }}
        />
        <div data-scene={scene.kind} className="grid gap-10 md:contents">
          <div
            data-hero-part="before"
            className="min-w-0 max-md:hidden xl:col-start-1 xl:row-start-1 xl:self-center"
          >
            <SampleFrame
              mark={samples.mark}
              caption={pipeline.title}
              className="rounded-2xl border border-dashed border-ink-300 bg-ink-100/70 p-3 sm:p-4"
            >
              <PipelineHalf
                half="without"
                {...pipeline.without}
                accounts={pipeline.accounts}
                caption={pipeline.caption}
              />
            </SampleFrame>
          </div>
          <div
            data-hero-part="scene"
            className="relative isolate min-w-0 xl:col-start-3 xl:row-start-1 xl:self-center"
          >
            {/* From 1280 px only: below it the side runs to the page's edge, where the blue square would be cut. */}
            <MoveFrame className="max-xl:hidden" />
            <SceneGlow group={group} />
            <SampleFrame mark={samples.mark} caption={scene.caption} className={frame}>
              <div className="grid gap-3">
                <AlertCard {...alertCard} words={samples.card} className="max-w-none" />
                <NextSteps steps={nextSteps} label={illustration.nextStepsLabel} />
              </div>
            </SampleFrame>
          </div>
        </div>
      </div>
    </HeroSection>
  );
}
