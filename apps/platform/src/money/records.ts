import type {
  BetRecord,
  BetRecordPage,
  MovementKind,
  ProfitLoss,
  TransactionEntry,
} from '@wl/api-client/contract/records-calls';
import { dayRange } from '@wl/api-client/contract/money-common';
import { fromCents } from '@wl/api-client/contract/money';
import { at } from '../db/clock';
import type { Queryable } from '../db/db';
import { ledgerFilterOf, movementKind, profitLossOf, toMovement } from './movement-rules';
import { pageAnswer } from '../db/paging';
import type { Page } from '../db/paging';

interface Range {
  startDate: string;
  endDate: string;
  tzOffset: number;
}

interface Paging {
  page: number;
  size: number;
}

/**
 * The member's movements: every ledger transaction that changed the member's main wallet, with the
 * held part, whether a later transaction decided it, and the members on the other side of it. The account record
 * pages these rows and the personal P&L sums them, so the two always agree.
 */
const MOVEMENT_SOURCE = `
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id = $1 AND a.kind = 'main'
  JOIN ledger_transactions t ON t.id = e.transaction_id
 WHERE e.created_at >= $2::timestamptz AND e.created_at < $3::timestamptz`;

/** The columns the movement rule reads about the transaction itself (memo flags included). */
const FACT_COLUMNS = `t.kind AS ledger_kind, e.amount_cents, t.memo->>'contractKind' AS contract_kind,
       COALESCE(t.memo->>'envelope', 'false') = 'true' AS envelope`;

/** Filters by one movement kind, through the same rules read backwards ($4–$7, all null for none). */
const KIND_FILTER = `($4::text IS NULL OR (t.kind = $4
        AND ($5::text IS NULL OR ($5 = 'in') = (e.amount_cents > 0))
        AND ($6::boolean IS NULL OR (COALESCE(t.memo->>'envelope', 'false') = 'true') = $6)
        AND ($7::text IS NULL OR t.memo->>'contractKind' = $7)))`;

interface MovementDbRow {
  id: string | number;
  created_at: Date;
  ledger_kind: string;
  reference: string | null;
  contract_kind: string | null;
  envelope: boolean;
  amount_cents: string | number;
  balance_after: string | number;
  held_cents: string | number;
  decided: boolean;
  other_count: string | number;
  other_name: string | null;
}

function kindParams(kind: MovementKind | undefined): unknown[] {
  if (!kind) return [null, null, null, null];
  const filter = ledgerFilterOf(kind);
  return [filter.ledgerKind, filter.direction, filter.envelope, filter.contractKind];
}

/** ODS2_MemberTransaction: one row per movement of the member's money in the range, newest first. */
export async function transactionRecord(
  db: Queryable,
  input: Range & Paging & { memberId: number; kind?: MovementKind },
): Promise<Page<TransactionEntry>> {
  const { from, to } = dayRange(input.startDate, input.endDate, input.tzOffset);
  const params = [input.memberId, at(from), at(to), ...kindParams(input.kind)];
  const [count] = await db.query<{ n: string | number }>(
    `SELECT COUNT(*) AS n ${MOVEMENT_SOURCE} AND ${KIND_FILTER}`,
    params,
  );
  const rows = await db.query<MovementDbRow>(
    `SELECT t.id, e.created_at, t.reference, e.balance_after, ${FACT_COLUMNS},
            (SELECT COALESCE(SUM(x.amount_cents), 0) FROM ledger_entries x JOIN ledger_accounts xa ON xa.id = x.account_id
              WHERE x.transaction_id = t.id AND xa.member_id = $1 AND xa.kind = 'held') AS held_cents,
            EXISTS (SELECT 1 FROM ledger_transactions d
                     WHERE d.merchant_code = t.merchant_code AND d.reference = t.reference AND d.kind IN ('withdrawal_paid', 'withdrawal_refund')) AS decided,
            (SELECT COUNT(DISTINCT xa.member_id) FROM ledger_entries x JOIN ledger_accounts xa ON xa.id = x.account_id
              WHERE x.transaction_id = t.id AND xa.member_id <> $1 AND sign(x.amount_cents) <> sign(e.amount_cents)) AS other_count,
            (SELECT MIN(m.username) FROM ledger_entries x JOIN ledger_accounts xa ON xa.id = x.account_id JOIN members m ON m.id = xa.member_id
              WHERE x.transaction_id = t.id AND xa.member_id <> $1 AND sign(x.amount_cents) <> sign(e.amount_cents)) AS other_name
     ${MOVEMENT_SOURCE} AND ${KIND_FILTER}
      ORDER BY e.created_at DESC, e.id DESC LIMIT $8 OFFSET $9`,
    [...params, input.size, (input.page - 1) * input.size],
  );
  const content = rows.map((row) => {
    const movement = toMovement({
      transactionId: Number(row.id),
      time: new Date(row.created_at).getTime(),
      ledgerKind: row.ledger_kind,
      reference: row.reference,
      contractKind: row.contract_kind,
      envelope: row.envelope,
      mainCents: Number(row.amount_cents),
      mainAfterCents: Number(row.balance_after),
      heldCents: Number(row.held_cents),
      decided: row.decided,
      otherCount: Number(row.other_count),
      otherName: row.other_name,
    });
    return {
      id: movement.id,
      time: movement.time,
      kind: movement.kind,
      reference: movement.reference,
      counterparty: movement.counterparty,
      counterparties: movement.counterparties,
      amount: fromCents(movement.amountCents),
      balanceAfter: fromCents(movement.balanceAfterCents),
      held: fromCents(movement.heldCents),
    };
  });
  return pageAnswer(content, Number(count?.n ?? 0), input);
}

interface BetRow {
  id: string | number;
  game_name: string;
  game_type: string;
  vassalage: string;
  round_ref: string;
  stake_cents: string | number;
  payout_cents: string | number;
  status: BetRecord['status'];
  placed_at: Date;
  settled_at: Date | null;
}

function toBet(row: BetRow): BetRecord {
  const stake = Number(row.stake_cents);
  const payout = Number(row.payout_cents);
  return {
    id: Number(row.id),
    gameName: row.game_name,
    gameType: row.game_type,
    vassalage: row.vassalage,
    roundRef: row.round_ref,
    stake: fromCents(stake),
    payout: fromCents(payout),
    profit: row.status === 'settled' ? fromCents(payout - stake) : 0,
    status: row.status,
    placedAt: new Date(row.placed_at).getTime(),
    settledAt: row.settled_at ? new Date(row.settled_at).getTime() : null,
  };
}

/** ODS2_MemberBetRecord: the member's bets placed in the range, newest first, with totals over the range. */
export async function betRecord(
  db: Queryable,
  input: Range & Paging & { memberId: number; gameType?: string },
): Promise<BetRecordPage> {
  const { from, to } = dayRange(input.startDate, input.endDate, input.tzOffset);
  const where = `member_id = $1 AND placed_at >= $2::timestamptz AND placed_at < $3::timestamptz AND ($4::text IS NULL OR game_type = $4)`;
  const params = [input.memberId, at(from), at(to), input.gameType ?? null];
  const [sum] = await db.query<{ n: string | number; stake: string | number | null; payout: string | number | null }>(
    `SELECT COUNT(*) AS n,
            SUM(stake_cents) FILTER (WHERE status = 'settled') AS stake,
            SUM(payout_cents) FILTER (WHERE status = 'settled') AS payout
       FROM game_bets WHERE ${where}`,
    params,
  );
  const rows = await db.query<BetRow>(
    `SELECT id, game_name, game_type, vassalage, round_ref, stake_cents, payout_cents, status, placed_at, settled_at
       FROM game_bets WHERE ${where} ORDER BY placed_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, input.size, (input.page - 1) * input.size],
  );
  const stake = Number(sum?.stake ?? 0);
  const payout = Number(sum?.payout ?? 0);
  return {
    ...pageAnswer(rows.map(toBet), Number(sum?.n ?? 0), input),
    summary: { stake: fromCents(stake), payout: fromCents(payout), profit: fromCents(payout - stake) },
  };
}

/** ODS2_MemberPNL: the account record's movements in the range, summed per local day and kind. */
export async function profitLoss(db: Queryable, input: Range & { memberId: number }): Promise<ProfitLoss> {
  const { from, to } = dayRange(input.startDate, input.endDate, input.tzOffset);
  const rows = await db.query<{
    day: string;
    ledger_kind: string;
    contract_kind: string | null;
    envelope: boolean;
    direction: string;
    n: string | number;
    cents: string | number;
  }>(
    `SELECT to_char((e.created_at AT TIME ZONE 'UTC') - make_interval(mins => $4::int), 'YYYY-MM-DD') AS day,
            t.kind AS ledger_kind, t.memo->>'contractKind' AS contract_kind,
            COALESCE(t.memo->>'envelope', 'false') = 'true' AS envelope,
            CASE WHEN e.amount_cents < 0 THEN 'out' ELSE 'in' END AS direction,
            COUNT(*) AS n, SUM(e.amount_cents) AS cents
     ${MOVEMENT_SOURCE}
      GROUP BY 1, 2, 3, 4, 5`,
    [input.memberId, at(from), at(to), input.tzOffset],
  );
  return profitLossOf(
    rows.map((row) => ({
      date: row.day,
      kind: movementKind({
        ledgerKind: row.ledger_kind,
        contractKind: row.contract_kind,
        envelope: row.envelope,
        mainCents: row.direction === 'out' ? -1 : 1,
      }),
      count: Number(row.n),
      cents: Number(row.cents),
    })),
  );
}
