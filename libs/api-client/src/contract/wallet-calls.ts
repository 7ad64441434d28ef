import { z } from 'zod/mini';

/** The member's wallet (spec §3 wallet: sumBalance), answered by `sessionCalls.walletBalance`. */
export const WalletBalance = z.object({
  /** Spendable balance in the merchant's currency, two decimals. */
  sumBalance: z.number(),
  /** Money held for withdrawals awaiting a decision (not spendable). */
  heldBalance: z.number(),
});
export type WalletBalance = z.infer<typeof WalletBalance>;
