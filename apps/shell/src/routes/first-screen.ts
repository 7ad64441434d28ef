import { useDeferredValue, useEffect, useLayoutEffect } from 'react';
import { create } from 'zustand';
import { revealApp } from '../app/reveal-app';

/**
 * Whether a route screen has been shown since the page opened. The shell's secondary pieces (the floating service
 * button, the footer block, the language switcher, the service worker's piece) load only then, so their files do
 * not compete with the screen's own for the network and the main thread while the app takes over the page's static
 * frame (docs/budgets.md, "the game list's LCP").
 */
interface FirstScreenState {
  shown: boolean;
  markShown: () => void;
}

export const useFirstScreenStore = create<FirstScreenState>()((set) => ({
  shown: false,
  markShown: () => set((state) => (state.shown ? state : { shown: true })),
}));

/**
 * Rendered beside a route screen inside its loading boundary: it commits once the screen does. The static frame
 * then gives way to the app before the browser paints (the whole screen at once, never an empty page or a loading
 * state in between), and the screen is marked as shown after the next frame, in which it is painted.
 */
export function FirstScreenMark(): null {
  const markShown = useFirstScreenStore((state) => state.markShown);
  useLayoutEffect(() => revealApp(), []);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(markShown, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [markShown]);
  return null;
}

/**
 * A screen that neither shows nor fails within this time (a slow network) does not hold the app or the pieces back
 * longer: the app shows with its own loading state.
 */
export const firstScreenWaitMs = 4000;

/** Marks the first screen as shown, and shows the app, `waitMs` from now unless a screen came first. */
export function showAppAtTheLatestIn(waitMs = firstScreenWaitMs): () => void {
  const timer = setTimeout(() => {
    revealApp();
    useFirstScreenStore.getState().markShown();
  }, waitMs);
  return () => clearTimeout(timer);
}

/**
 * True once a route screen has been shown, or once the app's start gave up waiting for one (`showAppAtTheLatestIn`).
 * The change reaches its readers in a transition (a deferred value): the pieces it lets in render in slices between
 * the browser's own work instead of in one long task right after the screen's first frame (total blocking time).
 */
export function useFirstScreenShown(): boolean {
  return useDeferredValue(useFirstScreenStore((state) => state.shown));
}
