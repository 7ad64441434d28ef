import type { Queryable } from '../db/db';
import { fallbackLevel, levelFor } from './vip-rules';
import type { VipLevelRule } from './vip-rules';

interface Row {
  level: number;
  name: string;
  min_turnover_cents: string | number;
  withdraw_daily_count: number;
  withdraw_daily_max_cents: string | number;
  rebate_bonus_bps: number;
}

/** The merchant's VIP ladder, lowest first (the fallback level when none is configured). */
export async function vipLevels(db: Queryable, merchantCode: string): Promise<VipLevelRule[]> {
  const rows = await db.query<Row>(
    'SELECT * FROM vip_levels WHERE merchant_code = $1 ORDER BY min_turnover_cents, level',
    [merchantCode],
  );
  if (rows.length === 0) return [fallbackLevel];
  return rows.map((row) => ({
    level: row.level,
    name: row.name,
    minTurnoverCents: Number(row.min_turnover_cents),
    withdrawDailyCount: row.withdraw_daily_count,
    withdrawDailyMaxCents: Number(row.withdraw_daily_max_cents),
    rebateBonusBps: row.rebate_bonus_bps,
  }));
}

/** Lifetime turnover: the stakes of the member's settled bets, in cents. */
export async function memberTurnover(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ total: string | number | null }>(
    "SELECT SUM(stake_cents) AS total FROM game_bets WHERE member_id = $1 AND status = 'settled'",
    [memberId],
  );
  return Number(row?.total ?? 0);
}

export async function memberVip(
  db: Queryable,
  merchantCode: string,
  memberId: number,
): Promise<{ turnoverCents: number; levels: VipLevelRule[]; level: VipLevelRule }> {
  const [levels, turnoverCents] = [await vipLevels(db, merchantCode), await memberTurnover(db, memberId)];
  return { turnoverCents, levels, level: levelFor(turnoverCents, levels) };
}
