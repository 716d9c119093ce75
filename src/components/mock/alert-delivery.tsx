import { Hash, Mail } from 'lucide-react';
import { Fragment } from 'react';
import type { DeliveryDetails, DeliverySurface } from '#src/content/samples.ts';
import { DELIVERY_SURFACES } from '#src/content/schemas/mock.ts';
import type { SamplesContent } from '#src/content/schemas/samples.ts';
import type { AlertCard as AlertCardData, AlertTag, StrategyType } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';
import { AlertCard } from './alert-card';
import { RecordFields } from './crm-record';

/*
 * Where a sample alert arrives (issue 14): a team-chat message from the app with its channel and action
 * buttons, an email, or the CRM record it flags. The alert card inside keeps all of its fields; the
 * surface around it changes, so a page of objectives shows the product at work, not one card on repeat.
 * `details` carries what one alert's surface shows (its channel, the people it tags, its record); the
 * shared `copy` (site/samples.yaml: its `surfaces`, the alert card's words and the cast's team) fills in
 * the rest.
 * Illustrations only: the "buttons" are drawn, not controls; the root carries `data-sample`.
 */

export { DELIVERY_SURFACES, type DeliverySurface };

/** Where each kind of alert is most at home: risks land on the record, new pipeline in chat. */
const HOME_SURFACE: Record<AlertTag, DeliverySurface> = {
  'New Business': 'chat',
  'Upsell Opportunity': 'chat',
  'Closed Lost Revival': 'email',
  'Open Opportunity': 'crm',
  'Renewal Risk': 'crm',
  'Churn Risk': 'email',
};

/** One surface per alert, each alert's home surface unless its neighbour already has it. */
export function deliverySurfaces(tags: readonly AlertTag[]): DeliverySurface[] {
  const surfaces: DeliverySurface[] = [];
  for (const tag of tags) {
    const previous = surfaces.at(-1);
    const home = HOME_SURFACE[tag];
    const start = DELIVERY_SURFACES.indexOf(home);
    const pick =
      home !== previous
        ? home
        : (DELIVERY_SURFACES.map((_, step) => DELIVERY_SURFACES[(start + step) % 3]).find(
            (surface) => surface !== previous,
          ) ?? home);
    surfaces.push(pick);
  }
  return surfaces;
}

/**
 * The samples (site/samples.yaml), as every page that draws alerts passes them on: the surfaces' words,
 * the alert card's and the record's, and the cast's team (an email's recipient, a record's owner).
 */
export type DeliveryCopy = SamplesContent;

/** The name an email or a CRM record shows for a teammate's chat handle (the handle itself if unknown). */
export function teammateName(cast: Pick<SamplesContent['cast'], 'team'>, handle: string): string {
  return cast.team.find((teammate) => teammate.handle === handle)?.name ?? handle;
}

export type AlertDeliveryProps = {
  surface: DeliverySurface;
  alert: AlertCardData;
  copy: DeliveryCopy;
  /** What this alert's surface shows; the copy's defaults otherwise. */
  details?: DeliveryDetails;
  /**
   * An email laid out across a page from 1024 px: its message and buttons on the left, the alert on the
   * right (/revive-closed-lost's hero strip, round 7). Other surfaces ignore it.
   */
  spread?: boolean;
  className?: string;
};

const frame =
  'relative w-full overflow-hidden rounded-xl border border-ink-200 bg-white text-left text-xs shadow-raised';

const flagStyles: Record<StrategyType, string> = {
  offensive: 'bg-offense-50 text-offense-700 ring-offense-600/20',
  defensive: 'bg-defense-50 text-defense-700 ring-defense-600/20',
  other: 'bg-brand-50 text-brand-800 ring-brand-600/20',
};

/** The app's avatar, the first letter of its name: a chat or email sender, or a label on a record. */
const appMarkStyles = {
  message:
    'flex size-6 shrink-0 items-center justify-center rounded-md bg-brand-600 text-[0.625rem] font-bold text-white',
  sender:
    'flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-[0.6875rem] font-bold text-white',
  label:
    'flex size-4 shrink-0 items-center justify-center rounded bg-brand-600 text-[0.5rem] font-bold text-white',
} as const;

function AppMark({ app, size }: { app: string; size: keyof typeof appMarkStyles }) {
  return (
    <span aria-hidden="true" className={appMarkStyles[size]}>
      {app.charAt(0)}
    </span>
  );
}

/** Drawn buttons: the first is the primary action. */
function DrawnButtons({
  actions,
  className,
}: {
  actions: readonly string[];
  className?: string | undefined;
}) {
  return (
    <p className={cn('mt-3 flex flex-wrap gap-2', className)}>
      {actions.map((action, index) => (
        <Fragment key={action}>
          {index > 0 ? ' ' : null}
          <span
            className={cn(
              'rounded-md border px-3 py-1.5 font-semibold',
              index === 0 ? 'border-brand-600 bg-brand-600 text-white' : 'border-ink-300 text-ink-800',
            )}
          >
            {action}
          </span>
        </Fragment>
      ))}
    </p>
  );
}

/** A line of chat text, the tagged handles drawn as mentions. */
function ChatMessage({ mentions, message }: { mentions: readonly string[]; message?: string }) {
  return (
    <p className="mt-2 text-sm leading-relaxed text-ink-800">
      {mentions.map((handle) => (
        <Fragment key={handle}>
          <span className="rounded bg-brand-50 px-0.5 font-medium text-brand-800">{handle}</span>{' '}
        </Fragment>
      ))}
      {message}
    </p>
  );
}

export function AlertDelivery({
  surface,
  alert,
  copy: samples,
  details = {},
  spread = false,
  className,
}: AlertDeliveryProps) {
  const copy = samples.surfaces;
  const [ownerHandle] = alert.accountDetails;
  // Inside its surface the alert loses its own shadow: the surface is the card.
  const alertInside = 'max-w-none shadow-none';

  if (surface === 'chat') {
    const channel = (details.channel ?? copy.channel).replace(/^#/, '');
    return (
      <div
        role="group"
        aria-label={fillSlots(copy.labels.chat, { tool: copy.teamChat, channel })}
        data-sample=""
        data-slot="alert-delivery"
        data-surface="chat"
        className={cn(frame, 'max-w-md', className)}
      >
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 border-b border-ink-100 bg-ink-50 px-4 py-2 font-semibold text-ink-800">
          <Hash aria-hidden="true" className="size-3.5 shrink-0 text-ink-500" />
          {channel} <span className="ml-auto font-medium text-ink-500">{copy.teamChat}</span>
        </p>
        <div className="p-3 sm:p-4">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <AppMark app={copy.app} size="message" />{' '}
            <span className="font-semibold text-ink-950">{copy.app}</span>{' '}
            <span className="rounded bg-ink-100 px-1 py-px text-[0.625rem] font-semibold uppercase text-ink-600">
              {copy.appBadge}
            </span>
            {details.time ? (
              <>
                {' '}
                <span className="text-ink-500">{details.time}</span>
              </>
            ) : null}
            {details.mentions ? null : (
              <>
                {' '}
                <span className="text-ink-500">{ownerHandle}</span>
              </>
            )}
          </p>
          {details.mentions ? <ChatMessage mentions={details.mentions} message={details.message} /> : null}
          <AlertCard {...alert} words={samples.card} className={cn('mt-3', alertInside)} />
          <DrawnButtons actions={details.actions ?? copy.chatActions} />
        </div>
      </div>
    );
  }

  if (surface === 'email') {
    const to = details.to ?? teammateName(samples.cast, ownerHandle);
    const subject =
      details.subject ??
      fillSlots(copy.defaultSubject, {
        tag: alert.tag,
        account: alert.account,
        competitor: alert.competitor,
      });
    return (
      <div
        role="group"
        aria-label={fillSlots(copy.labels.email, { recipient: to, subject })}
        data-sample=""
        data-slot="alert-delivery"
        data-surface="email"
        className={cn(
          frame,
          'max-w-md',
          spread && 'lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_1fr_auto]',
          className,
        )}
      >
        <>
          <div className={cn('border-b border-ink-100 bg-ink-50 px-4 py-3', spread && 'lg:px-5 lg:py-4')}>
            <p className="flex items-start gap-2 text-sm font-semibold leading-snug text-ink-950">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span className="min-w-0">
                <span className="sr-only">{copy.emailSubject}: </span>
                {subject}
              </span>
            </p>
            <div className="mt-2.5 flex items-center gap-2">
              <AppMark app={copy.app} size="sender" />{' '}
              <div className="min-w-0 flex-1 text-ink-600">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold text-ink-900">{copy.emailFrom}</span>
                  {details.time ? (
                    <>
                      {' '}
                      <span className="text-ink-500">{details.time}</span>
                    </>
                  ) : null}
                </p>
                <p>
                  {copy.emailTo}: <span className="font-medium text-ink-800">{to}</span>
                </p>
              </div>
            </div>
          </div>
          {/* Spread: the header, the message and the buttons down the left column, the alert on the right. */}
          <div className={cn('p-3 sm:p-4', spread && 'lg:contents')}>
            {details.message ? (
              <p
                className={cn(
                  'mb-3 text-sm leading-relaxed text-ink-800',
                  spread && 'lg:mb-0 lg:px-5 lg:pt-4',
                )}
              >
                {details.message}
              </p>
            ) : null}
            <AlertCard
              {...alert}
              words={samples.card}
              className={cn(alertInside, spread && 'lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:m-4')}
            />
            {details.actions ? (
              <DrawnButtons actions={details.actions} className={cn(spread && 'lg:px-5 lg:pb-5')} />
            ) : null}
          </div>
        </>
      </div>
    );
  }

  const record = details.record ?? {
    objectType: copy.crm[alert.tag].record,
    name: alert.account,
    flag: copy.crm[alert.tag].flag,
    fields: [
      { label: copy.crmOwner, value: teammateName(samples.cast, ownerHandle) },
      { label: copy.crmCompetitor, value: alert.competitor },
    ],
  };
  const flag = (
    <span
      data-slot="record-flag"
      className={cn(
        'shrink-0 rounded-full px-2.5 py-0.5 font-semibold ring-1 ring-inset',
        flagStyles[alert.strategyType],
      )}
    >
      {record.flag}
    </span>
  );
  return (
    <div
      role="group"
      aria-label={fillSlots(copy.labels.crm, {
        tool: copy.salesCrm,
        record: record.objectType.toLowerCase(),
        name: record.name,
      })}
      data-sample=""
      data-slot="alert-delivery"
      data-surface="crm"
      className={cn(frame, 'max-w-md', className)}
    >
      <>
        <div className="flex flex-wrap items-start justify-between gap-2 border-b border-ink-100 bg-ink-50 px-4 py-3">
          <div className="flex min-w-0 items-center gap-2.5">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-md bg-ink-700 text-[0.6875rem] font-bold text-white"
            >
              {copy.salesCrm.charAt(0)}
            </span>{' '}
            <div className="min-w-0">
              <p className="text-[0.6875rem] font-semibold uppercase tracking-wider text-ink-500">
                {copy.salesCrm} · {record.objectType}
              </p>
              <p className="mt-0.5 break-words text-sm font-semibold text-ink-950">{record.name}</p>
            </div>
          </div>{' '}
          {flag}
        </div>
        <RecordFields
          fields={record.fields}
          enrichedValue={samples.record.enrichedValue}
          className="gap-y-1 border-b border-ink-100 p-2"
        />
        <div className="p-3 sm:p-4">
          <p className="mb-2 flex items-center gap-1.5 text-[0.6875rem] font-semibold uppercase tracking-wider text-ink-500">
            <AppMark app={copy.app} size="label" /> {copy.app}
          </p>
          <AlertCard {...alert} words={samples.card} className={alertInside} />
        </div>
      </>
    </div>
  );
}
