import { ArrowRight, SearchX } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import { Card } from '#src/components/ui/card.tsx';
import type { Cta } from '#src/content/schemas/fields.ts';
import type { NotFoundContent } from '#src/content/schemas/not-found.ts';

export type NotFoundProps = Omit<NotFoundContent, 'meta' | 'suggestions'> & {
  /** The popular pages, each under its menu or footer name. */
  suggestions: { heading: string; links: readonly Cta[] };
};

/** Spec §2 "Not-found screen": a centred card with an icon and '404 Page Not Found'. */
export function NotFound({ heading, description, primaryCta, secondaryCta, suggestions }: NotFoundProps) {
  return (
    <section className="container-page flex min-h-[70dvh] items-center justify-center py-16">
      <Card className="w-full max-w-lg p-8 text-center sm:p-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">{heading}</h1>
        <p className="mt-3 text-base text-ink-600">{description}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <a href={primaryCta.href}>{primaryCta.label}</a>
          </Button>{' '}
          <Button asChild variant="outline">
            <a href={secondaryCta.href}>{secondaryCta.label}</a>
          </Button>
        </div>
        <nav aria-label={suggestions.heading} className="mt-8 border-t border-ink-100 pt-6 text-left">
          <h2 className="text-sm font-semibold text-ink-950">{suggestions.heading}</h2>
          <ul className="mt-3 grid gap-1 sm:grid-cols-2">
            {suggestions.links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="group inline-flex items-center gap-1.5 rounded-sm py-1 text-sm font-medium text-brand-700 hover:underline"
                >
                  {link.label}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-3.5 shrink-0 transition-transform group-hover:translate-x-0.5"
                  />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
    </section>
  );
}
