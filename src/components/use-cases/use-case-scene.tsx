import { ArrowDown, ArrowRight, Link2 } from 'lucide-react';
import { AlertCard } from '#src/components/mock/alert-card.tsx';
import { AlertDelivery } from '#src/components/mock/alert-delivery.tsx';
import { CrmRecordCard } from '#src/components/mock/crm-record.tsx';
import { PipelineShiftFigure } from '#src/components/mock/pipeline-shift.tsx';
import { RoutedOpportunityCard } from '#src/components/mock/routed-opportunity.tsx';
import type { SamplesContent } from '#src/content/schemas/samples.ts';
import type { SceneKind, UseCaseScene as UseCaseSceneContent } from '#src/content/schemas/use-cases.ts';
import type { AlertCard as AlertCardData } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';

/*
 * The product at work in a use-case hero (issue 14). Each page's content picks one scene: the alert
 * inside the surface it is delivered to (chat, email, the CRM record), or beside the artefact that shows
 * what happens next (the flagged record, the before/after pipeline). The alert keeps all of its fields in
 * every scene. Static HTML: the drawn buttons are not controls.
 */

/**
 * Where a scene sits: beside the copy (the hero then shows the next steps under its copy), or across the
 * hero's full width under it when two artefacts stand side by side (the scene draws the next steps).
 * `width` caps it below 1024 px, where the hero stacks.
 */
export const SCENE_LAYOUT: Record<SceneKind, { fullWidth: boolean; width: string }> = {
  'chat-routed': { fullWidth: false, width: 'max-w-md' },
  email: { fullWidth: false, width: 'max-w-md' },
  'account-record': { fullWidth: false, width: 'max-w-md' },
  'opportunity-record': { fullWidth: false, width: 'max-w-md' },
  'renewal-record': { fullWidth: true, width: 'max-w-md' },
  'pipeline-shift': { fullWidth: true, width: 'max-w-2xl' },
};

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

/** The playbook's next steps, numbered: a compact list, or a row of three from 1024 px. */
export function NextSteps({
  steps,
  label,
  orientation = 'list',
  className,
}: {
  steps: readonly string[];
  label: string;
  orientation?: 'list' | 'row';
  className?: string;
}) {
  return (
    <div
      data-slot="next-steps"
      className={cn('rounded-xl border border-ink-200 bg-white px-4 py-3.5 sm:px-5', className)}
    >
      <p className="text-xs font-semibold uppercase tracking-wider text-ink-600">{label}</p>
      <ol className={cn('mt-3 grid gap-3', orientation === 'row' && 'lg:grid-cols-3 lg:gap-6')}>
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm leading-snug text-ink-700">
            <span
              aria-hidden="true"
              className="flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-[0.6875rem] font-bold text-brand-700"
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

/** A small connector between two artefacts: down when stacked, right when side by side (from 1024 px). */
function Connector({ direction }: { direction: 'down' | 'responsive' }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center self-center rounded-full bg-white text-brand-700 shadow-card ring-1 ring-ink-200"
    >
      <ArrowDown className={cn('size-4', direction === 'responsive' && 'lg:hidden')} />
      {direction === 'responsive' ? <ArrowRight className="hidden size-4 lg:block" /> : null}
    </span>
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
    case 'chat-routed':
      return (
        <div className="flex flex-col items-stretch gap-3">
          <AlertDelivery surface="chat" alert={alert} copy={samples} details={scene.delivery} />
          <Connector direction="down" />
          <RoutedOpportunityCard {...scene.opportunity} words={samples.opportunity} className="max-w-md" />
        </div>
      );
    case 'email':
      return <AlertDelivery surface="email" alert={alert} copy={samples} details={scene.delivery} />;
    case 'opportunity-record':
      return <AlertDelivery surface="crm" alert={alert} copy={samples} details={scene.delivery} />;
    case 'account-record':
      return (
        <div className="flex flex-col">
          <CrmRecordCard {...scene.record} words={samples.record} density="compact" className="max-w-md" />
          <div className="relative ml-5 border-l-2 border-dashed border-offense-600/50 pt-4 pl-4 sm:ml-7 sm:pl-6">
            <p className="mb-2 flex items-center gap-1.5 text-xs font-semibold text-offense-700">
              <Link2 aria-hidden="true" className="size-3.5 shrink-0" />
              {flaggedLabel}
            </p>
            <AlertCard {...alert} words={samples.card} className="max-w-none" />
          </div>
        </div>
      );
    case 'renewal-record':
      return (
        <div className="flex flex-col gap-6">
          <div className="flex flex-col items-stretch gap-3 lg:grid lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] lg:items-center lg:gap-5">
            <AlertCard {...alert} words={samples.card} className="max-w-none" />
            <Connector direction="responsive" />
            <CrmRecordCard {...scene.record} words={samples.record} />
          </div>
          <NextSteps steps={nextSteps} label={nextStepsLabel} orientation="row" />
        </div>
      );
    case 'pipeline-shift':
      // Alert, figure, steps in reading order; from 1024 px the figure takes the right column.
      return (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start lg:gap-x-8">
          <AlertCard {...alert} words={samples.card} className="max-w-none lg:col-start-1 lg:row-start-1" />
          <PipelineShiftFigure {...scene.pipeline} className="lg:col-start-2 lg:row-span-2 lg:row-start-1" />
          <div className="lg:col-start-1 lg:row-start-2">
            <NextSteps steps={nextSteps} label={nextStepsLabel} />
          </div>
        </div>
      );
  }
}
