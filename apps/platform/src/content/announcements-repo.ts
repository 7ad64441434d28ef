import type {
  Announcement,
  AnnouncementType,
  Banner,
  PopupAnnouncement,
  PopupExecution,
} from '@wl/api-client/contract/announcement-calls';
import type { Queryable } from '../db/db';
import { at } from '../db/clock';
import { FALLBACK_LANGUAGE } from './content-language';

interface NoticeRow {
  id: number;
  type: 'PL' | 'H' | 'A';
  title: string;
  content: string;
  read: boolean;
  starts_at: Date;
  promotion_id: number | null;
}

// Texts in the asked language, else English; an announcement with neither is not shown.
const textJoin = `
  LEFT JOIN announcement_texts t ON t.announcement_id = a.id AND t.language = $2
  LEFT JOIN announcement_texts e ON e.announcement_id = a.id AND e.language = '${FALLBACK_LANGUAGE}'`;
const live = `a.merchant_code = $1 AND a.starts_at <= $3::timestamptz AND (a.ends_at IS NULL OR a.ends_at > $3::timestamptz)
  AND a.platform IN ($4, 'ALL') AND COALESCE(t.title, e.title) IS NOT NULL`;

export interface ContentScope {
  merchantCode: string;
  language: string;
  now: number;
  platform: 'M' | 'W';
}

/** Notices of the given types, newest first, with the member's read flag (false for visitors). */
export async function listNotices(
  db: Queryable,
  scope: ContentScope,
  types: readonly ('PL' | 'H' | 'A')[],
  memberId: number | null,
): Promise<Announcement[]> {
  if (types.length === 0) return [];
  const rows = await db.query<NoticeRow>(
    `SELECT a.id, a.type, COALESCE(t.title, e.title) AS title, COALESCE(t.content, e.content) AS content,
            a.starts_at, a.promotion_id,
            EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.member_id = $6) AS read
       FROM announcements a ${textJoin}
      WHERE ${live} AND a.type = ANY($5::text[])
      ORDER BY a.sort, a.starts_at DESC, a.id DESC
      LIMIT 200`,
    [scope.merchantCode, scope.language, at(scope.now), scope.platform, types, memberId],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    read: row.read,
    publishedAt: new Date(row.starts_at).getTime(),
    promotionId: row.promotion_id,
  }));
}

/** Popups of the given executions, in order. */
export async function listPopups(
  db: Queryable,
  scope: ContentScope,
  executions: readonly PopupExecution[],
): Promise<PopupAnnouncement[]> {
  const rows = await db.query<{
    id: number;
    title: string;
    content: string;
    execution: PopupExecution;
    promotion_type: string | null;
  }>(
    `SELECT a.id, COALESCE(t.title, e.title) AS title, COALESCE(t.content, e.content) AS content, a.execution, a.promotion_type
       FROM announcements a ${textJoin}
      WHERE ${live} AND a.type = 'PU' AND a.execution = ANY($5::text[])
      ORDER BY a.sort, a.id
      LIMIT 20`,
    [scope.merchantCode, scope.language, at(scope.now), scope.platform, executions],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    execution: row.execution,
    promotionType: row.promotion_type,
  }));
}

/** Banners of a group (m_reg is read as m_register), or of every group; title in the asked language. */
export async function listBanners(
  db: Queryable,
  merchantCode: string,
  language: string,
  groupName: string | undefined,
): Promise<Banner[]> {
  const group = groupName === 'm_reg' ? 'm_register' : groupName;
  const rows = await db.query<{
    id: number;
    url: string;
    group_name: string;
    linkage: string | null;
    title: Record<string, string>;
  }>(
    `SELECT id, url, group_name, linkage, title FROM banners
      WHERE merchant_code = $1 AND ($2::text IS NULL OR group_name = $2::text)
      ORDER BY group_name, sort, id`,
    [merchantCode, group ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    groupName: row.group_name,
    linkage: row.linkage,
    title: row.title[language] ?? row.title[FALLBACK_LANGUAGE] ?? '',
  }));
}

/**
 * Marks a notice read for the member (idempotent). False when the notice is not one the member
 * can see: another merchant's, a popup, or unknown.
 */
export async function markNoticeRead(
  db: Queryable,
  merchantCode: string,
  memberId: number,
  announcementId: number,
  now: number,
): Promise<boolean> {
  const [found] = await db.query<{ id: number }>(
    `SELECT id FROM announcements WHERE id = $1 AND merchant_code = $2 AND type IN ('PL', 'H', 'A')`,
    [announcementId, merchantCode],
  );
  if (!found) return false;
  await db.query(
    `INSERT INTO announcement_reads (announcement_id, member_id, read_at) VALUES ($1, $2, $3::timestamptz)
     ON CONFLICT (member_id, announcement_id) DO NOTHING`,
    [announcementId, memberId, at(now)],
  );
  return true;
}

/** Which notice types a caller may read: agent notices (A) only for agents. */
export function noticeTypesFor(types: readonly AnnouncementType[], isAgent: boolean): ('PL' | 'A')[] {
  const out: ('PL' | 'A')[] = [];
  if (types.includes('PL')) out.push('PL');
  if (types.includes('A') && isAgent) out.push('A');
  return out;
}
