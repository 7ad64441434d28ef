import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { HOUR, at } from '../db/clock';

export type AccountKind = 'register' | 'trial';

/** RATE_LIMITED when the address already created `limit` accounts of this kind in the last hour. */
export async function checkAccountLimit(
  db: Queryable,
  address: string,
  kind: AccountKind,
  limit: number,
  now: number,
): Promise<void> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM registration_log WHERE address = $1 AND kind = $2 AND created_at > $3::timestamptz',
    [address, kind, at(now - HOUR)],
  );
  if ((row?.n ?? 0) >= limit)
    throw new AppError('RATE_LIMITED', 'Too many accounts from this network. Please try again later.');
}

export async function logAccountCreated(db: Queryable, address: string, kind: AccountKind, now: number): Promise<void> {
  await db.query('INSERT INTO registration_log (address, kind, created_at) VALUES ($1, $2, $3::timestamptz)', [
    address,
    kind,
    at(now),
  ]);
}
