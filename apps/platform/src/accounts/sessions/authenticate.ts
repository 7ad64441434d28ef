import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { allowsForcedChangeSession } from './forced-password-change';
import { sessionTimeUsedUp } from '../../protection/protection-guard';
import { findSession, revokeSession, touchSession } from './session-repo';
import type { FoundSession } from './session-repo';

/** The session token of the `Authorization` header (the token itself, or `Bearer <token>`). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length >= 16 && token.length <= 256 ? token : null;
}

/**
 * The caller's live session, its last-seen time refreshed. No token → 401 NOT_LOGGED_IN; an unknown,
 * revoked or expired token, or a disabled member → 401 SESSION_EXPIRED; a member who must change the
 * password first, on any call but the few `forced-password-change.ts` allows → 403 PASSWORD_CHANGE_REQUIRED.
 */
export async function requireSession(db: Queryable, request: FastifyRequest, now: number): Promise<FoundSession> {
  const token = bearerToken(request);
  if (!token) throw new AppError('NOT_LOGGED_IN', 'Please log in first.');
  const session = await findSession(db, token, now);
  if (!session || session.state !== 'active' || session.member.status !== 'active') {
    throw new AppError('SESSION_EXPIRED', 'The account has been logged out, please log in again.');
  }
  if (await sessionTimeUsedUp(db, session.member.id, now)) {
    await revokeSession(db, session.tokenHash, now);
    throw AppError.in(
      'sessionTimeUsedUp',
      'Your session-time limit is used up. You can log in again when the limit period resets.',
    );
  }
  await touchSession(db, session.tokenHash, now);
  if (session.member.mustChangePassword && !allowsForcedChangeSession(request.method, request.routeOptions.url)) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Please change your password first.');
  }
  return session;
}
