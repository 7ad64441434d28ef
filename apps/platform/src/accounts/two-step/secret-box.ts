import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/db';
import { randomToken } from '../secret-token';

/** Any constant: keeps two processes from creating the first key at the same time. */
const KEY_LOCK = 7_427_013;

export interface SecretKey {
  keyId: string;
  key: Buffer;
}

/**
 * Encrypts a TOTP secret with AES-256-GCM; the member id is bound in as associated data, so a
 * sealed secret copied to another member's row does not open. Output: base64 of iv ‖ ciphertext ‖ tag.
 */
export function sealSecret(secret: string, key: SecretKey, memberId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(`member:${memberId}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** Opens what `sealSecret` made (throws when the key, the member or the bytes do not match). */
export function openSecret(sealed: string, key: SecretKey, memberId: number): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key.key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(`member:${memberId}`));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
}

const toKey = (row: { key_id: string; key_b64: string }): SecretKey => ({
  keyId: row.key_id,
  key: Buffer.from(row.key_b64, 'base64'),
});

/** The key new secrets are sealed with: the newest active one, created on first use. */
export async function currentSecretKey(db: Db): Promise<SecretKey> {
  const newest = 'SELECT key_id, key_b64 FROM two_step_keys WHERE active ORDER BY created_at DESC, key_id LIMIT 1';
  const [row] = await db.query<{ key_id: string; key_b64: string }>(newest);
  if (row) return toKey(row);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [KEY_LOCK]);
    const [again] = await tx.query<{ key_id: string; key_b64: string }>(newest);
    if (again) return toKey(again);
    const created = { key_id: `t${randomToken(9)}`, key_b64: randomBytes(32).toString('base64') };
    await tx.query('INSERT INTO two_step_keys (key_id, key_b64) VALUES ($1, $2)', [created.key_id, created.key_b64]);
    return toKey(created);
  });
}

/** The key a stored secret names (retired keys still open the secrets sealed with them). */
export async function secretKey(db: Queryable, keyId: string): Promise<SecretKey> {
  const [row] = await db.query<{ key_id: string; key_b64: string }>(
    'SELECT key_id, key_b64 FROM two_step_keys WHERE key_id = $1',
    [keyId],
  );
  if (!row) throw new Error(`two-step key ${keyId} is missing`);
  return toKey(row);
}
