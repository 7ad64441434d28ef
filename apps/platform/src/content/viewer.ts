import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { bearerToken, requireSession } from '../accounts/sessions/authenticate';
import type { SessionMember } from '../accounts/sessions/session-repo';

/** Who asks: a visitor, or a member with a live session. */
export type Viewer = { kind: 'visitor' } | { kind: 'member'; member: SessionMember; tokenHash: string };

/**
 * Calls open to visitors: without a token the caller is a visitor; with one, the session must be
 * live (an ended one is SESSION_EXPIRED, so the site ends it instead of silently showing less).
 */
export async function viewerOf(db: Queryable, request: FastifyRequest, now: number): Promise<Viewer> {
  if (!bearerToken(request)) return { kind: 'visitor' };
  const session = await requireSession(db, request, now);
  return { kind: 'member', member: session.member, tokenHash: session.tokenHash };
}

/** Whether this session is the member's first: no session of the member was created before it. */
export async function isFirstLogin(db: Queryable, memberId: number, tokenHash: string): Promise<boolean> {
  const [row] = await db.query<{ earlier: number }>(
    `SELECT count(*)::int AS earlier FROM sessions s
      WHERE s.member_id = $1 AND s.created_at < (SELECT created_at FROM sessions WHERE token_hash = $2)`,
    [memberId, tokenHash],
  );
  return (row?.earlier ?? 0) === 0;
}
