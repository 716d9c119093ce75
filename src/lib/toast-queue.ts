/**
 * Notifications asked for by static markup (a document's Request link on /security): the first-touch
 * script queues them on window and announces them, so a tap before any script file has arrived is kept;
 * the notification region (`ui/toaster.tsx`) hydrates on the first request (`client:toast`,
 * `lib/hydrate-on-toast.ts`) and shows what was queued, and every later request, through the toast store.
 * Nothing here imports React: it is part of the inline first-touch script.
 */

/**
 * Where the queue lives and the event that announces a request. The notification region gets this as a
 * prop from the base layout rather than importing this module: a module shared by the inline first-touch
 * script and an island would become a chunk of its own, and the script could no longer be inlined.
 */
export const TOAST_QUEUE = { event: 'countermove:toast', key: 'countermoveToasts' } as const;
export type ToastQueue = { event: string; key: string };
export const TOAST_EVENT = TOAST_QUEUE.event;

/** What a link carries to ask for a toast when it is clicked. */
export const TOAST_TITLE_ATTRIBUTE = 'data-toast-title';
export const TOAST_DESCRIPTION_ATTRIBUTE = 'data-toast-description';

export type QueuedToast = { title?: string; description?: string };

/** The queue on a window (created on first use). */
export function queuedToasts(win: Window, queue: ToastQueue = TOAST_QUEUE): QueuedToast[] {
  const holder = win as unknown as Record<string, QueuedToast[] | undefined>;
  holder[queue.key] ??= [];
  return holder[queue.key] as QueuedToast[];
}

/** Queues a toast and announces it. */
export function requestToast(win: Window, toast: QueuedToast): void {
  queuedToasts(win).push(toast);
  win.dispatchEvent(new Event(TOAST_QUEUE.event));
}
