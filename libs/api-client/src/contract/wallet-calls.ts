import { z } from 'zod/mini';

/** GET /wps/v2/wallets/balance (logged in): the member's wallet (spec §3 wallet: sumBalance). */
export const walletBalancePath = '/wps/v2/wallets/balance';

export const WalletBalance = z.object({
  /** Spendable balance in the merchant's currency, two decimals. */
  sumBalance: z.number(),
  /** Money held for withdrawals awaiting a decision (not spendable). */
  heldBalance: z.number(),
});
export type WalletBalance = z.infer<typeof WalletBalance>;
