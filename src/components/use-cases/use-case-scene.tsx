import { ArrowDown, Link2 } from 'lucide-react';
import type * as React from 'react';
import { AlertCard } from '#src/components/mock/alert-card.tsx';
import { AlertDelivery } from '#src/components/mock/alert-delivery.tsx';
import { CrmRecordCard } from '#src/components/mock/crm-record.tsx';
import {
  AccountField,
  DealTimeline,
  ProductSlots,
  StageTrack,
} from '#src/components/mock/use-case-devices.tsx';
import type { SamplesContent } from '#src/content/schemas/samples.ts';
import type { SceneKind, UseCaseScene as UseCaseSceneContent } from '#src/content/schemas/use-cases.ts';
import type { AlertCard as AlertCardData } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';

/*
 * The product at work in a use-case hero (issue 14). Each page's content picks one scene: the alert
 * inside the surface it is delivered to (chat, email, the CRM record), or beside the artefact that shows
 * what happens next (the flagged record, the before/after pipeline). Issue 29, third round: four scenes
 * also draw their play (`mock/use-case-devices.tsx`): the target account surfacing among quiet ones, the
 * lost deal's timeline, the customer's products with the open slot, the stage path the competitor
 * entered. The alert keeps all of its fields in every scene. Static HTML: the drawn buttons are not
 * controls. (The renewal and churn heroes compose their two frames themselves: use-case-hero.tsx.)
 */

/**
 * How a hero is composed around its scene (issue 29: no two use-case heroes alike; fifth round: no layout
 * for two pages). `field` (round 7: it was `split`, the home hero's near-copy): from 1024 px the copy on
 * the left, the target accounts drawn large on the right, running to the screen's edge, the alert over
 * their lower left, and the next steps in one numbered row under both; `timeline` (round 7: it was
 * `split-reverse`, /hunt's mirror image): the copy on the left and the next
 * steps beside it, then across the page the lost deal's timeline over the email; `panel` (round 8: it was
 * `strip`, /sales' composition): the hero a tinted panel, the copy on its left and the scene inset on its
 * right from 1280 px (the copy over the scene from 1024 px); `stack` (round 8: it was `centred`, /customer-
 * success' composition): a dark stage, the copy left-aligned on the left and the open deal on the right;
 * `countdown`: a rose ground, the alert on the left and the copy on the right over the countdown to the
 * renewal across the page (round 8: a dark stage before, /revenue-operations' composition); `versus`: the copy centred between the two ways of finding out, the accounts
 * found too late on its left and the alert with its save plan on its right. In `panel` and `stack` the
 * scene draws the next steps itself; in `countdown` the countdown does, in `versus` the alert's side.
 */
export const HERO_LAYOUTS = ['field', 'timeline', 'panel', 'stack', 'countdown', 'versus'] as const;
export type HeroLayout = (typeof HERO_LAYOUTS)[number];

/** Each scene's layout; `width` caps the scene below 1024 px, where the framed heroes stack. */
export const SCENE_LAYOUT: Record<SceneKind, { layout: HeroLayout; width: string }> = {
  // From 768 px the target accounts and the chat message sit side by side across the container.
  'account-field': { layout: 'field', width: 'max-w-md md:max-w-none' },
  email: { layout: 'timeline', width: 'max-w-xl' },
  'account-record': { layout: 'panel', width: 'max-w-2xl' },
  'opportunity-record': { layout: 'stack', width: 'max-w-2xl' },
  'renewal-record': { layout: 'countdown', width: '' },
  'pipeline-shift': { layout: 'versus', width: '' },
};

/** Where a framed hero shows its play's picture on its own below 1024 px (`LEAD_PLACE`). */
export type LeadPlace = 'after-head' | 'after-head-band' | 'after-body';

/**
 * Below 1024 px, where the framed heroes stack, three of them show their play's picture on its own in the
 * copy (issue 29, fifth round review: /hunt, /revive, /flag and /win opened with the same first screen on
 * phones and at 768 px): /revive its lost deal's timeline and /flag the customer's products between the
 * headline and the paragraph (`after-head`; round 8: /revive's timeline stood above the headline, which
 * started ~440 px down at 375 px), /win the stage path in a band across the screen under its headline
 * (`after-head-band`; under the buttons before round 8). The scene then leaves that picture out below
 * 1024 px; from 1024 px it draws it as before.
 */
export const LEAD_PLACE: Partial<Record<SceneKind, LeadPlace>> = {
  email: 'after-head',
  'account-record': 'after-head',
  'opportunity-record': 'after-head-band',
};

/** The picture a framed hero shows on its own below 1024 px (`LEAD_PLACE`), or null. */
export function LeadDevice({ scene }: { scene: UseCaseSceneContent }) {
  switch (scene.kind) {
    case 'email':
      return <DealTimeline timeline={scene.timeline} />;
    case 'account-record':
      return <ProductSlots products={scene.products} />;
    case 'opportunity-record':
      return <StageTrack track={scene.track} />;
    default:
      return null;
  }
}

/** Whether a layout leaves the next steps to the hero (under its copy) rather than to the scene. */
export const stepsBesideScene = (layout: HeroLayout) =>
  layout === 'field' || layout === 'timeline' || layout === 'stack';

/** What a scene draws with (site/samples.yaml): the mock-ups' words, the surfaces, the cast. */
export type SceneSamples = SamplesContent;

export type UseCaseSceneProps = {
  scene: UseCaseSceneContent;
  alert: AlertCardData;
  samples: SceneSamples;
  /**
   * What the playbook does next, in order, under its label: drawn by the scenes across the full width. A
   * scene beside the copy leaves them to the hero, which shows them under its copy so that the two
   * columns stay about as tall at 1440 px (issue 29).
   */
  nextSteps: readonly string[];
  nextStepsLabel: string;
  /** Above the alert behind a flagged CRM record. */
  flaggedLabel: string;
};

/**
 * The playbook's next steps, numbered: a compact list; `band`: from 1024 px a row of three on a blue line
 * through their numbers (/hunt's hero, under both its columns).
 */
export function NextSteps({
  steps,
  label,
  orientation = 'list',
  className,
}: {
  steps: readonly string[];
  label: string;
  orientation?: 'list' | 'band';
  className?: string;
}) {
  const band = orientation === 'band';
  return (
    <div
      data-slot="next-steps"
      className={cn('rounded-xl border border-ink-200 bg-white px-4 py-3.5 sm:px-5', className)}
    >
      <p className="text-xs font-semibold uppercase tracking-wider text-ink-600">{label}</p>
      <ol
        className={cn(
          'mt-3 grid gap-3',
          orientation !== 'list' && 'lg:grid-cols-3 lg:gap-6',
          // The line runs through the numbers' middle (16 px down), the numbers drawn over it.
          band &&
            'lg:mt-5 lg:gap-10 lg:bg-[linear-gradient(var(--color-brand-200),var(--color-brand-200))] lg:bg-[length:100%_2px] lg:bg-[position:0_15px] lg:bg-no-repeat',
        )}
      >
        {steps.map((step, index) => (
          <li
            key={step}
            className={cn('flex gap-3 text-sm leading-snug text-ink-700', band && 'lg:flex-col')}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-[0.6875rem] font-bold text-brand-700',
                band && 'lg:size-8 lg:bg-brand-600 lg:text-sm lg:text-white',
              )}
            >
              {index + 1}
            </span>{' '}
            <span className="min-w-0">{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A small connector down from one artefact to the next. */
function Connector({ className }: { className?: string | undefined }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center self-center rounded-full bg-white text-brand-700 shadow-card ring-1 ring-ink-200',
        className,
      )}
    >
      <ArrowDown className="size-4" />
    </span>
  );
}

/**
 * The play's picture, then a connector down to the alert as it arrives in its surface. `across`: from 768
 * to 1023 px the two side by side, the connector pointing right (/hunt, whose scene spans the container
 * there); `apart`: below 1024 px the hero shows the picture in its copy, so the scene starts at the alert;
 * `spread`: from 1024 px the alert's surface spans the page (/revive's strip); `overlap`: from 1024 px the
 * alert laid over the picture's lower left, without the connector (/hunt, round 7).
 */
function PictureThenAlert({
  surface,
  alert,
  samples,
  details,
  across = false,
  apart = false,
  spread = false,
  overlap = false,
  children,
}: {
  across?: boolean;
  overlap?: boolean;
  apart?: boolean;
  /** The alert's surface laid out across the page from 1024 px (`AlertDelivery`'s `spread`). */
  spread?: boolean;
  surface: React.ComponentProps<typeof AlertDelivery>['surface'];
  alert: UseCaseSceneProps['alert'];
  samples: UseCaseSceneProps['samples'];
  details: React.ComponentProps<typeof AlertDelivery>['details'];
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-stretch gap-3',
        across &&
          // The field as tall as the message beside it (round 8: centred, it left ~180 px blank above and
          // below it at 768 px).
          'md:max-lg:grid md:max-lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] md:max-lg:gap-4',
        overlap && 'xl:relative',
      )}
    >
      {apart ? <div className="max-lg:hidden">{children}</div> : children}
      {/* Spread, under the timeline's third stop (the signal): its dot's centre, 50% - 9 px in. */}
      <Connector
        className={cn(
          across && 'md:max-lg:-rotate-90',
          apart && 'max-lg:hidden',
          spread && 'lg:ml-[calc(50%-9px)] lg:self-start',
          overlap && 'lg:hidden',
        )}
      />
      <AlertDelivery
        surface={surface}
        alert={alert}
        copy={samples}
        details={details}
        spread={spread}
        className={cn(
          'max-w-none',
          // Over the field's foot, 2 rem out to its left; from 1280 px over the left half of its rows under
          // the first (the field leaves them empty), hanging 3 rem below it: as wide as that half (the
          // field runs half the room beside the page's 80 rem past this box) and the 2 rem, 2 px over.
          overlap &&
            'lg:relative lg:z-10 lg:-mt-12 lg:-ml-8 lg:shadow-menu xl:absolute xl:-bottom-12 xl:-left-8 xl:m-0 xl:w-[calc((100%_+_(100vw_-_min(100vw,80rem))_/_2)_/_2_+_3.5rem)]',
        )}
      />
    </div>
  );
}

export function UseCaseScene({
  scene,
  alert,
  samples,
  nextSteps,
  nextStepsLabel,
  flaggedLabel,
}: UseCaseSceneProps) {
  switch (scene.kind) {
    case 'account-field':
      return (
        <PictureThenAlert
          surface="chat"
          alert={alert}
          samples={samples}
          details={scene.delivery}
          across
          overlap
        >
          <AccountField field={scene.field} account={alert.account} large />
        </PictureThenAlert>
      );
    case 'email':
      // From 1024 px a strip across the page (round 7): the lost deal's timeline drawn large, then the email
      // under it, its message and the alert side by side. Below, the hero shows the timeline in its copy.
      return (
        <PictureThenAlert
          surface="email"
          alert={alert}
          samples={samples}
          details={scene.delivery}
          apart
          spread
        >
          <DealTimeline timeline={scene.timeline} large />
        </PictureThenAlert>
      );
    case 'opportunity-record':
      // The stage path across the scene and the record with the alert under it; the next steps stand
      // under the hero's copy, beside the scene (round 8, /win's dark stack).
      return (
        <div className="flex flex-col gap-6">
          <StageTrack track={scene.track} className="max-lg:hidden" />
          <AlertDelivery
            surface="crm"
            alert={alert}
            copy={samples}
            details={scene.delivery}
            className="max-w-none"
          />
        </div>
      );
    case 'account-record':
      // The products in a row; under them the record with the next steps under it and, beside it, the
      // alert behind the flag (three fifths and two: from 1280 px the scene is inset on the right of
      // /flag's panel, round 8; a quarter left the alert's words breaking at 1024 px). On phones the steps
      // come last.
      return (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-3">
          <div className="max-lg:hidden lg:col-span-2">
            <ProductSlots products={scene.products} />
          </div>
          <div className="contents lg:flex lg:flex-col lg:gap-3">
            <CrmRecordCard
              {...scene.record}
              words={samples.record}
              density="compact"
              className="max-w-none"
            />
            <NextSteps steps={nextSteps} label={nextStepsLabel} className="max-lg:order-last" />
          </div>
          <div className="border-l-2 border-dashed border-signal-400 pl-3">
            <p className="mb-2 flex items-center gap-1.5 text-xs font-semibold text-offense-700">
              <Link2 aria-hidden="true" className="size-3.5 shrink-0" />
              {flaggedLabel}
            </p>
            <AlertCard {...alert} words={samples.card} className="max-w-none" />
          </div>
        </div>
      );
    case 'renewal-record':
    case 'pipeline-shift':
      // Composed by the hero itself, in two frames (CountdownHero, VersusHero).
      return null;
  }
}
