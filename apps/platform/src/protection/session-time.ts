/** Pure: logged-in time of a member's sessions inside a window (docs/decisions/0038). */

export interface SessionSpan {
  createdAt: number;
  lastSeenAt: number;
  revokedAt: number | null;
  idleExpiresAt: number;
}

/**
 * A session counts from its start until it was logged out, or until its last call when it ran idle
 * (an open session counts until now); only the part inside [since, now] counts.
 */
export function loggedInMs(sessions: readonly SessionSpan[], since: number, now: number): number {
  let total = 0;
  for (const s of sessions) {
    const end = s.revokedAt ?? (s.idleExpiresAt <= now ? s.lastSeenAt : now);
    const from = Math.max(s.createdAt, since);
    const to = Math.min(end, now);
    if (to > from) total += to - from;
  }
  return total;
}
