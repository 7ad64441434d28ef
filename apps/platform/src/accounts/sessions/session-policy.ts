import { DAY, HOUR } from '../../db/clock';

/** Session lifetimes (docs/decisions/0008): idle and absolute expiry, longer with remember-me. */
export const sessionLifetimes = {
  normal: { idleMs: 2 * HOUR, absoluteMs: 24 * HOUR },
  remember: { idleMs: 14 * DAY, absoluteMs: 30 * DAY },
} as const;

export interface SessionTimes {
  idleExpiresAt: number;
  absoluteExpiresAt: number;
}

const lifetime = (remember: boolean) => (remember ? sessionLifetimes.remember : sessionLifetimes.normal);

/** The expiry of a session started now. */
export function newSessionTimes(now: number, remember: boolean): SessionTimes {
  const { idleMs, absoluteMs } = lifetime(remember);
  return { idleExpiresAt: now + idleMs, absoluteExpiresAt: now + absoluteMs };
}

/** Renew: the idle expiry moves to now + idle, never past the absolute expiry. */
export function renewedIdleExpiry(now: number, remember: boolean, absoluteExpiresAt: number): number {
  return Math.min(now + lifetime(remember).idleMs, absoluteExpiresAt);
}

export type SessionState = 'active' | 'revoked' | 'expired';

export function sessionState(session: SessionTimes & { revokedAt: number | null }, now: number): SessionState {
  if (session.revokedAt !== null) return 'revoked';
  return now >= session.idleExpiresAt || now >= session.absoluteExpiresAt ? 'expired' : 'active';
}
