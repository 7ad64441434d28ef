import type { Queryable } from '../../db/db';
import { MINUTE, HOUR, at } from '../../db/clock';
import { randomToken, sha256Hex } from '../../accounts/secret-token';

export const CHAT_TICKET_TTL_MS = 2 * MINUTE;
export const CHAT_SESSION_TTL_MS = 12 * HOUR;

export interface ChatMessage {
  id: number;
  sender: 'member' | 'operator';
  body: string;
  sentAt: number;
}

export interface ChatLaunch {
  backUrl: string;
  headerColor: string;
  title: string;
  language: string;
}

/** Operator messages the member has not seen yet. */
export async function chatUnread(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages WHERE member_id = $1 AND sender = 'operator' AND read_at IS NULL`,
    [memberId],
  );
  return row?.n ?? 0;
}

export async function addChatMessage(
  db: Queryable,
  memberId: number,
  sender: 'member' | 'operator',
  body: string,
  now: number,
): Promise<ChatMessage> {
  const [row] = await db.query<{ id: number; sent_at: Date }>(
    `INSERT INTO chat_messages (member_id, sender, body, sent_at) VALUES ($1, $2, $3, $4::timestamptz) RETURNING id, sent_at`,
    [memberId, sender, body, at(now)],
  );
  if (!row) throw new Error('chat message not stored');
  return { id: row.id, sender, body, sentAt: new Date(row.sent_at).getTime() };
}

/** The operator greets a member who has never chatted, in the member's language. */
export async function greetIfNew(db: Queryable, memberId: number, greeting: string, now: number): Promise<void> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE member_id = $1', [
    memberId,
  ]);
  if ((row?.n ?? 0) === 0) await addChatMessage(db, memberId, 'operator', greeting, now);
}

/** A single-use launch ticket for the chat page (only its hash is kept). */
export async function createChatTicket(
  db: Queryable,
  memberId: number,
  launch: ChatLaunch,
  now: number,
): Promise<string> {
  const ticket = randomToken();
  await db.query('DELETE FROM chat_tickets WHERE expires_at < $1::timestamptz', [at(now)]);
  await db.query(
    `INSERT INTO chat_tickets (token_hash, member_id, back_url, header_color, title, language, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz)`,
    [
      sha256Hex(ticket),
      memberId,
      launch.backUrl,
      launch.headerColor,
      launch.title,
      launch.language,
      at(now + CHAT_TICKET_TTL_MS),
    ],
  );
  return ticket;
}

/** Uses up a ticket and opens a chat-page session; null for an unknown, used or expired ticket. */
export async function exchangeChatTicket(
  db: Queryable,
  ticket: string,
  now: number,
): Promise<(ChatLaunch & { token: string }) | null> {
  const [row] = await db.query<{
    member_id: number;
    back_url: string;
    header_color: string;
    title: string;
    language: string;
    expires_at: Date;
  }>(
    `UPDATE chat_tickets SET used_at = $2::timestamptz WHERE token_hash = $1 AND used_at IS NULL
     RETURNING member_id, back_url, header_color, title, language, expires_at`,
    [sha256Hex(ticket), at(now)],
  );
  if (!row || new Date(row.expires_at).getTime() <= now) return null;
  const token = randomToken();
  await db.query('DELETE FROM chat_sessions WHERE expires_at < $1::timestamptz', [at(now)]);
  await db.query('INSERT INTO chat_sessions (token_hash, member_id, expires_at) VALUES ($1, $2, $3::timestamptz)', [
    sha256Hex(token),
    row.member_id,
    at(now + CHAT_SESSION_TTL_MS),
  ]);
  return { token, backUrl: row.back_url, headerColor: row.header_color, title: row.title, language: row.language };
}

/** The member of a chat-page session, or null. */
export async function chatSessionMember(db: Queryable, token: string, now: number): Promise<number | null> {
  const [row] = await db.query<{ member_id: number }>(
    'SELECT member_id FROM chat_sessions WHERE token_hash = $1 AND expires_at > $2::timestamptz',
    [sha256Hex(token), at(now)],
  );
  return row?.member_id ?? null;
}

/** The conversation (last 200 messages); the operator's messages become read. */
export async function readConversation(db: Queryable, memberId: number, now: number): Promise<ChatMessage[]> {
  await db.query(
    `UPDATE chat_messages SET read_at = $2::timestamptz WHERE member_id = $1 AND sender = 'operator' AND read_at IS NULL`,
    [memberId, at(now)],
  );
  const rows = await db.query<{ id: number; sender: 'member' | 'operator'; body: string; sent_at: Date }>(
    `SELECT id, sender, body, sent_at FROM (
       SELECT id, sender, body, sent_at FROM chat_messages WHERE member_id = $1 ORDER BY id DESC LIMIT 200
     ) recent ORDER BY id`,
    [memberId],
  );
  return rows.map((row) => ({
    id: row.id,
    sender: row.sender,
    body: row.body,
    sentAt: new Date(row.sent_at).getTime(),
  }));
}
