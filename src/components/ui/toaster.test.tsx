// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { queuedToasts, requestToast, TOAST_QUEUE } from '#src/lib/toast-queue.ts';
import { Toaster } from './toaster';
import { resetToastStore, TOAST_DURATION_MS, toast } from './use-toast';

beforeEach(() => {
  vi.useFakeTimers();
  resetToastStore();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('renders a labelled notification region that F8 focuses', () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.keyDown(document, { key: 'F8' });
    expect(region).toHaveFocus();
  });

  it('shows one toast at a time and hides it after 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'One' });
      toast({ title: 'Two', description: 'Replaces the first' });
    });
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Two')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
  });

  it('dismisses with the close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Closable' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('dismisses on a swipe right past 50 px, not before', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const item = screen.getByText('Swipe me').closest('li');
    if (!item) throw new Error('toast item missing');

    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 150 });
    fireEvent.pointerUp(item, { clientX: 150 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();

    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 151 });
    fireEvent.pointerUp(item, { clientX: 151 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('styles the destructive variant distinctly', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Failed', variant: 'destructive' });
    });
    expect(screen.getByText('Failed').closest('li')).toHaveAttribute('data-variant', 'destructive');
  });

  it('shows the toasts requested before it hydrated, then each new request, one at a time', () => {
    queuedToasts(window).splice(0);
    requestToast(window, { title: 'Queued before hydration' });
    render(<Toaster queue={TOAST_QUEUE} />);
    expect(screen.getByText('Queued before hydration')).toBeInTheDocument();
    expect(queuedToasts(window)).toEqual([]);
    act(() => requestToast(window, { title: 'Requested later', description: 'After hydration' }));
    expect(screen.queryByText('Queued before hydration')).not.toBeInTheDocument();
    expect(screen.getByText('Requested later')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-toast]')).toHaveLength(1);
  });

  it('leaves the queue alone without one', () => {
    queuedToasts(window).splice(0);
    render(<Toaster />);
    requestToast(window, { title: 'Not for this region' });
    expect(screen.queryByText('Not for this region')).not.toBeInTheDocument();
    expect(queuedToasts(window).splice(0)).toHaveLength(1);
  });
});

describe('Toaster if it throws', () => {
  it('keeps the empty region (as without JavaScript) instead of removing it', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A queue that is not a list makes showing the queued toasts throw.
    Object.assign(window, { [TOAST_QUEUE.key]: 'not a list' });
    try {
      render(<Toaster queue={TOAST_QUEUE} />);
      const region = screen.getByRole('region', { name: 'Notifications (F8)' });
      expect(region).toHaveAttribute('data-island-fallback');
      expect(errors).toHaveBeenCalled();
    } finally {
      delete (window as unknown as Record<string, unknown>)[TOAST_QUEUE.key];
    }
  });
});
