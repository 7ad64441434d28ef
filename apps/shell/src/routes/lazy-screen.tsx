import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { DelayedLoading } from './delayed-loading';
import { RouteErrorBoundary } from './route-error-boundary';

export type ScreenModule<P> = { default: ComponentType<P> };
export type ScreenLoader<P> = () => Promise<ScreenModule<P>>;

/**
 * A chunk that is gone after a deploy fails every time; after a failed retry the page is reloaded
 * so the new index.html (with the new chunk names) is used.
 */
function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i.test(
    message,
  );
}

export interface LazyScreenOptions {
  /** Called instead of a further import when a stale chunk keeps failing (default: page reload). */
  reload?: () => void;
}

/**
 * A route screen loaded on demand: loading state after 200 ms, and on failure a retry button that
 * really imports again (React.lazy caches a rejected import, so each retry makes a new lazy component).
 */
export function lazyScreen<P extends object>(load: ScreenLoader<P>, options: LazyScreenOptions = {}): ComponentType<P> {
  let lastError: unknown;
  const tracked: ScreenLoader<P> = () =>
    load().catch((error: unknown) => {
      lastError = error;
      throw error;
    });

  function LazyScreen(props: P) {
    const [state, setState] = useState<{ Screen: LazyExoticComponent<ComponentType<P>>; failures: number }>(() => ({
      Screen: lazy(tracked),
      failures: 0,
    }));
    const retry = () => {
      if (state.failures >= 1 && isStaleChunkError(lastError)) {
        (options.reload ?? (() => window.location.reload()))();
        return;
      }
      setState((s) => ({ Screen: lazy(tracked), failures: s.failures + 1 }));
    };
    const { Screen } = state;
    return (
      <RouteErrorBoundary onRetry={retry}>
        <Suspense fallback={<DelayedLoading />}>
          <Screen {...props} />
        </Suspense>
      </RouteErrorBoundary>
    );
  }
  return LazyScreen;
}
