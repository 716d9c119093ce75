import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import * as React from 'react';
import { cn } from '#src/lib/cn.ts';
import type { QueuedToast, ToastQueue } from '#src/lib/toast-queue.ts';
import { IslandBoundary } from './island-boundary';
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastEntry,
  toast,
  useToast,
} from './use-toast';

/*
 * The page's notification region, rendered once by the base layout on pages that ask for it, and hydrated
 * on the first toast request (`client:toast`): it then shows the toasts the first-touch script queued from
 * static links (`lib/toast-queue.ts`), and every later one, one at a time.
 *
 * A small implementation instead of Radix Toast, which costs ~12 KB gzip on every page for one toast
 * used on one page. It keeps what matters: a polite live region present from hydration (so insertions
 * are announced), F8 moves focus to the region, each toast stays 5000 ms (paused while hovered or
 * focused), a swipe right of 50 px dismisses, and a close button with an accessible name.
 */

export const TOAST_HOTKEY = 'F8';

export type ToasterProps = {
  /** Toasts requested by static links (`TOAST_QUEUE` from lib/toast-queue.ts, passed by the base layout). */
  queue?: ToastQueue;
};

/** The region, in an error boundary: should the island throw, the region stays, empty (decision 0020). */
export function Toaster(props: ToasterProps) {
  return (
    <IslandBoundary fallback={<ToastRegion fallback />}>
      <InteractiveToaster {...props} />
    </IslandBoundary>
  );
}

function InteractiveToaster({ queue }: ToasterProps) {
  const { toasts } = useToast();
  const regionRef = React.useRef<HTMLElement>(null);

  React.useEffect(() => {
    if (!queue) return;
    const holder = window as unknown as Record<string, QueuedToast[] | undefined>;
    const showQueued = () => {
      for (const queued of holder[queue.key]?.splice(0) ?? []) toast(queued);
    };
    showQueued();
    window.addEventListener(queue.event, showQueued);
    return () => window.removeEventListener(queue.event, showQueued);
  }, [queue]);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <ToastRegion ref={regionRef}>
      {toasts
        .filter((entry) => entry.open)
        .map((entry) => (
          <ToastItem key={entry.id} entry={entry} />
        ))}
    </ToastRegion>
  );
}

/** The polite live region the toasts appear in, present from the first render so insertions are announced. */
function ToastRegion({
  ref,
  fallback = false,
  children,
}: {
  ref?: React.Ref<HTMLElement>;
  /** Rendered by the error boundary in place of the island. */
  fallback?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section
      ref={ref}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      tabIndex={-1}
      data-toast-region=""
      data-island-fallback={fallback ? '' : undefined}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-end p-4 outline-none focus-visible:outline-2 focus-visible:outline-ring sm:top-auto sm:bottom-0"
    >
      <ol aria-live="polite" className="flex w-full flex-col gap-2 md:max-w-[420px]">
        {children}
      </ol>
    </section>
  );
}

const toastVariants = cva(
  'pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-11 shadow-menu motion-safe:animate-slide-in-right',
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

function ToastItem({ entry }: { entry: ToastEntry }) {
  const [paused, setPaused] = React.useState(false);
  const [offset, setOffset] = React.useState(0);
  const start = React.useRef<number | null>(null);
  const duration = entry.duration ?? TOAST_DURATION_MS;

  React.useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => dismissToast(entry.id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, entry.id]);

  function endSwipe() {
    if (start.current === null) return;
    start.current = null;
    if (offset > TOAST_SWIPE_THRESHOLD_PX) dismissToast(entry.id);
    else setOffset(0);
  }

  return (
    <li
      data-toast=""
      data-variant={entry.variant ?? 'default'}
      className={cn(toastVariants({ variant: entry.variant }), offset === 0 && 'transition-transform')}
      style={offset > 0 ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => {
        setPaused(false);
        endSwipe();
      }}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      onPointerDown={(event) => {
        start.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
      }}
      onPointerUp={endSwipe}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
    >
      <div className="grid gap-1">
        {entry.title ? <p className="text-sm font-semibold">{entry.title}</p> : null}
        {entry.description ? <p className="text-sm opacity-90">{entry.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        className="absolute top-2.5 right-2.5 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => dismissToast(entry.id)}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
