/**
 * Throttle for calls such as unread counts (250 ms) and mark-as-read (150 ms): a call within
 * `waitMs` of the last real call does not reach the server; it shares the last call's promise.
 */
export function throttleAsync<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  waitMs: number,
  now: () => number = Date.now,
): (...args: A) => Promise<R> {
  let last: { at: number; result: Promise<R> } | undefined;
  return (...args: A) => {
    const t = now();
    if (last && t - last.at < waitMs) return last.result;
    last = { at: t, result: fn(...args) };
    return last.result;
  };
}
