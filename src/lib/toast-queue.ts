/**
 * Notifications asked for before the notification region runs (a document's Request link on /security):
 * the first-touch script queues them on window and sends the `countermove:toast` event
 * (./window-events), so a tap before any script file has arrived is kept; the notification region
 * (`ui/toaster.tsx`) hydrates on the first request (`client:toast`, `lib/hydrate-on-toast.ts`) and shows
 * what was queued, and every later request. Nothing here imports React: it is part of the inline
 * first-touch script.
 */
import { emitWindowEvent, type ToastRequest, type ToastVariant } from './window-events';

export type { ToastRequest, ToastVariant };

declare global {
  interface Window {
    /** Requests not shown yet (`requestToast` adds, the notification region takes). */
    countermoveToasts?: ToastRequest[];
  }
}

/** What a link carries to ask for a toast when it is clicked. */
export const TOAST_TITLE_ATTRIBUTE = 'data-toast-title';
export const TOAST_DESCRIPTION_ATTRIBUTE = 'data-toast-description';

/** Queues a toast and announces it. */
export function requestToast(win: Window, toast: ToastRequest): void {
  win.countermoveToasts ??= [];
  win.countermoveToasts.push(toast);
  emitWindowEvent(win, 'countermove:toast', toast);
}

/** Whether a request is waiting to be shown. */
export function hasQueuedToasts(win: Window): boolean {
  return (win.countermoveToasts?.length ?? 0) > 0;
}

/** The requests not shown yet, oldest first; the queue is left empty. */
export function takeQueuedToasts(win: Window): ToastRequest[] {
  return win.countermoveToasts?.splice(0) ?? [];
}
