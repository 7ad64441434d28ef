import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IdempotencyKey } from '@wl/api-client/contract/money-common';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { parseRequest } from '../http/validate';
import { lockMember } from '../accounts/sessions/real-member';

/** The `Idempotency-Key` header of a call that moves money; missing or malformed → 400 naming the header. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  if (header === undefined) {
    throw new AppError('BAD_REQUEST', 'This call needs an Idempotency-Key header.', {
      fields: [{ field: 'headers.idempotency-key', problem: 'required' }],
    });
  }
  return parseRequest(IdempotencyKey, Array.isArray(header) ? header[0] : header, 'headers');
}

/** Object keys sorted at every level, so equal bodies hash equally whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/**
 * SHA-256 of the call and its (opened) body. Secrets such as a payment password are left out: the
 * hash is kept, and a six-digit secret would be easy to find from it.
 */
export function requestHash(
  scope: string,
  body: Record<string, unknown>,
  secretFields: readonly string[] = [],
): string {
  const kept = Object.fromEntries(Object.entries(body).filter(([key]) => !secretFields.includes(key)));
  return createHash('sha256')
    .update(`${scope}\n${JSON.stringify(canonical(kept))}`)
    .digest('hex');
}

export interface IdempotentCall {
  memberId: number;
  /** The call, e.g. `withdraw`. */
  scope: string;
  key: string;
  hash: string;
}

/**
 * Runs `work` once per (member, scope, key), in one database transaction with the key's row:
 * - first request: the row is inserted, `work` runs, its answer is stored; all commit together
 *   (a failure rolls everything back, so a retry runs again);
 * - same key and same body again (also while the first is still running: the insert waits for
 *   it): the stored answer, unchanged;
 * - same key, other body: 409 IDEMPOTENCY_CONFLICT.
 * The member's row is locked first: one member's money requests run one after the other, and always
 * take their locks in the same order (member, then ledger accounts), so two never wait on each other.
 */
export async function runOnce<T>(db: Db, call: IdempotentCall, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockMember(tx, call.memberId);
    const inserted = await tx.query(
      `INSERT INTO idempotency_keys (member_id, scope, key, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, scope, key) DO NOTHING RETURNING key`,
      [call.memberId, call.scope, call.key, call.hash],
    );
    if (inserted.length === 0) {
      const [row] = await tx.query<{ request_hash: string; response: T | null }>(
        'SELECT request_hash, response FROM idempotency_keys WHERE member_id = $1 AND scope = $2 AND key = $3',
        [call.memberId, call.scope, call.key],
      );
      if (!row || row.request_hash !== call.hash || row.response === null) {
        throw new AppError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for a different request.');
      }
      return row.response;
    }
    const answer = await work(tx);
    await tx.query(
      'UPDATE idempotency_keys SET response = $4::jsonb WHERE member_id = $1 AND scope = $2 AND key = $3',
      [call.memberId, call.scope, call.key, JSON.stringify(answer)],
    );
    return answer;
  });
}
