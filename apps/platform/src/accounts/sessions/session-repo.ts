import type { LoginResult } from '@wl/api-client/contract/session-calls';
import type { Queryable } from '../../db/db';
import { assertMayStartSession } from '../../protection/protection-guard';
import { at } from '../../db/clock';
import { randomToken, sha256Hex } from '../secret-token';
import { newSessionTimes, renewedIdleExpiry, sessionState } from './session-policy';
import type { SessionState } from './session-policy';

export interface SessionMember {
  id: number;
  username: string;
  type: number;
  merchantCode: string;
  mustChangePassword: boolean;
}

/** Starts a session: returns the token (the database keeps only its hash). */
export async function createSession(db: Queryable, memberId: number, remember: boolean, now: number): Promise<string> {
  const token = randomToken();
  const times = newSessionTimes(now, remember);
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, remember, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
     VALUES ($1, $2, $3, $4::timestamptz, $4::timestamptz, $5::timestamptz, $6::timestamptz)`,
    [sha256Hex(token), memberId, remember, at(now), at(times.idleExpiresAt), at(times.absoluteExpiresAt)],
  );
  return token;
}

/** The session answer of login, registration and token exchange. */
export async function startLoggedIn(
  db: Queryable,
  member: SessionMember,
  remember: boolean,
  now: number,
): Promise<LoginResult> {
  // Player protection: no session during a self-exclusion or time-out of the person, or with session time used up.
  await assertMayStartSession(db, member.id, now);
  const token = await createSession(db, member.id, remember, now);
  return {
    token,
    id: member.id,
    userName: member.username,
    type: member.type,
    merchantCode: member.merchantCode,
    firstTimeLogin: member.mustChangePassword,
  };
}

export interface FoundSession {
  tokenHash: string;
  state: SessionState;
  remember: boolean;
  absoluteExpiresAt: number;
  member: SessionMember & { status: string };
}

interface SessionRow {
  token_hash: string;
  remember: boolean;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  revoked_at: Date | null;
  member_id: number;
  username: string;
  type: number;
  merchant_code: string;
  must_change_password: boolean;
  status: string;
}

export async function findSession(db: Queryable, token: string, now: number): Promise<FoundSession | null> {
  const [row] = await db.query<SessionRow>(
    `SELECT s.token_hash, s.remember, s.idle_expires_at, s.absolute_expires_at, s.revoked_at,
            m.id AS member_id, m.username, m.type, m.merchant_code, m.must_change_password, m.status
       FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1`,
    [sha256Hex(token)],
  );
  if (!row) return null;
  const times = {
    idleExpiresAt: new Date(row.idle_expires_at).getTime(),
    absoluteExpiresAt: new Date(row.absolute_expires_at).getTime(),
    revokedAt: row.revoked_at ? new Date(row.revoked_at).getTime() : null,
  };
  return {
    tokenHash: row.token_hash,
    state: sessionState(times, now),
    remember: row.remember,
    absoluteExpiresAt: times.absoluteExpiresAt,
    member: {
      id: row.member_id,
      username: row.username,
      type: row.type,
      merchantCode: row.merchant_code,
      mustChangePassword: row.must_change_password,
      status: row.status,
    },
  };
}

export async function touchSession(db: Queryable, tokenHash: string, now: number): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = $2::timestamptz WHERE token_hash = $1', [tokenHash, at(now)]);
}

/** Extends the idle expiry; returns the new expiry (ms). */
export async function renewSession(db: Queryable, session: FoundSession, now: number): Promise<number> {
  const expiresAt = renewedIdleExpiry(now, session.remember, session.absoluteExpiresAt);
  await db.query(
    'UPDATE sessions SET idle_expires_at = $2::timestamptz, last_seen_at = $3::timestamptz WHERE token_hash = $1',
    [session.tokenHash, at(expiresAt), at(now)],
  );
  return expiresAt;
}

export async function revokeSession(db: Queryable, tokenHash: string, now: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2::timestamptz WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash,
    at(now),
  ]);
}

/** Revokes every session of the member except `keepTokenHash` (all of them when null). */
export async function revokeMemberSessions(
  db: Queryable,
  memberId: number,
  keepTokenHash: string | null,
  now: number,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = $3::timestamptz
      WHERE member_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2::text)`,
    [memberId, keepTokenHash, at(now)],
  );
}
