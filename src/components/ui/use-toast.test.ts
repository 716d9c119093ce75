// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import {
  dismissToast,
  resetToastStore,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  toast,
  toastReducer,
  useToast,
} from './use-toast';

beforeEach(() => {
  vi.useFakeTimers();
  resetToastStore();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast constants (spec §4, §9)', () => {
  it('match the specification', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
  });
});

describe('toast store', () => {
  it('shows at most one toast; a new one replaces the previous', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
      toast({ title: 'Third', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Third', variant: 'destructive', open: true });
  });

  it('defaults to the default variant', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(result.current.toasts[0]?.variant).toBe('default');
  });

  it('closes a dismissed toast at once and removes it 1,000,000 ms later', () => {
    const { result } = renderHook(() => useToast());
    let id = '';
    act(() => {
      id = toast({ title: 'Requested' }).id;
    });
    act(() => dismissToast(id));
    expect(result.current.toasts[0]).toMatchObject({ id, open: false });

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it('updates a toast in place', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      const handle = toast({ title: 'Sending' });
      handle.update({ title: 'Sent' });
    });
    expect(result.current.toasts[0]?.title).toBe('Sent');
  });
});

describe('toastReducer', () => {
  it('dismisses every toast when no id is given', () => {
    const state = {
      toasts: [
        { id: '1', open: true },
        { id: '2', open: true },
      ],
    };
    expect(toastReducer(state, { type: 'dismiss' }).toasts.every((entry) => !entry.open)).toBe(true);
  });

  it('removes every toast when no id is given', () => {
    expect(toastReducer({ toasts: [{ id: '1', open: false }] }, { type: 'remove' }).toasts).toEqual([]);
  });
});
