import { isApiError } from '@wl/api-client';

/**
 * Whether a failed query tries again at once (TanStack's own backoff, 1 s): once, and only when the
 * failure may pass — no answer, or a server error. A refusal (4xx: not logged in, not allowed, a client
 * mistake) never passes by itself, and a call that timed out has kept the screen waiting long enough:
 * those show their failed state now, and the recovery loop (query-recovery.ts) tries them later.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return true;
  if (error.timedOut) return false;
  return error.status === 0 || error.status >= 500;
}

/** Waits of the recovery loop between refetches of failed queries; the last one repeats. */
export const recoveryDelaysMs: readonly number[] = [5_000, 10_000, 20_000];

/** The wait before the recovery loop's refetch number `attempt` (0-based). */
export function recoveryDelayMs(attempt: number, delays: readonly number[] = recoveryDelaysMs): number {
  if (delays.length === 0) return recoveryDelaysMs[0] ?? 5_000;
  return delays[Math.min(Math.max(0, Math.floor(attempt)), delays.length - 1)] ?? 0;
}
