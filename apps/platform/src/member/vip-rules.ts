/**
 * VIP level from turnover (docs/decisions/0020-rewards-vip-rebates.md): a member's level is the
 * highest one whose minimum lifetime turnover (settled stakes) the member has reached.
 */
export interface VipLevelRule {
  level: number;
  name: string;
  minTurnoverCents: number;
  withdrawDailyCount: number;
  withdrawDailyMaxCents: number;
  rebateBonusBps: number;
}

/** When a merchant has no levels: one level that allows what the platform allows by default. */
export const fallbackLevel: VipLevelRule = {
  level: 0,
  name: 'VIP0',
  minTurnoverCents: 0,
  withdrawDailyCount: 5,
  withdrawDailyMaxCents: 5_000_000,
  rebateBonusBps: 0,
};

/** The member's level for a turnover (levels in any order). */
export function levelFor(turnoverCents: number, levels: readonly VipLevelRule[]): VipLevelRule {
  const sorted = [...levels].sort((a, b) => a.minTurnoverCents - b.minTurnoverCents);
  let current = sorted[0] ?? fallbackLevel;
  for (const level of sorted) if (turnoverCents >= level.minTurnoverCents) current = level;
  return current;
}

/** The next level above the member's, or null at the top. */
export function nextLevel(turnoverCents: number, levels: readonly VipLevelRule[]): VipLevelRule | null {
  const current = levelFor(turnoverCents, levels);
  return (
    [...levels]
      .sort((a, b) => a.minTurnoverCents - b.minTurnoverCents)
      .find((l) => l.minTurnoverCents > current.minTurnoverCents) ?? null
  );
}

/** 0–100: how far the turnover has come from the current level's minimum towards the next one (100 at the top). */
export function progressPercent(turnoverCents: number, levels: readonly VipLevelRule[]): number {
  const current = levelFor(turnoverCents, levels);
  const next = nextLevel(turnoverCents, levels);
  if (!next) return 100;
  const span = next.minTurnoverCents - current.minTurnoverCents;
  const done = Math.max(0, turnoverCents - current.minTurnoverCents);
  return Math.min(100, Math.floor((done * 100) / span));
}
