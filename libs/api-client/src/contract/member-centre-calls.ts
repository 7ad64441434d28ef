import { z } from 'zod/mini';
import { Amount } from './money';
import { PaymentPassword } from './money-common';

/**
 * Member-centre calls: the wallet overview (/wps/wallets/gcs), the merchant's public money settings
 * and the transfer to the superior (upline). The promotion summary behind the badges is in
 * promo-summary.ts (the footer loads it on every page, so it stays apart and small).
 */

/** The member's wallets (`moneyCalls.memberWallets`, logged in). */
export const MemberWallets = z.object({
  currency: z.string(),
  /** Spendable (the spec's sumBalance). */
  sumBalance: z.number(),
  heldBalance: z.number(),
  wallets: z.array(z.object({ walletCode: z.enum(['MAIN', 'HELD']), balance: z.number() })),
});
export type MemberWallets = z.infer<typeof MemberWallets>;

/** The merchant's currency and money limits (`moneyCalls.merchantWallet`, no token). */
export const MerchantWallet = z.object({
  currency: z.string(),
  deposit: z.object({ minAmount: z.number(), maxAmount: z.number() }),
  withdrawal: z.object({ minAmount: z.number(), maxAmount: z.number() }),
});
export type MerchantWallet = z.infer<typeof MerchantWallet>;

/** Whether and to whom the member may transfer (`moneyCalls.uplineTransferInfo`; AGETRANSFERUP3, type ≠ 2). */
export const UplineTransferInfo = z.object({
  allowed: z.boolean(),
  /** The superior's name as shown (masked when long), or null without one. */
  upline: z.nullable(z.string()),
  minAmount: z.number(),
  maxAmount: z.number(),
  available: z.number(),
});
export type UplineTransferInfo = z.infer<typeof UplineTransferInfo>;

/** Moves money from the member's wallet to the superior's (`moneyCalls.uplineTransfer`: sealed, Idempotency-Key). */
export const UplineTransferRequest = z.strictObject({ amount: Amount, paymentPassword: PaymentPassword });
export type UplineTransferRequest = z.infer<typeof UplineTransferRequest>;
export const UplineTransferResult = z.object({ amount: z.number(), sumBalance: z.number(), upline: z.string() });
export type UplineTransferResult = z.infer<typeof UplineTransferResult>;
