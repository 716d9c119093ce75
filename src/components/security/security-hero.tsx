import { ShieldCheck } from 'lucide-react';
import type * as React from 'react';
import type { SecurityContent } from '#src/content/schemas/security.ts';

export type SecurityHeroProps = SecurityContent['hero'];

/** The width of a letter of the h1's bold type, in ems ('Security & Compliance', 21, is 10.5 em). */
const EM_PER_LETTER = 0.52;

/** The heading's last phrase, after its last comma ("Security & Compliance"), or '' when it has none. */
function lastPhrase(text: string): string {
  const comma = text.lastIndexOf(', ');
  return comma < 0 ? '' : text.slice(comma + 2);
}

/**
 * The h1's last phrase stays on one line, so the heading breaks at its comma ("Trust Center," over
 * "Security & Compliance"), never "Security" alone over "& Compliance" (issue 29, eighth review, at
 * 375 px): its type shrinks only as far as the phrase needs to fit the column (`.heading-fit`, the column
 * a size container), as /pricing's h1 does for its long compound. The words are unchanged.
 */
function phraseFit(headline: string): React.CSSProperties | undefined {
  const phrase = lastPhrase(headline);
  if (!phrase) return undefined;
  return { '--compound-ems': String(phrase.length * EM_PER_LETTER) } as React.CSSProperties;
}

function LastPhraseTogether({ text }: { text: string }) {
  const phrase = lastPhrase(text);
  if (!phrase) return text;
  return (
    <>
      {text.slice(0, text.length - phrase.length)}
      <span className="whitespace-nowrap">{phrase}</span>
    </>
  );
}

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
        <div className="@container">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-semibold text-brand-200">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {eyebrow}
          </p>
          <h1 id="security-title" className="heading-fit mt-6 text-h1 font-bold" style={phraseFit(headline)}>
            <LastPhraseTogether text={headline} />
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
