import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

class OverlayBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * An overlay (menu, modal, popup) whose code loads the first time it opens, keeping it out of the
 * entry chunk. If its chunk fails to load, nothing shows and the next opening tries again.
 */
export function lazyOverlay<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () => lazy(() => load().then((component) => ({ default: component })));

  function LazyOverlay(props: P) {
    const [state, setState] = useState(() => ({ Overlay: make(), used: props.open, attempt: 0, failed: false }));
    // After a failure, wait for the overlay to close before the next opening tries again.
    if (!props.open && state.failed) setState({ ...state, failed: false });
    if (props.open && !state.used && !state.failed) setState({ ...state, used: true });
    if (!state.used) return null;
    const { Overlay } = state;
    return (
      <OverlayBoundary
        key={state.attempt}
        onError={(error) => {
          console.error('Overlay failed to load', error);
          setState((s) => ({ Overlay: make(), used: false, attempt: s.attempt + 1, failed: true }));
        }}
      >
        <Suspense fallback={null}>
          <Overlay {...props} />
        </Suspense>
      </OverlayBoundary>
    );
  }
  return LazyOverlay;
}
