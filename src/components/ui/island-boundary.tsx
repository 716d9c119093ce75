import * as React from 'react';

/*
 * The error boundary every hydrated island sits in (decision 0020). An island that throws while it renders
 * or in an effect would otherwise take its whole React root down: React removes the island's markup and
 * the page keeps a hole where the library or the scheduler was. Inside this boundary it shows `fallback`
 * instead: the island's content as a visitor without JavaScript gets it, rendered from the same props
 * (so from the same server-rendered slots), with no state, no effects and no handlers, so it cannot
 * throw for the reason the island did. The fallback root carries `data-island-fallback`.
 *
 * The boundary reports the error itself (console.error), so tests and monitoring see it whichever runtime
 * runs the island: React logs caught errors on its own, Preact (the islands' runtime in the browser,
 * decision 0028) does not. It only decides what the visitor is left with. It does not catch errors in
 * event handlers, which leave the rendered island in place anyway.
 */

export type IslandBoundaryProps = {
  /** What to show once the island has thrown: its no-JavaScript content. */
  fallback: React.ReactNode;
  children: React.ReactNode;
};

type IslandBoundaryState = { failed: boolean };

export class IslandBoundary extends React.Component<IslandBoundaryProps, IslandBoundaryState> {
  override state: IslandBoundaryState = { failed: false };

  static getDerivedStateFromError(): IslandBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('An island failed and shows its content without scripts instead:', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
