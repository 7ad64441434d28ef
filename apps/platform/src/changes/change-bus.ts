import type { Db, Queryable } from '../db/db';

/** The channel every instance listens on. */
export const CHANGE_CHANNEL = 'wl_changes';

/** What may be cached per process: the game catalogue, and a merchant's status row. */
export const changeTopics = ['games', 'merchant-status'] as const;
export type ChangeTopic = (typeof changeTopics)[number];

/** A change of cached data: the topic, and the entry (e.g. a merchant code) or every entry. */
export interface Change {
  topic: ChangeTopic;
  key?: string;
}

/** Told the entry that changed, or `undefined` when everything of the topic must be dropped. */
export type ChangeHandler = (key: string | undefined) => void;

/** The notification payload of a change. */
export function encodeChange(change: Change): string {
  return JSON.stringify(change.key === undefined ? { topic: change.topic } : { topic: change.topic, key: change.key });
}

/** A payload read back; null when it is not a change this version knows (a newer instance's topic). */
export function decodeChange(payload: string): Change | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { topic, key } = value as Record<string, unknown>;
  if (!(changeTopics as readonly unknown[]).includes(topic)) return null;
  if (key !== undefined && typeof key !== 'string') return null;
  return key === undefined ? { topic: topic as ChangeTopic } : { topic: topic as ChangeTopic, key };
}

/**
 * Tells every instance on the database that cached data changed (docs/decisions/0046). A change is
 * announced with `pg_notify` inside the transaction that makes it, so it is heard only once that
 * commits, by every instance's listener (PostgreSQL: a dedicated connection each; PGlite: its own
 * listener); this instance's caches are told at once after the commit as well. When a listening
 * connection was lost, every cache is dropped, since changes may have been missed.
 */
export class ChangeBus {
  readonly #handlers = new Map<ChangeTopic, Set<ChangeHandler>>();
  #stop: (() => Promise<void>) | null = null;

  private constructor(private readonly db: Db) {}

  /** Starts listening; resolves once the listener is in place. */
  static async open(db: Db): Promise<ChangeBus> {
    const bus = new ChangeBus(db);
    bus.#stop = await db.listen(CHANGE_CHANNEL, {
      message: (payload) => {
        const change = decodeChange(payload);
        if (change) bus.deliver(change);
      },
      reset: () => {
        for (const topic of changeTopics) bus.deliver({ topic });
      },
    });
    return bus;
  }

  /** Calls `handler` for every change of `topic`, until the returned function is called. */
  subscribe(topic: ChangeTopic, handler: ChangeHandler): () => void {
    let handlers = this.#handlers.get(topic);
    if (!handlers) this.#handlers.set(topic, (handlers = new Set()));
    handlers.add(handler);
    return () => handlers.delete(handler);
  }

  /**
   * Runs `fn` in a transaction that also announces `change`: if `fn` throws, nothing changed and
   * nothing is announced. Resolves with `fn`'s result after the commit.
   */
  async commit<T>(change: Change, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(async (tx) => {
      const value = await fn(tx);
      await announce(tx, change);
      return value;
    });
    this.deliver(change);
    return result;
  }

  /** Tells this instance's subscribers of `topic` (idempotent: they only drop entries). */
  deliver(change: Change): void {
    for (const handler of this.#handlers.get(change.topic) ?? []) handler(change.key);
  }

  async close(): Promise<void> {
    const stop = this.#stop;
    this.#stop = null;
    this.#handlers.clear();
    await stop?.();
  }
}

/** Queues the notification in `tx`; PostgreSQL (and PGlite) send it when `tx` commits. */
export async function announce(tx: Queryable, change: Change): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, encodeChange(change)]);
}
