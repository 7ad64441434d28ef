import type { Db, Queryable } from '../../db/db';
import { at } from '../../db/clock';
import { recoveryCodeHash } from './recovery-codes';
import { currentSecretKey, openSecret, sealSecret, secretKey } from './secret-box';

interface Row {
  key_id: string;
  secret_sealed: string;
  enabled_at: Date | null;
}

export interface MemberTwoStep {
  enabled: boolean;
  /** The TOTP secret (base32), opened. */
  secret: string;
}

/** The member's two-step row (secret opened), or null when never set up. */
export async function readTwoStep(db: Queryable, memberId: number): Promise<MemberTwoStep | null> {
  const [row] = await db.query<Row>(
    'SELECT key_id, secret_sealed, enabled_at FROM member_two_step WHERE member_id = $1',
    [memberId],
  );
  if (!row) return null;
  return {
    enabled: row.enabled_at !== null,
    secret: openSecret(row.secret_sealed, await secretKey(db, row.key_id), memberId),
  };
}

export async function twoStepEnabled(db: Queryable, memberId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM member_two_step WHERE member_id = $1 AND enabled_at IS NOT NULL', [
    memberId,
  ]);
  return rows.length > 0;
}

/** Stores a new, not yet confirmed secret (replacing an unconfirmed one; never an enabled one). */
export async function savePendingSecret(db: Db, memberId: number, secret: string): Promise<boolean> {
  const key = await currentSecretKey(db);
  const rows = await db.query(
    `INSERT INTO member_two_step (member_id, key_id, secret_sealed) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET key_id = $2, secret_sealed = $3, last_step = NULL, created_at = now()
       WHERE member_two_step.enabled_at IS NULL
     RETURNING member_id`,
    [memberId, key.keyId, sealSecret(secret, key, memberId)],
  );
  return rows.length > 0;
}

/**
 * Takes a TOTP time step for the member: true only when no code of this step or a later one was
 * accepted before (one atomic statement, so two requests with the same code cannot both pass).
 */
export async function claimStep(db: Queryable, memberId: number, step: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE member_two_step SET last_step = $2 WHERE member_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING member_id',
    [memberId, step],
  );
  return rows.length > 0;
}

/** Turns two-step on with its recovery codes (hashes only are kept). */
export async function enableTwoStep(
  tx: Queryable,
  memberId: number,
  recoveryCodes: string[],
  now: number,
): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE member_two_step SET enabled_at = $2::timestamptz WHERE member_id = $1 AND enabled_at IS NULL RETURNING member_id',
    [memberId, at(now)],
  );
  if (rows.length === 0) return false;
  await tx.query('DELETE FROM two_step_recovery_codes WHERE member_id = $1', [memberId]);
  for (const code of recoveryCodes) {
    await tx.query('INSERT INTO two_step_recovery_codes (member_id, code_hash) VALUES ($1, $2)', [
      memberId,
      recoveryCodeHash(memberId, code),
    ]);
  }
  return true;
}

/** Uses a recovery code: true once per code. */
export async function spendRecoveryCode(db: Queryable, memberId: number, code: string, now: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE two_step_recovery_codes SET used_at = $3::timestamptz WHERE member_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING member_id',
    [memberId, recoveryCodeHash(memberId, code), at(now)],
  );
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM two_step_recovery_codes WHERE member_id = $1 AND used_at IS NULL',
    [memberId],
  );
  return row?.n ?? 0;
}

/** Turns two-step off: the secret and the recovery codes are deleted. */
export async function removeTwoStep(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('DELETE FROM two_step_recovery_codes WHERE member_id = $1', [memberId]);
  await tx.query('DELETE FROM member_two_step WHERE member_id = $1', [memberId]);
  await tx.query('DELETE FROM two_step_challenges WHERE member_id = $1', [memberId]);
}
