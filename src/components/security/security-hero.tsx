import { ShieldCheck } from 'lucide-react';
import type { SecurityContent } from '#src/content/schemas/security.ts';

export type SecurityHeroProps = SecurityContent['hero'];

/** Trust-center hero: the page's h1 and a panel of the headline security facts (spec §9). */
export function SecurityHero({ eyebrow, headline, description, glanceLabel, facts }: SecurityHeroProps) {
  return (
    <section
      aria-labelledby="security-title"
      className="relative isolate overflow-hidden bg-ink-950 text-white"
    >
      <div
        aria-hidden="true"
        className="-z-10 pointer-events-none absolute inset-0 bg-[radial-gradient(55%_70%_at_85%_10%,rgb(53_99_242/0.35),transparent_70%),radial-gradient(40%_60%_at_0%_100%,rgb(36_73_216/0.25),transparent_70%)]"
      />
      <div className="container-page grid items-center gap-12 py-16 md:py-24 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-semibold text-brand-200">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {eyebrow}
          </p>
          <h1 id="security-title" className="mt-6 text-h1 font-bold">
            {headline}
          </h1>
          <p className="mt-6 max-w-2xl text-lead text-ink-200">{description}</p>
        </div>
        <div className="rounded-2xl border border-white/10 bg-white/[0.04] p-6 shadow-raised backdrop-blur sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-ink-300">{glanceLabel}</p>
          <dl className="mt-5 divide-y divide-white/10">
            {facts.map((fact) => (
              <div key={fact.term} className="flex items-baseline justify-between gap-6 py-3.5">
                <dt className="text-sm text-ink-300">{fact.term}</dt>
                <dd className="text-right text-sm font-semibold text-white">{fact.detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
