import type { FastifyRequest } from 'fastify';
import type { FoundSession } from './session-repo';
import { requireSession } from './authenticate';
import type { Queryable } from '../../db/db';
import { requireRealAccount } from './real-account';
import type { AccountDeps } from '../account-deps';

export { isRealMemberType } from './real-account';

/**
 * The caller's session, which must be a real member's: trial and other accounts get 403
 * REAL_ACCOUNT_REQUIRED (the spec's free_reject: "Please login an actual account to use this function").
 */
export async function requireRealMember(deps: AccountDeps, request: FastifyRequest): Promise<FoundSession> {
  const session = await requireSession(deps.db, request, deps.clock.now());
  requireRealAccount(session.member);
  return session;
}

/**
 * Locks the member's row for the rest of the caller's transaction, so one member's money requests
 * (limits counted, then money moved) run one after the other across processes.
 */
export async function lockMember(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}
