import { BadgeDollarSign, CalendarClock, Hash } from 'lucide-react';
import { DOT_SEPARATOR, DotSeparated } from '#src/components/ui/dot-separated.tsx';
import type { PersonaSample } from '#src/content/schemas/persona-samples.ts';
import { cn } from '#src/lib/cn.ts';
import type { SampleContext } from './sample-context';
import {
  AlertFacts,
  Avatar,
  DrawnButtons,
  FieldGrid,
  PhoneMore,
  phoneDrop,
  SignalDot,
  StagePath,
  SurfaceFrame,
  windowClass,
} from './surface-kit';

/*
 * The sales team's surfaces (issue 29): the rep's team chat (a direct message, an account channel's
 * thread, the phone's lock screen) and the CRM record the alert changed (an opportunity with its stage
 * path, a reopened closed-lost deal, a renewal counting down). Each draws the alert with every field.
 */

type Of<K extends PersonaSample['kind']> = Extract<PersonaSample, { kind: K }>;

/** The app's line in a chat: its square avatar, name, badge and the time. */
function AppLine({ context, time }: { context: SampleContext; time: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
      <Avatar name={context.surfaces.app} tone="brand" shape="square" />{' '}
      <span className="text-[0.8125rem] font-bold text-ink-950">{context.surfaces.app}</span>{' '}
      <span className="rounded bg-ink-100 px-1 text-[0.5625rem] font-semibold uppercase text-ink-600">
        {context.surfaces.appBadge}
      </span>{' '}
      <span className="text-[0.6875rem] text-ink-500">{time}</span>
    </p>
  );
}

/** A CRM record's header: the object's tile, its kind and name, and the flag the service set. */
function RecordHeader({
  objectLabel,
  name,
  flag,
  tone,
  context,
}: {
  objectLabel: string;
  name: string;
  flag: string;
  tone: 'offensive' | 'defensive';
  context: SampleContext;
}) {
  return (
    <div className="flex items-start gap-2.5 border-b border-ink-100 bg-ink-50 px-3 py-2.5">
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-md bg-brand-600 text-white"
      >
        <BadgeDollarSign className="size-4" />
      </span>{' '}
      <div className="min-w-0 flex-1">
        <p className="text-[0.625rem] font-semibold uppercase tracking-wider text-ink-500">
          <DotSeparated text={`${context.surfaces.salesCrm}${DOT_SEPARATOR}${objectLabel}`} />
        </p>{' '}
        <p className="break-words text-[0.8125rem] font-semibold text-ink-950">{name}</p>
      </div>{' '}
      <span
        className={cn(
          'shrink-0 rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold ring-1 ring-inset',
          tone === 'offensive'
            ? 'bg-offense-50 text-offense-700 ring-offense-600/25'
            : 'bg-defense-50 text-defense-700 ring-defense-600/25',
        )}
      >
        {flag}
      </span>
    </div>
  );
}

const toneOf = (context: SampleContext) =>
  context.alert.strategyType === 'offensive' ? 'offensive' : 'defensive';

/** A direct message from the app, with the workspace's rail and conversation list beside it. */
export function ChatDm({ sample, context }: { sample: Of<'chat-dm'>; context: SampleContext }) {
  return (
    <SurfaceFrame label={sample.label} composition="chat-dm">
      <div className={cn(windowClass, 'flex')}>
        <div aria-hidden="true" className="flex w-10 shrink-0 flex-col items-center gap-2.5 bg-ink-900 py-3">
          <span className="size-6 rounded-md bg-signal-400" />
          <span className="size-5 rounded bg-white/15" />
          <span className="size-5 rounded bg-white/15" />
          <span className="size-5 rounded bg-white/15" />
        </div>
        <div className="hidden w-36 shrink-0 border-r border-ink-100 bg-ink-50 px-2 py-3 lg:block">
          <p className="flex items-center gap-1.5 px-1.5 pb-2 font-semibold text-ink-900">
            <Avatar name={sample.recipient} tone="ink" className="size-5 text-[0.5rem]" /> {sample.recipient}
          </p>
          <ul className="space-y-0.5">
            <li className="flex items-center gap-1.5 rounded bg-brand-600 px-1.5 py-1 font-semibold text-white">
              <span aria-hidden="true" className="size-2 rounded-full bg-signal-300" /> {context.surfaces.app}
            </li>
            {sample.conversations.map((name) => (
              <li key={name} className="flex items-center gap-1.5 px-1.5 py-1 text-ink-600">
                <span aria-hidden="true" className="size-2 rounded-full border border-ink-400" /> {name}
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0 flex-1 p-3 sm:p-4">
          <AppLine context={context} time={sample.time} />
          <p className="mt-1.5 text-[0.8125rem] leading-snug text-ink-800">{sample.message}</p>
          <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-2.5" />
          <DrawnButtons actions={sample.actions} className="mt-3" />
        </div>
      </div>
    </SurfaceFrame>
  );
}

/**
 * The chat message and the opportunity it changed, overlapping, joined by the trace. On a phone the
 * opportunity shows its header and stage path; its fields are left out.
 */
export function ChatAndOpportunity({
  sample,
  context,
}: {
  sample: Of<'chat-and-opportunity'>;
  context: SampleContext;
}) {
  const { opportunity } = sample;
  return (
    <SurfaceFrame label={sample.label} composition="chat-and-opportunity" className="flex flex-col">
      <div className={cn(windowClass, 'relative z-10 p-3 sm:w-[78%]')}>
        <AppLine context={context} time={sample.time} />
        <p className="mt-1.5 text-[0.8125rem] leading-snug text-ink-800">{sample.message}</p>
        <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-2.5" />
      </div>
      <div
        aria-hidden="true"
        data-connector=""
        className="ml-8 h-5 w-[calc(60%-2rem)] rounded-bl-lg border-b-2 border-l-2 border-dashed border-signal-500 sm:ml-12"
      />
      <div className={cn(windowClass, '-mt-2.5 ml-auto w-[94%] sm:w-[72%]')}>
        <RecordHeader {...opportunity} tone={toneOf(context)} context={context} />
        <div className="space-y-3 p-3">
          <StagePath stages={opportunity.stages} current={opportunity.current} />
          <div {...phoneDrop(true)}>
            <FieldGrid fields={opportunity.fields} writtenLabel={context.words.writtenLabel} />
          </div>
        </div>
      </div>
    </SurfaceFrame>
  );
}

/** The closed-lost opportunity reopened: its path back from the closed stage, and its history. */
export function OpportunityReopened({
  sample,
  context,
}: {
  sample: Of<'opportunity-reopened'>;
  context: SampleContext;
}) {
  const { record } = sample;
  return (
    <SurfaceFrame label={sample.label} composition="opportunity-reopened">
      <div className={windowClass}>
        <RecordHeader {...record} tone={toneOf(context)} context={context} />
        <div className="space-y-3 border-b border-ink-100 p-3">
          <StagePath stages={record.stages} current={record.current} struck={record.struck} />
          <FieldGrid fields={record.fields} writtenLabel={context.words.writtenLabel} columns={3} />
        </div>
        <div className="p-3">
          <p className="text-[0.625rem] font-semibold uppercase tracking-wider text-ink-500">
            {sample.historyLabel}
          </p>
          <ol className="mt-2 space-y-3 border-l border-ink-200 pl-4">
            <li className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[1.3rem] size-2.5 rounded-full bg-brand-600 ring-2 ring-white"
              />
              <p className="font-semibold text-ink-900">{sample.after.text}</p>{' '}
              <p className="text-[0.6875rem] text-ink-500">{sample.after.meta}</p>
            </li>
            <li className="relative">
              <SignalDot className="absolute top-2 -left-[1.3rem] size-2.5" />
              <AlertFacts alert={context.alert} labels={context.words.alertFields} variant="panel" />
            </li>
            {sample.before.map((entry) => (
              <li key={entry.text} className="relative text-ink-600">
                <span
                  aria-hidden="true"
                  className="absolute top-1 -left-[1.3rem] size-2.5 rounded-full bg-ink-300 ring-2 ring-white"
                />
                <p className="font-medium">{entry.text}</p>{' '}
                <p className="text-[0.6875rem] text-ink-500">{entry.meta}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </SurfaceFrame>
  );
}

/** The alert on a phone's lock screen, above older notifications. */
export function PhoneNotifications({
  sample,
  context,
}: {
  sample: Of<'phone-notifications'>;
  context: SampleContext;
}) {
  return (
    <SurfaceFrame label={sample.label} composition="phone-notifications" className="flex justify-center">
      <div className="w-full max-w-[17.5rem] rounded-[2.25rem] border-[7px] border-ink-950 bg-gradient-to-b from-brand-900 via-ink-900 to-ink-950 px-2.5 pt-3 pb-4 shadow-raised sm:pb-6">
        <span aria-hidden="true" className="mx-auto block h-4 w-20 rounded-full bg-ink-950" />
        <p className="mt-2 text-center text-[0.6875rem] font-medium text-ink-200 sm:mt-4">{sample.date}</p>{' '}
        <p className="text-center text-4xl font-semibold tracking-tight text-white tabular-nums sm:text-5xl">
          {sample.time}
        </p>
        <div className="mt-3 rounded-2xl bg-white/95 p-2.5 sm:mt-5">
          <p className="flex items-center gap-1.5 text-[0.6875rem] text-ink-600">
            <Avatar
              name={context.surfaces.app}
              tone="brand"
              shape="square"
              className="size-4 text-[0.4375rem]"
            />{' '}
            <span className="font-semibold uppercase tracking-wide">{context.surfaces.app}</span>{' '}
            <span className="ml-auto">{sample.age}</span>
          </p>
          <AlertFacts
            alert={context.alert}
            labels={context.words.alertFields}
            variant="notification"
            className="mt-1.5"
          />
        </div>
        {sample.others.map((other) => (
          <div
            key={other.text}
            {...phoneDrop(true, 'mt-2 rounded-2xl bg-white/75 px-2.5 py-2 text-[0.6875rem] text-ink-700')}
          >
            <p className="flex items-center gap-1.5">
              <span className="font-semibold uppercase tracking-wide">{other.app}</span>{' '}
              <span className="ml-auto text-ink-500">{other.age}</span>
            </p>{' '}
            <p className="mt-0.5 leading-snug">{other.text}</p>
          </div>
        ))}
      </div>
    </SurfaceFrame>
  );
}

/** The renewal record: a ring counting the days down, its fields, and the alert filed under it. */
export function RenewalCountdown({
  sample,
  context,
}: {
  sample: Of<'renewal-countdown'>;
  context: SampleContext;
}) {
  const { record } = sample;
  const circumference = 2 * Math.PI * 40;
  const left = Math.min(1, sample.daysLeft / Math.max(1, sample.yearDays));
  return (
    <SurfaceFrame label={sample.label} composition="renewal-countdown">
      <div className={windowClass}>
        <RecordHeader {...record} tone={toneOf(context)} context={context} />
        <div className="flex items-center gap-3 border-b border-ink-100 p-3 sm:gap-4">
          <div className="relative size-20 shrink-0 sm:size-28">
            <svg viewBox="0 0 100 100" aria-hidden="true" className="size-full -rotate-90">
              <circle cx="50" cy="50" r="40" fill="none" strokeWidth="9" className="stroke-ink-100" />
              <circle
                cx="50"
                cy="50"
                r="40"
                fill="none"
                strokeWidth="9"
                strokeLinecap="round"
                strokeDasharray={`${circumference * left} ${circumference}`}
                className="stroke-signal-400"
              />
            </svg>
            <p className="absolute inset-0 flex flex-col items-center justify-center text-center">
              <span className="text-2xl font-bold text-ink-950 tabular-nums">{sample.daysLeft}</span>{' '}
              <span className="max-w-[5rem] text-[0.5625rem] font-medium leading-tight text-ink-600">
                {sample.daysLabel}
              </span>
            </p>
          </div>
          <FieldGrid fields={record.fields} writtenLabel={context.words.writtenLabel} className="flex-1" />
        </div>
        <div className="bg-ink-50/60 p-3">
          <p className="mb-2 flex items-center gap-1.5 text-[0.625rem] font-semibold uppercase tracking-wider text-ink-500">
            <CalendarClock aria-hidden="true" className="size-3.5" /> {context.surfaces.app}
          </p>
          <AlertFacts alert={context.alert} labels={context.words.alertFields} variant="panel" />
        </div>
      </div>
    </SurfaceFrame>
  );
}

/**
 * The alert posted in an account channel, and the team's replies in its thread; on a phone the first reply
 * and a “+ 1 more” row.
 */
export function ChatThread({ sample, context }: { sample: Of<'chat-thread'>; context: SampleContext }) {
  return (
    <SurfaceFrame label={sample.label} composition="chat-thread">
      <div className={windowClass}>
        <p className="flex items-center gap-1.5 border-b border-ink-100 px-3 py-2 font-semibold text-ink-900">
          {sample.threadLabel}{' '}
          <span className="flex items-center gap-0.5 font-medium text-ink-500">
            <Hash aria-hidden="true" className="size-3" />
            {sample.channel.replace(/^#/, '')}
          </span>
        </p>
        <div className="p-3">
          <AppLine context={context} time={sample.time} />
          <AlertFacts alert={context.alert} labels={context.words.alertFields} className="mt-2 ml-9" />
        </div>
        <ol className="space-y-3 border-t border-ink-100 bg-ink-50/50 p-3">
          {sample.replies.map((reply, index) => (
            <li key={reply.text} {...phoneDrop(index > 0, 'flex gap-2')}>
              <Avatar name={reply.name} tone="ink" shape="square" />{' '}
              <div className="min-w-0">
                <p>
                  <span className="font-bold text-ink-950">{reply.name}</span>{' '}
                  <span className="text-[0.6875rem] text-ink-500">{reply.time}</span>
                </p>{' '}
                <p className="text-[0.8125rem] leading-snug text-ink-800">{reply.text}</p>
              </div>
            </li>
          ))}
          <PhoneMore count={sample.replies.length - 1} words={context.words.more} className="pl-9" />
        </ol>
        <p
          {...phoneDrop(true, 'm-3 mt-0 rounded-md border border-ink-300 bg-white px-2.5 py-2 text-ink-500')}
        >
          {sample.composer}
        </p>
      </div>
    </SurfaceFrame>
  );
}
