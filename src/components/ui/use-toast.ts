import * as React from 'react';

/*
 * A tiny store for notifications, shared by every island on a page (they import the same module
 * instance). Spec §4 and §9: at most one toast at a time, a new one replaces the previous, a dismissed
 * toast is removed from the store 1,000,000 ms later (long after its exit animation), and each toast is
 * shown for 5000 ms.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
};

export type ToastEntry = ToastInput & { id: string; open: boolean };

export type ToastState = { toasts: ToastEntry[] };

export type ToastAction =
  | { type: 'add'; toast: ToastEntry }
  | { type: 'update'; toast: Partial<ToastEntry> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** Pure state transition; side effects (removal timers) live in `dispatch`. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: state.toasts.map((toast) =>
          toast.id === action.toast.id ? { ...toast, ...action.toast } : toast,
        ),
      };
    case 'dismiss':
      return {
        toasts: state.toasts.map((toast) =>
          action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast,
        ),
      };
    case 'remove':
      return {
        toasts: action.id === undefined ? [] : state.toasts.filter((toast) => toast.id !== action.id),
      };
  }
}

let memoryState: ToastState = { toasts: [] };
const listeners = new Set<(state: ToastState) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function dispatch(action: ToastAction) {
  if (action.type === 'dismiss') {
    const ids = action.id === undefined ? memoryState.toasts.map((toast) => toast.id) : [action.id];
    for (const id of ids) scheduleRemoval(id);
  }
  memoryState = toastReducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

/** Shows a toast, replacing the one on screen. Returns handles to update or dismiss it. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'add', toast: { variant: 'default', ...input, id, open: true } });
  return {
    id,
    dismiss: () => dispatch({ type: 'dismiss', id }),
    update: (next: ToastInput) => dispatch({ type: 'update', toast: { ...next, id } }),
  };
}

export function dismissToast(id?: string) {
  dispatch(id === undefined ? { type: 'dismiss' } : { type: 'dismiss', id });
}

function subscribe(listener: (state: ToastState) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const serverState: ToastState = { toasts: [] };

export function useToast() {
  const state = React.useSyncExternalStore(
    subscribe,
    () => memoryState,
    () => serverState,
  );
  return { ...state, toast, dismiss: dismissToast };
}

/** Test helper: forget every toast and timer. */
export function resetToastStore() {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  memoryState = { toasts: [] };
  counter = 0;
  for (const listener of listeners) listener(memoryState);
}
