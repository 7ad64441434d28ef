import { z } from 'zod/mini';
import { moneyRelayPath, pageOf, rangeChecks, rangeShape } from './money-common';
import type { RangeParams } from './money-common';

/**
 * The member's records: account record (every ledger entry of the member's wallets), betting record
 * (the game vendors' bets) and personal profit and loss. All ranged by local dates and paged.
 */

/** Ledger kinds a member sees in the account record. */
export const transactionKinds = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_refund',
  'bet',
  'win',
  'refund',
  'rebate',
  'promotion',
  'transfer',
  'adjustment',
] as const;

/** GET ODS2_MemberTransaction: the member's ledger entries, newest first. */
export const transactionRecordPath = moneyRelayPath('ODS2_MemberTransaction');
export const TransactionQuery = z
  .object({
    ...rangeShape,
    /** Only entries of one kind (e.g. `bet`). */
    kind: z.optional(z.enum(transactionKinds)),
  })
  .check(...rangeChecks);
export type TransactionQuery = RangeParams & { kind?: (typeof transactionKinds)[number] };
export const TransactionEntry = z.object({
  id: z.number(),
  time: z.number(),
  /** The ledger transaction's kind; unknown kinds are shown as they come. */
  kind: z.string(),
  wallet: z.enum(['MAIN', 'HELD']),
  /** Signed: money in is positive. */
  amount: z.number(),
  balanceAfter: z.number(),
  /** The order, bet or claim it belongs to, when there is one. */
  reference: z.nullable(z.string()),
});
export type TransactionEntry = z.infer<typeof TransactionEntry>;
export const TransactionRecord = pageOf(TransactionEntry);
export type TransactionRecord = z.infer<typeof TransactionRecord>;

/** GET ODS2_MemberBetRecord: the member's bets, newest first; optionally one game type. */
export const betRecordPath = moneyRelayPath('ODS2_MemberBetRecord');
export const BetRecordQuery = z
  .object({
    ...rangeShape,
    gameType: z.optional(z.string().check(z.regex(/^[A-Z]{2,16}$/, 'must be a game type such as RNG'))),
  })
  .check(...rangeChecks);
export type BetRecordQuery = RangeParams & { gameType?: string };
export const BetRecord = z.object({
  id: z.number(),
  gameName: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
  roundRef: z.string(),
  stake: z.number(),
  payout: z.number(),
  /** payout − stake once settled; 0 while open or void. */
  profit: z.number(),
  status: z.enum(['open', 'settled', 'void']),
  placedAt: z.number(),
  settledAt: z.nullable(z.number()),
});
export type BetRecord = z.infer<typeof BetRecord>;
export const BetRecordPage = z.object({
  content: z.array(BetRecord),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
  /** Over the whole range (not only this page). */
  summary: z.object({ stake: z.number(), payout: z.number(), profit: z.number() }),
});
export type BetRecordPage = z.infer<typeof BetRecordPage>;

/** GET ODS2_MemberPNL: personal profit and loss over a range, in total and per day. */
export const profitLossPath = moneyRelayPath('ODS2_MemberPNL');
export const ProfitLossQuery = z
  .object({ startDate: rangeShape.startDate, endDate: rangeShape.endDate, tzOffset: rangeShape.tzOffset })
  .check(...rangeChecks);
export type ProfitLossQuery = Pick<RangeParams, 'startDate' | 'endDate' | 'tzOffset'>;
export const ProfitLossTotals = z.object({
  betCount: z.number(),
  /** Stakes of settled bets. */
  turnover: z.number(),
  payout: z.number(),
  /** payout − turnover */
  profit: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  /** Promotions and rebates credited. */
  bonuses: z.number(),
});
export type ProfitLossTotals = z.infer<typeof ProfitLossTotals>;
export const ProfitLoss = z.object({
  totals: ProfitLossTotals,
  days: z.array(z.object({ date: z.string(), turnover: z.number(), payout: z.number(), profit: z.number(), betCount: z.number() })),
});
export type ProfitLoss = z.infer<typeof ProfitLoss>;
