import { Bell, CalendarClock, Check, Mail, Megaphone, Route, Users } from 'lucide-react';
import type * as React from 'react';
import type { StepMocks } from '#src/content/playbooks.ts';
import { cn } from '#src/lib/cn.ts';
import { Deferred } from './deferred';
import type { StepGraphic as StepGraphicKind } from './playbook-logic';

/*
 * Mini mock-ups for the "How It Works" steps, drawn with HTML and CSS only (no images, no JS): what the
 * step does, with the spec's mock demo values (a 45 min discovery call, a 12.4% engagement rate, 5
 * contacts). Each is a labelled image: the accessible name says what it shows, the text inside is part
 * of the picture (so it is hidden from the accessibility tree with the rest of it).
 */

const card = 'w-full max-w-64 rounded-lg border border-ink-200 bg-white text-left text-xs shadow-card';

function AlertGraphic({ app, channel, signal, routedTo, created }: StepMocks['alert']) {
  return (
    <div className="flex w-full max-w-64 flex-col gap-2">
      <div className={cn(card, 'p-3')}>
        <p className="flex flex-wrap items-center gap-x-2 text-ink-500">
          <span className="font-semibold text-ink-800">{channel}</span> <span>{app}</span>
        </p>
        <p className="mt-2 flex items-center gap-2 font-semibold text-ink-950">
          <Bell className="size-3.5 shrink-0 text-defense-700" />
          {signal}
        </p>
        <p className="mt-1.5 flex items-center gap-2 text-ink-600">
          <Route className="size-3.5 shrink-0 text-brand-700" />
          {routedTo}
        </p>
      </div>
      <span className="ml-6 h-4 w-px border-l-2 border-dashed border-brand-300" />
      <p className="flex w-fit items-center gap-1.5 rounded-full bg-offense-50 px-3 py-1 text-xs font-semibold text-offense-700 ring-1 ring-offense-600/20 ring-inset">
        <Check className="size-3.5 shrink-0" />
        {created}
      </p>
    </div>
  );
}

function OutreachGraphic({ to, subject, metricLabel, metric, check }: StepMocks['outreach']) {
  return (
    <div className={card}>
      <div className="flex items-center gap-2 border-b border-ink-100 bg-ink-50 px-3 py-2 text-ink-600">
        <Mail className="size-3.5 shrink-0" />
        <span className="font-medium">{to}</span>
      </div>
      <div className="p-3">
        <p className="font-semibold text-ink-950">{subject}</p>
        <div className="mt-3 flex items-end justify-between gap-3 border-t border-ink-100 pt-3">
          <span className="text-ink-600">{metricLabel}</span>{' '}
          <span className="text-lg font-bold leading-none text-offense-700">{metric}</span>
        </div>
        <p className="mt-2 flex items-center gap-1.5 text-ink-600">
          <Check className="size-3.5 shrink-0 text-offense-600" />
          {check}
        </p>
      </div>
    </div>
  );
}

function CampaignGraphic({ name: campaign, audience, contacts, assets }: StepMocks['campaign']) {
  return (
    <div className={cn(card, 'p-3')}>
      <p className="flex items-center gap-2 font-semibold text-ink-950">
        <Megaphone className="size-3.5 shrink-0 text-brand-700" />
        {campaign}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <span className="text-ink-600">{audience}</span>{' '}
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
          <Users className="size-3 shrink-0" />
          {contacts}
        </span>
      </div>
      <ul className="mt-3 space-y-1.5 border-t border-ink-100 pt-3">
        {assets.map((asset) => (
          <li key={asset} className="flex items-center gap-1.5 text-ink-800">
            <Check className="size-3.5 shrink-0 text-offense-600" />
            {asset}
          </li>
        ))}
      </ul>
    </div>
  );
}

function DiscoveryGraphic({ meeting, duration, agenda }: StepMocks['discovery']) {
  return (
    <div className={cn(card, 'p-3')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold text-ink-950">
          <CalendarClock className="size-3.5 shrink-0 text-brand-700" />
          {meeting}
        </p>
        <span className="rounded-full bg-ink-100 px-2 py-0.5 font-semibold text-ink-800">{duration}</span>
      </div>
      <ol className="mt-3 space-y-1.5 border-t border-ink-100 pt-3">
        {agenda.map((item, index) => (
          <li key={item} className="flex items-center gap-2 text-ink-800">
            <span className="flex size-4 shrink-0 items-center justify-center rounded-full bg-brand-50 text-[0.625rem] font-semibold text-brand-800">
              {index + 1}
            </span>{' '}
            {item}
          </li>
        ))}
      </ol>
    </div>
  );
}

export type StepGraphicProps = {
  kind: StepGraphicKind;
  label: string;
  mocks: StepMocks;
  className?: string;
};

export function StepGraphic({ kind, label, mocks, className }: StepGraphicProps) {
  const graphics: Record<StepGraphicKind, React.JSX.Element> = {
    alert: <AlertGraphic {...mocks.alert} />,
    outreach: <OutreachGraphic {...mocks.outreach} />,
    campaign: <CampaignGraphic {...mocks.campaign} />,
    discovery: <DiscoveryGraphic {...mocks.discovery} />,
  };
  return (
    <div
      role="img"
      aria-label={label}
      data-graphic={kind}
      className={cn(
        'flex min-h-40 items-center justify-center rounded-xl border border-ink-100 bg-gradient-to-br from-ink-50 via-white to-brand-50/60 p-6 md:min-h-48 md:p-8',
        className,
      )}
    >
      <Deferred>{graphics[kind]}</Deferred>
    </div>
  );
}
