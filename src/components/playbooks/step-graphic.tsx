import { Bell, Megaphone, Search, Send } from 'lucide-react';
import type * as React from 'react';
import { cn } from '#src/lib/cn.ts';
import type { StepGraphic as StepGraphicKind } from './playbook-logic';

/*
 * Illustrations for the "How It Works" steps, drawn with HTML and CSS only (no images, no JS). They are
 * labelled images: the accessible name says what they show; the shapes inside are presentational.
 */

const bar = 'h-2 rounded-full';

function Skeleton({ className }: { className: string }) {
  return <span className={cn('block', bar, className)} />;
}

function AlertGraphic() {
  return (
    <div className="flex w-full max-w-64 flex-col gap-2.5">
      <div className="flex items-center gap-3 rounded-lg border border-ink-200 bg-white p-3 shadow-card">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-defense-50 text-defense-700">
          <Bell className="size-4" />
        </span>
        <span className="flex flex-1 flex-col gap-1.5">
          <Skeleton className="w-4/5 bg-ink-300" />
          <Skeleton className="w-1/2 bg-ink-200" />
        </span>
      </div>
      <span className="ml-7 h-5 w-px border-l-2 border-dashed border-brand-300" />
      <div className="flex w-fit items-center gap-2 rounded-full border border-ink-200 bg-white py-1.5 pr-3 pl-1.5 shadow-card">
        <span className="size-6 rounded-full bg-brand-600" />
        <Skeleton className="w-16 bg-ink-300" />
        <span className="rounded-full bg-offense-50 px-2 py-0.5">
          <Skeleton className="w-6 bg-offense-600/60" />
        </span>
      </div>
    </div>
  );
}

function OutreachGraphic() {
  return (
    <div className="w-full max-w-64 overflow-hidden rounded-lg border border-ink-200 bg-white shadow-card">
      <div className="flex items-center gap-1.5 border-b border-ink-100 bg-ink-50 px-3 py-2">
        <span className="size-2 rounded-full bg-ink-300" />
        <span className="size-2 rounded-full bg-ink-300" />
        <span className="size-2 rounded-full bg-ink-300" />
      </div>
      <div className="flex flex-col gap-2.5 p-3.5">
        <div className="flex items-center gap-2">
          <span className="size-5 rounded-full bg-offense-600/70" />
          <Skeleton className="w-24 bg-ink-300" />
        </div>
        <Skeleton className="w-full bg-ink-200" />
        <Skeleton className="w-11/12 bg-ink-200" />
        <Skeleton className="w-2/3 bg-ink-200" />
        <span className="mt-1 flex w-fit items-center gap-1.5 self-end rounded-md bg-brand-600 px-2.5 py-1.5 text-white">
          <Send className="size-3.5" />
          <Skeleton className="w-8 bg-white/70" />
        </span>
      </div>
    </div>
  );
}

function CampaignGraphic() {
  return (
    <div className="flex w-full max-w-64 items-end gap-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white shadow-raised">
        <Megaphone className="size-6" />
      </span>
      <div className="flex flex-1 flex-col gap-2 rounded-lg border border-ink-200 bg-white p-3 shadow-card">
        <div className="flex -space-x-1.5">
          <span className="size-6 rounded-full border-2 border-white bg-brand-400" />
          <span className="size-6 rounded-full border-2 border-white bg-offense-600/70" />
          <span className="size-6 rounded-full border-2 border-white bg-defense-600/60" />
          <span className="size-6 rounded-full border-2 border-white bg-ink-300" />
        </div>
        <div className="flex h-14 items-end gap-1.5">
          <span className="h-2/5 flex-1 rounded-sm bg-brand-200" />
          <span className="h-3/5 flex-1 rounded-sm bg-brand-300" />
          <span className="h-1/2 flex-1 rounded-sm bg-brand-200" />
          <span className="h-4/5 flex-1 rounded-sm bg-brand-400" />
          <span className="h-full flex-1 rounded-sm bg-brand-600" />
        </div>
      </div>
    </div>
  );
}

function DiscoveryGraphic() {
  const people = ['bg-ink-300', 'bg-ink-300', 'bg-brand-500', 'bg-ink-300', 'bg-ink-300', 'bg-ink-300'];
  return (
    <div className="relative w-full max-w-64">
      <div className="grid grid-cols-3 gap-2.5 rounded-lg border border-ink-200 bg-white p-3.5 shadow-card">
        {people.map((tone, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, decorative row of shapes
            key={index}
            className={cn(
              'flex flex-col items-center gap-1.5 rounded-md p-1.5',
              tone === 'bg-brand-500' && 'bg-brand-50 ring-1 ring-brand-300',
            )}
          >
            <span className={cn('size-6 rounded-full', tone)} />
            <Skeleton className={cn('w-9', tone === 'bg-brand-500' ? 'bg-brand-300' : 'bg-ink-200')} />
          </span>
        ))}
      </div>
      <span className="-right-3 -bottom-3 absolute flex size-10 items-center justify-center rounded-full border border-ink-200 bg-white text-brand-700 shadow-raised">
        <Search className="size-5" />
      </span>
    </div>
  );
}

const graphics: Record<StepGraphicKind, () => React.JSX.Element> = {
  alert: AlertGraphic,
  outreach: OutreachGraphic,
  campaign: CampaignGraphic,
  discovery: DiscoveryGraphic,
};

export type StepGraphicProps = { kind: StepGraphicKind; label: string; className?: string };

export function StepGraphic({ kind, label, className }: StepGraphicProps) {
  const Graphic = graphics[kind];
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
      <Graphic />
    </div>
  );
}
