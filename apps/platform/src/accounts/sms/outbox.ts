import type { Queryable } from '../../db/db';

/** What a development provider "sent", kept for the dev-only outbox routes. */
export interface OutboxMessage {
  to: string;
  purpose: string;
  code: string;
  text: string;
  sentAt: number;
}

/** Where the development providers keep what they "sent", newest last. */
export interface Outbox {
  add(message: OutboxMessage): Promise<void>;
  /** The kept messages whose recipient matches, oldest first. */
  find(match: (to: string) => boolean): Promise<OutboxMessage[]>;
}

interface Row {
  recipient: string;
  purpose: string;
  code: string;
  body: string;
  sent_at: Date | string;
}

/**
 * The outbox in the database (table dev_outbox), so every instance on one database shows what any of
 * them sent (docs/decisions/0045). Keeps the newest `capacity` messages of the channel.
 */
export function databaseOutbox(db: Queryable, channel: 'sms' | 'mail', capacity = 500): Outbox {
  return {
    async add(message) {
      await db.query(
        'INSERT INTO dev_outbox (channel, recipient, purpose, code, body, sent_at) VALUES ($1, $2, $3, $4, $5, $6::timestamptz)',
        [channel, message.to, message.purpose, message.code, message.text, new Date(message.sentAt).toISOString()],
      );
      await db.query(
        `DELETE FROM dev_outbox WHERE channel = $1
            AND id <= (SELECT id FROM dev_outbox WHERE channel = $1 ORDER BY id DESC OFFSET $2 LIMIT 1)`,
        [channel, capacity],
      );
    },
    async find(match) {
      const rows = await db.query<Row>(
        'SELECT recipient, purpose, code, body, sent_at FROM (SELECT * FROM dev_outbox WHERE channel = $1 ORDER BY id DESC LIMIT $2) newest ORDER BY id',
        [channel, capacity],
      );
      return rows
        .filter((row) => match(row.recipient))
        .map((row) => ({
          to: row.recipient,
          purpose: row.purpose,
          code: row.code,
          text: row.body,
          sentAt: new Date(row.sent_at).getTime(),
        }));
    },
  };
}

/** Production: the development providers only log; nothing is kept. */
export const discardingOutbox: Outbox = {
  add: async () => undefined,
  find: async () => [],
};
