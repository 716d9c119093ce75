// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { watchHistoryPageviews } from './posthog-client';

/** A window whose History API moves a fake location, with a back stack for popstate. */
function fakeWindow(path: string) {
  const events = new EventTarget();
  const location = { pathname: path, search: '', hash: '' };
  const stack = [path];
  const go = (url: string | URL | null | undefined) => {
    const next = new URL(String(url ?? ''), `https://www.countermove.io${location.pathname}`);
    location.pathname = next.pathname;
    return next.pathname;
  };
  const history = {
    pushState: (_state: unknown, _title: string, url?: string | URL | null) => {
      stack.push(go(url));
    },
    replaceState: (_state: unknown, _title: string, url?: string | URL | null) => {
      stack[stack.length - 1] = go(url);
    },
    back: () => {
      stack.pop();
      location.pathname = stack.at(-1) ?? '/';
      queueMicrotask(() => events.dispatchEvent(new Event('popstate')));
    },
  };
  return Object.assign(events, { location, history }) as unknown as Window;
}

function setup() {
  const win = fakeWindow('/playbooks');
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
