import type { Db, Queryable } from './db';

/**
 * A `Db` view of an open transaction: its `transaction()` runs inside the same transaction, so helpers
 * that open their own (the ledger's `postTransaction`) join it and commit or roll back with it.
 */
export function withinTransaction(engine: Db['engine'], tx: Queryable): Db {
  return {
    engine,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (fn) => fn(tx),
    // Held until the surrounding transaction ends.
    exclusive: async (lock, fn) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [lock]);
      return fn();
    },
    listen: () => Promise.reject(new Error('listen needs the database, not a transaction')),
    close: async () => undefined,
  };
}
