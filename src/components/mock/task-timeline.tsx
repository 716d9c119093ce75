import {
  BellRing,
  CalendarClock,
  Check,
  Clock,
  Database,
  FileText,
  ListChecks,
  type LucideIcon,
  Mail,
  Phone,
  Send,
} from 'lucide-react';
import type { TaskKind, TaskStatus, TaskTimeline as TaskTimelineData } from '#src/content/samples.ts';
import type { SamplesContent } from '#src/content/schemas/samples.ts';
import { cn } from '#src/lib/cn.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';
import { initials } from '#src/lib/initials.ts';

/*
 * A playbook run as the product lists it: the play, the account, how far it has got, and its tasks in
 * order with their kind, owner, due time and status. An illustration: a labelled group holding a real
 * ordered list of text, no controls. Each status has a shape on the rail and a word in a pill, so it never
 * rests on colour alone; the one moving part (the in-progress dot) moves only without reduced motion.
 * Its words are the samples' (site/samples.yaml `run`); its root carries `data-sample`.
 */

const kindIcons: Record<TaskKind, LucideIcon> = {
  alert: BellRing,
  crm: Database,
  email: Mail,
  call: Phone,
  meeting: CalendarClock,
  document: FileText,
  sequence: Send,
};

const statuses: Record<TaskStatus, { pill: string; segment: string; rail: string }> = {
  done: {
    pill: 'bg-offense-50 text-offense-700 ring-offense-600/20',
    segment: 'bg-offense-600',
    rail: 'bg-offense-600/40',
  },
  'in-progress': {
    pill: 'bg-brand-50 text-brand-800 ring-brand-600/20',
    segment: 'bg-brand-500',
    rail: 'bg-ink-200',
  },
  due: {
    pill: 'bg-ink-50 text-ink-700 ring-ink-300',
    segment: 'bg-ink-200',
    rail: 'bg-ink-200',
  },
};

/** The owner's avatar: the app's square mark, or a person's initials in a circle. */
const avatarStyles = {
  app: 'flex size-4 shrink-0 items-center justify-center rounded bg-brand-600 text-[0.5rem] font-bold text-white',
  person:
    'flex size-4 shrink-0 items-center justify-center rounded-full bg-ink-700 text-[0.5rem] font-bold text-white',
} as const;

/** The task's marker on the rail: a filled check, a ring with a live dot, or an empty ring. */
function StatusNode({ status }: { status: TaskStatus }) {
  if (status === 'done') {
    return (
      <span
        aria-hidden="true"
        className="relative flex size-6 shrink-0 items-center justify-center rounded-full bg-offense-600 text-white"
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    );
  }
  if (status === 'in-progress') {
    return (
      <span
        aria-hidden="true"
        className="relative flex size-6 shrink-0 items-center justify-center rounded-full bg-white ring-2 ring-brand-600 ring-inset"
      >
        <span className="size-2 rounded-full bg-brand-600 motion-safe:animate-pulse" />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="relative size-6 shrink-0 rounded-full bg-white ring-2 ring-ink-300 ring-inset"
    />
  );
}

export type TaskTimelineWords = SamplesContent['run'];

export type TaskTimelineProps = TaskTimelineData & { words: TaskTimelineWords; className?: string };

export function TaskTimeline({ name: runName, account, tasks, words, className }: TaskTimelineProps) {
  const done = tasks.filter((task) => task.status === 'done').length;
  return (
    <div
      role="group"
      aria-label={fillSlots(words.label, { name: runName, account })}
      data-sample=""
      data-slot="task-timeline"
      className={cn(
        'w-full max-w-md overflow-hidden rounded-xl border border-border bg-white text-left shadow-raised',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 border-b border-ink-100 px-4 py-4 sm:px-5">
        <div className="flex min-w-0 flex-1 basis-48 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white"
          >
            <ListChecks className="size-4.5" />
          </span>
          <div className="min-w-0">
            <p className="text-[0.6875rem] font-semibold uppercase tracking-wider text-ink-500">
              {words.heading}
            </p>
            <p className="break-words text-sm font-semibold leading-snug text-ink-950">{runName}</p>
            <p className="break-words text-xs text-ink-600">{account}</p>
          </div>
        </div>
        <div data-slot="run-progress" className="w-28 shrink-0">
          <p className="text-xs text-ink-600">
            <span className="font-semibold text-ink-900">
              {fillSlots(words.progress, { done: String(done), total: String(tasks.length) })}
            </span>{' '}
            {words.progressEnd}
          </p>
          <span aria-hidden="true" className="mt-1.5 flex gap-0.5">
            {tasks.map((task) => (
              <span
                key={task.label}
                className={cn('h-1.5 flex-1 rounded-full', statuses[task.status].segment)}
              />
            ))}
          </span>
        </div>
      </div>

      <ol className="px-4 py-4 sm:px-5">
        {tasks.map((task, index) => {
          const status = statuses[task.status];
          const KindIcon = kindIcons[task.kind];
          return (
            <li key={task.label} data-status={task.status} className="relative flex gap-3 pb-4 last:pb-0">
              {index < tasks.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={cn('absolute top-7 bottom-1 left-[0.6875rem] w-0.5 rounded-full', status.rail)}
                />
              ) : null}
              <StatusNode status={task.status} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                  <p className="min-w-0 flex-1 basis-40 pt-0.5 text-sm font-medium leading-snug text-ink-900">
                    {task.label}
                  </p>
                  <span
                    data-slot="task-status"
                    className={cn(
                      'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
                      status.pill,
                    )}
                  >
                    {words.statuses[task.status]}
                  </span>
                </div>
                <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-600">
                  <span className="inline-flex items-center gap-1">
                    <KindIcon aria-hidden="true" className="size-3.5 shrink-0 text-ink-500" />
                    {words.kinds[task.kind]}
                  </span>{' '}
                  <span className="inline-flex items-center gap-1.5">
                    <span aria-hidden="true" className={avatarStyles[task.automated ? 'app' : 'person']}>
                      {task.automated ? task.owner.charAt(0) : initials(task.owner)}
                    </span>{' '}
                    <span className="sr-only">{words.owner} </span>
                    {task.owner}
                  </span>{' '}
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-3.5 shrink-0 text-ink-500" />
                    <span className="sr-only">{words.due} </span>
                    {task.due}
                  </span>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
