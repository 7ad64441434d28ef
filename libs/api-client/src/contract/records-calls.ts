import { z } from 'zod/mini';
import { pageOf, rangeChecks, rangeShape } from './money-common';
import type { RangeParams } from './money-common';

/**
 * The member's records: account record (one row per movement of the member's money), betting record
 * (the game vendors' bets) and personal profit and loss. All ranged by local dates and paged.
 */

/**
 * What a movement of the member's spendable money was, as the member understands it. The platform
 * derives it from the ledger (decision 0033): a withdrawal is one row (its held part shown as held), a
 * transfer is "to"/"from" depending on the side, a red envelope and a salary have their own kinds.
 */
export const movementKinds = [
  'deposit',
  'withdrawal',
  'withdrawal_returned',
  'bet',
  'win',
  'bet_refund',
  'rebate',
  'promotion',
  'transfer_to_upline',
  'transfer_from_downline',
  'transfer_to_downline',
  'transfer_from_upline',
  'red_envelope_sent',
  'red_envelope_received',
  'daily_salary',
  'hourly_salary',
  'dividend',
  'adjustment',
] as const;
export type MovementKind = (typeof movementKinds)[number];

/** The member's movements, newest first (`moneyCalls.transactionRecord`). */
export const TransactionQuery = z
  .object({
    ...rangeShape,
    /** Only movements of one kind (e.g. `deposit`). */
    kind: z.optional(z.enum(movementKinds)),
  })
  .check(...rangeChecks);
export type TransactionQuery = RangeParams & { kind?: MovementKind };
export const TransactionEntry = z.object({
  /** The ledger transaction's number: both sides of a transfer see the same. */
  id: z.number(),
  time: z.number(),
  /** One of `movementKinds`, or `other`; kinds the client does not know are shown as "other". */
  kind: z.string(),
  /** What the member can quote: the order or bet number, else the transaction number (`TX…`). */
  reference: z.nullable(z.string()),
  /** The member on the other side of a transfer or red envelope (who paid, or who was paid) when there is exactly one. */
  counterparty: z.nullable(z.string()),
  /** How many members are on the other side (a red envelope to several: their number); 0 for none. */
  counterparties: z.number(),
  /** Signed change of the spendable balance: money in is positive. */
  amount: z.number(),
  /** The spendable balance after the movement. */
  balanceAfter: z.number(),
  /** The part of this movement still held (a withdrawal awaiting its decision); 0 otherwise. */
  held: z.number(),
});
export type TransactionEntry = z.infer<typeof TransactionEntry>;
export const TransactionRecord = pageOf(TransactionEntry);
export type TransactionRecord = z.infer<typeof TransactionRecord>;

/** The member's bets, newest first; optionally one game type (`moneyCalls.betRecord`). */
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

/** Personal profit and loss over a range, in total and per day (`moneyCalls.profitLoss`). */
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
  days: z.array(
    z.object({ date: z.string(), turnover: z.number(), payout: z.number(), profit: z.number(), betCount: z.number() }),
  ),
});
export type ProfitLoss = z.infer<typeof ProfitLoss>;
