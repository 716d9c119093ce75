import { ChevronRight } from 'lucide-react';
import { cn } from '#src/lib/cn.ts';

export type BreadcrumbLink = { label: string; href: string };

export type PageBreadcrumbProps = {
  /** What screen readers call the trail (site/site.yaml `navigation.breadcrumb`). */
  label: string;
  /** Ancestors, outermost first; each is a link. */
  trail: readonly BreadcrumbLink[];
  /** The current page: shown last, not a link, marked `aria-current="page"`. */
  current: string;
  className?: string;
};

/** A visible breadcrumb trail (WAI-ARIA breadcrumb pattern): a labelled nav with an ordered list. */
export function PageBreadcrumb({ label, trail, current, className }: PageBreadcrumbProps) {
  return (
    <nav aria-label={label} className={cn('text-sm', className)} data-no-print="">
      <ol className="flex flex-wrap items-center gap-1.5 text-ink-600">
        {trail.map((step) => (
          <li key={step.href} className="flex items-center gap-1.5">
            <a
              href={step.href}
              className="inline-block rounded-sm py-0.5 font-medium text-ink-700 underline-offset-4 transition-colors hover:text-brand-700 hover:underline"
            >
              {step.label}
            </a>
            <ChevronRight aria-hidden="true" className="size-3.5 text-ink-400" />
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-medium text-ink-950">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
