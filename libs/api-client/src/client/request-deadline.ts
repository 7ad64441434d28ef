/** How long a call may take, from sending to the last byte of its answer, before it counts as failed. */
export const defaultRequestTimeoutMs = 15_000;

export interface DeadlineTimers {
  set: (run: () => void, ms: number) => unknown;
  clear: (timer: unknown) => void;
}

const realTimers: DeadlineTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** The deadline of one call: the signal to give to fetch, and whether it ended the call. */
export interface RequestDeadline {
  /** Aborted when the caller aborts (its reason kept) or when the time is up. */
  readonly signal: AbortSignal;
  timedOut(): boolean;
  /** Settles `work` or rejects with the abort as soon as the signal fires, even if `work` ignores it. */
  race<T>(work: Promise<T>): Promise<T>;
  /** Stops the timer once the call is over. */
  done(): void;
}

/**
 * One controller per call: the caller's abort (a query cancelled, a screen left) passes through with
 * its own reason, and after `timeoutMs` the call is aborted as timed out.
 */
export function requestDeadline(
  timeoutMs: number,
  callerSignal?: AbortSignal,
  timers: DeadlineTimers = realTimers,
): RequestDeadline {
  const controller = new AbortController();
  let expired = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = timers.set(() => {
    expired = true;
    controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(controller.signal.reason);
    if (controller.signal.aborted) fail();
    else controller.signal.addEventListener('abort', fail, { once: true });
  });
  // Nobody may be racing when the abort comes: never an unhandled rejection.
  aborted.catch(() => undefined);

  return {
    signal: controller.signal,
    timedOut: () => expired,
    race: (work) => Promise.race([work, aborted]),
    done() {
      timers.clear(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
