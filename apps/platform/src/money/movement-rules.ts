import type { MovementKind, ProfitLoss } from '@wl/api-client/contract/records-calls';
import { fromCents } from '@wl/api-client/contract/money';

/**
 * The member-facing movement a ledger transaction is (decision 0033). Every transaction that changes the
 * member's spendable (main) wallet is one movement; the held wallet only annotates it (a withdrawal's
 * held part). A transaction that only moves held money to the house (a withdrawal paid out) is no
 * movement of the member's money and is not shown.
 */

/** How one rule recognises its movement: the ledger kind, and when it matters the side, envelope and contract. */
interface MovementRule {
  kind: MovementKind;
  ledgerKind: string;
  direction?: 'in' | 'out';
  envelope?: boolean;
  contractKind?: string;
}

/** First match wins. */
const RULES: readonly MovementRule[] = [
  { kind: 'deposit', ledgerKind: 'deposit' },
  { kind: 'withdrawal', ledgerKind: 'withdrawal_hold' },
  { kind: 'withdrawal_returned', ledgerKind: 'withdrawal_refund' },
  { kind: 'bet', ledgerKind: 'bet' },
  { kind: 'win', ledgerKind: 'win' },
  { kind: 'bet_refund', ledgerKind: 'bet_refund' },
  { kind: 'rebate', ledgerKind: 'rebate' },
  { kind: 'promotion', ledgerKind: 'promotion' },
  { kind: 'transfer_to_upline', ledgerKind: 'transfer', direction: 'out' },
  { kind: 'transfer_from_downline', ledgerKind: 'transfer', direction: 'in' },
  { kind: 'red_envelope_sent', ledgerKind: 'agent_transfer', direction: 'out', envelope: true },
  { kind: 'red_envelope_received', ledgerKind: 'agent_transfer', direction: 'in', envelope: true },
  { kind: 'transfer_to_downline', ledgerKind: 'agent_transfer', direction: 'out', envelope: false },
  { kind: 'transfer_from_upline', ledgerKind: 'agent_transfer', direction: 'in', envelope: false },
  { kind: 'daily_salary', ledgerKind: 'salary', contractKind: 'daily_salary' },
  { kind: 'hourly_salary', ledgerKind: 'salary', contractKind: 'hourly_salary' },
  { kind: 'dividend', ledgerKind: 'dividend' },
  { kind: 'adjustment', ledgerKind: 'adjustment' },
];

/** What the ledger says about one transaction, from the member's side. */
export interface LedgerFacts {
  ledgerKind: string;
  /** Change of the member's main wallet in cents (never 0 for a shown movement). */
  mainCents: number;
  /** The memo's `envelope` flag (red envelope rain). */
  envelope: boolean;
  /** The memo's `contractKind` (salaries). */
  contractKind: string | null;
}

/** The movement kind of a ledger transaction; `other` for a kind no rule knows. */
export function movementKind(facts: LedgerFacts): MovementKind | 'other' {
  const direction = facts.mainCents < 0 ? 'out' : 'in';
  const rule = RULES.find(
    (r) =>
      r.ledgerKind === facts.ledgerKind &&
      (r.direction === undefined || r.direction === direction) &&
      (r.envelope === undefined || r.envelope === facts.envelope) &&
      (r.contractKind === undefined || r.contractKind === facts.contractKind),
  );
  return rule?.kind ?? 'other';
}

/** The ledger conditions of one movement kind, for filtering in the database (the same rules, read backwards). */
export function ledgerFilterOf(kind: MovementKind): {
  ledgerKind: string;
  direction: 'in' | 'out' | null;
  envelope: boolean | null;
  contractKind: string | null;
} {
  const rule = RULES.find((r) => r.kind === kind);
  if (!rule) throw new Error(`no ledger rule for movement ${kind}`);
  return {
    ledgerKind: rule.ledgerKind,
    direction: rule.direction ?? null,
    envelope: rule.envelope ?? null,
    contractKind: rule.contractKind ?? null,
  };
}

/** Ledger references that name something the member can look up themselves (an order, a bet). */
const lookupReference = /^(?:deposit|withdrawal|bet|win|refund):(.+)$/;

/** One ledger transaction touching the member's main wallet, with what the member needs to read it. */
export interface LedgerMovementRow extends LedgerFacts {
  transactionId: number;
  time: number;
  reference: string | null;
  mainAfterCents: number;
  /** Change of the member's held wallet in the same transaction. */
  heldCents: number;
  /** A later transaction decided what this one held (the withdrawal was paid out or returned). */
  decided: boolean;
  /** Members on the other side of the transaction (who paid the member, or whom the member paid): how many, and one name. */
  otherCount: number;
  otherName: string | null;
}

export interface Movement {
  id: number;
  time: number;
  kind: MovementKind | 'other';
  reference: string;
  counterparty: string | null;
  counterparties: number;
  amountCents: number;
  balanceAfterCents: number;
  heldCents: number;
}

/** One row a member understands: kind, reference, signed amount, balance after, the part still held. */
export function toMovement(row: LedgerMovementRow): Movement {
  return {
    id: row.transactionId,
    time: row.time,
    kind: movementKind(row),
    reference: lookupReference.exec(row.reference ?? '')?.[1] ?? `TX${row.transactionId}`,
    counterparty: row.otherCount === 1 ? row.otherName : null,
    counterparties: row.otherCount,
    amountCents: row.mainCents,
    balanceAfterCents: row.mainAfterCents,
    heldCents: row.decided ? 0 : Math.max(0, row.heldCents),
  };
}

/** Movements of one kind summed over one local day. */
export interface MovementSum {
  date: string;
  kind: MovementKind | 'other';
  count: number;
  cents: number;
}

/**
 * Personal profit and loss from the same movements the account record shows: turnover is what bets
 * took (less what cancelled bets returned), payout what wins paid, deposits and withdrawals what they
 * moved (a returned withdrawal is not withdrawn), bonuses promotions and rebates.
 */
export function profitLossOf(sums: readonly MovementSum[]): ProfitLoss {
  const days = new Map<string, { betCount: number; stake: number; payout: number }>();
  let deposits = 0;
  let withdrawals = 0;
  let bonuses = 0;
  for (const sum of sums) {
    const day = () => {
      const found = days.get(sum.date) ?? { betCount: 0, stake: 0, payout: 0 };
      days.set(sum.date, found);
      return found;
    };
    if (sum.kind === 'bet') {
      day().betCount += sum.count;
      day().stake -= sum.cents;
    } else if (sum.kind === 'bet_refund') day().stake -= sum.cents;
    else if (sum.kind === 'win') day().payout += sum.cents;
    else if (sum.kind === 'deposit') deposits += sum.cents;
    else if (sum.kind === 'withdrawal' || sum.kind === 'withdrawal_returned') withdrawals -= sum.cents;
    else if (sum.kind === 'promotion' || sum.kind === 'rebate') bonuses += sum.cents;
  }
  let betCount = 0;
  let stake = 0;
  let payout = 0;
  const perDay = [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([date, d]) => {
      betCount += d.betCount;
      stake += d.stake;
      payout += d.payout;
      return {
        date,
        betCount: d.betCount,
        turnover: fromCents(d.stake),
        payout: fromCents(d.payout),
        profit: fromCents(d.payout - d.stake),
      };
    });
  return {
    totals: {
      betCount,
      turnover: fromCents(stake),
      payout: fromCents(payout),
      profit: fromCents(payout - stake),
      deposits: fromCents(deposits),
      withdrawals: fromCents(withdrawals),
      bonuses: fromCents(bonuses),
    },
    days: perDay,
  };
}
