import type { Queryable } from '../db/db';
import { HOUR, at } from '../db/clock';

/** At most this many feedback messages per member per hour (abuse limit). */
export const FEEDBACK_PER_HOUR = 10;

export async function feedbackCountLastHour(db: Queryable, memberId: number, now: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM feedback WHERE member_id = $1 AND created_at > $2::timestamptz',
    [memberId, at(now - HOUR)],
  );
  return row?.n ?? 0;
}

export async function storeFeedback(
  db: Queryable,
  entry: { merchantCode: string; memberId: number; type: number; content: string; sender: string },
  now: number,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO feedback (merchant_code, member_id, type, content, sender, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz) RETURNING id`,
    [entry.merchantCode, entry.memberId, entry.type, entry.content, entry.sender, at(now)],
  );
  if (!row) throw new Error('feedback not stored');
  return row.id;
}
