import { fromCents } from '@wl/api-client/contract/money';
import { rebateFromBp } from '@wl/api-client/contract/agent-calls';
import type { DownlineBrief, DownlineMember } from '@wl/api-client/contract/agent-calls';
import { at } from '../db/clock';
import type { Queryable } from '../db/db';
import { ONLINE_WINDOW_MS } from './agent-rules';

/** Downline lists and lookups, always through `agent_tree` rows of the calling agent (depth > 0). */

interface DownlineRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  level: number;
  upline_id: number;
  upline_name: string | null;
  reg_date: Date;
  agent_rebate_bp: number;
  last_login: Date | null;
  online: boolean;
  balance: string | number | null;
  team_size: string | number;
  direct_count: string | number;
}

/** `$2` = now, `$3` = the online threshold. */
const DOWNLINE_COLUMNS = `
  m.id, m.username, m.nickname, m.type, t.depth AS level, m.referrer_id AS upline_id, u.username AS upline_name, m.reg_date, m.agent_rebate_bp,
  (SELECT max(s.created_at) FROM sessions s WHERE s.member_id = m.id) AS last_login,
  EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.revoked_at IS NULL AND s.idle_expires_at > $2::timestamptz
            AND s.absolute_expires_at > $2::timestamptz AND s.last_seen_at > $3::timestamptz) AS online,
  (SELECT e.balance_after FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
    WHERE a.member_id = m.id AND a.kind = 'main' ORDER BY e.id DESC LIMIT 1) AS balance,
  (SELECT count(*) FROM agent_tree d WHERE d.ancestor_id = m.id AND d.depth > 0) AS team_size,
  (SELECT count(*) FROM agent_tree d WHERE d.ancestor_id = m.id AND d.depth = 1) AS direct_count`;

const FROM_DOWNLINE = `FROM agent_tree t JOIN members m ON m.id = t.descendant_id LEFT JOIN members u ON u.id = m.referrer_id
  WHERE t.ancestor_id = $1 AND t.depth > 0`;

function toMember(row: DownlineRow): DownlineMember {
  return {
    memberId: Number(row.id),
    userName: row.username,
    nickname: row.nickname,
    type: Number(row.type),
    level: Number(row.level),
    uplineId: Number(row.upline_id),
    uplineName: row.upline_name ?? '',
    regDate: new Date(row.reg_date).getTime(),
    lastLoginAt: row.last_login ? new Date(row.last_login).getTime() : null,
    online: Boolean(row.online),
    balance: fromCents(Number(row.balance ?? 0)),
    rebate: rebateFromBp(Number(row.agent_rebate_bp)),
    teamSize: Number(row.team_size),
    directCount: Number(row.direct_count),
  };
}

/** `%text%` for LIKE, with the wildcards in the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type DownlineFilter = { kind: 'directOf'; parentId: number } | { kind: 'nameContains'; text: string };

export interface Page {
  pageNo: number;
  pageSize: number;
}

/** A page of the agent's downline: the direct downlines of one member, or a name search over the whole team. */
export async function listDownline(
  db: Queryable,
  agentId: number,
  filter: DownlineFilter,
  page: Page,
  now: number,
): Promise<{ rows: DownlineMember[]; total: number }> {
  const where = filter.kind === 'directOf' ? 'AND m.referrer_id = $4' : "AND lower(m.username) LIKE $4 ESCAPE '\\'";
  const value = filter.kind === 'directOf' ? filter.parentId : containsPattern(filter.text);
  const params = [agentId, at(now), at(now - ONLINE_WINDOW_MS), value];
  const [count] = await db.query<{ total: string | number }>(
    `SELECT count(*) AS total ${FROM_DOWNLINE} ${where.replace('$4', '$2')}`,
    [agentId, value],
  );
  const rows = await db.query<DownlineRow>(
    `SELECT ${DOWNLINE_COLUMNS} ${FROM_DOWNLINE} ${where}
      ORDER BY t.depth, lower(m.username) LIMIT $5 OFFSET $6`,
    [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return { rows: rows.map(toMember), total: Number(count?.total ?? 0) };
}

/** One member of the agent's downline, or null when it is not in it. */
export async function findDownline(
  db: Queryable,
  agentId: number,
  memberId: number,
  now: number,
): Promise<DownlineMember | null> {
  const [row] = await db.query<DownlineRow>(`SELECT ${DOWNLINE_COLUMNS} ${FROM_DOWNLINE} AND m.id = $4`, [
    agentId,
    at(now),
    at(now - ONLINE_WINDOW_MS),
    memberId,
  ]);
  return row ? toMember(row) : null;
}

/** A light page of the team for pickers. */
export async function listDownlineBriefs(
  db: Queryable,
  agentId: number,
  filter: { text?: string; directOnly: boolean },
  page: Page,
): Promise<{ rows: DownlineBrief[]; total: number }> {
  const conditions = ['t.ancestor_id = $1', filter.directOnly ? 't.depth = 1' : 't.depth > 0'];
  const params: unknown[] = [agentId];
  if (filter.text) {
    params.push(containsPattern(filter.text));
    conditions.push(`lower(m.username) LIKE $${params.length} ESCAPE '\\'`);
  }
  const from = `FROM agent_tree t JOIN members m ON m.id = t.descendant_id WHERE ${conditions.join(' AND ')}`;
  const [count] = await db.query<{ total: string | number }>(`SELECT count(*) AS total ${from}`, params);
  const rows = await db.query<{ id: number; username: string; depth: number; type: number }>(
    `SELECT m.id, m.username, t.depth, m.type ${from} ORDER BY t.depth, lower(m.username) LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return {
    total: Number(count?.total ?? 0),
    rows: rows.map((r) => ({
      memberId: Number(r.id),
      userName: r.username,
      level: Number(r.depth),
      type: Number(r.type),
    })),
  };
}

/** The agent's own facts. */
export async function agentFacts(
  db: Queryable,
  agentId: number,
): Promise<{
  username: string;
  type: number;
  rebateBp: number;
  affiliateCode: string | null;
  teamSize: number;
  directCount: number;
} | null> {
  const [row] = await db.query<{
    username: string;
    type: number;
    agent_rebate_bp: number;
    affiliate_code: string | null;
    team_size: string | number;
    direct_count: string | number;
  }>(
    `SELECT m.username, m.type, m.agent_rebate_bp, m.affiliate_code,
            (SELECT count(*) FROM agent_tree d WHERE d.ancestor_id = m.id AND d.depth > 0) AS team_size,
            (SELECT count(*) FROM agent_tree d WHERE d.ancestor_id = m.id AND d.depth = 1) AS direct_count
       FROM members m WHERE m.id = $1`,
    [agentId],
  );
  if (!row) return null;
  return {
    username: row.username,
    type: Number(row.type),
    rebateBp: Number(row.agent_rebate_bp),
    affiliateCode: row.affiliate_code,
    teamSize: Number(row.team_size),
    directCount: Number(row.direct_count),
  };
}
