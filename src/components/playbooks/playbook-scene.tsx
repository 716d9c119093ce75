import { ArrowRight } from 'lucide-react';
import type * as React from 'react';
import { AlertDelivery, type DeliveryCopy } from '#src/components/mock/alert-delivery.tsx';
import { CrmRecordCard } from '#src/components/mock/crm-record.tsx';
import { RoutedOpportunityCard } from '#src/components/mock/routed-opportunity.tsx';
import { SampleFrame } from '#src/components/mock/sample-frame.tsx';
import { TaskTimeline } from '#src/components/mock/task-timeline.tsx';
import type { Playbook, PlaybookNext } from '#src/content/playbooks.ts';
import { cn } from '#src/lib/cn.ts';
import { Deferred } from './deferred';
import { timelineFor } from './playbook-logic';

/*
 * The playbook at work, in the detail hero (static HTML): its sample alert inside the surface it is
 * delivered to (the content's `scene.delivery`), then the artefact that shows what happens next (a routed
 * opportunity, the flagged record, or the run's tasks, named after the playbook's own steps). Two numbered
 * halves with a caption each; side by side from 1024 px, stacked below.
 */

function NextArtefact({
  next,
  playbook,
  samples,
}: {
  next: PlaybookNext;
  playbook: Pick<Playbook, 'steps' | 'sampleAlert'>;
  samples: DeliveryCopy;
}) {
  if (next.kind === 'routed-opportunity')
    return <RoutedOpportunityCard {...next.opportunity} words={samples.opportunity} />;
  if (next.kind === 'crm-record')
    return <CrmRecordCard {...next.record} words={samples.record} className="max-w-md" />;
  return <TaskTimeline {...timelineFor(playbook, next.tasks, samples.surfaces.app)} words={samples.run} />;
}

function Half({ index, caption, children }: { index: number; caption: string; children: React.ReactNode }) {
  return (
    <li data-scene-part={index} className="flex min-w-0 flex-col items-center justify-center">
      <p className="flex w-full max-w-md items-start gap-2.5 text-sm font-medium leading-snug text-ink-800">
        <span
          aria-hidden="true"
          className="flex size-6 shrink-0 items-center justify-center rounded-full bg-white font-mono text-xs font-semibold text-brand-700 shadow-card ring-1 ring-ink-200"
        >
          {index}
        </span>{' '}
        <span className="pt-0.5">{caption}</span>
      </p>
      <div className="mt-4 flex w-full justify-center">
        <Deferred>{children}</Deferred>
      </div>
    </li>
  );
}

export type PlaybookSceneProps = {
  playbook: Playbook;
  copy: DeliveryCopy;
  /** Caption of the whole panel, saying it is a sample. */
  label: string;
  className?: string;
};

export function PlaybookScene({ playbook, copy, label, className }: PlaybookSceneProps) {
  const { delivery, next, captions } = playbook.scene;
  return (
    <div
      data-playbook-scene=""
      className={cn(
        'relative -mx-5 border-y border-ink-100 bg-ink-50 bg-[radial-gradient(rgb(11_18_34/0.06)_1px,transparent_1px)] bg-[size:18px_18px] px-4 pt-4 pb-8 sm:mx-0 sm:rounded-2xl sm:border sm:px-8 sm:pb-10 lg:px-10',
        className,
      )}
    >
      <SampleFrame mark={copy.mark} caption={label} className="relative">
        <ol className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <Half index={1} caption={captions.delivery}>
            <AlertDelivery
              surface={delivery.surface}
              details={delivery}
              alert={playbook.sampleAlert}
              copy={copy}
            />
          </Half>
          <Half index={2} caption={captions.next}>
            <NextArtefact next={next} playbook={playbook} samples={copy} />
          </Half>
        </ol>
      </SampleFrame>
      <Deferred>
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 hidden size-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-brand-700 shadow-card ring-1 ring-ink-200 lg:flex"
        >
          <ArrowRight className="size-4" />
        </span>
      </Deferred>
    </div>
  );
}
