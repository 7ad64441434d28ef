import { fallbackLevel, levelFor, nextLevel, progressPercent } from './vip-rules';
import type { VipLevelRule } from './vip-rules';

const level = (n: number, minTurnoverCents: number): VipLevelRule => ({
  ...fallbackLevel,
  level: n,
  name: `VIP${n}`,
  minTurnoverCents,
});
const ladder = [level(2, 1_000_000), level(0, 0), level(1, 100_000)];

describe('VIP level from turnover', () => {
  it.each<[number, number, number | null, number]>([
    [0, 0, 1, 0],
    [50_000, 0, 1, 50],
    [100_000, 1, 2, 0],
    [550_000, 1, 2, 50],
    [1_000_000, 2, null, 100],
    [9_000_000, 2, null, 100],
  ])('turnover %i cents → level %i, next %s, %i %%', (turnover, current, next, percent) => {
    expect(levelFor(turnover, ladder).level).toBe(current);
    expect(nextLevel(turnover, ladder)?.level ?? null).toBe(next);
    expect(progressPercent(turnover, ladder)).toBe(percent);
  });

  it('without levels every member is at the fallback level', () => {
    expect(levelFor(5_000_000, [])).toEqual(fallbackLevel);
  });
});
