import { ArrowRight } from 'lucide-react';
import type * as React from 'react';
import { AlertDelivery, type DeliveryCopy } from '#src/components/mock/alert-delivery.tsx';
import { CrmRecordCard } from '#src/components/mock/crm-record.tsx';
import { RoutedOpportunityCard } from '#src/components/mock/routed-opportunity.tsx';
import { TaskTimeline } from '#src/components/mock/task-timeline.tsx';
import type { Playbook, PlaybookNext } from '#src/content/playbooks.ts';
import { cn } from '#src/lib/cn.ts';
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
  app,
}: {
  next: PlaybookNext;
  playbook: Pick<Playbook, 'steps' | 'sampleAlert'>;
  app: string;
}) {
  if (next.kind === 'routed-opportunity') return <RoutedOpportunityCard {...next.opportunity} />;
  if (next.kind === 'crm-record') return <CrmRecordCard {...next.record} className="max-w-md" />;
  return <TaskTimeline {...timelineFor(playbook, next.tasks, app)} />;
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
      <div className="mt-4 flex w-full justify-center">{children}</div>
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
        'relative -mx-5 border-y border-ink-100 bg-ink-50 px-4 pt-12 pb-8 sm:mx-0 sm:rounded-2xl sm:border sm:px-8 sm:pb-10 lg:px-10',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-[inherit] bg-[radial-gradient(rgb(11_18_34/0.06)_1px,transparent_1px)] bg-[size:18px_18px]"
      />
      <p className="absolute top-4 left-4 text-xs font-semibold uppercase tracking-wider text-ink-600 sm:left-8 lg:left-10">
        {label}
      </p>
      <ol className="relative grid gap-10 lg:grid-cols-2 lg:gap-16">
        <Half index={1} caption={captions.delivery}>
          <AlertDelivery
            surface={delivery.surface}
            details={delivery}
            alert={playbook.sampleAlert}
            copy={copy}
          />
        </Half>
        <Half index={2} caption={captions.next}>
          <NextArtefact next={next} playbook={playbook} app={copy.app} />
        </Half>
      </ol>
      <span
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 hidden size-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-brand-700 shadow-card ring-1 ring-ink-200 lg:flex"
      >
        <ArrowRight className="size-4" />
      </span>
    </div>
  );
}
