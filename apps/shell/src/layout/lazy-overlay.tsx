import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { FailureBoundary, sharedLazy } from '@wl/ui-kit';

/**
 * An overlay (menu, modal, popup) whose code loads the first time it opens, keeping it out of the
 * entry chunk. If its chunk fails to load, nothing shows and the next opening tries again.
 */
export function lazyOverlay<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const overlays = sharedLazy<P>(() => load().then((component) => ({ default: component })));

  function LazyOverlay(props: P) {
    const [state, setState] = useState(() => ({
      Overlay: overlays.current(),
      used: props.open,
      attempt: 0,
      failed: false,
    }));
    useEffect(() => overlays.held(state.Overlay), [state.Overlay]);
    // After a failure, wait for the overlay to close before the next opening tries again.
    if (!props.open && state.failed) setState({ ...state, failed: false });
    if (props.open && !state.used && !state.failed) setState({ ...state, used: true });
    if (!state.used) return null;
    const { Overlay } = state;
    return (
      <FailureBoundary
        key={state.attempt}
        fallback={null}
        onError={(error) => {
          console.error('Overlay failed to load', error);
          setState((s) => ({ Overlay: overlays.fresh(), used: false, attempt: s.attempt + 1, failed: true }));
        }}
      >
        <Suspense fallback={null}>
          <Overlay {...props} />
        </Suspense>
      </FailureBoundary>
    );
  }
  return LazyOverlay;
}
