import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import * as React from 'react';
import { fillSlots } from '#src/lib/fill-slots.ts';
import { type ToastRequest, takeQueuedToasts } from '#src/lib/toast-queue.ts';
import { onWindowEvent } from '#src/lib/window-events.ts';
import { IslandBoundary } from './island-boundary';

/*
 * The page's notification region, rendered once by the base layout on pages that can raise a toast and
 * hydrated on the first request (`client:toast`): it then shows the requests queued before it ran
 * (`lib/toast-queue.ts`) and every later one. Anything asks for a toast with `requestToast`. Ours, not
 * Radix Toast (decision 0031): Radix's 34 KB of script made the tap's task 120 ms at 4× CPU on a phone.
 *
 * Spec §4 and §9: at most one toast is shown and a new one replaces it; each stays 5000 ms, paused while
 * the region is hovered or focused or the window is in the background; a swipe right past 50 px, Escape or
 * the close button dismisses it; F8 focuses the region; a dismissed toast leaves the list 1,000,000 ms
 * later. Screen readers hear each toast from a polite status line that is in the page before it.
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
  'pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-11 shadow-menu motion-safe:animate-slide-in-right data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=move]:translate-x-(--toast-swipe-x)',
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

const REGION_CLASS =
  'pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col gap-2 p-4 outline-none focus-visible:outline-2 focus-visible:outline-ring sm:top-auto sm:bottom-0 md:left-auto md:w-[452px]';

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

/** Why the toasts' timers are paused: any reason pauses them. */
type PauseReasons = { hover: boolean; focus: boolean; background: boolean };

function InteractiveToaster({ labels }: { labels: ToasterLabels }) {
  const [toasts, setToasts] = React.useState<ToastEntry[]>([]);
  const [pause, setPause] = React.useState<PauseReasons>({ hover: false, focus: false, background: false });
  const lastId = React.useRef(0);
  const list = React.useRef<HTMLOListElement>(null);
  const removals = React.useRef(new Set<ReturnType<typeof setTimeout>>());

  React.useEffect(() => {
    const timers = removals.current;
    const showQueued = () => {
      for (const request of takeQueuedToasts(window)) {
        lastId.current += 1;
        const entry = { ...request, id: lastId.current, open: true };
        setToasts((shown) => withToast(shown, entry));
      }
    };
    showQueued();
    const paused = (reason: keyof PauseReasons, value: boolean) => () =>
      setPause((reasons) => (reasons[reason] === value ? reasons : { ...reasons, [reason]: value }));
    const stops = [
      onWindowEvent(window, 'countermove:toast', showQueued),
      listen(window, 'blur', paused('background', true)),
      listen(window, 'focus', paused('background', false)),
      listen(document, 'keydown', (event) => {
        if (event instanceof KeyboardEvent && (event.key === TOAST_HOTKEY || event.code === TOAST_HOTKEY))
          list.current?.focus();
      }),
    ];
    const region = list.current;
    if (region) {
      const leaves = (event: Event) =>
        !(event instanceof FocusEvent || event instanceof MouseEvent) ||
        !(event.relatedTarget instanceof Node && region.contains(event.relatedTarget));
      stops.push(
        listen(region, 'pointerover', paused('hover', true)),
        listen(region, 'pointerout', (event) => leaves(event) && paused('hover', false)()),
        listen(region, 'focusin', paused('focus', true)),
        listen(region, 'focusout', (event) => leaves(event) && paused('focus', false)()),
      );
    }
    return () => {
      for (const stop of stops) stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  function dismiss(id: number) {
    setToasts((shown) => shown.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
    const timer = setTimeout(() => {
      removals.current.delete(timer);
      setToasts((shown) => shown.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS);
    removals.current.add(timer);
  }

  const open = toasts.filter((entry) => entry.open);
  const paused = pause.hover || pause.focus || pause.background;
  return (
    <div role="region" aria-label={fillSlots(labels.region, { hotkey: TOAST_HOTKEY })} tabIndex={-1}>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {open.map((entry) => [labels.toast, entry.title, entry.description].filter(Boolean).join('. '))}
      </div>
      <ol ref={list} tabIndex={-1} data-toast-region="" className={REGION_CLASS}>
        {open.map((entry) => (
          <ToastItem
            key={entry.id}
            entry={entry}
            paused={paused}
            dismissLabel={labels.dismiss}
            onDismiss={() => dismiss(entry.id)}
          />
        ))}
      </ol>
    </div>
  );
}

type ToastItemProps = { entry: ToastEntry; paused: boolean; dismissLabel: string; onDismiss: () => void };

/** One toast: its own timer (the time left is kept across pauses), Escape, a close button and a swipe. */
function ToastItem({ entry, paused, dismissLabel, onDismiss }: ToastItemProps) {
  const left = React.useRef(TOAST_DURATION_MS);
  const dismissNow = React.useRef(onDismiss);
  dismissNow.current = onDismiss;
  const swipe = useSwipeRight(() => dismissNow.current());

  React.useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissNow.current(), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [paused]);

  return (
    <li
      data-toast=""
      data-variant={entry.variant ?? 'default'}
      data-state="open"
      data-swipe={swipe.state}
      style={swipe.offset ? ({ '--toast-swipe-x': `${swipe.offset}px` } as React.CSSProperties) : undefined}
      className={toastVariants({ variant: entry.variant })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
      {...swipe.handlers}
    >
      <div className="grid gap-1">
        {entry.title ? <div className="text-sm font-semibold">{entry.title}</div> : null}
        {entry.description ? <div className="text-sm opacity-90">{entry.description}</div> : null}
      </div>
      <button
        type="button"
        aria-label={dismissLabel}
        onClick={onDismiss}
        className="absolute top-2.5 right-2.5 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

type SwipeState = 'move' | 'cancel' | undefined;

/** A horizontal swipe to the right: past TOAST_SWIPE_THRESHOLD_PX it calls `onSwiped`, short of it it springs back. */
function useSwipeRight(onSwiped: () => void) {
  const start = React.useRef<number | null>(null);
  const [offset, setOffset] = React.useState(0);
  const [state, setState] = React.useState<SwipeState>();
  const moved = (event: React.PointerEvent) => (start.current === null ? 0 : event.clientX - start.current);
  return {
    offset,
    state,
    handlers: {
      onPointerDown(event: React.PointerEvent<HTMLElement>) {
        if (event.button !== 0 || (event.target as Element).closest('button')) return;
        start.current = event.clientX;
      },
      onPointerMove(event: React.PointerEvent<HTMLElement>) {
        const distance = Math.max(0, moved(event));
        if (start.current === null || distance === 0) return;
        if (state !== 'move') event.currentTarget.setPointerCapture?.(event.pointerId);
        setState('move');
        setOffset(distance);
      },
      onPointerUp(event: React.PointerEvent<HTMLElement>) {
        const distance = moved(event);
        start.current = null;
        setOffset(0);
        if (distance > TOAST_SWIPE_THRESHOLD_PX) onSwiped();
        else setState(distance > 0 ? 'cancel' : undefined);
      },
      onPointerCancel() {
        start.current = null;
        setOffset(0);
        setState('cancel');
      },
    },
  };
}

/** Adds a listener and returns what removes it. */
function listen(target: EventTarget, type: string, listener: (event: Event) => void): () => void {
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}
