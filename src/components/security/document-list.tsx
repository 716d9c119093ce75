import { FileText } from 'lucide-react';
import { SectionHeader } from '#src/components/sections/section-header.tsx';
import { Button } from '#src/components/ui/button.tsx';
import type { SectionIntro } from '#src/content/schemas/fields.ts';
import type { SecurityContent, SecurityDocument } from '#src/content/schemas/security.ts';
import type { DocumentRequest } from '#src/lib/document-request.ts';
import { RequestLink } from './request-link';

export type DocumentListProps = Pick<
  SecurityContent['documents'],
  'requestAccess' | 'availability' | 'requestLabel' | 'versionLabel'
> & {
  intro: SectionIntro;
  /** Each document with the email its Request button writes (lib/document-request.ts). */
  items: readonly (SecurityDocument & DocumentRequest)[];
  id?: string;
};

/*
 * Spec §2 "Security": the documentation list (static HTML). Each document's Request button is a mailto:
 * link that also asks for a confirmation toast (`RequestLink`).
 */
export function DocumentList({
  intro,
  requestAccess,
  availability,
  versionLabel,
  items,
  requestLabel,
  id = 'documentation',
}: DocumentListProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-16 md:py-24">
      <div className="container-page">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeader {...intro} id={headingId} align="left" />
          <Button asChild size="lg" className="self-start md:self-auto">
            <a href={requestAccess.href}>{requestAccess.label}</a>
          </Button>
        </div>
        <ul className="mt-10 divide-y divide-border overflow-hidden rounded-xl border border-border bg-white shadow-card">
          {items.map((item) => (
            <li
              key={item.title}
              data-document={item.title}
              className="flex flex-col gap-5 p-5 sm:p-6 md:flex-row md:items-center md:gap-8"
            >
              <div className="flex min-w-0 flex-1 gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-ink-700"
                >
                  <FileText className="size-5" />
                </span>
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
                    <h3 className="text-base font-semibold text-ink-950">{item.title}</h3>
                    <span className="rounded-md bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">
                      {item.type}
                    </span>
                    {item.version ? ' ' : null}
                    {item.version ? (
                      <span className="text-xs font-medium text-ink-600">
                        {versionLabel} {item.version}
                      </span>
                    ) : null}
                  </div>
                  <p className="mt-1 text-sm leading-relaxed text-ink-600">{item.description}</p>
                  {item.readOnline ? (
                    <a
                      href={item.readOnline.href}
                      className="mt-2 inline-block rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {item.readOnline.label}
                    </a>
                  ) : null}
                </div>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 pl-14 md:pl-0">
                <span className="text-sm text-ink-600">{availability}</span>{' '}
                <RequestLink
                  title={item.title}
                  requestHref={item.requestHref}
                  requestToast={item.requestToast}
                  label={requestLabel}
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
