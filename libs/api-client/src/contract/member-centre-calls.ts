import { z } from 'zod/mini';
import { Amount } from './money';
import { PaymentPassword, moneyRelayPath } from './money-common';

/**
 * Member-centre calls: the wallet overview (/wps/wallets/gcs), the merchant's public money settings,
 * the promotion summary behind the badges (unclaimed rewards, missions, REFERRAL/MISSION switches)
 * and the transfer to the superior (upline).
 */

/** GET /wps/wallets/gcs (logged in): the member's wallets. */
export const memberWalletsPath = '/wps/wallets/gcs';
export const MemberWallets = z.object({
  currency: z.string(),
  /** Spendable (the spec's sumBalance). */
  sumBalance: z.number(),
  heldBalance: z.number(),
  wallets: z.array(z.object({ walletCode: z.enum(['MAIN', 'HELD']), balance: z.number() })),
});
export type MemberWallets = z.infer<typeof MemberWallets>;

/** GET GCS_merchantWallet (no token): the merchant's currency and money limits. */
export const merchantWalletPath = moneyRelayPath('GCS_merchantWallet');
export const MerchantWallet = z.object({
  currency: z.string(),
  deposit: z.object({ minAmount: z.number(), maxAmount: z.number() }),
  withdrawal: z.object({ minAmount: z.number(), maxAmount: z.number() }),
});
export type MerchantWallet = z.infer<typeof MerchantWallet>;

export const promoKeys = ['REFERRAL', 'MISSION'] as const;
export const PromoKey = z.enum(promoKeys);
export type PromoKey = z.infer<typeof PromoKey>;

/**
 * GET MCS2_getUnclaimedPromotionCount (token optional): spec §3 "Promo: key, enabled, count; total
 * unclaimed promos count". `unclaimedCount` = rewards ready to claim (footer and reward-centre badge);
 * MISSION's `count` = missions ready to claim; REFERRAL's `count` = friends invited. Visitors get the
 * switches with zero counts.
 */
export const promoSummaryPath = moneyRelayPath('MCS2_getUnclaimedPromotionCount');
export const PromoSummary = z.object({
  unclaimedCount: z.number(),
  promos: z.array(z.object({ key: PromoKey, enabled: z.boolean(), count: z.number() })),
});
export type PromoSummary = z.infer<typeof PromoSummary>;

/** GET GCS_walletTransfer: whether and to whom the member may transfer (spec: AGETRANSFERUP3, toUpline, type ≠ 2). */
export const uplineTransferPath = moneyRelayPath('GCS_walletTransfer');
export const UplineTransferInfo = z.object({
  allowed: z.boolean(),
  /** The superior's name as shown (masked when long), or null without one. */
  upline: z.nullable(z.string()),
  minAmount: z.number(),
  maxAmount: z.number(),
  available: z.number(),
});
export type UplineTransferInfo = z.infer<typeof UplineTransferInfo>;

/** POST GCS_walletTransfer, sealed, with an Idempotency-Key: moves money from the member's wallet to the superior's. */
export const UplineTransferRequest = z.strictObject({ amount: Amount, paymentPassword: PaymentPassword });
export type UplineTransferRequest = z.infer<typeof UplineTransferRequest>;
export const UplineTransferResult = z.object({ amount: z.number(), sumBalance: z.number(), upline: z.string() });
export type UplineTransferResult = z.infer<typeof UplineTransferResult>;
