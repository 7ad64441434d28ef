import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The lazy components of one part loaded on demand (a screen, a page part, an overlay). */
export interface SharedLazy<P> {
  /** The component every mount shares, or a new one when the shared one's import failed. */
  current: () => LazyExoticComponent<ComponentType<P>>;
  /** A new component that imports again (a retry): shared from now on. */
  fresh: () => LazyExoticComponent<ComponentType<P>>;
}

/**
 * One lazy component shared by every mount of a part, replaced by a new one once its import failed (React.lazy keeps
 * a failed import for good); the failure is noted by the import itself, so one that comes while no mount is left (the
 * page was left during the import) still lets the next mount import again. Never one per mount: React may render a
 * part several times before it commits it (it starts again from the root when a file or an answer arrives soon after
 * a loading state), and a component made in a mount's state would start a new import on each of those renders and
 * suspend again, a loop that lasts until React stops waiting (docs/decisions/0093-one-lazy-component-per-part.md).
 */
export function sharedLazy<P>(load: () => Promise<{ default: ComponentType<P> }>): SharedLazy<P> {
  const attemptOf = () => {
    const attempt = {
      Component: lazy(() =>
        load().catch((error: unknown) => {
          attempt.failed = true;
          throw error;
        }),
      ),
      failed: false,
    };
    return attempt;
  };
  let shared = attemptOf();
  const fresh = () => (shared = attemptOf()).Component;
  return { current: () => (shared.failed ? fresh() : shared.Component), fresh };
}
