import type { HelpTopic } from '@wl/api-client/contract/help-calls';
import type { Queryable } from '../db/db';
import { FALLBACK_LANGUAGE } from './content-language';

/** The merchant's help topics in the language, else in English, in order. */
export async function helpTopics(db: Queryable, merchantCode: string, language: string): Promise<HelpTopic[]> {
  const rows = await db.query<HelpTopic>(
    `SELECT id, title, content FROM help_topics
      WHERE merchant_code = $1 AND language = (
        SELECT CASE WHEN EXISTS (SELECT 1 FROM help_topics WHERE merchant_code = $1 AND language = $2) THEN $2 ELSE $3 END)
      ORDER BY sort, id`,
    [merchantCode, language, FALLBACK_LANGUAGE],
  );
  return rows.map((row) => ({ id: row.id, title: row.title, content: row.content }));
}
