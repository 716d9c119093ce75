import { Fragment } from 'react';
import type { AlertCard as AlertCardData, StrategyType } from '#src/content/types.ts';
import { cn } from '#src/lib/cn.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';

/*
 * The parts every drawn product surface is built from (docs/design.md, "Mock-ups"): the frame, the alert's
 * facts in the shape a surface gives them, the stage path of a CRM record, fields the service wrote,
 * avatars and meters. Words come in as props; nothing here holds a sentence. Pictures, not controls:
 * the drawn buttons and inputs are spans.
 *
 * The colour grammar: amber marks the signal (what the stakeholder did, and every value the service
 * wrote because of it), blue marks the answer (the play, the owner it went to, the primary button),
 * green and rose mark an offensive or defensive tag.
 */

/** The names of the alert card's fields (spec §3), as the page's content gives them. */
export type AlertFieldLabels = {
  tag: string;
  contact: string;
  title: string;
  signal: string;
  account: string;
  owner: string;
  status: string;
  response: string;
  competitor: string;
};

const tagStyles: Record<StrategyType, string> = {
  offensive: 'bg-offense-50 text-offense-700 ring-offense-600/25',
  defensive: 'bg-defense-50 text-defense-700 ring-defense-600/25',
  other: 'bg-brand-50 text-brand-800 ring-brand-600/25',
};

const barStyles: Record<StrategyType, string> = {
  offensive: 'border-offense-600',
  defensive: 'border-defense-600',
  other: 'border-brand-600',
};

/** The alert's tag as a pill, green for an offensive signal, rose for a defensive one. */
export function TagPill({
  strategy,
  children,
  className,
}: {
  strategy: StrategyType;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <span
      data-slot="alert-tag"
      className={cn(
        'inline-flex w-fit shrink-0 items-center rounded-full px-2 py-px text-[0.6875rem] font-semibold ring-1 ring-inset',
        tagStyles[strategy],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** The amber dot of the signal: what a stakeholder did, or a value written because of it. */
export function SignalDot({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-2 shrink-0 rounded-full bg-signal-400 ring-2 ring-signal-100',
        className,
      )}
    />
  );
}

/** "Jordan Lee" → "JL". */
export function initialsOf(name: string): string {
  return name
    .replace(/^@/, '')
    .split(/[\s.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

const avatarTones = {
  ink: 'bg-ink-800 text-white',
  brand: 'bg-brand-600 text-white',
  soft: 'bg-ink-100 text-ink-700',
  signal: 'bg-signal-100 text-signal-700',
} as const;

/** A person's or the app's initials in a square (chat) or a circle (everywhere else). */
export function Avatar({
  name,
  tone = 'soft',
  shape = 'circle',
  className,
}: {
  name: string;
  tone?: keyof typeof avatarTones;
  shape?: 'circle' | 'square';
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-7 shrink-0 items-center justify-center text-[0.625rem] font-bold',
        shape === 'circle' ? 'rounded-full' : 'rounded-md',
        avatarTones[tone],
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

export type AlertFactsVariant = 'attachment' | 'panel' | 'notification' | 'code';

export type AlertFactsProps = {
  alert: AlertCardData;
  labels: AlertFieldLabels;
  /**
   * `attachment`: a chat attachment, a coloured bar on its left; `panel`: a boxed card; `notification`:
   * a phone notification, tight; `code`: the alert as the key-value record the API sends.
   */
  variant?: AlertFactsVariant;
  className?: string;
};

/**
 * A sample alert's facts (spec §3 "Alert card"): the tag, the contact and their title, the account, what
 * they did, the competitor, and (full size) owner, status and response. Every variant shows every field;
 * only the shape changes with the surface it sits in.
 */
export function AlertFacts({ alert, labels, variant = 'attachment', className }: AlertFactsProps) {
  const [owner] = alert.accountDetails;
  const full = alert.size !== 'compact';
  const fields = [
    ...(full
      ? [
          { key: 'account', term: labels.account, detail: alert.account },
          { key: 'owner', term: labels.owner, detail: owner },
        ]
      : []),
    { key: 'status', term: labels.status, detail: alert.accountStatus },
    { key: 'response', term: labels.response, detail: alert.play },
  ];
  const common = {
    'data-slot': 'alert-card',
    'data-size': alert.size,
    'data-strategy': alert.strategyType,
    'data-variant': variant,
  };

  if (variant === 'code') {
    const lines = [
      { key: 'tag', term: labels.tag, detail: alert.tag },
      { key: 'name', term: labels.contact, detail: alert.name },
      { key: 'title', term: labels.title, detail: alert.title },
      { key: 'competitor', term: labels.competitor, detail: alert.competitor },
      ...fields,
    ];
    return (
      <div {...common} className={cn('font-mono text-[0.6875rem] leading-relaxed', className)}>
        <p className="text-ink-400">{'{'}</p>
        <dl className="pl-3">
          {lines.map((line) => (
            <div key={line.key} className="flex flex-wrap gap-x-1.5">
              <dt className="text-brand-300">{line.term.toLowerCase()}:</dt>{' '}
              <dd className={cn('min-w-0 break-words text-white', line.key === 'tag' && 'text-signal-300')}>
                {line.detail}
              </dd>
            </div>
          ))}
        </dl>
        <p className="pl-3 text-ink-300">
          <span className="text-brand-300">{labels.signal.toLowerCase()}:</span> {alert.description}
        </p>
        <p className="text-ink-400">{'}'}</p>
      </div>
    );
  }

  const notification = variant === 'notification';
  return (
    <div
      {...common}
      className={cn(
        'min-w-0 text-left',
        variant === 'attachment' && ['border-l-[3px] pl-3', barStyles[alert.strategyType]],
        variant === 'panel' && 'rounded-lg border border-ink-200 bg-white p-3 shadow-card',
        className,
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <TagPill strategy={alert.strategyType}>{alert.tag}</TagPill>{' '}
        <span className="text-[0.6875rem] text-ink-600">
          {labels.competitor}: <span className="font-semibold text-ink-900">{alert.competitor}</span>
        </span>
      </p>
      <p className={cn('mt-1.5 text-ink-950', notification ? 'text-xs' : 'text-[0.8125rem]')}>
        <span className="font-semibold">{alert.name}</span>
        {', '}
        <span className="text-ink-600">
          {alert.title}, {alert.account}
        </span>
      </p>
      <p
        className={cn(
          'mt-1 flex gap-2 leading-snug text-ink-800',
          notification ? 'text-xs' : 'text-[0.8125rem]',
        )}
      >
        <SignalDot className="mt-1.5" /> <span className="min-w-0">{alert.description}</span>
      </p>
      <dl
        className={cn(
          'mt-2.5 grid gap-x-3 gap-y-1.5 border-t border-ink-100 pt-2 text-[0.6875rem]',
          notification ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-[repeat(4,auto)] sm:justify-between',
        )}
      >
        {fields.map((field) => (
          <div key={field.key} className="min-w-0">
            <dt className="text-ink-500">{field.term}</dt>{' '}
            <dd
              className={cn(
                'break-words font-semibold text-ink-900',
                field.key === 'response' && 'mark-bolt flex items-start gap-1 text-brand-700 before:mt-0.5',
              )}
            >
              {field.detail}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Drawn buttons under a message: the first is the primary action. Spans, not controls. */
export function DrawnButtons({ actions, className }: { actions: readonly string[]; className?: string }) {
  return (
    <p className={cn('flex flex-wrap gap-1.5', className)}>
      {actions.map((action, index) => (
        <Fragment key={action}>
          {index > 0 ? ' ' : null}
          <span
            className={cn(
              'rounded-md border px-2.5 py-1 text-[0.6875rem] font-semibold',
              index === 0
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-ink-300 bg-white text-ink-800',
            )}
          >
            {action}
          </span>
        </Fragment>
      ))}
    </p>
  );
}

/**
 * A CRM record's stage path, as a row of chevrons: the stages before the current one done, the current one
 * blue. `struck` draws one stage crossed out (a closed-lost stage the record left). A stage's name never
 * breaks: below 640 px, where five chevrons would split "Negotiate" in two, the path keeps the current stage,
 * its neighbours and the struck one, as a CRM's compact path does.
 */
export function StagePath({
  stages,
  current,
  struck,
  large = false,
  className,
}: {
  stages: readonly string[];
  current: number;
  struck?: number;
  /** Taller chevrons in bigger type, for a path drawn across a hero. */
  large?: boolean;
  className?: string;
}) {
  return (
    <ol
      className={cn(
        'flex min-w-0 gap-0.5 font-semibold',
        large ? 'text-xs [&>li]:py-2' : 'text-[0.625rem]',
        className,
      )}
    >
      {stages.map((stage, index) => (
        <Fragment key={stage}>
          {index > 0 ? ' ' : null}
          <li
            data-current={index === current ? '' : undefined}
            className={cn(
              'min-w-0 flex-1 px-2 py-1 text-center leading-tight whitespace-nowrap [clip-path:polygon(0_0,calc(100%-6px)_0,100%_50%,calc(100%-6px)_100%,0_100%,6px_50%)] first:rounded-l first:[clip-path:polygon(0_0,calc(100%-6px)_0,100%_50%,calc(100%-6px)_100%,0_100%)]',
              index < current && 'bg-brand-100 text-brand-800',
              index === current && 'bg-brand-600 text-white',
              index > current && index !== struck && 'bg-ink-100 text-ink-600',
              index === struck && 'bg-defense-50 text-defense-700 line-through',
              Math.abs(index - current) > 1 && index !== struck && 'max-sm:hidden',
            )}
          >
            {stage}
          </li>
        </Fragment>
      ))}
    </ol>
  );
}

/** One field of a drawn record; `written` marks a value the service wrote (amber underline). */
export type DrawnField = { label: string; value: string; written?: boolean };

/**
 * A record's fields in two columns. A written value is underlined in amber with the signal dot, and says
 * so to a screen reader through `writtenLabel` (the page's words).
 */
export function FieldGrid({
  fields,
  writtenLabel,
  columns = 2,
  className,
}: {
  fields: readonly DrawnField[];
  writtenLabel: string;
  columns?: 2 | 3;
  className?: string;
}) {
  return (
    <dl
      className={cn(
        'grid gap-x-4 gap-y-2 text-[0.6875rem]',
        columns === 3 ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-2',
        className,
      )}
    >
      {fields.map((field) => (
        <div key={field.label} className="min-w-0">
          <dt className="text-ink-500">{field.label}</dt>{' '}
          <dd className="mt-0.5 flex min-w-0 items-center gap-1.5 font-semibold text-ink-900">
            <span className={cn('min-w-0 break-words', field.written && 'signal-mark')}>{field.value}</span>
            {field.written ? (
              <>
                {' '}
                <SignalDot className="size-1.5 ring-0" />
                <span className="sr-only">({writtenLabel})</span>
              </>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A bar from 0 to 1, drawn as SVG geometry (no style attribute: decision 0015). `tone` colours the
 * filled part; the track is ink-100.
 */
export function Bar({
  value,
  tone = 'ink',
  className,
}: {
  value: number;
  tone?: 'ink' | 'signal' | 'risk' | 'brand';
  className?: string;
}) {
  const width = Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10;
  const fill = {
    ink: 'fill-ink-300',
    signal: 'fill-signal-400',
    risk: 'fill-defense-600',
    brand: 'fill-brand-600',
  }[tone];
  return (
    <svg
      viewBox="0 0 100 4"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      className={cn('block h-1.5 w-full', className)}
    >
      <rect width="100" height="4" className="fill-ink-100" />
      <rect width={width} height="4" className={fill} />
    </svg>
  );
}

export type SurfaceFrameProps = {
  /** What a screen reader calls the picture (the page's words). */
  label: string;
  /** The composition's name, unique on a page (the tests check no two alerts on a page look alike). */
  composition: string;
  className?: string;
  children: React.ReactNode;
};

/**
 * The outer box of a drawn surface: a labelled group marked as a sample (its figures are no claims: the
 * launch check skips `data-sample`).
 */
export function SurfaceFrame({ label, composition, className, children }: SurfaceFrameProps) {
  return (
    <div
      role="group"
      aria-label={label}
      data-sample=""
      data-composition={composition}
      className={cn('relative w-full min-w-0 text-left text-xs text-ink-800', className)}
    >
      {children}
    </div>
  );
}

/** A white window with a hairline and the raised shadow: the default look of a drawn app. */
export const windowClass = 'overflow-hidden rounded-xl border border-ink-200 bg-white shadow-raised';

/*
 * Phones. Below 640 px a persona sample is drawn at 100 % (no text under 11 px), too tall to show whole on a
 * page of six: it leaves out whole trailing parts (rows, list items, secondary panels) and ends on a clean
 * edge, its own frame's bottom or a quiet “+ 2 more” row, never a line or an arrow cut in half. The alert
 * always stays. `tests/e2e/persona-narrow.spec.ts` checks every `data-phone-drop` part is gone below 640 px
 * and shown from 640 px, and that nothing left is cut.
 */

/**
 * The props of a part a phone leaves out (when `drop`): marked `data-phone-drop` and hidden below 640 px.
 * `className` is the part's own classes.
 */
export function phoneDrop(drop: boolean, className?: string): { 'data-phone-drop'?: ''; className?: string } {
  return drop ? { 'data-phone-drop': '', className: cn(className, 'max-sm:hidden') } : { className };
}

/**
 * The row that ends a list a phone shortens: “+ 3 more” (the page's words, `[count]` filled), shown below
 * 640 px only, where the list's last `count` items are left out. `row` draws it as a table row over
 * `columns` cells.
 */
export function PhoneMore({
  count,
  words,
  row,
  className,
}: {
  count: number;
  /** The words with a `[count]` slot (personas' `samples.more`). */
  words: string;
  row?: { columns: number };
  className?: string;
}) {
  if (count < 1) return null;
  const text = fillSlots(words, { count: String(count) });
  const classes = cn('text-[0.6875rem] font-medium text-ink-500 sm:hidden', className);
  return row ? (
    <tr data-phone-more="" className="sm:hidden">
      <td colSpan={row.columns} className={classes}>
        {text}
      </td>
    </tr>
  ) : (
    <li data-phone-more="" className={classes}>
      {text}
    </li>
  );
}
