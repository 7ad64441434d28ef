import pg from 'pg';
import type { Db, Queryable } from './db';
import { listenOnPostgres } from './postgres-listener';

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** Connects to PostgreSQL (`DATABASE_URL`). Stateless: many processes may share one database. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client can be cut by the server (restart, failover, an administrator's terminate): the
  // pool drops it and connects again on the next query. Without this listener the process would crash.
  pool.on('error', () => undefined);
  // Fail at start-up with a clear error instead of on the first request.
  const probe = await pool.connect();
  probe.release();
  const base = wrap(pool);
  return {
    engine: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exclusive(lock, fn) {
      // A session lock on a connection of its own, held while `fn` works on the others of the pool.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lock]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lock]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, listener) => listenOnPostgres(url, channel, listener),
    close: () => pool.end(),
  };
}
