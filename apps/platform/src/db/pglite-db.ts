import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PGliteInterface, Transaction } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import type { Db, Queryable } from './db';

function wrap(target: PGliteInterface | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Wraps an open PGlite instance (also used for clones in tests). */
export function pgliteDb(pglite: PGliteInterface): Db {
  const base = wrap(pglite);
  const queues = new Map<number, Promise<unknown>>();
  return {
    engine: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    // One process owns a PGlite folder, over one connection (an advisory lock taken on it would be
    // re-entrant, so it could not keep two calls of that process apart): a queue does.
    exclusive: (lock, fn) => {
      const run = (queues.get(lock) ?? Promise.resolve()).then(fn);
      queues.set(
        lock,
        run.catch(() => undefined),
      );
      return run;
    },
    // One process holds the embedded database: the connection cannot be lost, so there is no reset.
    listen: async (channel, listener) => {
      const stop = await pglite.listen(channel, (payload) => listener.message(payload));
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    close: () => pglite.close(),
  };
}

/**
 * The extensions the migrations create, loaded with every embedded database (PostgreSQL ships them in its contrib):
 * `pg_trgm` for the game list's text search (migration 0019).
 */
export const pgliteExtensions = { pg_trgm };

/** Opens (creating when needed) an embedded database in `dir`, or in memory for `memory://`. */
export async function openPglite(dir: string): Promise<Db> {
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, { extensions: pgliteExtensions });
  return pgliteDb(pglite);
}
