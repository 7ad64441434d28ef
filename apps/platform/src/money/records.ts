import type { BetRecord, BetRecordPage, ProfitLoss, TransactionEntry } from '@wl/api-client/contract';
import { dayRange, fromCents } from '@wl/api-client/contract';
import { at } from '../accounts/clock';
import type { Queryable } from '../db/db';
import { pageAnswer } from './paging';
import type { Page } from './paging';

interface Range {
  startDate: string;
  endDate: string;
  tzOffset: number;
}

interface Paging {
  page: number;
  size: number;
}

/** Kinds whose reference names something the member can look up (an order number, a bet). */
const shownReference = /^(deposit|withdrawal|bet|win):(.+)$/;

interface EntryRow {
  id: string | number;
  amount_cents: string | number;
  balance_after: string | number;
  created_at: Date;
  kind: string;
  reference: string | null;
  wallet: 'main' | 'held';
}

/** ODS2_MemberTransaction: every ledger entry of the member's wallets in the range, newest first. */
export async function transactionRecord(db: Queryable, input: Range & Paging & { memberId: number; kind?: string }): Promise<Page<TransactionEntry>> {
  const { from, to } = dayRange(input.startDate, input.endDate, input.tzOffset);
  const where = `a.member_id = $1 AND e.created_at >= $2::timestamptz AND e.created_at < $3::timestamptz AND ($4::text IS NULL OR t.kind = $4)`;
  const joins = 'FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id';
  const params = [input.memberId, at(from), at(to), input.kind ?? null];
  const [count] = await db.query<{ n: string | number }>(`SELECT COUNT(*) AS n ${joins} WHERE ${where}`, params);
  const rows = await db.query<EntryRow>(
    `SELECT e.id, e.amount_cents, e.balance_after, e.created_at, t.kind, t.reference, a.kind AS wallet ${joins} WHERE ${where}
      ORDER BY e.id DESC LIMIT $5 OFFSET $6`,
    [...params, input.size, (input.page - 1) * input.size],
  );
  const content = rows.map((row) => ({
    id: Number(row.id),
    time: new Date(row.created_at).getTime(),
    kind: row.kind,
    wallet: row.wallet === 'held' ? ('HELD' as const) : ('MAIN' as const),
    amount: fromCents(Number(row.amount_cents)),
    balanceAfter: fromCents(Number(row.balance_after)),
    reference: shownReference.exec(row.reference ?? '')?.[2] ?? null,
  }));
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
export async function betRecord(db: Queryable, input: Range & Paging & { memberId: number; gameType?: string }): Promise<BetRecordPage> {
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

/** ODS2_MemberPNL: bets settled in the range (per local day and in total), deposits, withdrawals and bonuses. */
export async function profitLoss(db: Queryable, input: Range & { memberId: number }): Promise<ProfitLoss> {
  const { from, to } = dayRange(input.startDate, input.endDate, input.tzOffset);
  const params = [input.memberId, at(from), at(to)];
  const days = await db.query<{ day: string; n: string | number; stake: string | number; payout: string | number }>(
    `SELECT to_char((settled_at AT TIME ZONE 'UTC') - make_interval(mins => $4::int), 'YYYY-MM-DD') AS day,
            COUNT(*) AS n, SUM(stake_cents) AS stake, SUM(payout_cents) AS payout
       FROM game_bets
      WHERE member_id = $1 AND status = 'settled' AND settled_at >= $2::timestamptz AND settled_at < $3::timestamptz
      GROUP BY 1 ORDER BY 1 DESC`,
    [...params, input.tzOffset],
  );
  const [money] = await db.query<{ deposits: string | number | null; withdrawals: string | number | null }>(
    `SELECT (SELECT SUM(amount_cents) FROM deposit_orders
              WHERE member_id = $1 AND status = 'confirmed' AND decided_at >= $2::timestamptz AND decided_at < $3::timestamptz) AS deposits,
            (SELECT SUM(amount_cents) FROM withdrawal_orders
              WHERE member_id = $1 AND status = 'approved' AND decided_at >= $2::timestamptz AND decided_at < $3::timestamptz) AS withdrawals`,
    params,
  );
  const [bonus] = await db.query<{ total: string | number | null }>(
    `SELECT SUM(e.amount_cents) AS total
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE a.member_id = $1 AND a.kind = 'main' AND t.kind IN ('promotion', 'rebate')
        AND e.created_at >= $2::timestamptz AND e.created_at < $3::timestamptz`,
    params,
  );
  let betCount = 0;
  let stake = 0;
  let payout = 0;
  const perDay = days.map((d) => {
    const [n, s, p] = [Number(d.n), Number(d.stake), Number(d.payout)];
    betCount += n;
    stake += s;
    payout += p;
    return { date: d.day, betCount: n, turnover: fromCents(s), payout: fromCents(p), profit: fromCents(p - s) };
  });
  return {
    totals: {
      betCount,
      turnover: fromCents(stake),
      payout: fromCents(payout),
      profit: fromCents(payout - stake),
      deposits: fromCents(Number(money?.deposits ?? 0)),
      withdrawals: fromCents(Number(money?.withdrawals ?? 0)),
      bonuses: fromCents(Number(bonus?.total ?? 0)),
    },
    days: perDay,
  };
}
