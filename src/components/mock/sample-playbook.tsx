import { BellRing, FileText, ListChecks, type LucideIcon, Send, Workflow, Zap } from 'lucide-react';
import type { PlaybookActionKind, SamplePlaybook } from '#src/content/samples.ts';
import type { SamplesContent } from '#src/content/schemas/samples.ts';
import { cn } from '#src/lib/cn.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';

/*
 * Spec §3 "Sample playbook": a competitive playbook as it runs in the product (name, trigger, the actions
 * it takes, status and runs per month). An illustration: a labelled group of static text, no toggles.
 * Its words are the samples' (site/samples.yaml `playbook`); its root carries `data-sample`.
 */

const actionIcons: Record<PlaybookActionKind, LucideIcon> = {
  alert: BellRing,
  task: ListChecks,
  document: FileText,
  sequence: Send,
};

const statusStyles: Record<SamplePlaybook['status'], { dot: string; pill: string }> = {
  active: { dot: 'bg-offense-600', pill: 'bg-offense-50 text-offense-700 ring-offense-600/20' },
  paused: { dot: 'bg-ink-400', pill: 'bg-ink-100 text-ink-700 ring-ink-300' },
};

export type SamplePlaybookWords = SamplesContent['playbook'];

export type SamplePlaybookCardProps = SamplePlaybook & { words: SamplePlaybookWords; className?: string };

export function SamplePlaybookCard({
  name: playbookName,
  trigger,
  actions,
  status,
  runsPerMonth,
  words,
  className,
}: SamplePlaybookCardProps) {
  const statusStyle = statusStyles[status];
  return (
    <div
      role="group"
      aria-label={fillSlots(words.label, { name: playbookName })}
      data-sample=""
      data-slot="sample-playbook"
      className={cn(
        'w-full max-w-md overflow-hidden rounded-xl border border-border bg-white text-left shadow-raised',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3 border-b border-ink-100 px-5 py-4">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white"
          >
            <Workflow className="size-4.5" />
          </span>
          <div className="min-w-0">
            <p className="text-[0.6875rem] font-semibold uppercase tracking-wider text-ink-500">
              {words.heading}
            </p>
            <p className="break-words text-sm font-semibold text-ink-950">{playbookName}</p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span
            data-slot="playbook-status"
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
              statusStyle.pill,
            )}
          >
            <span aria-hidden="true" className={cn('size-1.5 rounded-full', statusStyle.dot)} />
            {words.statuses[status]}
          </span>{' '}
          <span className="text-xs text-ink-600">
            <span className="font-semibold text-ink-900">{runsPerMonth}</span> {words.runsPerMonth}
          </span>
        </div>
      </div>

      <div className="px-5 py-4">
        <p className="text-[0.6875rem] font-semibold uppercase tracking-wider text-ink-500">
          {words.trigger}
        </p>
        <p className="mt-2 flex items-start gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2.5 text-sm font-medium text-ink-900">
          <Zap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {trigger}
        </p>

        <p className="mt-4 text-[0.6875rem] font-semibold uppercase tracking-wider text-ink-500">
          {words.actions}
        </p>
        <ol className="relative mt-2 space-y-2 before:absolute before:top-4 before:bottom-4 before:left-[1.0625rem] before:w-px before:bg-ink-200">
          {actions.map((action) => {
            const Icon = actionIcons[action.kind];
            return (
              <li
                key={action.label}
                className="relative flex items-center gap-3 rounded-lg border border-ink-100 bg-white px-1.5 py-1.5 text-sm text-ink-800"
              >
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-md bg-ink-100 text-ink-700"
                >
                  <Icon className="size-3.5" />
                </span>
                {action.label}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
