import { z } from 'zod/mini';
import { Amount } from './money';
import { PaymentPassword, pageOf, rangeChecks, rangeShape } from './money-common';
import type { RangeParams } from './money-common';

/**
 * Withdrawals (member-agent-platform §2 withdrawal, §7 withdraw calls). The amount is held at once
 * (main → held); the cashier approves (held → paid out) or rejects (held → main again).
 */

/** A member's bank card as every answer shows it: the number masked to its last four digits. */
export const BankCard = z.object({
  id: z.number(),
  bankName: z.string(),
  holderName: z.string(),
  /** `**** **** **** 1234` */
  cardNumber: z.string(),
  createdAt: z.number(),
});
export type BankCard = z.infer<typeof BankCard>;

/** What the withdrawal screen needs — cards, limits, what may be withdrawn now (`moneyCalls.withdrawInfo`). */
export const WithdrawInfo = z.object({
  cards: z.array(BankCard),
  hasPaymentPassword: z.boolean(),
  /** The spendable balance (main wallet). */
  withdrawable: z.number(),
  heldBalance: z.number(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Withdrawals a day at the member's VIP level, and how many were asked for today. */
  dailyCount: z.number(),
  usedToday: z.number(),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfo>;

/** A withdrawal (`moneyCalls.withdraw`: sealed, with an Idempotency-Key). */
export const WithdrawRequest = z.strictObject({
  bankCardId: z.number().check(z.int(), z.positive()),
  amount: Amount,
  paymentPassword: PaymentPassword,
});
export type WithdrawRequest = z.infer<typeof WithdrawRequest>;

export const withdrawalStatuses = ['pending', 'approved', 'rejected'] as const;
export const WithdrawalStatus = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

export const WithdrawalOrder = z.object({
  orderNo: z.string(),
  amount: z.number(),
  status: WithdrawalStatus,
  bankName: z.string(),
  cardNumber: z.string(),
  createdAt: z.number(),
  decidedAt: z.nullable(z.number()),
  /** Why the cashier rejected it. */
  reason: z.nullable(z.string()),
});
export type WithdrawalOrder = z.infer<typeof WithdrawalOrder>;

/** The member's withdrawals, newest first (`moneyCalls.withdrawReport`). */
export const WithdrawReportQuery = z.object(rangeShape).check(...rangeChecks);
export type WithdrawReportQuery = RangeParams;
export const WithdrawReport = pageOf(WithdrawalOrder);
export type WithdrawReport = z.infer<typeof WithdrawReport>;
