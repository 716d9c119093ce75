import { EyeOff, Flag } from 'lucide-react';
import { useId } from 'react';
import type { PipelineAccount } from '#src/content/samples.ts';
import { cn } from '#src/lib/cn.ts';

/*
 * The same sample accounts seen two ways (issue 14): "without" the service, where competitor engagement is
 * invisible and the risk surfaces at renewal or at loss, and "with" it, where each account is flagged when
 * its stakeholder engages the competitor. Each side is a list named by its label; every status is said in
 * words, and the timelines and their end labels are decorative (aria-hidden): the words under them carry
 * the same facts. Static HTML. (Issue 29, fifth round: the two-column figure is gone; the churn hero sets
 * one side, `PipelineHalf`, beside its copy.)
 */

type Half = 'without' | 'with';

const statusStyles: Record<Half, string> = {
  without: 'bg-ink-100 text-ink-700 ring-ink-300/60',
  with: 'bg-defense-50 text-defense-700 ring-defense-600/20',
};

const halfStyles: Record<Half, { panel: string; label: string; icon: typeof Flag }> = {
  without: { panel: 'bg-ink-50/80', label: 'text-ink-700', icon: EyeOff },
  with: { panel: 'bg-white', label: 'text-brand-700', icon: Flag },
};

/** 0.4 → "40%", kept inside the track so a marker never hangs over its end. */
function position(fraction: number): string {
  return `${Math.min(Math.max(fraction, 0), 1) * 100}%`;
}

/**
 * One account's timeline up to its renewal or close date. Without: the engagement is a hollow, unseen
 * mark and the risk appears only at the end. With: the flag sits where the stakeholder engaged, and the
 * time left to act is drawn in.
 */
function Timeline({ half, engagedAt }: { half: Half; engagedAt: number }) {
  const at = position(engagedAt);
  return (
    <div aria-hidden="true" data-slot="pipeline-track" className="relative ml-1.5 h-4 min-w-0 flex-1">
      <span className="absolute inset-x-0 top-1/2 h-0.5 -translate-y-1/2 rounded-full bg-ink-200" />
      {half === 'with' ? (
        <span
          className="absolute top-1/2 right-0 h-1.5 -translate-y-1/2 rounded-full bg-brand-500/80"
          style={{ left: at }}
        />
      ) : (
        <span
          className="absolute top-1/2 right-0 h-0 -translate-y-1/2 border-t-2 border-dashed border-ink-300"
          style={{ left: at }}
        />
      )}
      <span
        className={cn(
          'absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full',
          half === 'with'
            ? 'bg-defense-600 ring-4 ring-defense-100'
            : 'border-2 border-dashed border-ink-400 bg-white',
        )}
        style={{ left: at }}
      />
      <span
        className={cn(
          'absolute top-1/2 right-0 h-4 w-1 translate-x-1/2 -translate-y-1/2 rounded-sm',
          half === 'without' ? 'bg-ink-700' : 'bg-ink-300',
        )}
      />
    </div>
  );
}

function AccountRow({ account, half }: { account: PipelineAccount; half: Half }) {
  const reading = account[half];
  const Icon = halfStyles[half].icon;
  return (
    <li data-account={account.account} className="py-3.5 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
        <p className="min-w-0 text-sm leading-snug">
          <span className="font-semibold text-ink-950">{account.account}</span>{' '}
          <span className="block text-xs text-ink-600">{account.stage}</span>
        </p>
        <span
          data-slot="pipeline-status"
          className={cn(
            'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
            statusStyles[half],
          )}
        >
          {reading.status}
        </span>
      </div>
      {/* The end label has a fixed width so every timeline in a half runs to the same scale. */}
      <div aria-hidden="true" className="mt-3 flex items-center gap-2.5">
        <Timeline half={half} engagedAt={account.engagedAt} />
        <span className="w-16 shrink-0 text-[0.6875rem] font-medium text-ink-500">{account.end}</span>
      </div>
      <div className="mt-2 text-xs leading-snug">
        <p className="flex min-w-0 items-start gap-1.5 text-ink-700">
          <Icon
            aria-hidden="true"
            className={cn('mt-px size-3.5 shrink-0', half === 'with' ? 'text-defense-600' : 'text-ink-500')}
          />
          <span className="min-w-0">
            {half === 'with' ? (
              <>
                <span className="block font-medium text-ink-900">{account.signal}</span>{' '}
              </>
            ) : null}
            {reading.found}
          </span>
        </p>
      </div>
    </li>
  );
}

export type PipelineHalfProps = {
  half: Half;
  label: string;
  summary: string;
  accounts: readonly PipelineAccount[];
  /** The figure's caption, under the list (read as the list's description). */
  caption?: string | undefined;
  className?: string;
};

/**
 * One side of the comparison, as a list named by its label: the accounts as the team sees them without the
 * service (the risk found at renewal or at loss) or with it (flagged when the stakeholder engaged). The
 * /predict-prevent-churn hero sets the "without" side on the left of its copy (issue 29, fifth round).
 */
export function PipelineHalf({ half, label, summary, accounts, caption, className }: PipelineHalfProps) {
  const Icon = halfStyles[half].icon;
  const id = useId();
  return (
    <div
      data-sample=""
      data-device={`pipeline-${half}`}
      data-half={half}
      className={cn(
        'min-w-0 rounded-xl border border-border p-4 shadow-raised sm:p-5',
        halfStyles[half].panel,
        className,
      )}
    >
      <p
        className={cn(
          'flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider',
          halfStyles[half].label,
        )}
      >
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
        {label}
      </p>
      <p className="mt-1 text-xs leading-snug text-ink-600">{summary}</p>
      <ul
        aria-label={label}
        aria-describedby={caption ? id : undefined}
        className="mt-4 divide-y divide-ink-200/70"
      >
        {accounts.map((account) => (
          <AccountRow key={account.account} account={account} half={half} />
        ))}
      </ul>
      {caption ? (
        <p id={id} className="mt-4 border-t border-ink-200/70 pt-3 text-xs leading-relaxed text-ink-600">
          {caption}
        </p>
      ) : null}
    </div>
  );
}
