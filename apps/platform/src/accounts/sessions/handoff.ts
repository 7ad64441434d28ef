import type { z } from 'zod';
import type { HandoffResult, LoginResult } from '@wl/api-client/contract/session-calls';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { at } from '../../db/clock';
import { findMemberById, sessionMember } from '../members/member-repo';
import { randomToken, sha256Hex } from '../secret-token';
import { startLoggedIn } from './session-repo';

export const HANDOFF_TTL_MS = 60_000;

/** A one-time token (60 s) that opens the site logged in as the caller. */
export async function createHandoff(
  db: Queryable,
  memberId: number,
  now: number,
): Promise<z.infer<typeof HandoffResult>> {
  const token = randomToken();
  const expiresAt = now + HANDOFF_TTL_MS;
  await db.query('DELETE FROM handoff_tokens WHERE expires_at < $1::timestamptz', [at(now)]);
  await db.query('INSERT INTO handoff_tokens (token_hash, member_id, expires_at) VALUES ($1, $2, $3::timestamptz)', [
    sha256Hex(token),
    memberId,
    at(expiresAt),
  ]);
  return { handoffToken: token, expiresAt };
}

/** Exchanges a handoff token (once) for a new session; an unknown, used or expired one is 401 SESSION_EXPIRED. */
export async function exchangeHandoff(db: Queryable, token: string, now: number): Promise<LoginResult> {
  const [row] = await db.query<{ member_id: number }>(
    `UPDATE handoff_tokens SET used_at = $2::timestamptz
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz
  RETURNING member_id`,
    [sha256Hex(token), at(now)],
  );
  const member = row ? await findMemberById(db, row.member_id) : null;
  if (!member || member.status !== 'active')
    throw new AppError('SESSION_EXPIRED', 'This link has expired. Please log in.');
  return startLoggedIn(db, sessionMember(member), false, now);
}
