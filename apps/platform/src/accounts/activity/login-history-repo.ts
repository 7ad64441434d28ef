import type { PreviousLogin } from '@wl/api-client/contract/account-activity-calls';
import type { Queryable } from '../../db/db';
import { sha256Hex } from '../secret-token';
import type { LoginOrigin } from './login-origin';

/**
 * Marks the session of `token` with where it was started and, for a real account (not a trial guest),
 * writes the login to the history — one statement, so a session is never half recorded.
 */
export async function recordLogin(db: Queryable, token: string, origin: LoginOrigin): Promise<void> {
  await db.query(
    `WITH started AS (
       UPDATE sessions SET ip = $2, device = $3, installed = $4
        WHERE token_hash = $1
        RETURNING public_id, member_id, created_at)
     INSERT INTO login_history (member_id, session_id, at, ip, device, installed)
     SELECT s.member_id, s.public_id, s.created_at, $2, $3, $4
       FROM started s JOIN members m ON m.id = s.member_id
      WHERE m.type IN (0, 1, 2)`,
    [sha256Hex(token), origin.ip, origin.device, origin.installed],
  );
}

interface Row {
  at: Date;
  ip: string;
  device: string | null;
  installed: boolean;
}

/**
 * The login before the one that started the session `tokenHash` (null for a first login). Logins are
 * ordered as they were written, so two in the same millisecond still have a before and after.
 */
export async function previousLogin(db: Queryable, memberId: number, tokenHash: string): Promise<PreviousLogin | null> {
  const [row] = await db.query<Row>(
    `SELECT h.at, h.ip, h.device, h.installed
       FROM login_history h
      WHERE h.member_id = $1
        AND h.id < coalesce(
              (SELECT c.id FROM login_history c JOIN sessions s ON s.public_id = c.session_id WHERE s.token_hash = $2),
              2147483647)
      ORDER BY h.id DESC
      LIMIT 1`,
    [memberId, tokenHash],
  );
  return row ? { at: new Date(row.at).getTime(), ip: row.ip, device: row.device, installed: row.installed } : null;
}
