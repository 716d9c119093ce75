import { Hash, Mail } from 'lucide-react';
import type { AlertCard as AlertCardData, AlertTag } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { AlertCard } from './alert-card';

/*
 * Where a sample alert arrives (issue 14): a team-chat message from the app with its channel and action
 * buttons, an e-mail, or the CRM record it flags. The alert card inside keeps all of its fields; the
 * surface around it changes, so a page of objectives shows the product at work, not one card on repeat.
 * Illustrations only: the "buttons" are drawn, not controls.
 */

export const DELIVERY_SURFACES = ['chat', 'email', 'crm'] as const;
export type DeliverySurface = (typeof DELIVERY_SURFACES)[number];

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

export type DeliveryCopy = {
  app: string;
  teamChat: string;
  salesCrm: string;
  channel: string;
  appBadge: string;
  chatActions: readonly string[];
  emailFrom: string;
  emailTo: string;
  emailSubject: string;
  crm: Record<AlertTag, { record: string; flag: string }>;
  crmCompetitor: string;
  crmOwner: string;
};

export type AlertDeliveryProps = {
  surface: DeliverySurface;
  alert: AlertCardData;
  copy: DeliveryCopy;
  className?: string;
};

const frame =
  'relative w-full max-w-md overflow-hidden rounded-xl border border-ink-200 bg-white text-left text-xs shadow-raised';

export function AlertDelivery({ surface, alert, copy, className }: AlertDeliveryProps) {
  const [ownerHandle] = alert.accountDetails;
  if (surface === 'chat') {
    return (
      <div data-slot="alert-delivery" data-surface="chat" className={cn(frame, className)}>
        <p className="flex items-center gap-1.5 border-b border-ink-100 bg-ink-50 px-4 py-2 font-semibold text-ink-800">
          <Hash aria-hidden="true" className="size-3.5 shrink-0 text-ink-500" />
          {copy.channel.replace(/^#/, '')}
          <span className="ml-auto font-medium text-ink-500">{copy.teamChat}</span>
        </p>
        <div className="p-3 sm:p-4">
          <p className="flex flex-wrap items-center gap-2">
            <span
              aria-hidden="true"
              className="flex size-6 items-center justify-center rounded-md bg-brand-600 text-[0.625rem] font-bold text-white"
            >
              {copy.app.charAt(0)}
            </span>
            <span className="font-semibold text-ink-950">{copy.app}</span>
            <span className="rounded bg-ink-100 px-1 py-px text-[0.625rem] font-semibold uppercase text-ink-600">
              {copy.appBadge}
            </span>
            <span className="text-ink-500">{ownerHandle}</span>
          </p>
          <AlertCard {...alert} className="mt-3 max-w-none shadow-none" />
          <p className="mt-3 flex flex-wrap gap-2">
            {copy.chatActions.map((action, index) => (
              <span
                key={action}
                className={cn(
                  'rounded-md border px-3 py-1.5 font-semibold',
                  index === 0 ? 'border-brand-600 bg-brand-600 text-white' : 'border-ink-300 text-ink-800',
                )}
              >
                {action}
              </span>
            ))}
          </p>
        </div>
      </div>
    );
  }
  if (surface === 'email') {
    return (
      <div data-slot="alert-delivery" data-surface="email" className={cn(frame, className)}>
        <div className="space-y-1 border-b border-ink-100 bg-ink-50 px-4 py-3 text-ink-600">
          <p className="flex items-center gap-2 font-semibold text-ink-900">
            <Mail aria-hidden="true" className="size-3.5 shrink-0 text-brand-700" />
            {copy.emailFrom}
          </p>
          <p>
            {copy.emailTo}: <span className="font-medium text-ink-800">{ownerHandle}</span>
          </p>
          <p>
            {copy.emailSubject}:{' '}
            <span className="font-medium text-ink-800">
              {alert.tag}: {alert.account} and {alert.competitor}
            </span>
          </p>
        </div>
        <div className="p-3 sm:p-4">
          <AlertCard {...alert} className="max-w-none shadow-none" />
        </div>
      </div>
    );
  }
  const crm = copy.crm[alert.tag];
  return (
    <div data-slot="alert-delivery" data-surface="crm" className={cn(frame, className)}>
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-ink-100 bg-ink-50 px-4 py-3">
        <div className="min-w-0">
          <p className="text-[0.6875rem] font-semibold uppercase tracking-wider text-ink-500">
            {copy.salesCrm} · {crm.record}
          </p>
          <p className="mt-0.5 text-sm font-semibold text-ink-950">{alert.account}</p>
        </div>
        <span className="rounded-full bg-defense-50 px-2.5 py-0.5 font-semibold text-defense-700 ring-1 ring-defense-600/20 ring-inset">
          {crm.flag}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3 border-b border-ink-100 px-4 py-3">
        <div className="min-w-0">
          <dt className="text-ink-500">{copy.crmOwner}</dt>
          <dd className="mt-0.5 break-words font-semibold text-ink-900">{ownerHandle}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-ink-500">{copy.crmCompetitor}</dt>
          <dd className="mt-0.5 break-words font-semibold text-ink-900">{alert.competitor}</dd>
        </div>
      </dl>
      <div className="p-3 sm:p-4">
        <AlertCard {...alert} className="max-w-none shadow-none" />
      </div>
    </div>
  );
}
