import { claimItem, currentClaimKey, depositPromotionAvailable, progress, utcDay } from './claim-rules';
import type { MemberFigures, PromotionRule } from './claim-rules';

const now = Date.parse('2024-05-31T10:00:00Z');
const none = { depositCents: 0, turnoverCents: 0, betCount: 0 };
const figures = (allTime = none, today = none, friends: number[] = []): MemberFigures => ({
  allTime,
  today,
  qualifiedFriends: new Map([[9, friends]]),
});
const rule = (over: Partial<PromotionRule>): PromotionRule => ({
  id: 1,
  category: 'reward',
  period: 'once',
  requirement: 'none',
  threshold: 0,
  rewardCents: 500,
  ...over,
});

describe('claim keys', () => {
  it.each<[PromotionRule['period'], string]>([
    ['once', 'once'],
    ['daily', '2024-05-31'],
    ['per_friend', 'friends'],
  ])('%s → %s', (period, key) => {
    expect(currentClaimKey(period, now)).toBe(key);
  });

  it('a daily promotion runs by the UTC calendar day', () => {
    expect(utcDay(Date.parse('2024-05-31T23:59:59Z'))).toBe('2024-05-31');
    expect(utcDay(Date.parse('2024-06-01T00:00:00Z'))).toBe('2024-06-01');
  });
});

describe('progress towards the requirement', () => {
  it.each<[string, PromotionRule, MemberFigures, { current: number; target: number; met: boolean }]>([
    ['no requirement is met at once', rule({}), figures(), { current: 0, target: 0, met: true }],
    [
      'deposits of all time for a one-time reward',
      rule({ requirement: 'deposit_total', threshold: 10_000 }),
      figures({ ...none, depositCents: 10_000 }),
      { current: 10_000, target: 10_000, met: true },
    ],
    [
      'today only for a daily mission',
      rule({ period: 'daily', requirement: 'turnover', threshold: 50_000 }),
      figures({ ...none, turnoverCents: 90_000 }, { ...none, turnoverCents: 40_000 }),
      { current: 40_000, target: 50_000, met: false },
    ],
    [
      'rounds played today',
      rule({ period: 'daily', requirement: 'bet_count', threshold: 10 }),
      figures(none, { ...none, betCount: 10 }),
      { current: 10, target: 10, met: true },
    ],
    [
      'friends not yet rewarded',
      rule({ id: 9, period: 'per_friend', requirement: 'friend_deposit', threshold: 10_000 }),
      figures(none, none, [4, 5]),
      { current: 1, target: 1, met: true },
    ],
  ])('%s', (_name, r, f, expected) => {
    expect(progress(r, f, new Set(['friend:4']))).toEqual(expected);
  });
});

describe('claim item state', () => {
  it('claimed when this instance was claimed, claimable when met, else in progress', () => {
    const daily = rule({ period: 'daily' });
    expect(
      claimItem({
        rule: daily,
        title: 'T',
        description: 'D',
        figures: figures(),
        claims: new Map([['2024-05-31', now]]),
        now,
      }).state,
    ).toBe('claimed');
    expect(
      claimItem({
        rule: daily,
        title: 'T',
        description: 'D',
        figures: figures(),
        claims: new Map([['2024-05-30', now]]),
        now,
      }).state,
    ).toBe('claimable');
    const deposit = rule({ requirement: 'deposit_total', threshold: 10_000 });
    const item = claimItem({
      rule: deposit,
      title: 'T',
      description: 'D',
      figures: figures({ ...none, depositCents: 2_550 }),
      claims: new Map(),
      now,
    });
    expect(item).toMatchObject({
      state: 'in_progress',
      reward: 5,
      requirement: { kind: 'deposit_total', current: 25.5, target: 100 },
    });
  });

  it.each<[string, PromotionRule, MemberFigures, { current: number; target: number }]>([
    [
      'deposits past the target read as the target',
      rule({ requirement: 'deposit_total', threshold: 20_000 }),
      figures({ ...none, depositCents: 50_000 }),
      { current: 200, target: 200 },
    ],
    [
      'turnover past the target read as the target',
      rule({ requirement: 'turnover', threshold: 10_000 }),
      figures({ ...none, turnoverCents: 10_001 }),
      { current: 100, target: 100 },
    ],
    [
      'rounds past the target read as the target',
      rule({ requirement: 'bet_count', threshold: 3 }),
      figures({ ...none, betCount: 7 }),
      { current: 3, target: 3 },
    ],
    [
      'below the target reads as it is',
      rule({ requirement: 'deposit_total', threshold: 20_000 }),
      figures({ ...none, depositCents: 5_000 }),
      { current: 50, target: 200 },
    ],
    [
      'ready friends are a count, not progress',
      rule({ id: 9, period: 'per_friend', requirement: 'friend_deposit', threshold: 10_000 }),
      figures(none, none, [1, 2, 3]),
      { current: 3, target: 1 },
    ],
  ])('shown progress: %s', (_name, r, f, shown) => {
    expect(
      claimItem({ rule: r, title: 'T', description: 'D', figures: f, claims: new Map(), now }).requirement,
    ).toMatchObject(shown);
  });

  it('a per-friend reward shows what all ready friends pay', () => {
    const r = rule({ id: 9, period: 'per_friend', requirement: 'friend_deposit', threshold: 10_000 });
    expect(
      claimItem({
        rule: r,
        title: 'T',
        description: 'D',
        figures: figures(none, none, [1, 2, 3]),
        claims: new Map(),
        now,
      }),
    ).toMatchObject({ reward: 15, state: 'claimable' });
  });

  it('a deposit promotion is available until used in its period', () => {
    const once = rule({ category: 'deposit' });
    const daily = rule({ category: 'deposit', period: 'daily' });
    expect(depositPromotionAvailable(once, new Map(), now)).toBe(true);
    expect(depositPromotionAvailable(once, new Map([['once', now]]), now)).toBe(false);
    expect(depositPromotionAvailable(daily, new Map([['2024-05-30', now]]), now)).toBe(true);
  });
});
