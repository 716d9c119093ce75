import { ArrowRight, FileText } from 'lucide-react';

export type BusinessCaseBoxProps = {
  eyebrow: string;
  headline: string;
  description: string;
  points: readonly string[];
  link: { label: string; href: string };
  id?: string;
};

/**
 * For the individual contributor who wants to build a business case: a bordered card that points to the
 * article with a text link, content rather than a second call-to-action band (issue 29, third review: a
 * filled box with a filled button right above the closing band read as two closing bands). On /pricing it
 * is passed to the FAQ, which sets it after its questions: under the FAQ's heading from 1024 px, after
 * the questions below.
 */
export function BusinessCaseBox({
  eyebrow,
  headline,
  description,
  points,
  link,
  id = 'business-case',
}: BusinessCaseBoxProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-box="card"
      className="max-w-2xl rounded-2xl border border-ink-200 bg-white p-6 sm:p-8 lg:max-w-none"
    >
      <p className="flex items-center gap-2.5 text-sm font-semibold text-brand-700">
        <FileText aria-hidden="true" className="size-5" />
        {eyebrow}
      </p>
      <h2 id={headingId} className="mt-3 text-xl font-bold tracking-tight text-ink-950 md:text-2xl">
        {headline}
      </h2>
      <p className="mt-3 text-base leading-relaxed text-ink-700">{description}</p>
      <ul className="mt-5 grid gap-3 text-sm text-ink-800 sm:grid-cols-3 sm:gap-6 lg:grid-cols-1 lg:gap-3">
        {points.map((point) => (
          <li key={point} className="border-l-2 border-brand-300 pl-3">
            {point}
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <a
          href={link.href}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </p>
    </section>
  );
}
