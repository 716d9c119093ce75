import type { FounderLetterContent } from '#src/content/schemas/about.ts';
import { initials } from '#src/lib/initials.ts';

export type FounderLetterProps = FounderLetterContent & {
  /** The founder's name and title (owner fact `founder`), never the letter's own words. */
  signature: { name: string; title: string };
  id?: string;
};

/**
 * The founder's letter, set like a letter in one centred column: heading, then salutation, paragraphs, sign-off and a signature block with the
 * founder's name and title (the owner fact, passed in by the page). The whole section is the
 * `<article>`, so the letter's heading is inside it (an article without a heading is announced as an
 * unnamed article, and the Nu Html Checker flags it).
 */
export function FounderLetter({
  eyebrow,
  headline,
  salutation,
  paragraphs,
  signOff,
  signature,
  id = 'letter',
}: FounderLetterProps) {
  const headingId = `${id}-heading`;
  return (
    <article
      id={id}
      aria-labelledby={headingId}
      className="border-y border-ink-100 bg-ink-50/70 py-16 md:py-24"
    >
      {/* One centred column of about 720 px, heading over the letter: beside it, the heading's column stood
          empty for most of the letter's height at 1440 px (issue 29, fifth review). */}
      <div className="container-page">
        <div data-letter-column="" className="mx-auto max-w-3xl">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
            <h2 id={headingId} className="mt-3 text-h2 font-bold text-ink-950">
              {headline}
            </h2>
          </div>
          <div className="mt-10 rounded-2xl border border-ink-200 bg-white p-6 shadow-card sm:p-10 md:p-12">
            <div className="space-y-5 text-[1.0625rem] leading-[1.75] text-ink-800">
              <p className="font-medium text-ink-950">{salutation}</p>
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <footer className="mt-10 border-t border-ink-100 pt-8">
              <p className="text-ink-700">{signOff}</p>
              <div className="mt-5 flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-base font-semibold text-white"
                >
                  {initials(signature.name)}
                </span>
                <div>
                  <p className="text-lg font-semibold text-ink-950">{signature.name}</p>
                  <p className="text-sm text-ink-600">{signature.title}</p>
                </div>
              </div>
            </footer>
          </div>
        </div>
      </div>
    </article>
  );
}
