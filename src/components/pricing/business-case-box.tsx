import { ArrowRight, FileText } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';

export type BusinessCaseBoxProps = {
  eyebrow: string;
  headline: string;
  description: string;
  points: readonly string[];
  link: { label: string; href: string };
  id?: string;
};

/** For the individual contributor who wants to build a business case: a panel that points to the article. */
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
    <section id={id} aria-labelledby={headingId} className="py-4 md:py-0">
      <div className="container-page">
        <div className="grid gap-8 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-10 md:grid-cols-[auto_minmax(0,1fr)_auto] md:items-center md:gap-10 lg:p-12">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-xl bg-white text-brand-700 shadow-card"
          >
            <FileText className="size-7" />
          </span>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
            <h2 id={headingId} className="mt-2 text-2xl font-bold tracking-tight text-ink-950 md:text-3xl">
              {headline}
            </h2>
            <p className="mt-3 max-w-2xl text-base leading-relaxed text-ink-700">{description}</p>
            <ul className="mt-5 grid gap-2 text-sm text-ink-800 sm:grid-cols-3 sm:gap-4">
              {points.map((point) => (
                <li key={point} className="border-l-2 border-brand-300 pl-3">
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <Button asChild size="lg" className="md:self-center">
            <a href={link.href}>
              {link.label}
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
