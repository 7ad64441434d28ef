/** What `whenIdle` uses of a window: its idle callbacks where it has them, its timers (a test passes its own). */
export type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Where a browser has no idle callback, the work waits one frame's time instead. */
export const IDLE_FALLBACK_MS = 16;

/**
 * Runs `run` once the browser is idle (`requestIdleCallback`, at most `timeoutMs` later), or after one frame's
 * time where there is no idle callback. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number, win: IdleWindow = window): () => void {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const id = win.requestIdleCallback(run, { timeout: timeoutMs });
    return () => win.cancelIdleCallback?.(id);
  }
  const id = win.setTimeout(run, IDLE_FALLBACK_MS);
  return () => win.clearTimeout(id);
}
