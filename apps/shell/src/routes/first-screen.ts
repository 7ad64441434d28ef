import { useEffect } from 'react';
import { create } from 'zustand';

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
 * Rendered beside a route screen inside its loading boundary: it commits once the screen does, and marks the
 * screen as shown after the browser's next frame, in which the screen (and its first pictures) is painted.
 */
export function FirstScreenMark(): null {
  const markShown = useFirstScreenStore((state) => state.markShown);
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

/** A screen that neither shows nor fails within this time (a slow network) does not hold the pieces back longer. */
export const firstScreenWaitMs = 4000;

/** True once a route screen has been shown, or `waitMs` after the first caller mounted. */
export function useFirstScreenShown(waitMs = firstScreenWaitMs): boolean {
  const shown = useFirstScreenStore((state) => state.shown);
  const markShown = useFirstScreenStore((state) => state.markShown);
  useEffect(() => {
    if (shown) return undefined;
    const timer = setTimeout(markShown, waitMs);
    return () => clearTimeout(timer);
  }, [shown, markShown, waitMs]);
  return shown;
}
