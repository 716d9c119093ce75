// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IslandBoundary } from './island-boundary';

/** An island that renders, then throws in an effect when `fail` is set (as a hostile input once did). */
function Island({ fail }: { fail: boolean }) {
  React.useEffect(() => {
    if (fail) throw new URIError('URI malformed');
  }, [fail]);
  return <p>interactive</p>;
}

function Throws(): React.ReactNode {
  throw new Error('render failed');
}

const fallback = <p data-island-fallback="">without JavaScript</p>;

/** React reports every caught error on the console; the tests check it did, and keep the output quiet. */
function quietConsole() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('IslandBoundary', () => {
  it('renders the island while it does not throw', () => {
    render(
      <IslandBoundary fallback={fallback}>
        <Island fail={false} />
      </IslandBoundary>,
    );
    expect(screen.getByText('interactive')).toBeInTheDocument();
    expect(screen.queryByText('without JavaScript')).toBeNull();
  });

  it.each([
    ['while rendering', <Throws key="render" />],
    ['in an effect', <Island key="effect" fail />],
  ])('shows the fallback when the island throws %s, and the error is still reported', (_when, island) => {
    const errors = quietConsole();
    render(<IslandBoundary fallback={fallback}>{island}</IslandBoundary>);
    expect(screen.getByText('without JavaScript')).toBeInTheDocument();
    expect(screen.queryByText('interactive')).toBeNull();
    expect(errors).toHaveBeenCalled();
  });

  it('replaces server-rendered markup with the fallback when hydration throws, never with nothing', async () => {
    const errors = quietConsole();
    const tree = (
      <IslandBoundary fallback={fallback}>
        <Island fail />
      </IslandBoundary>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.textContent).toBe('interactive');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree);
    });
    expect(container.textContent).toBe('without JavaScript');
    expect(errors).toHaveBeenCalled();
    act(() => root?.unmount());
  });
});
