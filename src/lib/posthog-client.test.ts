// @vitest-environment jsdom
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { watchHistoryPageviews } from './posthog-client';

function setup() {
  const win = new JSDOM('', { url: 'https://www.countermove.io/playbooks' }).window as unknown as Window;
  const capture = vi.fn();
  watchHistoryPageviews({ capture } as never, win);
  return { win, capture };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchHistoryPageviews', () => {
  it('captures a page view when pushState or replaceState changes the path', async () => {
    const { win, capture } = setup();
    win.history.pushState({}, '', '/playbooks/protect-renewal');
    await tick();
    win.history.replaceState({}, '', '/pricing');
    await tick();
    expect(capture.mock.calls).toEqual([
      ['$pageview', { navigation_type: 'pushState' }],
      ['$pageview', { navigation_type: 'replaceState' }],
    ]);
  });

  it('ignores changes of query or hash only', async () => {
    const { win, capture } = setup();
    win.history.pushState({}, '', '/playbooks?category=defensive');
    win.history.replaceState({}, '', '/playbooks#protect-renewal');
    await tick();
    expect(capture).not.toHaveBeenCalled();
  });

  it('captures back/forward navigation between paths', async () => {
    const { win, capture } = setup();
    win.history.pushState({}, '', '/pricing');
    await tick();
    win.history.back();
    await vi.waitFor(() =>
      expect(capture).toHaveBeenLastCalledWith('$pageview', { navigation_type: 'popstate' }),
    );
    expect(capture).toHaveBeenCalledTimes(2);
  });
});
