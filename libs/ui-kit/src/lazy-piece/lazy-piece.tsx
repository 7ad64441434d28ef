import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '../button/button';
import { FailureBoundary } from '../failure-boundary/failure-boundary';
import { sharedLazy } from './shared-lazy';

export interface LazyPieceSlot {
  /** Shown while the piece's file loads, and in its place when the file failed (unless it has a `retryLabel`). */
  placeholder?: ReactNode;
  /**
   * For a piece that is the page's content (a form, a view): when its file failed to load, a button with this label
   * takes its place and imports the file again. Without it, the placeholder stays (decorative or optional pieces).
   */
  retryLabel?: string;
}

/**
 * A part of a page (a banner carousel, a notice bar, a form in a tab) whose code loads on demand. While its file
 * loads the placeholder shows; if the file fails to load, only this part falls back (to the placeholder, or to a
 * button that loads it again when it has a `retryLabel`): the rest of the page stays. Once loaded, every later mount
 * shows it at once; after a failure the retry, and the next mount (leaving the page and coming back), import again
 * (`sharedLazy`).
 */
export function lazyPiece<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P & LazyPieceSlot> {
  const pieces = sharedLazy(load);

  function LazyPiece(props: P & LazyPieceSlot) {
    const { placeholder = null, retryLabel, ...rest } = props;
    const [attempt, setAttempt] = useState(() => ({ Piece: pieces.current(), key: 0 }));
    const retry = () => setAttempt((current) => ({ Piece: pieces.fresh(), key: current.key + 1 }));
    const { Piece } = attempt;
    useEffect(() => pieces.held(Piece), [Piece]);
    return (
      <FailureBoundary
        key={attempt.key}
        fallback={
          retryLabel ? (
            <Button variant="secondary" onClick={retry}>
              {retryLabel}
            </Button>
          ) : (
            placeholder
          )
        }
        onError={(error) => console.error('A part of the page failed to load', error)}
      >
        <Suspense fallback={placeholder}>
          <Piece {...(rest as P)} />
        </Suspense>
      </FailureBoundary>
    );
  }
  return LazyPiece;
}
