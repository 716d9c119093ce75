// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { readSingleton } from '#src/content/loaders/read.ts';
import { fillSlots } from '#src/lib/fill-slots.ts';
import { requestToast, takeQueuedToasts } from '#src/lib/toast-queue.ts';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  Toaster,
} from './toaster';

beforeEach(() => {
  vi.useFakeTimers();
  takeQueuedToasts(window);
  // jsdom has no pointer capture; the toast captures the pointer once a swipe starts.
  for (const method of ['setPointerCapture', 'releasePointerCapture', 'hasPointerCapture'] as const) {
    Element.prototype[method] = vi.fn(() => false) as never;
  }
});

afterEach(() => {
  vi.useRealTimers();
});

const shown = () => document.querySelectorAll('[data-toast]');

describe('toast constants (spec §4, §9)', () => {
  it('match the specification', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
  });
});

/** The region's words, as the layout passes them (site/site.yaml `notifications`). */
const labels = readSingleton('site').notifications;
const regionName = fillSlots(labels.region, { hotkey: TOAST_HOTKEY });

describe('Toaster', () => {
  it('renders a labelled notification region whose list F8 focuses', () => {
    render(<Toaster labels={labels} />);
    const region = screen.getByRole('region', { name: regionName });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region.querySelector('[data-toast-region]')).toHaveFocus();
  });

  it('shows one toast at a time, the newest, and hides it after 5000 ms', () => {
    render(<Toaster labels={labels} />);
    act(() => {
      requestToast(window, { title: 'One' });
      requestToast(window, { title: 'Two', description: 'Replaces the first' });
    });
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
    expect(shown()).toHaveLength(1);

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shown()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toHaveLength(0);
  });

  it('dismisses with the close button, and forgets the toast 1,000,000 ms later', () => {
    render(<Toaster labels={labels} />);
    act(() => requestToast(window, { title: 'Closable' }));
    fireEvent.click(screen.getByRole('button', { name: labels.dismiss }));
    expect(shown()).toHaveLength(0);
    // The toast's own 5000 ms timer stops with it; the removal is the one timer left.
    act(() => vi.advanceTimersByTime(2000));
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 2001));
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dismisses on a swipe right past 50 px, not at 50', () => {
    render(<Toaster labels={labels} />);
    act(() => requestToast(window, { title: 'Swipe me' }));
    const item = shown()[0];
    if (!item) throw new Error('toast missing');
    const swipe = (to: number) => {
      fireEvent.pointerDown(item, { clientX: 100, clientY: 10, button: 0, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 105, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: to, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(item, { clientX: to, clientY: 10, pointerId: 1 });
    };

    swipe(100 + TOAST_SWIPE_THRESHOLD_PX);
    expect(shown()).toHaveLength(1);
    swipe(100 + TOAST_SWIPE_THRESHOLD_PX + 1);
    expect(shown()).toHaveLength(0);
  });

  it('pauses while the pointer is over it or focus is in it, and keeps the time it had left', () => {
    render(<Toaster labels={labels} />);
    act(() => requestToast(window, { title: 'Paused' }));
    const item = shown()[0];
    if (!item) throw new Error('toast missing');
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerOver(item);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 4));
    expect(shown()).toHaveLength(1);
    fireEvent.pointerOut(item, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(1000));
    const close = screen.getByRole('button', { name: labels.dismiss });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 4));
    expect(shown()).toHaveLength(1);
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(999));
    expect(shown()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toHaveLength(0);
  });

  it('pauses while the window is in the background', () => {
    render(<Toaster labels={labels} />);
    act(() => requestToast(window, { title: 'Background' }));
    act(() => window.dispatchEvent(new Event('blur')));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(shown()).toHaveLength(1);
    act(() => window.dispatchEvent(new Event('focus')));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(shown()).toHaveLength(0);
  });

  it('dismisses on Escape', () => {
    render(<Toaster labels={labels} />);
    act(() => requestToast(window, { title: 'Escapable' }));
    const item = shown()[0];
    if (!item) throw new Error('toast missing');
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(shown()).toHaveLength(0);
  });

  it('announces each toast in a polite status line that is in the page before it', () => {
    render(<Toaster labels={labels} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(/^$/);
    act(() => requestToast(window, { title: 'Opening your email app', description: 'To security' }));
    expect(status).toHaveTextContent(`${labels.toast}. Opening your email app. To security`);
    fireEvent.click(screen.getByRole('button', { name: labels.dismiss }));
    expect(status).toHaveTextContent(/^$/);
  });

  it('marks the destructive variant', () => {
    render(<Toaster labels={labels} />);
    act(() => requestToast(window, { title: 'Failed', variant: 'destructive' }));
    expect(shown()[0]).toHaveAttribute('data-variant', 'destructive');
  });

  it('shows the toasts requested before it hydrated, then each new request, one at a time', () => {
    requestToast(window, { title: 'Queued before hydration' });
    render(<Toaster labels={labels} />);
    expect(screen.getByText('Queued before hydration')).toBeInTheDocument();
    expect(takeQueuedToasts(window)).toEqual([]);
    act(() => requestToast(window, { title: 'Requested later', description: 'After hydration' }));
    expect(screen.queryByText('Queued before hydration')).not.toBeInTheDocument();
    expect(screen.getByText('Requested later')).toBeInTheDocument();
    expect(shown()).toHaveLength(1);
  });
});

describe('Toaster if it throws', () => {
  it('keeps the empty region (as without JavaScript) instead of removing it', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A queue that is not a list makes showing the queued toasts throw.
    Object.assign(window, { countermoveToasts: 'not a list' });
    try {
      render(<Toaster labels={labels} />);
      const region = screen.getByRole('region', { name: regionName });
      expect(region).toHaveAttribute('data-island-fallback');
      expect(errors).toHaveBeenCalled();
    } finally {
      delete (window as unknown as Record<string, unknown>).countermoveToasts;
    }
  });
});
