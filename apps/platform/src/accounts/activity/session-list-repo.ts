import type { ActiveSession } from '@wl/api-client/contract/account-activity-calls';
import type { Queryable } from '../../db/db';
import { at } from '../../db/clock';

/** A session that is neither revoked nor expired at `$n`. */
const live = (nowParam: string) =>
  `revoked_at IS NULL AND idle_expires_at > ${nowParam}::timestamptz AND absolute_expires_at > ${nowParam}::timestamptz`;

interface Row {
  public_id: string;
  ip: string | null;
  device: string | null;
  installed: boolean;
  created_at: Date;
  last_seen_at: Date;
  current: boolean;
}

/** The member's live sessions: this one first, then the most recently seen. */
export async function liveSessions(
  db: Queryable,
  memberId: number,
  currentTokenHash: string,
  now: number,
): Promise<ActiveSession[]> {
  const rows = await db.query<Row>(
    `SELECT public_id::text AS public_id, ip, device, installed, created_at, last_seen_at, token_hash = $2 AS current
       FROM sessions
      WHERE member_id = $1 AND ${live('$3')}
      ORDER BY (token_hash = $2) DESC, last_seen_at DESC, created_at DESC`,
    [memberId, currentTokenHash, at(now)],
  );
  return rows.map((row) => ({
    id: row.public_id,
    ip: row.ip ?? '',
    device: row.device,
    installed: row.installed,
    createdAt: new Date(row.created_at).getTime(),
    lastSeenAt: new Date(row.last_seen_at).getTime(),
    current: row.current,
  }));
}

/**
 * Ends one live session of the member by its public id. Null when the member has no such live session
 * (another member's id, an ended one or an unknown one answer the same); otherwise whether it was the caller's.
 */
export async function endSession(
  db: Queryable,
  memberId: number,
  publicId: string,
  currentTokenHash: string,
  now: number,
): Promise<{ current: boolean } | null> {
  const [row] = await db.query<{ current: boolean }>(
    `UPDATE sessions SET revoked_at = $3::timestamptz
      WHERE member_id = $1 AND public_id = $2::uuid AND ${live('$3')}
      RETURNING token_hash = $4 AS current`,
    [memberId, publicId, at(now), currentTokenHash],
  );
  return row ? { current: row.current } : null;
}

/** Ends every other live session of the member; answers how many. */
export async function endOtherSessions(
  db: Queryable,
  memberId: number,
  currentTokenHash: string,
  now: number,
): Promise<number> {
  const rows = await db.query(
    `UPDATE sessions SET revoked_at = $3::timestamptz
      WHERE member_id = $1 AND token_hash <> $2 AND ${live('$3')}
      RETURNING 1`,
    [memberId, currentTokenHash, at(now)],
  );
  return rows.length;
}
