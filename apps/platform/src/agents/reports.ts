import { fromCents } from '@wl/api-client/contract/money';
import { rebateFromBp } from '@wl/api-client/contract/agent-calls';
import type { MemberPnl, TeamBets, TeamRebateIncome } from '@wl/api-client/contract/agent-calls';
import { at } from '../db/clock';
import type { Queryable } from '../db/db';
import { rebateIncomeCents } from './agent-rules';
import { containsPattern } from './downline-repo';
import type { Page } from './downline-repo';
import { BET_FIGURES, betFigures } from './team-kpis';
import type { BetFigureRow, Range } from './team-kpis';

const pages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** ODSFE2_MemPNL: settled-bet figures per team member who bet in the range (optionally one name), busiest first. */
export async function memberPnl(
  db: Queryable,
  agentId: number,
  range: Range,
  username: string | undefined,
  page: Page,
): Promise<MemberPnl> {
  const params: unknown[] = [agentId, at(range.from), at(range.to)];
  let nameFilter = '';
  if (username) {
    params.push(containsPattern(username));
    nameFilter = `AND lower(m.username) LIKE $${params.length} ESCAPE '\\'`;
  }
  const base = `FROM agent_tree t JOIN members m ON m.id = t.descendant_id
      JOIN game_bets b ON b.member_id = m.id AND b.placed_at >= $2::timestamptz AND b.placed_at < $3::timestamptz AND b.status = 'settled'
     WHERE t.ancestor_id = $1 AND t.depth > 0 ${nameFilter}`;
  const [totals] = await db.query<BetFigureRow & { members: string | number }>(
    `SELECT count(DISTINCT m.id) AS members, ${BET_FIGURES} ${base}`,
    params,
  );
  const rows = await db.query<BetFigureRow & { id: number; username: string; depth: number }>(
    `SELECT m.id, m.username, t.depth, ${BET_FIGURES} ${base}
      GROUP BY m.id, m.username, t.depth
      ORDER BY sum(b.stake_cents) DESC, lower(m.username)
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const total = Number(totals?.members ?? 0);
  return {
    rows: rows.map((r) => ({ memberId: Number(r.id), userName: r.username, level: Number(r.depth), ...betFigures(r) })),
    pageNo: page.pageNo,
    totalPages: pages(total, page.pageSize),
    total,
    totals: betFigures(totals),
  };
}

/** ODSFE2_TeamBetRecord: the team's bets in the range, newest first. */
export async function teamBets(
  db: Queryable,
  agentId: number,
  range: Range,
  filter: { username?: string | undefined; gameType?: string | undefined },
  page: Page,
): Promise<TeamBets> {
  const params: unknown[] = [agentId, at(range.from), at(range.to)];
  const conditions: string[] = [];
  if (filter.username) {
    params.push(containsPattern(filter.username));
    conditions.push(`AND lower(m.username) LIKE $${params.length} ESCAPE '\\'`);
  }
  if (filter.gameType) {
    params.push(filter.gameType);
    conditions.push(`AND b.game_type = $${params.length}`);
  }
  const base = `FROM agent_tree t JOIN members m ON m.id = t.descendant_id JOIN game_bets b ON b.member_id = m.id
     WHERE t.ancestor_id = $1 AND t.depth > 0 AND b.placed_at >= $2::timestamptz AND b.placed_at < $3::timestamptz ${conditions.join(' ')}`;
  const [totals] = await db.query<BetFigureRow & { n: string | number }>(
    `SELECT count(*) AS n, ${BET_FIGURES} ${base}`,
    params,
  );
  const rows = await db.query<{
    id: string | number;
    member_id: number;
    username: string;
    game_type: string;
    game_name: string;
    stake_cents: string | number;
    payout_cents: string | number;
    status: 'open' | 'settled' | 'void';
    placed_at: Date;
  }>(
    `SELECT b.id, b.member_id, m.username, b.game_type, b.game_name, b.stake_cents, b.payout_cents, b.status, b.placed_at ${base}
      ORDER BY b.placed_at DESC, b.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const total = Number(totals?.n ?? 0);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      memberId: Number(r.member_id),
      userName: r.username,
      gameType: r.game_type,
      gameName: r.game_name,
      stake: fromCents(Number(r.stake_cents)),
      payout: fromCents(Number(r.payout_cents)),
      status: r.status,
      placedAt: new Date(r.placed_at).getTime(),
    })),
    pageNo: page.pageNo,
    totalPages: pages(total, page.pageSize),
    total,
    totals: betFigures(totals),
  };
}

/**
 * ODSFE2_TeamRebateIncome: per direct downline, its team's settled turnover in the range and what the caller
 * earns on it — turnover × (caller's rebate − that downline's rebate), at today's rebates.
 */
export async function teamRebateIncome(
  db: Queryable,
  agentId: number,
  range: Range,
  page: Page,
): Promise<TeamRebateIncome> {
  const [own] = await db.query<{ agent_rebate_bp: number }>('SELECT agent_rebate_bp FROM members WHERE id = $1', [
    agentId,
  ]);
  const ownBp = Number(own?.agent_rebate_bp ?? 0);
  const all = await db.query<{ id: number; username: string; agent_rebate_bp: number; turnover: string | number }>(
    `SELECT d.id, d.username, d.agent_rebate_bp,
            COALESCE((SELECT sum(b.stake_cents) FROM agent_tree s JOIN game_bets b ON b.member_id = s.descendant_id
                       WHERE s.ancestor_id = d.id AND b.status = 'settled'
                         AND b.placed_at >= $2::timestamptz AND b.placed_at < $3::timestamptz), 0) AS turnover
       FROM agent_tree t JOIN members d ON d.id = t.descendant_id
      WHERE t.ancestor_id = $1 AND t.depth = 1
      ORDER BY lower(d.username)`,
    [agentId, at(range.from), at(range.to)],
  );
  const rows = all.map((r) => {
    const turnover = Number(r.turnover);
    return {
      memberId: Number(r.id),
      userName: r.username,
      teamTurnover: fromCents(turnover),
      ownRebate: rebateFromBp(ownBp),
      downlineRebate: rebateFromBp(Number(r.agent_rebate_bp)),
      incomeCents: rebateIncomeCents(turnover, ownBp, Number(r.agent_rebate_bp)),
      turnoverCents: turnover,
    };
  });
  const totalTurnover = rows.reduce((sum, r) => sum + r.turnoverCents, 0);
  const totalIncome = rows.reduce((sum, r) => sum + r.incomeCents, 0);
  const slice = rows.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize);
  return {
    rows: slice.map((r) => ({
      memberId: r.memberId,
      userName: r.userName,
      teamTurnover: r.teamTurnover,
      ownRebate: r.ownRebate,
      downlineRebate: r.downlineRebate,
      income: fromCents(r.incomeCents),
    })),
    pageNo: page.pageNo,
    totalPages: pages(rows.length, page.pageSize),
    total: rows.length,
    totals: { teamTurnover: fromCents(totalTurnover), income: fromCents(totalIncome) },
  };
}
