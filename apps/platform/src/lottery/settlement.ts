import { at } from '../db/clock';
import { postTransactionIn } from '../wallet/ledger';
import { ensureDrawn } from './draws-repo';
import type { LotteryDeps } from './lottery-deps';
import { findLotteryGame, lotteryTiming } from './lottery-games';
import { betRuleOf } from './rules/bet-rules';
import { payoutCents } from './rules/prize-mode';
import { drawOfNumero } from './rules/schedule';

interface DueRow {
  id: string | number;
  game_id: string;
  numero: string;
}

/**
 * Settles one ticket whose draw has been drawn, exactly once: the ticket row is locked and must
 * still be open; each open line is marked won or lost with its payout, the ticket settled with the
 * total, and a win credited through the ledger (`win:<bet id>`, which posts at most once) — all in
 * one transaction. Returns whether this call settled it (false: not due, already settled, void).
 */
export async function settleTicket(
  deps: LotteryDeps,
  betId: number,
  gameId: string,
  numero: string,
  now: number,
): Promise<boolean> {
  const game = findLotteryGame(gameId);
  const draw = game ? drawOfNumero(numero, lotteryTiming(game, deps.drawSecondsOverride)) : null;
  if (!game || !draw) throw new Error(`lottery ticket ${betId} names an unknown draw ${gameId} ${numero}`);
  const result = await ensureDrawn(deps.db, game, draw, now, deps.random);
  if (!result) return false;
  return deps.db.transaction(async (tx) => {
    const [ticket] = await tx.query<{ status: string; merchant_code: string; member_id: number; round_ref: string }>(
      'SELECT status, merchant_code, member_id, round_ref FROM game_bets WHERE id = $1 FOR UPDATE',
      [betId],
    );
    if (!ticket || ticket.status !== 'open') return false;
    const lines = await tx.query<{
      id: string | number;
      bet_type: string;
      selection: string;
      odds_x100: number;
      stake_cents: string | number;
    }>(
      "SELECT id, bet_type, selection, odds_x100, stake_cents FROM lottery_suborders WHERE bet_id = $1 AND status = 'open' ORDER BY line_no",
      [betId],
    );
    let total = 0;
    for (const line of lines) {
      const rule = betRuleOf(game.shape, line.bet_type);
      if (!rule) throw new Error(`lottery line ${line.id} has bet type ${line.bet_type} unknown to ${game.gameId}`);
      const won = rule.wins(line.selection, result.numbers);
      const payout = won ? payoutCents(Number(line.stake_cents), line.odds_x100) : 0;
      total += payout;
      await tx.query('UPDATE lottery_suborders SET status = $2, payout_cents = $3 WHERE id = $1', [
        line.id,
        won ? 'won' : 'lost',
        payout,
      ]);
    }
    await tx.query(
      `UPDATE game_bets SET status = 'settled', payout_cents = $2, settled_at = $3::timestamptz,
              detail = detail || jsonb_build_object('result', $4::jsonb) WHERE id = $1`,
      [betId, total, at(now), JSON.stringify(result.numbers)],
    );
    if (total > 0) {
      await postTransactionIn(tx, {
        merchantCode: ticket.merchant_code,
        kind: 'win',
        reference: `win:${betId}`,
        memo: { vendor: game.vassalage, gameId: game.gameId, orderNo: ticket.round_ref, numero },
        postings: [
          { account: { memberId: ticket.member_id, kind: 'main' }, amountCents: total },
          { account: { house: 'games' }, amountCents: -total },
        ],
      });
    }
    return true;
  });
}

/**
 * Settles open tickets whose draw time has come (of one member, or everyone's), oldest first, at
 * most `limit` per call. Safe to run in every process at once: each ticket is settled by one of them.
 * Returns how many this call settled.
 */
export async function settleDue(
  deps: LotteryDeps,
  options: { memberId?: number; limit?: number } = {},
): Promise<number> {
  const now = deps.clock.now();
  const params: unknown[] = [at(now), options.limit ?? 200];
  let memberFilter = '';
  if (options.memberId !== undefined) {
    params.push(options.memberId);
    memberFilter = 'AND b.member_id = $3';
  }
  const due = await deps.db.query<DueRow>(
    `SELECT b.id, o.game_id, o.numero FROM game_bets b JOIN lottery_orders o ON o.bet_id = b.id
      WHERE b.status = 'open' AND o.draw_at <= $1::timestamptz ${memberFilter}
      ORDER BY o.draw_at, b.id LIMIT $2`,
    params,
  );
  let settled = 0;
  for (const row of due) if (await settleTicket(deps, Number(row.id), row.game_id, row.numero, now)) settled++;
  return settled;
}
