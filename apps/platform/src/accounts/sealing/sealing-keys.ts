import { generateSealingKeyPair, importOpeningKey } from '@wl/api-client/contract/sealed-body';
import type { EncryptionKey } from '@wl/api-client/contract/encryption-key';

/** The stored key as the encryption-key call gives it (the call adds the time). */
type PublicKey = Omit<EncryptionKey, 'serverTime'>;
import type { Db } from '../../db/db';
import type { Clock } from '../../db/clock';
import { randomToken } from '../secret-token';
import { SeenSeals } from './seen-seals';

/** Any constant: keeps two processes from creating the first key at the same time. */
const KEY_LOCK = 7_427_002;

/**
 * The RSA-OAEP keys that open sealed bodies. The first process that needs one generates it and
 * stores it in the database, so every process shares it. Opening keys are cached per id. `seen` is the
 * database seen-set that makes every sealed body single-use.
 */
export class SealingKeys {
  private current: Promise<PublicKey> | null = null;
  private readonly opening = new Map<string, Promise<CryptoKey | null>>();

  readonly seen: SeenSeals;

  constructor(
    private readonly db: Db,
    clock: Clock,
  ) {
    this.seen = new SeenSeals(db, clock);
  }

  /** The public key clients seal with (created on first use). */
  publicKey(): Promise<PublicKey> {
    this.current ??= this.loadOrCreate().catch((error: unknown) => {
      this.current = null;
      throw error;
    });
    return this.current;
  }

  /** The private key of `keyId`, or null when no such key exists (or it was retired). */
  openingKey(keyId: string): Promise<CryptoKey | null> {
    let key = this.opening.get(keyId);
    if (!key) {
      key = this.db
        .query<{ private_pkcs8: string }>('SELECT private_pkcs8 FROM sealing_keys WHERE key_id = $1 AND active', [
          keyId,
        ])
        .then((rows) => (rows[0] ? importOpeningKey(rows[0].private_pkcs8) : null));
      this.opening.set(keyId, key);
      // Unknown ids are not remembered (a key may appear later; the map must not grow from junk ids).
      void key.then(
        (found) => {
          if (!found) this.opening.delete(keyId);
        },
        () => this.opening.delete(keyId),
      );
    }
    return key;
  }

  private async loadOrCreate(): Promise<PublicKey> {
    const existing = await this.newest();
    if (existing) return existing;
    const pair = await generateSealingKeyPair();
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [KEY_LOCK]);
      const [row] = await tx.query<{ key_id: string; public_spki: string }>(
        'SELECT key_id, public_spki FROM sealing_keys WHERE active ORDER BY created_at DESC, key_id LIMIT 1',
      );
      if (row) return { keyId: row.key_id, publicKey: row.public_spki, algorithm: 'RSA-OAEP-256+A256GCM' as const };
      const keyId = `k${randomToken(9)}`;
      await tx.query('INSERT INTO sealing_keys (key_id, public_spki, private_pkcs8) VALUES ($1, $2, $3)', [
        keyId,
        pair.publicKey,
        pair.privateKey,
      ]);
      return { keyId, publicKey: pair.publicKey, algorithm: 'RSA-OAEP-256+A256GCM' as const };
    });
  }

  private async newest(): Promise<PublicKey | null> {
    const [row] = await this.db.query<{ key_id: string; public_spki: string }>(
      'SELECT key_id, public_spki FROM sealing_keys WHERE active ORDER BY created_at DESC, key_id LIMIT 1',
    );
    return row ? { keyId: row.key_id, publicKey: row.public_spki, algorithm: 'RSA-OAEP-256+A256GCM' } : null;
  }
}
