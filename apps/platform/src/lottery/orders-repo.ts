import { fromCents } from '@wl/api-client/contract/money';
import type {
  OrderDetail,
  OrderStatus,
  OrderSummary,
  OrdersPage,
  SubOrder,
} from '@wl/api-client/contract/lottery-calls';
import type { PlayType, PrizeMode } from '@wl/api-client/contract/lottery-modes';
import type { Queryable } from '../db/db';
import { lotteryVendors } from './lottery-games';

/** Reading tickets: a game_bets row of a lottery vendor, its lottery facts and its lines. */

interface OrderRow {
  bet_id: string | number;
  round_ref: string;
  game_id: OrderSummary['gameId'];
  game_name: string;
  status: 'open' | 'settled' | 'void';
  stake_cents: string | number;
  payout_cents: string | number;
  placed_at: Date | string;
  numero: string;
  play_type: PlayType;
  prize_mode: PrizeMode;
  close_at: Date | string;
  draw_at: Date | string;
  line_count: string | number;
}

interface LineRow {
  id: string | number;
  bet_type: SubOrder['betType'];
  selection: string;
  odds_x100: number;
  stake_cents: string | number;
  status: SubOrder['status'];
  payout_cents: string | number;
}

const ms = (value: Date | string) => new Date(value).getTime();

/** The ticket's status as players read it: open, won, lost, or cancelled (every line cancelled). */
export function orderStatusOf(status: OrderRow['status'], payoutCents: number): OrderStatus {
  if (status === 'open') return 'open';
  if (status === 'void') return 'cancelled';
  return payoutCents > 0 ? 'won' : 'lost';
}

const orderColumns = `b.id AS bet_id, b.round_ref, b.game_id, b.game_name, b.status, b.stake_cents, b.payout_cents, b.placed_at,
  o.numero, o.play_type, o.prize_mode, o.close_at, o.draw_at,
  (SELECT count(*) FROM lottery_suborders s WHERE s.bet_id = b.id) AS line_count`;

function summaryOf(row: OrderRow): OrderSummary {
  const payout = Number(row.payout_cents);
  return {
    orderNo: row.round_ref,
    gameId: row.game_id,
    gameName: row.game_name,
    numero: row.numero,
    playType: row.play_type,
    prizeMode: row.prize_mode,
    placedAt: ms(row.placed_at),
    closeAt: ms(row.close_at),
    drawAt: ms(row.draw_at),
    status: orderStatusOf(row.status, payout),
    lineCount: Number(row.line_count),
    stake: fromCents(Number(row.stake_cents)),
    payout: fromCents(payout),
  };
}

const statusFilters: Record<OrderStatus, string> = {
  open: "b.status = 'open'",
  cancelled: "b.status = 'void'",
  won: "b.status = 'settled' AND b.payout_cents > 0",
  lost: "b.status = 'settled' AND b.payout_cents = 0",
};

export interface OrdersFilter {
  memberId: number;
  gameId?: string;
  status?: OrderStatus;
  pageNo: number;
  pageSize: number;
}

/** The member's tickets, newest first. */
export async function listOrders(db: Queryable, filter: OrdersFilter): Promise<OrdersPage> {
  const where = ['b.member_id = $1', 'b.vassalage = ANY($2::text[])'];
  const params: unknown[] = [filter.memberId, lotteryVendors];
  if (filter.gameId) {
    params.push(filter.gameId);
    where.push(`b.game_id = $${params.length}`);
  }
  if (filter.status) where.push(statusFilters[filter.status]);
  const from = `FROM game_bets b JOIN lottery_orders o ON o.bet_id = b.id WHERE ${where.join(' AND ')}`;
  const [count] = await db.query<{ total: string | number }>(`SELECT count(*) AS total ${from}`, params);
  const total = Number(count?.total ?? 0);
  const rows = await db.query<OrderRow>(
    `SELECT ${orderColumns} ${from} ORDER BY b.placed_at DESC, b.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
  );
  return { orders: rows.map(summaryOf), pageNum: filter.pageNo, totalPages: Math.ceil(total / filter.pageSize) };
}

/** One of the member's tickets with its lines and, once drawn, the draw's numbers; null when not theirs. */
export async function findOrder(db: Queryable, memberId: number, orderNo: string): Promise<OrderDetail | null> {
  const [row] = await db.query<OrderRow & { result: { numbers: string[] } | null }>(
    `SELECT ${orderColumns}, d.result
       FROM game_bets b JOIN lottery_orders o ON o.bet_id = b.id
       LEFT JOIN lottery_draws d ON d.game_id = o.game_id AND d.numero = o.numero
      WHERE b.member_id = $1 AND b.round_ref = $2 AND b.vassalage = ANY($3::text[])`,
    [memberId, orderNo, lotteryVendors],
  );
  if (!row) return null;
  const lines = await db.query<LineRow>(
    'SELECT id, bet_type, selection, odds_x100, stake_cents, status, payout_cents FROM lottery_suborders WHERE bet_id = $1 ORDER BY line_no',
    [row.bet_id],
  );
  return {
    ...summaryOf(row),
    result: row.result ? row.result.numbers : null,
    subOrders: lines.map((line) => ({
      id: Number(line.id),
      betType: line.bet_type,
      selection: line.selection,
      odds: line.odds_x100 / 100,
      stake: fromCents(Number(line.stake_cents)),
      status: line.status,
      payout: fromCents(Number(line.payout_cents)),
    })),
  };
}

/** The lottery games the member played, latest first. */
export async function recentGameIds(db: Queryable, memberId: number, limit: number): Promise<string[]> {
  const rows = await db.query<{ game_id: string }>(
    `SELECT game_id FROM game_bets WHERE member_id = $1 AND vassalage = ANY($2::text[])
      GROUP BY game_id ORDER BY max(placed_at) DESC LIMIT $3`,
    [memberId, lotteryVendors, limit],
  );
  return rows.map((row) => row.game_id);
}
