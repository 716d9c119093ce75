/**
 * The Calendly inline widget: embed URL, one-time script loading and the booking message.
 *
 * Initialisation is Calendly's own data-url auto-init: when widget.js runs it turns every
 * `.calendly-inline-widget[data-url]` element into an iframe and marks it processed, so each container
 * gets exactly one iframe. The page therefore never calls `Calendly.initInlineWidget` (doing both would
 * embed twice), and `loadCalendlyWidget` adds the script at most once per page, however often the island
 * renders or mounts.
 */
import { field, messageData } from './outside-input';
import { probeScript } from './script-probe';

export const CALENDLY_WIDGET_SCRIPT = 'https://assets.calendly.com/assets/external/widget.js';
/** Origin of the widget's iframe, and so of its postMessage events. */
export const CALENDLY_ORIGIN = 'https://calendly.com';
export const EVENT_SCHEDULED = 'calendly.event_scheduled';

/** Spec §2: the widget's event details and consent banner are hidden. */
const EMBED_PARAMS = { hide_event_type_details: '1', hide_gdpr_banner: '1' } as const;
const SCRIPT_TIMEOUT_MS = 15_000;

/** The booking page URL with the embed options added (existing query parameters are kept). */
export function calendlyEmbedUrl(bookingUrl: string): string {
  const url = new URL(bookingUrl);
  for (const [name, value] of Object.entries(EMBED_PARAMS)) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}

/**
 * True for the widget's "booking made" message, and only when it really comes from Calendly: any other
 * message posted to the page, whatever its shape, is ignored (./outside-input).
 */
export function isEventScheduledMessage(event: Pick<MessageEvent, 'origin' | 'data'>): boolean {
  return field(messageData(event, CALENDLY_ORIGIN), 'event') === EVENT_SCHEDULED;
}

let loading: Promise<void> | undefined;

/**
 * Loads widget.js once per page. Resolves when it has run; rejects when Calendly cannot be reached
 * (blocked, offline) or the script fails or takes too long, without the page logging a network error.
 */
export function loadCalendlyWidget(
  doc: Document = document,
  probe: (url: string) => Promise<boolean> = probeScript,
): Promise<void> {
  loading ??= probe(CALENDLY_WIDGET_SCRIPT).then(
    (reachable) =>
      new Promise<void>((resolve, reject) => {
        if (!reachable) {
          reject(new Error('Calendly is unreachable'));
          return;
        }
        const script = doc.createElement('script');
        script.src = CALENDLY_WIDGET_SCRIPT;
        script.async = true;
        const timer = setTimeout(() => reject(new Error('Calendly widget timed out')), SCRIPT_TIMEOUT_MS);
        script.onload = () => {
          clearTimeout(timer);
          resolve();
        };
        script.onerror = () => {
          clearTimeout(timer);
          reject(new Error('Calendly widget failed to load'));
        };
        doc.head.append(script);
      }),
  );
  return loading;
}

/** Forgets the loaded script (tests only). */
export function resetCalendlyWidgetForTests(): void {
  loading = undefined;
}
