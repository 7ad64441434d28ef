import { Component, type ReactNode } from 'react';

interface FailureBoundaryProps {
  /** Shown in the children's place once one of them failed (a file that did not load, a render that threw). */
  fallback: ReactNode;
  /** Told of the failure once, when it is caught. */
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Keeps a failure inside a part of the page: the part gives way to its fallback, the rest stays. A new `key` gives
 * the part a fresh try. Used by the loaders of page parts (`lazyPiece`) and of overlays.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
