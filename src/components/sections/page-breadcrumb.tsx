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

/**
 * A visible breadcrumb trail (WAI-ARIA breadcrumb pattern): a labelled nav with an ordered list. One line
 * at every width: the ancestors keep their width and the current page's name, last, is cut with an
 * ellipsis when it does not fit (a long article title on a phone wrapped to two or three lines over the
 * h1 that repeats it); the whole name stays in the text, so screen readers read it all.
 */
export function PageBreadcrumb({ label, trail, current, className }: PageBreadcrumbProps) {
  return (
    <nav aria-label={label} className={cn('text-sm', className)} data-no-print="">
      <ol className="flex items-center gap-1.5 text-ink-600">
        {trail.map((step) => (
          <li key={step.href} className="flex shrink-0 items-center gap-1.5">
            <a
              href={step.href}
              className="inline-block rounded-sm py-0.5 font-medium text-ink-700 underline-offset-4 transition-colors hover:text-brand-700 hover:underline"
            >
              {step.label}
            </a>
            <ChevronRight aria-hidden="true" className="size-3.5 text-ink-400" />
          </li>
        ))}
        <li className="min-w-0">
          <span aria-current="page" className="block truncate font-medium text-ink-950">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
