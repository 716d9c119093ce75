import { clsx } from 'clsx';
import { CalendarClock, CalendarX2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { IslandBoundary } from '#src/components/ui/island-boundary.tsx';
import type { SchedulerCopy } from '#src/content/schemas/book-time.ts';
import { isEventScheduledMessage, loadCalendlyWidget } from '#src/lib/calendly.ts';
import { consentGranted, onConsentChange } from '#src/lib/consent.ts';
import { initials } from '#src/lib/initials.ts';
import { track } from '#src/lib/track.ts';

/*
 * The Calendly inline widget (hydrated with client:idle on /book-time, once the page has painted its own
 * words and links: decision 0026).
 *
 * The 700 px box is in the prerendered HTML, so nothing shifts while the widget loads. Inside it,
 * the empty `.calendly-inline-widget` container is Calendly's (its data-url auto-init fills it once, and
 * React never renders children into it), and a status layer of ours sits on top until the widget script
 * has run:
 * - consent (the prerendered state): nothing is requested from Calendly until the visitor clicks "Show
 *   the scheduler" or has accepted the site's consent choice (decision 0009); the direct booking link and
 *   the email address are there from the start, under the call's card (who hosts it, what it covers and
 *   who it is for), so the box is useful before any calendar (issue 29);
 * - loading: a spinner, with the direct booking link already visible;
 * - without JavaScript (`scripting: none`): the same layer says so and shows the links prominently;
 * - failed (blocked, offline, timed out): a calm card with the direct link and the email address.
 *
 * It reads the consent choice (src/lib/consent.ts) and Calendly's messages (src/lib/calendly.ts) through
 * src/lib/outside-input.ts. Should it throw all the same, its error boundary shows the failed card, whose
 * links work without any script (decision 0020).
 */

export type SchedulerStatus = 'consent' | 'loading' | 'ready' | 'failed';

export type SchedulerPreview = {
  host: { name: string; title: string };
  /** The words above the host's name ("Your host") and under it (what the call is like). */
  hostLabel: string;
  hostNote: string;
};

export type SchedulerEmbedProps = {
  /** Booking page with the embed options (`calendlyEmbedUrl`). */
  embedUrl: string;
  /** The plain booking page, for the fallback link. */
  bookingUrl: string;
  /** mailto: link for the fallback. */
  emailHref: string;
  copy: SchedulerCopy;
  /** The call's card, shown in the box until the scheduler loads: who hosts it and who it is for (what it
   *  covers is the page's own list, beside or above the box). */
  preview?: SchedulerPreview;
  /** Test seam: how the widget script is loaded. */
  loadWidget?: () => Promise<void>;
};

export function SchedulerEmbed(props: SchedulerEmbedProps) {
  const { bookingUrl, emailHref, copy } = props;
  return (
    <IslandBoundary
      fallback={
        <div
          role="region"
          aria-label={copy.regionLabel}
          data-scheduler=""
          data-status="failed"
          data-island-fallback=""
          className={BOX_CLASS}
        >
          <StatusLayer status="failed" bookingUrl={bookingUrl} emailHref={emailHref} copy={copy} />
        </div>
      }
    >
      <InteractiveScheduler {...props} />
    </IslandBoundary>
  );
}

// Below 640 px the box runs to the screen's edges (320 px wide at 320) and draws no frame: a full-width
// edge read as a rule between "Pick a time" and its offer (issue 29, seventh review). There, until a
// calendar is asked for, it is as tall as its offer and the call's card (the consent layer flows in it):
// the 700 px left ~165 px blank under the card (eighth review). The calendar takes its 700 px when asked
// for, below the first screen.
const BOX_CLASS =
  'relative -mx-5 h-[700px] min-w-[320px] overflow-hidden outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ring-ink-200 max-sm:data-[status=consent]:h-auto sm:mx-0 sm:rounded-2xl sm:bg-white sm:shadow-card sm:ring-1';

function InteractiveScheduler({
  embedUrl,
  bookingUrl,
  emailHref,
  copy,
  preview,
  loadWidget = loadCalendlyWidget,
}: SchedulerEmbedProps) {
  const [status, setStatus] = React.useState<SchedulerStatus>('consent');
  const [requested, setRequested] = React.useState(false);
  const loadRef = React.useRef(loadWidget);
  const boxRef = React.useRef<HTMLDivElement>(null);

  // Loads by itself only with the visitor's consent (given before or while on this page), or because the
  // visitor pressed "Show the scheduler" before this island hydrated (the first-touch script marked the
  // island; decision 0011).
  React.useEffect(() => {
    const island = boxRef.current?.closest('astro-island');
    if (island?.hasAttribute('data-scheduler-requested')) {
      setRequested(true);
      // The pressed button goes away with the consent layer: keep its keyboard user in the box.
      if (boxRef.current?.contains(document.activeElement)) boxRef.current.focus();
      return;
    }
    if (consentGranted(window)) {
      setRequested(true);
      return;
    }
    let active = true;
    onConsentChange(window, (choice) => {
      if (active && choice === 'granted') setRequested(true);
    });
    return () => {
      active = false;
    };
  }, []);

  React.useEffect(() => {
    if (!requested) return;
    let mounted = true;
    setStatus('loading');
    loadRef.current().then(
      () => mounted && setStatus('ready'),
      () => mounted && setStatus('failed'),
    );
    return () => {
      mounted = false;
    };
  }, [requested]);

  function showScheduler() {
    setRequested(true);
    // The button goes away: keep the keyboard user in the box, whose busy state is announced.
    boxRef.current?.focus();
  }

  React.useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (isEventScheduledMessage(event)) {
        track('demo_booked', { scheduler: 'calendly', meeting: 'founder_30_min' });
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div
      ref={boxRef}
      tabIndex={-1}
      role="region"
      aria-label={copy.regionLabel}
      aria-busy={status === 'loading'}
      data-scheduler=""
      data-status={status}
      className={BOX_CLASS}
    >
      <div className="calendly-inline-widget absolute inset-0" data-url={embedUrl} />
      {status === 'consent' ? (
        <ConsentLayer
          bookingUrl={bookingUrl}
          emailHref={emailHref}
          copy={copy}
          preview={preview}
          onShow={showScheduler}
        />
      ) : status === 'ready' ? null : (
        <StatusLayer status={status} bookingUrl={bookingUrl} emailHref={emailHref} copy={copy} />
      )}
    </div>
  );
}

/** Loading (a spinner, or the no-JavaScript card) and failed (a card): each with the direct links. */
function StatusLayer({
  status,
  bookingUrl,
  emailHref,
  copy,
}: {
  status: 'loading' | 'failed';
  bookingUrl: string;
  emailHref: string;
  copy: SchedulerCopy;
}) {
  const failed = status === 'failed';
  return (
    <div
      data-scheduler-fallback=""
      className="absolute inset-0 flex items-center justify-center bg-gradient-to-b from-ink-50 to-white px-6 py-10"
    >
      <div className="flex w-full max-w-sm flex-col items-center text-center">
        {failed ? null : (
          <div role="status" className="flex flex-col items-center [@media(scripting:none)]:hidden">
            <span
              aria-hidden="true"
              className="size-9 rounded-full border-[3px] border-brand-100 border-t-brand-600 motion-safe:animate-spin"
            />
            <p className="mt-4 text-sm font-medium text-ink-700">{copy.loading}</p>
          </div>
        )}

        <div
          className={clsx('flex-col items-center', failed ? 'flex' : 'hidden [@media(scripting:none)]:flex')}
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-card ring-1 ring-ink-200">
            <CalendarX2 aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-5 text-h3 font-semibold text-ink-950">
            {failed ? copy.failedTitle : copy.noScriptTitle}
          </h3>
          <p className="mt-2 text-sm text-ink-600">{failed ? copy.failedBody : copy.noScriptBody}</p>
        </div>

        <div
          className={clsx(
            'flex w-full max-w-xs flex-col items-stretch',
            failed ? 'mt-6 gap-3' : 'mt-8 gap-1 [@media(scripting:none)]:mt-6 [@media(scripting:none)]:gap-3',
          )}
        >
          {failed ? null : (
            <p className="text-sm text-ink-600 [@media(scripting:none)]:hidden">{copy.loadingHelp}</p>
          )}
          <Button
            asChild
            size={failed ? 'default' : 'sm'}
            variant={failed ? 'default' : 'link'}
            className={clsx(
              !failed &&
                '[@media(scripting:none)]:h-10 [@media(scripting:none)]:bg-primary [@media(scripting:none)]:px-4 [@media(scripting:none)]:text-primary-foreground [@media(scripting:none)]:no-underline',
            )}
          >
            <a href={bookingUrl} data-scheduler-link="">
              {copy.bookingLinkLabel}
            </a>
          </Button>{' '}
          <Button asChild size={failed ? 'default' : 'sm'} variant={failed ? 'outline' : 'link'}>
            <a href={emailHref}>{copy.emailLinkLabel}</a>
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * Before the visitor agrees: an offer to load the scheduler, with the direct link and the email address.
 * Without JavaScript the same card says the scheduler needs it (the button could do nothing).
 */
function ConsentLayer({
  bookingUrl,
  emailHref,
  copy,
  preview,
  onShow,
}: {
  bookingUrl: string;
  emailHref: string;
  copy: SchedulerCopy;
  preview?: SchedulerPreview;
  onShow: () => void;
}) {
  return (
    <div
      data-scheduler-fallback=""
      className="absolute inset-0 flex flex-col items-center gap-6 overflow-y-auto bg-gradient-to-b from-ink-50 to-white px-5 py-5 max-sm:relative sm:justify-center sm:px-6 md:gap-8"
    >
      {/* Below 768 px the offer comes first and the call's card under it (the card has no control, so
          the focus order is the same), and the offer drops its decorative icon: "Show the scheduler"
          is on the first screen of a phone. Below 640 px the offer starts at the top of the box, right
          under "Pick a time" (centred in the box, it was ~90 px under the heading). */}
      {preview ? <CallCard preview={preview} copy={copy} /> : null}
      <div className="flex w-full max-w-sm flex-col items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-card ring-1 ring-ink-200 max-md:hidden">
          <CalendarClock aria-hidden="true" className="size-6" />
        </span>
        <h3 className="text-h3 font-semibold text-ink-950 md:mt-5">
          <span className="[@media(scripting:none)]:hidden">{copy.consentTitle}</span>{' '}
          <span className="hidden [@media(scripting:none)]:inline">{copy.noScriptTitle}</span>
        </h3>
        <p className="mt-2 text-sm text-ink-600">
          <span className="[@media(scripting:none)]:hidden">{copy.consentBody}</span>{' '}
          <span className="hidden [@media(scripting:none)]:inline">{copy.noScriptBody}</span>
        </p>
        <div className="mt-6 flex w-full max-w-xs flex-col items-stretch gap-3">
          <Button
            type="button"
            onClick={onShow}
            data-scheduler-show=""
            className="aria-busy:cursor-progress aria-busy:opacity-80 [@media(scripting:none)]:hidden"
          >
            {copy.showLabel}
          </Button>{' '}
          <Button asChild variant="outline">
            <a href={bookingUrl} data-scheduler-link="">
              {copy.bookingLinkLabel}
            </a>
          </Button>{' '}
          <Button asChild variant="outline">
            <a href={emailHref}>{copy.emailLinkLabel}</a>
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The call as an invitation: who hosts it, what it is like, who it is for. */
function CallCard({ preview, copy }: { preview: SchedulerPreview; copy: SchedulerCopy }) {
  const { host, hostLabel, hostNote } = preview;
  return (
    <div
      data-call-card=""
      className="w-full max-w-md rounded-xl border border-ink-200 bg-white p-5 text-left shadow-card max-md:order-last"
    >
      <p className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
        >
          {initials(host.name)}
        </span>{' '}
        <span className="min-w-0">
          <span className="block text-xs font-semibold uppercase tracking-wider text-ink-500">
            {hostLabel}
          </span>{' '}
          <span className="block font-semibold text-ink-950">{host.name}</span>{' '}
          <span className="block text-sm text-ink-600">{host.title}</span>
        </span>
      </p>
      <p className="mt-3 text-sm leading-relaxed text-ink-700">{hostNote}</p>
      <p className="mt-4 border-t border-ink-100 pt-3 text-sm text-ink-600">
        <span className="font-semibold text-ink-900">{copy.audienceLabel}</span> {copy.audience}
      </p>
    </div>
  );
}
