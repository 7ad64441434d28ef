import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The lazy components of one part loaded on demand (a screen, a page part, an overlay). */
export interface SharedLazy<P> {
  /**
   * The component every mount shares; a new one once the shared one's import failed after a shown part held it
   * (`held`), so that the next visit imports again.
   */
  current: () => LazyExoticComponent<ComponentType<P>>;
  /** A new component that imports again (a retry): shared from now on. */
  fresh: () => LazyExoticComponent<ComponentType<P>>;
  /** Called by a mount once it is shown (an effect): the component it shows was held by the page. */
  held: (component: LazyExoticComponent<ComponentType<P>>) => void;
}

/**
 * One lazy component shared by every mount of a part, replaced by a new one once its import failed (React.lazy keeps
 * a failed import for good) and a shown mount held it; the failure is noted by the import itself, so one that comes
 * while no mount is left (the page was left during the import) still lets the next mount import again. Never one per
 * mount: React may render a part several times before it commits it (it starts again from the root when a file or an
 * answer arrives soon after a loading state), and a component made in a mount's state would start a new import on
 * each of those renders and suspend again, a loop that lasts until React stops waiting
 * (docs/decisions/0093-one-lazy-component-per-part.md). For the same reason a failure is not replaced before a mount
 * was shown with it: the renders React throws away would each import the failing file again (16 requests for one
 * failed file on one load of the home, 2026-11-30), where the first mount's failure is what it should show.
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
      held: false,
    };
    return attempt;
  };
  let shared = attemptOf();
  const fresh = () => (shared = attemptOf()).Component;
  return {
    current: () => (shared.failed && shared.held ? fresh() : shared.Component),
    fresh,
    held: (component) => {
      if (shared.Component === component) shared.held = true;
    },
  };
}
