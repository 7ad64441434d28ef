import { z } from 'zod/mini';
import { pageOf, rangeChecks, rangeShape } from './money-common';
import type { RangeParams } from './money-common';

/**
 * Rewards: claimable promotions (reward centre and missions), VIP level from turnover, referral
 * details, rebates on turnover (settings, manual claim, report).
 */

export const promotionCategories = ['reward', 'mission'] as const;
export const PromotionCategory = z.enum(promotionCategories);
export type PromotionCategory = z.infer<typeof PromotionCategory>;

export const requirementKinds = ['none', 'deposit_total', 'turnover', 'bet_count', 'friend_deposit'] as const;
export const RequirementKind = z.enum(requirementKinds);
export type RequirementKind = z.infer<typeof RequirementKind>;

export const claimStates = ['claimable', 'in_progress', 'claimed'] as const;
export const ClaimState = z.enum(claimStates);
export type ClaimState = z.infer<typeof ClaimState>;

/** One promotion as the member stands with it now (this period's instance for a daily one). */
export const ClaimItem = z.object({
  promotionId: z.number(),
  /** Which instance: `once`, a date (daily), or `friends` (per invited friend). */
  claimKey: z.string(),
  category: PromotionCategory,
  title: z.string(),
  description: z.string(),
  period: z.enum(['once', 'daily', 'per_friend']),
  /** What claiming it now credits (for per-friend rewards: all friends ready so far). */
  reward: z.number(),
  requirement: z.object({
    kind: RequirementKind,
    /** Amounts in currency units; bet_count and friend_deposit in counts. */
    current: z.number(),
    target: z.number(),
  }),
  state: ClaimState,
  claimedAt: z.nullable(z.number()),
});
export type ClaimItem = z.infer<typeof ClaimItem>;

/** The reward centre's or the missions' items (`moneyCalls.claimList`, `?category=reward|mission`). */
export const ClaimListQuery = z.object({ category: z._default(PromotionCategory, 'reward') });
export const ClaimList = z.object({ items: z.array(ClaimItem), claimableCount: z.number() });
export type ClaimList = z.infer<typeof ClaimList>;

/** Claims one item; credited at once (ledger kind `promotion`) (`moneyCalls.acceptPromo`). */
export const AcceptPromoRequest = z.strictObject({
  promotionId: z.number().check(z.int(), z.positive()),
  claimKey: z.string().check(z.regex(/^(once|friends|\d{4}-\d{2}-\d{2})$/, 'must be once, friends or a date')),
});
export type AcceptPromoRequest = z.infer<typeof AcceptPromoRequest>;
export const AcceptPromoResult = z.object({ amount: z.number(), sumBalance: z.number() });
export type AcceptPromoResult = z.infer<typeof AcceptPromoResult>;

export const VipLevel = z.object({
  level: z.number(),
  name: z.string(),
  /** Lifetime turnover (settled stakes) that reaches the level. */
  minTurnover: z.number(),
  withdrawDailyCount: z.number(),
  withdrawDailyMax: z.number(),
  /** Added to every rebate rate, in percent (e.g. 0.1). */
  rebateBonusPercent: z.number(),
});
export type VipLevel = z.infer<typeof VipLevel>;

/** The member's VIP level from turnover, and the ladder (`moneyCalls.rankProgress`). */
export const RankProgress = z.object({
  /** The merchant shows VIP benefits (the member card then opens /m/member/benefits). */
  display: z.boolean(),
  level: z.number(),
  levelName: z.string(),
  turnover: z.number(),
  next: z.nullable(z.object({ level: z.number(), name: z.string(), minTurnover: z.number() })),
  /** 0–100 towards the next level (100 at the top). */
  progressPercent: z.number(),
  levels: z.array(VipLevel),
});
export type RankProgress = z.infer<typeof RankProgress>;

/** The member's invitation code and link, and how the friends are doing (`moneyCalls.referralDetails`). */
export const ReferralDetails = z.object({
  /** The REFERRAL promotion is on for the merchant. */
  enabled: z.boolean(),
  referralCode: z.string(),
  /** Site path of the registration link, e.g. `/m/register?affiliateCode=AB12CD34`. */
  registerPath: z.string(),
  invitedCount: z.number(),
  /** Friends whose first deposit reached `minFirstDeposit`. */
  qualifiedCount: z.number(),
  rewardPerFriend: z.number(),
  minFirstDeposit: z.number(),
});
export type ReferralDetails = z.infer<typeof ReferralDetails>;

/** Rebate rates per game type, in percent of turnover (`moneyCalls.rebateSettings`). */
export const RebateSettings = z.object({
  settings: z.array(z.object({ productType: z.string(), rate: z.number() })),
  /** The member's VIP bonus on top of every rate, in percent. */
  vipBonus: z.number(),
  minClaim: z.number(),
});
export type RebateSettings = z.infer<typeof RebateSettings>;

/** What a claim would pay now, on the turnover since the last claim (`moneyCalls.manualRebate`). */
export const RebateLine = z.object({
  productType: z.string(),
  turnover: z.number(),
  rate: z.number(),
  amount: z.number(),
});
export const ManualRebate = z.object({
  /** Bets settled after this instant count (null: since the first bet). */
  since: z.nullable(z.number()),
  lines: z.array(RebateLine),
  total: z.number(),
  minClaim: z.number(),
  claimable: z.boolean(),
});
export type ManualRebate = z.infer<typeof ManualRebate>;
/** The claim carries nothing: the client sends `{}` and the platform reads no field of it. */
export const RebateClaimRequest = z.object({});
export type RebateClaimRequest = z.infer<typeof RebateClaimRequest>;
export const RebateClaimResult = z.object({ amount: z.number(), turnover: z.number(), sumBalance: z.number() });
export type RebateClaimResult = z.infer<typeof RebateClaimResult>;

/** The member's rebate claims, newest first (`moneyCalls.rebateReport`). */
export const RebateReportQuery = z.object(rangeShape).check(...rangeChecks);
export type RebateReportQuery = RangeParams;
export const RebateClaim = z.object({
  id: z.number(),
  amount: z.number(),
  turnover: z.number(),
  periodFrom: z.nullable(z.number()),
  periodTo: z.number(),
  createdAt: z.number(),
  lines: z.array(RebateLine),
});
export type RebateClaim = z.infer<typeof RebateClaim>;
export const RebateReport = pageOf(RebateClaim);
export type RebateReport = z.infer<typeof RebateReport>;
