/**
 * `load`'s promise, shared by every caller until it fails: the next call after a failure loads again, so a file or
 * an answer that failed once (a network blip) is asked again by whoever needs it next (decision 0091).
 */
export function sharedUntilFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let shared: Promise<T> | undefined;
  return () => {
    if (shared) return shared;
    const attempt = load();
    shared = attempt;
    // Registered first, so it runs before any caller hears of the failure.
    attempt.catch(() => {
      shared = undefined;
    });
    return attempt;
  };
}
