import { CalendarX2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '#src/components/ui/button.tsx';
import type { SchedulerCopy } from '#src/content/book-time.ts';
import { isEventScheduledMessage, loadCalendlyWidget } from '#src/lib/calendly.ts';
import { cn } from '#src/lib/cn.ts';
import { track } from '#src/lib/track.ts';

/*
 * The Calendly inline widget (hydrated with client:load on /book-time).
 *
 * The 700 px box is in the prerendered HTML, so nothing shifts while the widget loads. Inside it,
 * the empty `.calendly-inline-widget` container is Calendly's (its data-url auto-init fills it once, and
 * React never renders children into it), and a status layer of ours sits on top until the widget script
 * has run:
 * - loading (also the prerendered state): a spinner, with the direct booking link already visible;
 * - without JavaScript (`scripting: none`): the same layer says so and shows the links prominently;
 * - failed (blocked, offline, timed out): a calm card with the direct link and the e-mail address.
 */

export type SchedulerStatus = 'loading' | 'ready' | 'failed';

export type SchedulerEmbedProps = {
  /** Booking page with the embed options (`calendlyEmbedUrl`). */
  embedUrl: string;
  /** The plain booking page, for the fallback link. */
  bookingUrl: string;
  /** mailto: link for the fallback. */
  emailHref: string;
  copy: SchedulerCopy;
  /** Test seam: how the widget script is loaded. */
  loadWidget?: () => Promise<void>;
};

export function SchedulerEmbed({
  embedUrl,
  bookingUrl,
  emailHref,
  copy,
  loadWidget = loadCalendlyWidget,
}: SchedulerEmbedProps) {
  const [status, setStatus] = React.useState<SchedulerStatus>('loading');
  const loadRef = React.useRef(loadWidget);

  React.useEffect(() => {
    let mounted = true;
    loadRef.current().then(
      () => mounted && setStatus('ready'),
      () => mounted && setStatus('failed'),
    );
    return () => {
      mounted = false;
    };
  }, []);

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
      role="region"
      aria-label={copy.regionLabel}
      aria-busy={status === 'loading'}
      data-scheduler=""
      data-status={status}
      className="relative -mx-5 h-[700px] min-w-[320px] overflow-hidden bg-white ring-1 ring-ink-200 sm:mx-0 sm:rounded-2xl sm:shadow-card"
    >
      <div className="calendly-inline-widget absolute inset-0" data-url={embedUrl} />
      {status === 'ready' ? null : (
        <StatusLayer status={status} bookingUrl={bookingUrl} emailHref={emailHref} copy={copy} />
      )}
    </div>
  );
}

function StatusLayer({
  status,
  bookingUrl,
  emailHref,
  copy,
}: {
  status: Exclude<SchedulerStatus, 'ready'>;
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
          className={cn('flex-col items-center', failed ? 'flex' : 'hidden [@media(scripting:none)]:flex')}
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
          className={cn(
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
            className={cn(
              !failed &&
                '[@media(scripting:none)]:h-10 [@media(scripting:none)]:bg-primary [@media(scripting:none)]:px-4 [@media(scripting:none)]:text-primary-foreground [@media(scripting:none)]:no-underline',
            )}
          >
            <a href={bookingUrl} data-scheduler-link="">
              {copy.bookingLinkLabel}
            </a>
          </Button>
          <Button asChild size={failed ? 'default' : 'sm'} variant={failed ? 'outline' : 'link'}>
            <a href={emailHref}>{copy.emailLinkLabel}</a>
          </Button>
        </div>
      </div>
    </div>
  );
}
