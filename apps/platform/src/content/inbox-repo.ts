import type { InboxMessage, InboxPage } from '@wl/api-client/contract/inbox-calls';
import type { Queryable } from '../db/db';
import { at } from '../db/clock';

interface Row {
  id: number;
  title: string;
  content: string;
  read_at: Date | null;
  sent_at: Date;
}

const toMessage = (row: Row): InboxMessage => ({
  id: row.id,
  title: row.title,
  content: row.content,
  read: row.read_at !== null,
  sentAt: new Date(row.sent_at).getTime(),
});

/** One page of the member's messages, newest first (deleted ones left out). */
export async function inboxPage(db: Queryable, memberId: number, pageNo: number, pageSize: number): Promise<InboxPage> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM inbox_messages WHERE member_id = $1 AND deleted_at IS NULL',
    [memberId],
  );
  const total = count?.n ?? 0;
  const rows = await db.query<Row>(
    `SELECT id, title, content, read_at, sent_at FROM inbox_messages
      WHERE member_id = $1 AND deleted_at IS NULL
      ORDER BY sent_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  return { content: rows.map(toMessage), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)), total };
}

export async function inboxUnread(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM inbox_messages WHERE member_id = $1 AND deleted_at IS NULL AND read_at IS NULL',
    [memberId],
  );
  return row?.n ?? 0;
}

/** Marks the member's message read and returns it; null when it is not the member's (or deleted). */
export async function readInboxMessage(
  db: Queryable,
  memberId: number,
  id: number,
  now: number,
): Promise<InboxMessage | null> {
  const [row] = await db.query<Row>(
    `UPDATE inbox_messages SET read_at = COALESCE(read_at, $3::timestamptz)
      WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL
      RETURNING id, title, content, read_at, sent_at`,
    [id, memberId, at(now)],
  );
  return row ? toMessage(row) : null;
}

/** Deletes the member's messages among `ids`; returns how many. */
export async function deleteInboxMessages(
  db: Queryable,
  memberId: number,
  ids: readonly number[],
  now: number,
): Promise<number> {
  const rows = await db.query(
    `UPDATE inbox_messages SET deleted_at = $3::timestamptz
      WHERE member_id = $1 AND id = ANY($2::int[]) AND deleted_at IS NULL RETURNING id`,
    [memberId, ids, at(now)],
  );
  return rows.length;
}
