import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import * as React from 'react';
import { fillSlots } from '#src/lib/fill-slots.ts';
import { type ToastRequest, takeQueuedToasts } from '#src/lib/toast-queue.ts';
import { onWindowEvent } from '#src/lib/window-events.ts';
import { IslandBoundary } from './island-boundary';

/*
 * The page's notification region (Radix Toast), rendered once by the base layout on pages that can raise
 * a toast and hydrated on the first request (`client:toast`): it then shows the requests queued before it
 * ran (`lib/toast-queue.ts`) and every later one. Anything asks for a toast with `requestToast`.
 *
 * Spec §4 and §9: at most one toast is shown and a new one replaces it; each stays 5000 ms (Radix pauses
 * it while the region is hovered or focused); a swipe right past 50 px dismisses it; F8 focuses the region;
 * a dismissed toast leaves the list 1,000,000 ms later (Radix has long unmounted it by then).
 */

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export type ToastEntry = ToastRequest & { id: number; open: boolean };

/** The list with `entry` shown: newest first, at most TOAST_LIMIT long. */
export function withToast(list: readonly ToastEntry[], entry: ToastEntry): ToastEntry[] {
  return [entry, ...list].slice(0, TOAST_LIMIT);
}

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-11 shadow-menu motion-safe:data-[state=open]:animate-slide-in-right data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
  {
    variants: {
      variant: {
        default: 'border-border bg-white text-ink-950',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** What screen readers hear (site/site.yaml `notifications`): `region` names the hotkey as `[hotkey]`. */
export type ToasterLabels = { region: string; toast: string; dismiss: string };

/**
 * The notification region, in an error boundary: should the island throw, an empty region stays where
 * the toasts would be (decision 0020).
 */
export function Toaster({ labels }: { labels: ToasterLabels }) {
  return (
    <IslandBoundary
      fallback={
        <div
          role="region"
          aria-label={fillSlots(labels.region, { hotkey: TOAST_HOTKEY })}
          data-toast-region=""
          data-island-fallback=""
          tabIndex={-1}
        />
      }
    >
      <InteractiveToaster labels={labels} />
    </IslandBoundary>
  );
}

function InteractiveToaster({ labels }: { labels: ToasterLabels }) {
  const [toasts, setToasts] = React.useState<ToastEntry[]>([]);
  const lastId = React.useRef(0);
  const removals = React.useRef(new Set<ReturnType<typeof setTimeout>>());

  React.useEffect(() => {
    const timers = removals.current;
    const showQueued = () => {
      for (const request of takeQueuedToasts(window)) {
        lastId.current += 1;
        const entry = { ...request, id: lastId.current, open: true };
        setToasts((list) => withToast(list, entry));
      }
    };
    showQueued();
    const stop = onWindowEvent(window, 'countermove:toast', showQueued);
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  function dismiss(id: number) {
    setToasts((list) => list.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
    const timer = setTimeout(() => {
      removals.current.delete(timer);
      setToasts((list) => list.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS);
    removals.current.add(timer);
  }

  return (
    <Toast.Provider
      label={labels.toast}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((entry) => (
        <Toast.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) dismiss(entry.id);
          }}
          data-toast=""
          data-variant={entry.variant ?? 'default'}
          className={toastVariants({ variant: entry.variant })}
        >
          <div className="grid gap-1">
            {entry.title ? <Toast.Title className="text-sm font-semibold">{entry.title}</Toast.Title> : null}
            {entry.description ? (
              <Toast.Description className="text-sm opacity-90">{entry.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={labels.dismiss}
            className="absolute top-2.5 right-2.5 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        label={fillSlots(labels.region, { hotkey: TOAST_HOTKEY })}
        data-toast-region=""
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col gap-2 p-4 outline-none focus-visible:outline-2 focus-visible:outline-ring sm:top-auto sm:bottom-0 md:left-auto md:w-[452px]"
      />
    </Toast.Provider>
  );
}
