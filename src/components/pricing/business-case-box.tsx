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
        {/* One column below 1024 px (icon, words, points, button); from 1024 px the icon, the words and
            the button share a row and the points run under the words and the button. */}
        <div className="grid justify-items-start gap-6 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-10 lg:grid-cols-[auto_minmax(0,1fr)_auto] lg:items-center lg:gap-x-10 lg:gap-y-8 lg:p-12">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-xl bg-white text-brand-700 shadow-card"
          >
            <FileText className="size-7" />
          </span>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
            <h2
              id={headingId}
              className="mt-2 text-2xl font-bold tracking-tight text-balance text-ink-950 md:text-3xl"
            >
              {headline}
            </h2>
            <p className="mt-3 max-w-2xl text-base leading-relaxed text-ink-700">{description}</p>
          </div>
          <ul className="grid w-full gap-3 text-sm text-ink-800 sm:grid-cols-3 sm:gap-6 lg:col-span-2 lg:col-start-2 lg:row-start-2">
            {points.map((point) => (
              <li key={point} className="border-l-2 border-brand-300 pl-3">
                {point}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="lg:col-start-3 lg:row-start-1">
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
