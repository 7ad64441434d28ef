import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from './db';

/** How often (at most) one store family deletes the counters whose window has ended. */
const CLEANUP_EVERY_MS = 60_000;

interface Counted {
  current: number;
  ttl: number;
}

interface Row {
  count: number;
  ttl_ms: string | number;
}

const toCounted = (row: Row | undefined): Counted => ({
  current: row?.count ?? 0,
  ttl: Math.max(0, Number(row?.ttl_ms ?? 0)),
});

/**
 * Counts one request of `key` in a fixed window of `windowMs`, in one atomic statement on the
 * database's clock (so every instance agrees): a new key or an ended window starts again at 1.
 */
export async function countRequest(db: Queryable, key: string, windowMs: number): Promise<Counted> {
  const [row] = await db.query<Row>(
    `INSERT INTO rate_limit_counters AS c (key, window_start, expires_at, count)
     VALUES ($1, now(), now() + $2 * interval '1 millisecond', 1)
     ON CONFLICT (key) DO UPDATE SET
       window_start = CASE WHEN c.expires_at <= now() THEN excluded.window_start ELSE c.window_start END,
       expires_at   = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END,
       count        = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.count + 1 END
     RETURNING count, ceil(extract(epoch FROM (expires_at - now())) * 1000) AS ttl_ms`,
    [key, windowMs],
  );
  return toCounted(row);
}

/** The count of `key` in its current window, without counting (0 when none or ended). */
export async function readCount(db: Queryable, key: string): Promise<Counted> {
  const [row] = await db.query<Row>(
    `SELECT count, ceil(extract(epoch FROM (expires_at - now())) * 1000) AS ttl_ms FROM rate_limit_counters WHERE key = $1 AND expires_at > now()`,
    [key],
  );
  return toCounted(row);
}

/** Deletes the counters whose window has ended; returns how many. */
export async function deleteEndedCounters(db: Queryable): Promise<number> {
  const rows = await db.query('DELETE FROM rate_limit_counters WHERE expires_at <= now() RETURNING key');
  return rows.length;
}

/** What `child()` is given at run time: the route's merged limit options with the route itself. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store in the database, so a limit holds across every instance on one
 * PostgreSQL and across restarts (docs/decisions/0044). Keys are per route, like the plugin's own
 * stores: `<METHOD><url>-<caller key>`. Now and then (at most once a minute per app) a count also
 * deletes the ended windows.
 */
export function databaseRateLimitStore(db: Queryable, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  let lastCleanup = Number.NEGATIVE_INFINITY;
  const cleanUpWhenDue = async () => {
    if (now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now();
    // Housekeeping only: a failure here must not refuse the request (the count below decides).
    await deleteEndedCounters(db).catch(() => undefined);
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** `<METHOD><url>-` of the route (set by `child`); empty on the plugin's root store. */
    private prefix = '';

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      cleanUpWhenDue()
        .then(() => countRequest(db, this.prefix + key, timeWindow))
        .then(
          (counted) => callback(null, counted),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    read(key: string, callback: (error: Error | null, result?: Counted) => void): void {
      readCount(db, this.prefix + key).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as ChildOptions).routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      const store = new DatabaseRateLimitStore();
      store.prefix = `${this.prefix}${method}${route.url ?? ''}-`;
      return store;
    }
  }
  return DatabaseRateLimitStore;
}
