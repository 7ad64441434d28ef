/** A row-returning SQL call with `$1`-style parameters. Both engines speak the same SQL. */
export interface Queryable {
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** What a `LISTEN` on a channel reports. */
export interface ChannelListener {
  /** A notification's payload (sent with `pg_notify` and delivered once the sending transaction commits). */
  message(payload: string): void;
  /** The listening connection was lost and is back: notifications in between may have been missed. */
  reset(): void;
}

/** The platform's database: PGlite (embedded) or PostgreSQL, behind one small interface. */
export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while holding the advisory lock `lock`: another process (or call) on the same database
   * that asks for the same lock waits until `fn` has finished. `fn` uses this `Db` as usual.
   */
  exclusive<T>(lock: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Listens on a notification channel until the returned stop is called. PostgreSQL: a dedicated
   * connection that reconnects when it is lost; PGlite: the embedded database's own listener.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
