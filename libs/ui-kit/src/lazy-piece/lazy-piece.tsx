import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export interface LazyPieceSlot {
  /** Shown while the piece's file loads, and in its place when the file failed (unless `failed` says otherwise). */
  placeholder?: ReactNode;
  /** Shown when the file failed to load; `retry` imports it again. Default: the placeholder. */
  failed?: (retry: () => void) => ReactNode;
}

class PieceBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { error: boolean }> {
  override state = { error: false };
  static getDerivedStateFromError(): { error: boolean } {
    return { error: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error('A part of the page failed to load', error);
  }
  override render(): ReactNode {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

/**
 * A part of a page (a banner carousel, a notice bar, a form in a tab) whose code loads on demand. While its file
 * loads the placeholder shows; if the file fails to load, only this part falls back (to the placeholder, or to
 * what `failed` draws with a retry): the rest of the page stays. React.lazy keeps a failed import for good, so each
 * mount and each retry makes a new lazy component that imports again: leaving the page and coming back tries again.
 */
export function lazyPiece<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P & LazyPieceSlot> {
  function LazyPiece(props: P & LazyPieceSlot) {
    const { placeholder = null, failed, ...rest } = props;
    const [attempt, setAttempt] = useState(() => ({ Piece: lazy(load), key: 0 }));
    const retry = () => setAttempt((current) => ({ Piece: lazy(load), key: current.key + 1 }));
    const { Piece } = attempt;
    return (
      <PieceBoundary key={attempt.key} failed={failed ? failed(retry) : placeholder}>
        <Suspense fallback={placeholder}>
          <Piece {...(rest as P)} />
        </Suspense>
      </PieceBoundary>
    );
  }
  return LazyPiece;
}
