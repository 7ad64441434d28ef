import type { FastifyRequest } from 'fastify';
import type { FoundSession } from '../accounts/sessions/session-repo';
import { requireSession } from '../accounts/sessions/authenticate';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import type { MoneyDeps } from './money-deps';

/** Member types that are real accounts (spec §5 free-member check: 0, 1, 2 pass). */
const realMemberTypes: readonly number[] = [0, 1, 2];

export function isRealMemberType(type: number): boolean {
  return realMemberTypes.includes(type);
}

/**
 * The caller's session, which must be a real member's: trial and other accounts get 403
 * REAL_ACCOUNT_REQUIRED (the spec's free_reject: "Please login an actual account to use this function").
 */
export async function requireRealMember(deps: MoneyDeps, request: FastifyRequest): Promise<FoundSession> {
  const session = await requireSession(deps.db, request, deps.clock.now());
  if (!isRealMemberType(session.member.type)) {
    throw new AppError(403, 'REAL_ACCOUNT_REQUIRED', 'Please login an actual account to use this function.');
  }
  return session;
}

/**
 * Locks the member's row for the rest of the caller's transaction, so one member's money requests
 * (limits counted, then money moved) run one after the other across processes.
 */
export async function lockMember(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}
