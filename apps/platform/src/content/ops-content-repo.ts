import type { OpsAnnouncementBody, OpsHelpTopicBody } from '@wl/api-client/contract/content-ops';
import type { Queryable } from '../db/db';
import { at } from '../db/clock';

/** Publishes an announcement (or popup) in one language, live from `now`. */
export async function insertAnnouncement(
  db: Queryable,
  merchantCode: string,
  body: OpsAnnouncementBody,
  now: number,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO announcements (merchant_code, type, execution, sort, starts_at) VALUES ($1, $2, $3, -1, $4::timestamptz) RETURNING id`,
    [merchantCode, body.type, body.type === 'PU' ? (body.execution ?? 'A') : null, at(now - 1000)],
  );
  if (!row) throw new Error('announcement not stored');
  await db.query('INSERT INTO announcement_texts (announcement_id, language, title, content) VALUES ($1, $2, $3, $4)', [
    row.id,
    body.language,
    body.title,
    body.content,
  ]);
  return row.id;
}

export async function deleteAnnouncement(db: Queryable, merchantCode: string, id: number): Promise<number> {
  return (
    await db.query('DELETE FROM announcements WHERE merchant_code = $1 AND id = $2 RETURNING id', [merchantCode, id])
  ).length;
}

export async function insertHelpTopic(db: Queryable, merchantCode: string, body: OpsHelpTopicBody): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO help_topics (merchant_code, language, title, content, sort) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [merchantCode, body.language, body.title, body.content, body.sort],
  );
  if (!row) throw new Error('help topic not stored');
  return row.id;
}

export async function deleteHelpTopic(db: Queryable, merchantCode: string, id: number): Promise<number> {
  return (
    await db.query('DELETE FROM help_topics WHERE merchant_code = $1 AND id = $2 RETURNING id', [merchantCode, id])
  ).length;
}

/** A message to a member of the merchant; null when the merchant has no such member. */
export async function insertInboxMessage(
  db: Queryable,
  merchantCode: string,
  username: string,
  title: string,
  content: string,
  now: number,
): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO inbox_messages (member_id, title, content, sent_at)
     SELECT id, $3, $4, $5::timestamptz FROM members WHERE merchant_code = $1 AND lower(username) = lower($2) RETURNING id`,
    [merchantCode, username, title, content, at(now)],
  );
  return row?.id ?? null;
}

export async function deleteInboxMessage(db: Queryable, merchantCode: string, id: number): Promise<number> {
  return (
    await db.query(
      'DELETE FROM inbox_messages WHERE id = $2 AND member_id IN (SELECT id FROM members WHERE merchant_code = $1) RETURNING id',
      [merchantCode, id],
    )
  ).length;
}

export async function memberIdOf(db: Queryable, merchantCode: string, username: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)',
    [merchantCode, username],
  );
  return row?.id ?? null;
}
