import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { sharedLazy } from '@wl/ui-kit';
import { chunkGone, failedModuleUrl, mayReloadFor, type ReloadGuardStorage } from './chunk-reload';
import { DelayedLoading } from './delayed-loading';
import { FirstScreenMark } from './first-screen';
import { RouteErrorBoundary } from './route-error-boundary';

export type ScreenModule<P> = { default: ComponentType<P> };
export type ScreenLoader<P> = () => Promise<ScreenModule<P>>;

export interface LazyScreenOptions {
  /** Loads the new version of the site (default: page reload). */
  reload?: () => void;
  /** Whether a failed screen file is gone from the server (default: a HEAD request answering 404). */
  isGone?: (url: string) => Promise<boolean>;
  /** Remembers which missing files already reloaded the page in this tab (default: sessionStorage). */
  storage?: ReloadGuardStorage;
}

function sessionStore(): ReloadGuardStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * A route screen loaded on demand: loading state after 200 ms, and on failure a retry button that
 * really imports again, as does the next visit of the route (`sharedLazy`). When the screen's file is gone from
 * the server (a new deployment), the page reloads once into the new version (chunk-reload.ts). The screen, or its
 * failure, marks the first screen as shown (first-screen.ts).
 */
export function lazyScreen<P extends object>(load: ScreenLoader<P>, options: LazyScreenOptions = {}): ComponentType<P> {
  const reload = options.reload ?? (() => window.location.reload());
  const isGone = options.isGone ?? ((url: string) => chunkGone(url));
  const tracked: ScreenLoader<P> = () =>
    load().catch(async (error: unknown) => {
      const url = failedModuleUrl(error);
      if (url && (await isGone(url)) && mayReloadFor(url, options.storage ?? sessionStore())) {
        reload();
        // The page is going away: keep the loading state until it does.
        return new Promise<never>(() => undefined);
      }
      throw error;
    });
  const screens = sharedLazy(tracked);

  function LazyScreen(props: P) {
    const [Screen, setScreen] = useState(() => screens.current());
    const retry = () => setScreen(() => screens.fresh());
    useEffect(() => screens.held(Screen), [Screen]);
    return (
      <RouteErrorBoundary onRetry={retry}>
        <Suspense fallback={<DelayedLoading />}>
          <Screen {...props} />
          <FirstScreenMark />
        </Suspense>
      </RouteErrorBoundary>
    );
  }
  return LazyScreen;
}
