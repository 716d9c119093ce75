import { ShieldAlert, Sparkles } from 'lucide-react';
import { MoveFrame } from '#src/components/brand/signal-trace.tsx';
import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import { CtaButtons } from '#src/components/sections/cta-buttons.tsx';
import { KeepRangesTogether } from '#src/components/sections/keep-ranges-together.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import type { UseCaseGroup, UseCaseHero as UseCaseHeroContent } from '#src/content/schemas/use-cases.ts';
import { cn } from '#src/lib/cn.ts';
import {
  type HeroLayout,
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

/**
 * The hero's grid, and where its copy, scene and next steps sit in it from 1024 px, by layout (a split
 * scene 30rem wide, 34rem from 1280 px, where the copy has room to spare).
 */
const LAYOUT: Record<HeroLayout, { grid: string; copy: string; scene: string; steps: string }> = {
  split: {
    grid: 'lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:gap-x-16 lg:gap-y-10 xl:grid-cols-[minmax(0,1fr)_minmax(0,34rem)]',
    copy: 'lg:self-end',
    scene: 'lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center',
    steps: '',
  },
  'split-reverse': {
    grid: 'lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] lg:gap-x-16 lg:gap-y-10 xl:grid-cols-[minmax(0,34rem)_minmax(0,1fr)]',
    copy: 'lg:col-start-2 lg:self-end',
    scene: 'lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-center',
    steps: 'lg:col-start-2',
  },
  strip: {
    grid: 'lg:gap-14',
    copy: 'lg:grid lg:grid-cols-2 lg:items-end lg:gap-x-16',
    scene: '',
    steps: '',
  },
  centred: {
    grid: 'lg:gap-14',
    copy: 'lg:mx-auto lg:max-w-3xl lg:text-center',
    scene: '',
    steps: '',
  },
};

/**
 * Use-case hero: page name and strategy, h1, two calls to action, and the page's scene: its sample alert
 * in the surface it arrives in and a picture of the page's play, inside the knight's move (`MoveFrame`),
 * with the playbook's next steps. The six pages do not share a composition (issue 29, third round): the
 * scene's kind sets the layout (`SCENE_LAYOUT`) and the section says which in `data-layout` and
 * `data-composition` (layout and scene). Beside the copy, the steps go under it from 1024 px so neither
 * column runs far past the other; across the page, the scene draws them.
 */
export function UseCaseHero({
  label,
  group,
  strategyLabel,
  eyebrow,
  headline,
  description,
  primaryCta,
  secondaryCta,
  alertCard,
  scene,
  nextSteps,
  illustration,
  samples,
}: UseCaseHeroProps) {
  const Icon = groupIcon[group];
  const { layout, width } = SCENE_LAYOUT[scene.kind];
  const place = LAYOUT[layout];
  const centred = layout === 'centred';
  const beside = stepsBesideScene(layout);
  return (
    <section
      aria-labelledby="hero-heading"
      data-section="hero"
      data-layout={layout}
      data-composition={`${layout}/${scene.kind}`}
      className="relative overflow-x-clip border-b border-ink-100 bg-gradient-to-b from-brand-50/80 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(11_18_34/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(11_18_34/0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
      />
      <div className={cn('container-page relative grid gap-12 py-14 md:py-20 lg:py-24', place.grid)}>
        <div className={place.copy}>
          <div data-hero-part="head">
            <div
              className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', centred && 'lg:justify-center')}
            >
              <Badge variant={group}>
                <Icon aria-hidden="true" />
                {strategyLabel}
              </Badge>{' '}
              <span className="text-sm font-semibold text-ink-700">{label}</span>
            </div>
            {eyebrow ? <p className="mt-6 text-sm font-semibold text-brand-700">{eyebrow}</p> : null}
            <h1 id="hero-heading" className="mt-4 text-h1 font-bold text-ink-950">
              {headline}
            </h1>
          </div>
          <div data-hero-part="body" className={cn('mt-5', layout === 'strip' && 'lg:mt-0')}>
            <p className={cn('max-w-2xl text-lead text-ink-600', centred && 'lg:mx-auto')}>
              <KeepRangesTogether text={description} />
            </p>
            <CtaButtons
              primaryCta={primaryCta}
              secondaryCta={secondaryCta}
              className={cn('mt-8', centred && 'lg:justify-center')}
            />
          </div>
        </div>

        <div
          data-scene={scene.kind}
          data-hero-part="scene"
          className={cn('relative isolate mx-auto w-full min-w-0 lg:max-w-none', place.scene, width)}
        >
          <MoveFrame className="max-sm:hidden" />
          <div
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute -inset-6 rounded-[2rem] bg-gradient-to-br blur-2xl',
              glow[group],
            )}
          />
          <SampleFrame
            mark={samples.mark}
            caption={scene.caption}
            className="relative rounded-2xl border border-ink-200/80 bg-ink-50/80 p-3 shadow-card backdrop-blur sm:p-5"
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
        {beside ? (
          <NextSteps
            steps={nextSteps}
            label={illustration.nextStepsLabel}
            className={cn(
              'mx-auto -mt-6 w-full lg:mx-0 lg:mt-0 lg:max-w-xl lg:self-start lg:px-6 lg:py-5 lg:[&_li]:text-base lg:[&_ol]:gap-4',
              place.steps,
              width,
            )}
          />
        ) : null}
      </div>
    </section>
  );
}
