import type { ClaimItem, ClaimState, RequirementKind } from '@wl/api-client/contract/rewards-calls';
import { fromCents } from '@wl/api-client/contract/money';

/**
 * How a member stands with a claimable promotion (docs/decisions/0020-rewards-vip-rebates.md), as pure
 * functions of the promotion and the member's figures. Daily promotions run by the UTC calendar day.
 */

export type Period = 'once' | 'daily' | 'per_friend';

export interface PromotionRule {
  id: number;
  category: 'reward' | 'mission' | 'deposit';
  period: Period;
  requirement: RequirementKind;
  /** Cents for amounts, a count for bet_count. */
  threshold: number;
  rewardCents: number;
}

/** The member's figures over a window (all time, or today). */
export interface Figures {
  depositCents: number;
  turnoverCents: number;
  betCount: number;
}

export interface MemberFigures {
  allTime: Figures;
  today: Figures;
  /** Invited friends whose deposits reached a per-friend promotion's threshold, by promotion id. */
  qualifiedFriends: ReadonlyMap<number, readonly number[]>;
}

/** The UTC date of an instant, YYYY-MM-DD: the claim key of a daily promotion. */
export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Start of the UTC day of `now` (ms). */
export function utcDayStart(now: number): number {
  return Date.parse(`${utcDay(now)}T00:00:00Z`);
}

/** Which instance of the promotion is current: `once`, today's date, or `friends`. */
export function currentClaimKey(period: Period, now: number): string {
  if (period === 'daily') return utcDay(now);
  if (period === 'per_friend') return 'friends';
  return 'once';
}

/** `friend:<id>` claim keys of the friends already rewarded. */
export const friendClaimKey = (friendId: number) => `friend:${friendId}`;

/** Progress towards the requirement in the promotion's window: `current` of `target`, and whether it is met. */
export function progress(
  rule: PromotionRule,
  figures: MemberFigures,
  rewardedFriends: ReadonlySet<string>,
): { current: number; target: number; met: boolean } {
  const window = rule.period === 'daily' ? figures.today : figures.allTime;
  switch (rule.requirement) {
    case 'none':
      return { current: 0, target: 0, met: true };
    case 'deposit_total':
      return { current: window.depositCents, target: rule.threshold, met: window.depositCents >= rule.threshold };
    case 'turnover':
      return { current: window.turnoverCents, target: rule.threshold, met: window.turnoverCents >= rule.threshold };
    case 'bet_count':
      return { current: window.betCount, target: rule.threshold, met: window.betCount >= rule.threshold };
    case 'friend_deposit': {
      const ready = (figures.qualifiedFriends.get(rule.id) ?? []).filter(
        (id) => !rewardedFriends.has(friendClaimKey(id)),
      ).length;
      return { current: ready, target: 1, met: ready >= 1 };
    }
  }
}

/** Friends ready to be rewarded for a per-friend promotion (qualified and not yet rewarded). */
export function friendsToReward(
  rule: PromotionRule,
  figures: MemberFigures,
  rewardedFriends: ReadonlySet<string>,
): number[] {
  return (figures.qualifiedFriends.get(rule.id) ?? []).filter((id) => !rewardedFriends.has(friendClaimKey(id)));
}

export interface ItemInput {
  rule: PromotionRule;
  title: string;
  description: string;
  figures: MemberFigures;
  /** The member's claim keys of this promotion, with when each was claimed. */
  claims: ReadonlyMap<string, number>;
  now: number;
}

/** The claim item the member sees: claimed, claimable now, or still in progress. */
export function claimItem({ rule, title, description, figures, claims, now }: ItemInput): ClaimItem {
  if (rule.category === 'deposit') throw new Error('deposit bonuses are not claim items');
  const claimKey = currentClaimKey(rule.period, now);
  const rewarded = new Set(claims.keys());
  const { current, target, met } = progress(rule, figures, rewarded);
  const claimedAt = rule.period === 'per_friend' ? undefined : claims.get(claimKey);
  const state: ClaimState = claimedAt !== undefined ? 'claimed' : met ? 'claimable' : 'in_progress';
  const counts =
    rule.requirement === 'bet_count' || rule.requirement === 'friend_deposit' || rule.requirement === 'none';
  // Progress never reads past its target ("500.00 of 200.00"); a per-friend count is a number of friends, not progress.
  const shownCurrent = rule.requirement === 'friend_deposit' ? current : Math.min(current, target);
  const rewardCents = rule.period === 'per_friend' ? rule.rewardCents * Math.max(1, current) : rule.rewardCents;
  return {
    promotionId: rule.id,
    claimKey,
    category: rule.category,
    title,
    description,
    period: rule.period,
    reward: fromCents(rewardCents),
    requirement: {
      kind: rule.requirement,
      current: counts ? shownCurrent : fromCents(shownCurrent),
      target: counts ? target : fromCents(target),
    },
    state,
    claimedAt: claimedAt ?? null,
  };
}

/** Whether a deposit promotion may still be used by the member now (not used in its period). */
export function depositPromotionAvailable(
  rule: PromotionRule,
  claims: ReadonlyMap<string, number>,
  now: number,
): boolean {
  return rule.category === 'deposit' && !claims.has(currentClaimKey(rule.period, now));
}
