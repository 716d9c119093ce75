import { cn } from '#src/lib/cn.ts';

export type TocHeading = { slug: string; text: string };

export type TableOfContentsProps = {
  heading: string;
  headings: readonly TocHeading[];
  className?: string;
  listClassName?: string;
};

/** "On this page" links to a long document's h2s (legal pages, the article); left out when printing. */
export function TableOfContents({ heading, headings, className, listClassName }: TableOfContentsProps) {
  return (
    <nav aria-label={heading} data-no-print="" className={className}>
      <h2 className="text-sm font-semibold text-ink-950">{heading}</h2>
      <ol className={cn('mt-3 space-y-1 border-l border-ink-200 text-sm', listClassName)}>
        {headings.map((entry) => (
          <li key={entry.slug}>
            <a
              href={`#${entry.slug}`}
              className="-ml-px block border-l border-transparent py-1 pl-4 text-ink-600 transition-colors hover:border-ink-400 hover:text-ink-950"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
