import { cn } from '#src/lib/cn.ts';

export type FunnelStage = { name: string; weight: number; sees: string; misses: string; note?: string };

export type ArticleFunnelProps = {
  caption: string;
  stageLabel: string;
  seesLabel: string;
  missesLabel: string;
  stages: readonly FunnelStage[];
  /** Weight of the widest stage; bars are drawn relative to it. */
  maxWeight?: number;
  id?: string;
};

/** Bar fills from the top of the funnel down: darker as the decision nears. */
const barTones = [
  'bg-brand-500',
  'bg-brand-600',
  'bg-brand-700',
  'bg-brand-800',
  'bg-brand-900',
  'bg-brand-950',
];

/**
 * The article's funnel diagram, drawn in HTML and CSS. The bars are decoration; the text alternative is
 * the list itself: each stage with what the go-to-market stack sees and what it misses, in reading order.
 */
export function ArticleFunnel({
  caption,
  stageLabel,
  seesLabel,
  missesLabel,
  stages,
  maxWeight = Math.max(...stages.map((stage) => stage.weight)),
  id = 'funnel',
}: ArticleFunnelProps) {
  const captionId = `${id}-caption`;
  return (
    <figure
      id={id}
      aria-labelledby={captionId}
      data-print-exact=""
      className="not-prose my-10 rounded-2xl border border-ink-200 bg-white p-5 shadow-card sm:p-8"
    >
      <figcaption id={captionId} className="mb-5 text-sm font-semibold leading-snug text-ink-950">
        {caption}
      </figcaption>
      <div
        aria-hidden="true"
        className="hidden gap-6 border-b border-ink-100 pb-3 text-xs font-semibold uppercase tracking-wider text-ink-500 md:grid md:grid-cols-[minmax(0,13rem)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <span>{stageLabel}</span> <span>{seesLabel}</span> <span>{missesLabel}</span>
      </div>
      <ol className="divide-y divide-ink-100">
        {stages.map((stage, index) => (
          <li
            key={stage.name}
            className="grid gap-3 py-5 md:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] md:gap-6"
          >
            <div className="flex flex-col justify-center">
              <div className="flex justify-center rounded-md bg-ink-50">
                <span
                  className={cn(
                    'flex h-10 items-center justify-center rounded-md px-2 text-sm font-semibold text-white',
                    barTones[index] ?? 'bg-brand-900',
                  )}
                  style={{ width: `${(stage.weight / maxWeight) * 100}%` }}
                >
                  {stage.name}
                </span>
              </div>
              {stage.note ? (
                <p className="mt-2 text-xs font-medium leading-snug text-defense-700">{stage.note}</p>
              ) : null}
            </div>
            <dl className="grid gap-3 sm:grid-cols-2 sm:gap-6">
              <div className="text-sm leading-relaxed text-ink-700">
                <dt className="font-semibold text-ink-950 md:sr-only">{seesLabel}</dt>
                <dd>{stage.sees}</dd>
              </div>
              <div className="text-sm leading-relaxed text-ink-700">
                <dt className="font-semibold text-ink-950 md:sr-only">{missesLabel}</dt>
                <dd>{stage.misses}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    </figure>
  );
}
