import { ShieldAlert, Sparkles, Zap } from 'lucide-react';
import type { SamplesContent } from '#src/content/schemas/samples.ts';
import type { AlertCard as AlertCardData, StrategyType } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';

/*
 * Spec §3 "Alert card": the sample alert the service posts to the account owner. It is an illustration,
 * so it renders as a labelled group of static text (no controls). `full` shows account, owner, status and
 * response; `compact` shows status and response only. Offensive alerts read green, defensive ones amber.
 * Its words are the samples' (site/samples.yaml `card`); its root carries `data-sample`.
 */

const strategyStyles: Record<
  StrategyType,
  { tag: string; accent: string; icon: typeof Zap; iconBox: string }
> = {
  offensive: {
    tag: 'bg-offense-50 text-offense-700 ring-offense-600/20',
    accent: 'before:bg-offense-600',
    icon: Sparkles,
    iconBox: 'bg-offense-50 text-offense-700',
  },
  defensive: {
    tag: 'bg-defense-50 text-defense-700 ring-defense-600/20',
    accent: 'before:bg-defense-600',
    icon: ShieldAlert,
    iconBox: 'bg-defense-50 text-defense-700',
  },
  other: {
    tag: 'bg-brand-50 text-brand-800 ring-brand-600/20',
    accent: 'before:bg-brand-600',
    icon: Zap,
    iconBox: 'bg-brand-50 text-brand-700',
  },
};

export type AlertCardWords = SamplesContent['card'];

export type AlertCardProps = AlertCardData & { words: AlertCardWords; className?: string };

export function AlertCard({
  name: contactName,
  title,
  tag,
  strategyType,
  description,
  account,
  competitor,
  accountStatus,
  accountDetails,
  play,
  size = 'full',
  words,
  className,
}: AlertCardProps) {
  const style = strategyStyles[strategyType];
  const Icon = style.icon;
  const [ownerHandle] = accountDetails;
  const status = { key: 'status', term: words.status, detail: accountStatus };
  const response = { key: 'response', term: words.response, detail: play };
  const fields =
    size === 'full'
      ? [
          { key: 'account', term: words.account, detail: account },
          { key: 'owner', term: words.owner, detail: ownerHandle },
          status,
          response,
        ]
      : [status, response];

  return (
    <div
      role="group"
      aria-label={fillSlots(words.label, {
        strategy: words.strategies[strategyType].toLowerCase(),
        name: contactName,
        account,
        competitor,
      })}
      data-sample=""
      data-slot="alert-card"
      data-size={size}
      data-strategy={strategyType}
      className={cn(
        'relative w-full overflow-hidden rounded-xl border border-border bg-white text-left shadow-raised',
        'before:absolute before:inset-y-0 before:left-0 before:w-1',
        style.accent,
        size === 'full' ? 'max-w-md p-5' : 'max-w-sm p-4',
        className,
      )}
    >
      <span
        data-slot="alert-tag"
        className={cn(
          'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
          style.tag,
        )}
      >
        {tag}
      </span>
      <div className="mt-2.5 flex min-w-0 items-center gap-3">
        <span
          aria-hidden="true"
          className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', style.iconBox)}
        >
          <Icon className="size-4.5" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-ink-950">{contactName}</p>
          <p className="text-xs leading-snug text-ink-600">
            {title}
            {size === 'compact' ? `, ${account}` : null}
          </p>
        </div>
      </div>

      <p className="mt-3 text-sm leading-relaxed text-ink-700">{description}</p>
      <p className="mt-2 text-xs font-medium text-ink-600">
        {words.competitor}: <span className="font-semibold text-ink-900">{competitor}</span>
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-ink-100 pt-4 text-xs">
        {fields.map(({ key, term, detail }) => (
          <div key={key} className="min-w-0">
            <dt className="font-medium text-ink-500">{term}</dt>
            <dd
              className={cn(
                'mt-0.5 break-words font-semibold text-ink-900',
                key === 'response' && 'mark-bolt flex items-center gap-1 text-brand-700',
              )}
            >
              {detail}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
