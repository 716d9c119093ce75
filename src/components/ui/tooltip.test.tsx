// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  TOOLTIP_DELAY_MS,
  TOOLTIP_SIDE_OFFSET,
  TOOLTIP_SKIP_DELAY_MS,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from './tooltip';

beforeEach(() => {
  vi.useFakeTimers();
  // Radix measures the trigger and content; jsdom needs a ResizeObserver to exist.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Tooltip', () => {
  it('uses the spec constants: 700 ms open delay, 300 ms skip delay, 4 px side offset', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(TOOLTIP_SIDE_OFFSET).toBe(4);
  });

  it('opens only after the 700 ms delay when hovered', () => {
    render(
      <Tooltip>
        <TooltipTrigger>Alert-to-opportunity</TooltipTrigger>
        <TooltipContent>Share of alerts that became pipeline</TooltipContent>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Alert-to-opportunity' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 10));
    expect(trigger).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(20));
    expect(trigger).toHaveAttribute('data-state', 'delayed-open');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share of alerts that became pipeline');
  });

  it('opens at once on keyboard focus', () => {
    render(
      <Tooltip>
        <TooltipTrigger>Win rate</TooltipTrigger>
        <TooltipContent>Closed-won over closed deals</TooltipContent>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Win rate' });
    act(() => {
      fireEvent.focus(trigger);
    });
    expect(trigger).toHaveAttribute('data-state', 'instant-open');
  });
});
