import type { Promotion, PromotionSummary } from '@wl/api-client/contract/promotion-calls';
import type { Queryable } from '../db/db';
import { at } from '../db/clock';
import { FALLBACK_LANGUAGE } from './content-language';

interface Row {
  id: number;
  category: string;
  image_url: string;
  members_only: boolean;
  starts_at: Date;
  ends_at: Date | null;
  title: string;
  summary: string;
  content: string;
}

const select = `
SELECT p.id, p.category, p.image_url, p.members_only, p.starts_at, p.ends_at,
       COALESCE(t.title, e.title) AS title, COALESCE(t.summary, e.summary) AS summary, COALESCE(t.content, e.content) AS content
  FROM promotions p
  LEFT JOIN promotion_texts t ON t.promotion_id = p.id AND t.language = $2
  LEFT JOIN promotion_texts e ON e.promotion_id = p.id AND e.language = '${FALLBACK_LANGUAGE}'
 WHERE p.merchant_code = $1 AND p.starts_at <= $3::timestamptz AND (p.ends_at IS NULL OR p.ends_at > $3::timestamptz)
   AND COALESCE(t.title, e.title) IS NOT NULL`;

const summaryOf = (row: Row): PromotionSummary => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  category: row.category,
  imageUrl: row.image_url,
  startAt: new Date(row.starts_at).getTime(),
  endAt: row.ends_at ? new Date(row.ends_at).getTime() : null,
  membersOnly: row.members_only,
});

/** Running promotions of the merchant, in order. */
export async function listPromotions(
  db: Queryable,
  merchantCode: string,
  language: string,
  now: number,
): Promise<PromotionSummary[]> {
  const rows = await db.query<Row>(`${select} ORDER BY p.sort, p.id`, [merchantCode, language, at(now)]);
  return rows.map(summaryOf);
}

export async function findPromotion(
  db: Queryable,
  merchantCode: string,
  language: string,
  id: number,
  now: number,
): Promise<Promotion | null> {
  const [row] = await db.query<Row>(`${select} AND p.id = $4`, [merchantCode, language, at(now), id]);
  return row ? { ...summaryOf(row), content: row.content } : null;
}
