import type { Queryable } from '../../db/db';
import { at } from '../../db/clock';
import { FAILURE_WINDOW_MS, LOCK_MS } from './login-throttle-rules';
import type { FailureCounter } from './login-throttle-rules';

interface Row {
  key: string;
  window_start: Date;
  count: number;
  locked_until: Date | null;
}

const toCounter = (row: Row): FailureCounter => ({
  windowStart: new Date(row.window_start).getTime(),
  count: row.count,
  lockedUntil: row.locked_until ? new Date(row.locked_until).getTime() : null,
});

export async function readFailures(db: Queryable, keys: string[]): Promise<Map<string, FailureCounter>> {
  const rows = await db.query<Row>(
    'SELECT key, window_start, count, locked_until FROM login_failures WHERE key = ANY($1::text[])',
    [keys],
  );
  return new Map(rows.map((row) => [row.key, toCounter(row)]));
}

/**
 * Counts one failure for the key in one atomic statement (several processes may count at once):
 * a window older than 15 minutes starts again at 1; reaching `lockAfter` locks for 15 minutes.
 */
export async function recordFailure(
  db: Queryable,
  key: string,
  lockAfter: number,
  now: number,
): Promise<FailureCounter> {
  const [row] = await db.query<Row>(
    `INSERT INTO login_failures AS f (key, window_start, count, locked_until)
     VALUES ($1, $2::timestamptz, 1, CASE WHEN 1 >= $4 THEN $5::timestamptz END)
     ON CONFLICT (key) DO UPDATE SET
       window_start = CASE WHEN f.window_start <= $3::timestamptz THEN $2::timestamptz ELSE f.window_start END,
       count        = CASE WHEN f.window_start <= $3::timestamptz THEN 1 ELSE f.count + 1 END,
       locked_until = CASE WHEN (CASE WHEN f.window_start <= $3::timestamptz THEN 1 ELSE f.count + 1 END) >= $4
                           THEN $5::timestamptz ELSE f.locked_until END
     RETURNING key, window_start, count, locked_until`,
    [key, at(now), at(now - FAILURE_WINDOW_MS), lockAfter, at(now + LOCK_MS)],
  );
  if (!row) throw new Error('login failure was not recorded');
  return toCounter(row);
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE key = $1', [key]);
}
