import { Button } from '#src/components/ui/button.tsx';
import type { SiteContent } from '#src/content/schemas/site.ts';
import { CONSENT_BANNER_ID } from '#src/lib/consent.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';

/** The band's words (site/site.yaml `consent`); the footer's button shows `copy.settings`. */
export type ConsentBannerProps = { copy: SiteContent['consent'] };

/**
 * The consent choice: a band in the page flow above the header, so it never covers content. Static HTML
 * (no hydration): CSS shows it only while `<html data-consent="unset">`, which the head script sets before
 * the first paint, and the boot script (src/lib/consent.ts) handles its two buttons. Accept and Reject are
 * the same size and style, one click each.
 */
export function ConsentBanner({ copy }: ConsentBannerProps) {
  return (
    <section
      id={CONSENT_BANNER_ID}
      tabIndex={-1}
      aria-labelledby="consent-heading"
      data-consent-banner=""
      className="hidden border-b border-ink-200 bg-white outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset [html[data-consent=unset]_&]:block"
    >
      <div className="container-page flex flex-col gap-4 py-4 md:flex-row md:items-center md:justify-between md:gap-8">
        <div className="max-w-3xl">
          <h2 id="consent-heading" className="text-sm font-semibold text-ink-950">
            {copy.heading}
          </h2>
          <p className="mt-1 text-sm text-ink-700">
            {fillSlots(copy.body, { settings: copy.settings })}{' '}
            <a href={copy.policy.href} className="font-medium text-brand-700 underline underline-offset-2">
              {copy.policy.label}
            </a>
          </p>
        </div>
        <div className="flex shrink-0 gap-3">
          <Button type="button" variant="outline" className="min-w-28 flex-1" data-consent-choice="granted">
            {copy.accept}
          </Button>
          <Button type="button" variant="outline" className="min-w-28 flex-1" data-consent-choice="denied">
            {copy.reject}
          </Button>
        </div>
      </div>
    </section>
  );
}
