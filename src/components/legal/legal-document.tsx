import type * as React from 'react';
import { TableOfContents } from '#src/components/sections/table-of-contents.tsx';

export type LegalHeading = { slug: string; text: string };

/** The words around every legal document (site/site.yaml `legal`). */
export type LegalWords = { eyebrow: string; effective: string; updated: string; contents: string };

export type LegalDocumentProps = {
  words: LegalWords;
  title: string;
  lead: string;
  /** ISO date (YYYY-MM-DD) of the last revision, if the document states one. */
  updated?: string;
  /** ISO date (YYYY-MM-DD) the document takes effect, if it states one. */
  effective?: string;
  headings: LegalHeading[];
  /** The rendered document body. */
  children: React.ReactNode;
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const formatDate = (isoDay: string) => dateFormat.format(new Date(`${isoDay}T00:00:00Z`));

/** A long legal document: title band, table of contents (sticky on wide screens) and readable body. */
export function LegalDocument({
  words,
  title,
  lead,
  updated,
  effective,
  headings,
  children,
}: LegalDocumentProps) {
  return (
    <article>
      <header className="border-b border-ink-200 bg-gradient-to-b from-ink-50 to-white">
        {/* Centred: a document's title page, not a hero with an empty right half (issue 29 review). */}
        <div className="container-page py-14 text-center md:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{words.eyebrow}</p>
          <h1 className="mt-3 text-h1 font-bold text-ink-950">{title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-ink-600">{lead}</p>
          {effective ? (
            <p className="mt-6 text-sm text-ink-600">
              {words.effective} <time dateTime={effective}>{formatDate(effective)}</time>
            </p>
          ) : null}
          {updated ? (
            <p className="mt-6 text-sm text-ink-600">
              {words.updated} <time dateTime={updated}>{formatDate(updated)}</time>
            </p>
          ) : null}
        </div>
      </header>
      <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        {/* From 640 to 1023 px the list runs in two columns, the rule between them (one column left
            ~520 × 400 px blank beside it at 768 px, eighth review); beside the document from 1024 px. */}
        <TableOfContents
          heading={words.contents}
          headings={headings}
          className="lg:sticky lg:top-24 lg:self-start"
          listClassName="sm:max-lg:columns-2 sm:max-lg:gap-x-0 sm:max-lg:[column-rule:1px_solid_var(--color-ink-200)] sm:max-lg:[&_a]:pr-4"
        />
        <div className="prose-doc min-w-0" data-stack-tables="">
          {children}
        </div>
      </div>
    </article>
  );
}
