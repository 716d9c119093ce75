import { Button } from '#src/components/ui/button.tsx';
import type { SiteContent } from '#src/content/schemas/site.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';
import type { FooterColumn } from '#src/lib/navigation.ts';
import { Logo } from './logo';

export type SiteFooterProps = {
  brandName: string;
  /** The footer's words (site/site.yaml): tagline, the mailbox links, the bottom lines. */
  words: Pick<
    SiteContent['footer'],
    'heading' | 'tagline' | 'supportEmail' | 'securityEmail' | 'copyright' | 'note'
  >;
  legalName: string;
  columns: FooterColumn[];
  supportEmail: string;
  securityEmail: string;
  cta: { href: string; label: string };
  year: number;
  /**
   * Label of the button that brings back the consent choice (only when the site asks for one). Shown only
   * once the consent script has run (`<html data-consent>`), since it needs JavaScript.
   */
  cookieSettingsLabel?: string;
};

/** Static site footer: brand, four link columns and the legal line. No JavaScript. */
export function SiteFooter({
  brandName,
  words,
  legalName,
  columns,
  supportEmail,
  securityEmail,
  cta,
  year,
  cookieSettingsLabel,
}: SiteFooterProps) {
  return (
    <footer data-site-footer="" className="border-t border-ink-200 bg-ink-50">
      <h2 className="sr-only">{words.heading}</h2>
      <div className="container-page grid gap-8 py-10 md:gap-12 md:py-16 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] lg:gap-16">
        <div className="max-w-sm">
          <a href="/" className="-m-1 inline-block rounded-md p-1">
            <Logo brandName={brandName} />
          </a>
          <p className="mt-4 text-sm leading-relaxed text-ink-600">{words.tagline}</p>
          <Button asChild className="mt-6">
            <a href={cta.href}>{cta.label}</a>
          </Button>
        </div>
        <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:gap-x-8">
          {columns.map((column) => (
            <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
              <h3 id={`footer-${column.id}`} className="text-sm font-semibold text-ink-950">
                {column.title}
              </h3>
              <ul className="mt-3 space-y-2 md:mt-4 md:space-y-3">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={footerLinkClass}>
                      {link.label}
                    </a>
                  </li>
                ))}
                {column.id === 'support' ? (
                  <>
                    <li>
                      <a href={`mailto:${supportEmail}`} className={footerLinkClass}>
                        {words.supportEmail}
                      </a>
                    </li>
                    <li>
                      <a href={`mailto:${securityEmail}`} className={footerLinkClass}>
                        {words.securityEmail}
                      </a>
                    </li>
                  </>
                ) : null}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-ink-200">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-ink-600 sm:flex-row sm:items-center sm:justify-between">
          <p>
            {fillSlots(words.copyright, { year: String(year), company: legalName.replace(/\.$/, '') })}
            {cookieSettingsLabel ? (
              <>
                {' '}
                <button
                  type="button"
                  data-consent-open=""
                  className="ml-2 hidden rounded-sm py-1 font-medium text-ink-700 underline underline-offset-2 hover:text-ink-950 [html[data-consent]:not([data-consent=signal])_&]:inline-block"
                >
                  {cookieSettingsLabel}
                </button>
              </>
            ) : null}
          </p>
          <p>{words.note}</p>
        </div>
      </div>
    </footer>
  );
}

const footerLinkClass =
  'inline-block rounded-sm py-0.5 text-sm text-ink-600 transition-colors hover:text-ink-950 hover:underline';
