import { z } from 'zod/mini';
import { Amount } from './money';
import { PaymentPassword, moneyRelayPath } from './money-common';

/**
 * Member-centre calls: the wallet overview (/wps/wallets/gcs), the merchant's public money settings
 * and the transfer to the superior (upline). The promotion summary behind the badges is in
 * promo-summary.ts (the footer loads it on every page, so it stays apart and small).
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
